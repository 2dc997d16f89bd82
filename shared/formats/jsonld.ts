import type { CitationSource } from './source';
import { displayName, parseAuthors } from './names';
import { clean } from './names';

export type JsonLdCitation = {
  '@context': 'https://schema.org';
  '@type': 'CreativeWork';
  identifier: string;
  citation: Record<string, unknown>;
};

/**
 * The spec's "Full Format": a schema.org CreativeWork whose `citation` is the WebPage.
 * Unknown fields are left out (schema.org has no null); authors keep their classification
 * (Person / Organization, see names.ts). Key order is fixed so the output is deterministic.
 */
export function formatJsonLd(source: CitationSource): JsonLdCitation {
  const page: Record<string, unknown> = { '@type': 'WebPage', url: source.url };
  const title = source.title ? clean(source.title) : '';
  if (title) page.headline = title;
  if (source.published) page.datePublished = source.published;
  const authors = parseAuthors(source.authors);
  if (authors.length > 0) {
    page.author = authors.map((a) => ({ '@type': a.kind === 'person' ? 'Person' : 'Organization', name: displayName(a) }));
  }
  const publisher = source.publisher ? clean(source.publisher) : '';
  if (publisher) page.publisher = { '@type': 'Organization', name: publisher };
  return { '@context': 'https://schema.org', '@type': 'CreativeWork', identifier: source.ref_id, citation: page };
}

/** `[[ref_xxxxxxxx - YYYY-MM-DD]]` — the date is the day the source was checked. */
export function formatInline(source: CitationSource): string {
  return `[[${source.ref_id} - ${source.accessed}]]`;
}
