import type { CitationFormat, CitationSource } from './source';
import { formatApa, formatChicago, formatHarvard, formatMla } from './styles';
import { formatInline, formatJsonLd } from './jsonld';

const REFERENCE_STYLES: Record<'apa' | 'mla' | 'chicago' | 'harvard', (s: CitationSource) => string> = {
  apa: formatApa,
  mla: formatMla,
  chicago: formatChicago,
  harvard: formatHarvard,
};

/**
 * Alphabetical key of a reference-list entry: it starts with the first author (or, without one,
 * the title), so the entry itself is the key — without leading punctuation (`"`, `[`), without a
 * leading article (a, an, the), accents stripped, lower-cased.
 */
export function referenceSortKey(entry: string): string {
  return entry
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/^(?:the|an|a)\s+/, '');
}

function byKey(a: string, b: string): number {
  const ka = referenceSortKey(a);
  const kb = referenceSortKey(b);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** How a paywalled source is marked in text styles, as the report marks it. */
export const CAUTION_MARK = '[⚠ caution: paywalled]';

export type FormatOptions = {
  /** Sources to mark as caution (paywalled): `[⚠ caution: paywalled]` after the entry, `isAccessibleForFree: false` in jsonld. */
  caution?: (source: CitationSource) => boolean;
};

/**
 * The text `citeflow cite` prints: one entry a line, or for jsonld one JSON array. Ends with "\n"
 * unless empty. APA, MLA, Chicago and Harvard are reference lists, sorted alphabetically
 * (referenceSortKey, then the entry's own code units — deterministic, no locale); inline and
 * jsonld keep the sources' order (citations.jsonl: by normalized_url), as identifiers do.
 */
export function formatSources(sources: readonly CitationSource[], format: CitationFormat, opts: FormatOptions = {}): string {
  const caution = opts.caution ?? (() => false);
  const mark = (s: CitationSource, entry: string) => (caution(s) ? `${entry} ${CAUTION_MARK}` : entry);
  if (format === 'jsonld') {
    // schema.org's own word for a paywall: the page is not accessible for free.
    const items = sources.map((s) => {
      const item = formatJsonLd(s);
      return caution(s) ? { ...item, citation: { ...item.citation, isAccessibleForFree: false } } : item;
    });
    return `${JSON.stringify(items, null, 2)}\n`;
  }
  if (format === 'inline') return sources.map((s) => `${mark(s, formatInline(s))}\n`).join('');
  return sources
    .map((s) => mark(s, REFERENCE_STYLES[format](s)))
    .sort(byKey)
    .map((entry) => `${entry}\n`)
    .join('');
}
