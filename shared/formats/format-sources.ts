import type { CitationFormat, CitationSource } from './source';
import { formatApa, formatChicago, formatHarvard, formatMla } from './styles';
import { formatInline, formatJsonLd } from './jsonld';

const TEXT_STYLES: Record<Exclude<CitationFormat, 'jsonld'>, (s: CitationSource) => string> = {
  apa: formatApa,
  mla: formatMla,
  chicago: formatChicago,
  harvard: formatHarvard,
  inline: formatInline,
};

/** The text `citeflow cite` prints: one entry a line, or for jsonld one JSON array. Ends with "\n" unless empty. */
export function formatSources(sources: readonly CitationSource[], format: CitationFormat): string {
  if (format === 'jsonld') return `${JSON.stringify(sources.map(formatJsonLd), null, 2)}\n`;
  return sources.map((s) => `${TEXT_STYLES[format](s)}\n`).join('');
}
