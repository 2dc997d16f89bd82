/**
 * Turning a turn's citations into the list a reader sees: one entry per source, in first-seen
 * order (stable for the same input), minus the sources the turn already shows inline.
 */
import type { CitationLocation, CitationPayload, CitationSource } from './model';
import { urlsInText } from './inline-urls';

/** One numbered entry of the "Sources:" block. */
export type CitationEntry = {
  title: string | null;
  url: string | null;
  /** Where in the source document (text spans of the response itself are not shown). */
  location: CitationLocation | null;
  /** Distinct cited texts, in order. */
  excerpts: string[];
};

function documentLocation(source: CitationSource): CitationLocation | null {
  return source.location && source.location.type !== 'text_span' ? source.location : null;
}

/** Sources with a URL merge by URL; document citations (no URL) merge only with the same title and location. */
function keyOf(source: CitationSource): string {
  if (source.url) return `url:${source.url}`;
  return `doc:${JSON.stringify([source.title, documentLocation(source)])}`;
}

/**
 * @param inlineUrls URLs the reader has already seen in this turn (for example links in the
 *   response text, or sources a search tool injected): those sources are not listed again.
 */
export function dedupeSources(sources: CitationSource[], inlineUrls: Iterable<string> = []): CitationEntry[] {
  const shown = new Set(inlineUrls);
  const entries = new Map<string, CitationEntry>();
  for (const source of sources) {
    if (source.url && shown.has(source.url)) continue;
    if (!source.url && !source.title && !source.cited_text) continue; // nothing a reader could use
    const key = keyOf(source);
    let entry = entries.get(key);
    if (!entry) {
      entry = { title: source.title, url: source.url, location: documentLocation(source), excerpts: [] };
      entries.set(key, entry);
    }
    entry.title ??= source.title;
    if (source.cited_text && !entry.excerpts.includes(source.cited_text)) entry.excerpts.push(source.cited_text);
  }
  return [...entries.values()];
}

/**
 * The payload's source URLs that its text shows as a link or URL of its own (e.g. OpenAI's
 * inline markdown links), compared exactly: a URL that merely starts another one is not shown.
 */
export function urlsShownInline(payload: CitationPayload): string[] {
  const shown = new Set(urlsInText(payload.text));
  const urls = payload.sources.map((s) => s.url).filter((u): u is string => !!u && shown.has(u));
  return [...new Set(urls)];
}
