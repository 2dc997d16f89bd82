/**
 * The longest text citeflow stores in a record field (UTF-16 code units, as JavaScript and zod
 * count). Pages, fixtures and artifacts are untrusted: a 1.5 MB <title> must not become a
 * 1.5 MB line of citations.jsonl. Text over its limit is cut (at a character boundary, never
 * inside a surrogate pair or a grapheme cluster) and ends in `…`; a URL over its limit is not
 * cut — it is refused (no normalized_url, no cid), since a cut URL is another URL.
 * Documented in docs/security.md ("Stored text is bounded").
 */
export const TEXT_LIMITS = {
  /** url, url_original, normalized_url of every record */
  url: 8192,
  /** citation title, search-result title, claim page_title */
  title: 500,
  /** citation publisher */
  publisher: 200,
  /** citation evidence_snippet, search-result snippet */
  snippet: 1000,
  /** citation notes */
  notes: 2000,
  /** extracted claim text and its quote */
  claim: 4000,
  quote: 4000,
  /** the manifest's query as the report's heading */
  query: 500,
} as const;

const ELLIPSIS = '…';

let segmenter: Intl.Segmenter | null | undefined;

/** `value` when it fits in `max` code units; otherwise its longest whole-grapheme prefix that fits with `…` after it. */
export function capText(value: string, max: number): string {
  if (value.length <= max) return value;
  const room = max - ELLIPSIS.length;
  if (segmenter === undefined) segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  let cut = 0;
  if (segmenter) {
    for (const { index, segment } of segmenter.segment(value)) {
      if (index + segment.length > room) break;
      cut = index + segment.length;
    }
  } else {
    cut = room;
    const code = value.charCodeAt(cut - 1);
    if (code >= 0xd800 && code <= 0xdbff) cut -= 1; // never half a surrogate pair
  }
  return value.slice(0, cut) + ELLIPSIS;
}

/** capText for a nullable field. */
export function capNullable(value: string | null, max: number): string | null {
  return value === null ? null : capText(value, max);
}
