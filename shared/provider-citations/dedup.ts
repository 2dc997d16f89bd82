/**
 * Turning a turn's citations into the list a reader sees: one entry per source, in first-seen
 * order (stable for the same input), minus the sources the turn already shows inline.
 */
import type { CitationLocation, CitationPayload, CitationReview, CitationSource } from './model';
import { urlsInText } from './inline-urls';

/** One numbered entry of the "Sources:" block. */
export type CitationEntry = {
  title: string | null;
  url: string | null;
  /** Where in the source document (text spans of the response itself are not shown). */
  location: CitationLocation | null;
  /** Distinct cited texts, in order. */
  excerpts: string[];
  /** Google Maps sources: the reviews the answer drew on (distinct, in order); [] otherwise. */
  reviews: CitationReview[];
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
      entry = { title: source.title, url: source.url, location: documentLocation(source), excerpts: [], reviews: [] };
      entries.set(key, entry);
    }
    entry.title ??= source.title;
    if (source.cited_text && !entry.excerpts.includes(source.cited_text)) entry.excerpts.push(source.cited_text);
    for (const review of source.place?.reviews ?? []) {
      if (!entry.reviews.some((r) => r.title === review.title && r.url === review.url && r.text === review.text)) entry.reviews.push(review);
    }
  }
  return [...entries.values()];
}

/**
 * The payload's source URLs that its text shows as a link or URL of its own, compared exactly:
 * a URL that merely starts another one is not shown.
 */
export function urlsShownInline(payload: CitationPayload): string[] {
  const shown = new Set(urlsInText(payload.text));
  const urls = payload.sources.map((s) => s.url).filter((u): u is string => !!u && shown.has(u));
  return [...new Set(urls)];
}

/**
 * The URLs the de-duplication rule (spec FR-8) leaves out of a turn's Sources block by default.
 * The rule is Gemini's: a grounding source the web-search tool already put inline in the same
 * turn is not listed twice. OpenAI and Anthropic have no such tool-level injection — an OpenAI
 * web-search answer's links in the text ARE its citations — so for them nothing is left out and
 * every cited source is listed (and linked).
 */
export function defaultInlineUrls(payload: CitationPayload): string[] {
  return payload.provider === 'gemini' ? urlsShownInline(payload) : [];
}
