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

const MiB = 1024 * 1024;

/**
 * The largest file citeflow reads, per kind of input (bytes on disk). Checked before reading
 * (fstat on the open file) and again while reading (a bounded read), so a file that grows in
 * between cannot slip past. A bigger file is refused with SCHEMA_VALIDATION_FAILED naming the
 * file, its size and the limit — before anything is written, so earlier outputs stay as they are.
 * Chosen by measurement (docs/security.md "Input files are bounded"): each is many times what a
 * legitimate large run needs (a 50,000-URL report is ~1.8 MB of markdown and parses in ~3 s;
 * a 16 MB one holds ~160,000 links and parses in ~20 s in the parser thread).
 */
export const FILE_LIMITS = {
  /** one wave artifact (markdown, YAML, provider JSON) */
  artifact: 16 * MiB,
  /** manifest.json */
  manifest: 16 * MiB,
  /** run-config.json */
  run_config: 4 * MiB,
  /** an offline fixtures file (recorded page bodies: a 30 MB body fits) */
  fixtures: 128 * MiB,
  /** url-map.json (the validate tool's input; ~300 bytes a URL) */
  url_map: 128 * MiB,
  /** the operator config (CITEFLOW_OPERATOR_CONFIG) */
  operator_config: 1 * MiB,
  /** any other JSON / JSONL file citeflow reads (its own outputs, plan files): below Node's longest string */
  other: 256 * MiB,
  /** how much of the end of logs/audit.jsonl is searched for an already-written line (a retried activity) */
  audit_scan: 16 * MiB,
} as const;
export type FileKind = keyof typeof FILE_LIMITS;

/** 16777216 → "16 MiB", 52428800 → "50 MiB", 1500 → "1,500 bytes". */
export function formatBytes(n: number): string {
  if (n >= MiB) return `${Math.round((n / MiB) * 10) / 10} MiB`;
  return `${n.toLocaleString('en-US')} bytes`;
}

/** The contract error for a file over its limit (SCHEMA_VALIDATION_FAILED, never retried). */
export function fileTooLargeMessage(label: string, file: string, size: number | null, kind: FileKind): string {
  const was = size === null ? '' : ` ${formatBytes(size)},`;
  return `${label}: file too large: ${file} is${was} over the ${formatBytes(FILE_LIMITS[kind])} limit for ${kind.replace('_', ' ')} files (docs/security.md)`;
}
