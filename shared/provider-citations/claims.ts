/**
 * Provider responses as stage 1/2 input of a run: the sources they cite, and claims paired with
 * a quote to check against the source.
 * - Gemini: each support segment is the claim and the quote (the model's sentence the source supports).
 * - OpenAI: the sentence around an annotated span (the span itself — usually a markdown link —
 *   removed) is the claim; the quote is the annotated span's text, or, when that span is only the
 *   link to the source, the claim sentence.
 * - Anthropic: `cited_text` is the quote (its longest fragment between the "..." elisions the
 *   web search tool adds), the text block it annotates is the claim.
 * URLs are returned as the provider sent them: the run's stage 2 redacts and normalizes them.
 */
import type { ExtractedTurn, ProviderChoice, TextSpan } from './model';
import type { ProviderInput } from './input';
import { extractTurn } from './extract';

export type ProviderClaim = { claim: string; quote: string; url: string; title: string | null };
export type ProviderClaims = {
  text: string;
  sources: Array<{ url: string; title: string | null }>;
  claims: ProviderClaim[];
};

function collapse(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** A list marker or heading marker at the start of a line is layout, not claim. */
function stripLineMarker(value: string): string {
  return value.replace(/^\s*(?:[-*+•]|\d+[.)]|#{1,6})\s+/, '');
}

const SENTENCE_END = /[.!?](?=\s|$)/g;
/** Words whose period does not end a sentence ("Warner Bros. Discovery", "U.S. market"). */
const ABBREVIATION = /(?:^|[\s(])(?:Mr|Mrs|Ms|Dr|Prof|Sr|Jr|St|Inc|Ltd|Corp|Co|Bros|vs|etc|No|Fig|approx|[A-Za-z]\.[A-Za-z]|[A-Z])$/;

/** Indices just past each sentence end in `text` (abbreviations skipped). */
function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  for (const match of text.matchAll(SENTENCE_END)) {
    if (match[0] === '.' && ABBREVIATION.test(text.slice(0, match.index!))) continue;
    ends.push(match.index! + 1);
  }
  return ends;
}

/** The sentence an OpenAI annotation belongs to; `keepSpan` false leaves the span (a link) out. */
export function sentenceAround(text: string, span: TextSpan, otherSpans: TextSpan[], keepSpan = false): string {
  const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
  const nextNewline = text.indexOf('\n', span.end);
  const lineEnd = nextNewline < 0 ? text.length : nextNewline;
  // Left boundary: the start of the line, the end of an earlier annotated span, or an earlier sentence end.
  let left = lineStart;
  for (const other of otherSpans) if (other.end <= span.start && other.end > left) left = other.end;
  const before = text.slice(left, span.start);
  const trimmedBefore = before.replace(/\s+$/, '');
  const endsSentence = /[.!?)"”]$/.test(trimmedBefore) && !/\($/.test(trimmedBefore);
  // The sentence before the span: cut at the last sentence end that is not the final character.
  // A parenthetical aside ("(see the blog).") is not a sentence of its own: keep the one before it.
  const starts = [0, ...sentenceEnds(trimmedBefore).filter((end) => end < trimmedBefore.length)];
  let at = starts.length - 1;
  while (at > 0 && /^\s*\(/.test(trimmedBefore.slice(starts[at]))) at -= 1;
  let claim = trimmedBefore.slice(starts[at]);
  if (!endsSentence) {
    // The span sits inside a sentence: take the rest of that sentence too.
    const after = text.slice(span.end, lineEnd);
    if (keepSpan) claim += before.slice(trimmedBefore.length) + span.text; // the whitespace before the span, then the span
    claim += after.slice(0, sentenceEnds(after)[0] ?? after.length);
  }
  return collapse(stripLineMarker(claim));
}

/** True when the span is just a (markdown) link to the URL, not words of its own. */
function spanIsLinkTo(span: TextSpan, url: string): boolean {
  return span.text.includes(url) || /^\s*\(?\s*\[[^\]]*\]\([^)]*\)\s*\)?\s*$/.test(span.text);
}

/**
 * Web search `cited_text` is an excerpt with elisions ("A ... B", cut off with "..."): the
 * longest verbatim fragment is the quote, so it can be found in the page.
 */
export function anthropicQuote(citedText: string): string {
  const fragments = citedText.split(/\s*(?:\.\.\.|…)\s*/).map(collapse);
  return fragments.reduce((longest, f) => (f.length > longest.length ? f : longest), '');
}

function claimsOf(turn: ExtractedTurn): ProviderClaim[] {
  const claims: ProviderClaim[] = [];
  const spans = turn.citations.map((c) => c.cited_span).filter((s): s is TextSpan => s !== null);
  for (const { source, cited_span } of turn.citations) {
    if (!source.url || !cited_span) continue;
    const base = { url: source.url, title: source.title };
    if (turn.provider === 'gemini') {
      const segment = collapse(cited_span.text);
      if (segment) claims.push({ claim: segment, quote: segment, ...base });
    } else if (turn.provider === 'openai') {
      const isLink = spanIsLinkTo(cited_span, source.url);
      const claim = sentenceAround(turn.text, cited_span, spans, !isLink);
      const quote = isLink ? claim : collapse(cited_span.text);
      if (claim && quote) claims.push({ claim, quote, ...base });
    } else {
      const claim = collapse(cited_span.text);
      const quote = source.cited_text ? anthropicQuote(source.cited_text) : '';
      if (claim && quote) claims.push({ claim, quote, ...base });
    }
  }
  // The same claim, quote and source twice (e.g. a repeated citation) is one claim.
  const seen = new Set<string>();
  return claims.filter((c) => {
    const key = JSON.stringify([c.claim, c.quote, c.url]);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Sources (distinct URLs, first-seen order) and claims of one provider response; unknown shapes give none. */
export function claimsFromProviderResponse(input: ProviderInput | unknown, provider: ProviderChoice = 'auto'): ProviderClaims {
  const turn = extractTurn(input, provider);
  if (!turn) return { text: '', sources: [], claims: [] };
  const sources: ProviderClaims['sources'] = [];
  const seen = new Set<string>();
  for (const { source } of turn.citations) {
    if (!source.url || seen.has(source.url)) continue;
    seen.add(source.url);
    sources.push({ url: source.url, title: source.title });
  }
  return { text: turn.text, sources, claims: claimsOf(turn) };
}
