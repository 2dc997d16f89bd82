/**
 * Provider responses as stage 1/2 input of a run: the sources they cite, and claims paired with
 * a quote to check against the source.
 * - Gemini: each support segment is the claim and the quote (the model's sentence the source supports).
 * - OpenAI: when the annotated span is only the link to the source (web search puts a
 *   `([site](url))` after the passage it cites), the claim — and the quote — is the passage the
 *   link closes: everything from the start of its line (or the end of the previous annotation
 *   on that line) up to the link, all its sentences, never just the last one. When the span is
 *   words of a sentence, that sentence is the claim and the words are the quote.
 * - Anthropic: `cited_text` is the quote (its longest fragment between the "..." elisions the
 *   web search tool adds), the text block it annotates is the claim.
 * Claims and quotes are plain text: markdown (`**bold**`, `*em*`, `` `code` ``, links, list
 * bullets, headings) is taken out, so "**Joe's Pizza** at 124 Fulton St" is checked against a
 * page as "Joe's Pizza at 124 Fulton St".
 * Only http(s) sources reach a run: a search result named `file_001`, a `gs://` document or a
 * file id is shown by `render` but cannot be fetched.
 * URLs are returned as the provider sent them: the run's stage 2 redacts and normalizes them.
 */
import MarkdownIt from 'markdown-it';
import type { ExtractedTurn, ProviderChoice, TextSpan } from './model';
import type { ProviderInput } from './input';
import { extractTurn } from './extract';

export type ProviderClaim = { claim: string; quote: string; url: string; title: string | null };
export type ProviderClaims = {
  text: string;
  sources: Array<{ url: string; title: string | null }>;
  claims: ProviderClaim[];
  /** What extraction could not read (unknown chunk kinds, annotation types): see CitationPayload.notes. */
  notes: string[];
};

function collapse(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** A list marker, heading marker or blockquote marker at the start of a line is layout, not claim. */
function stripLineMarker(value: string): string {
  return value.replace(/^\s*(?:(?:[-*+•]|\d+[.)]|#{1,6}|>)\s+)+/, '');
}

let markdown: InstanceType<typeof MarkdownIt> | undefined;

type InlineToken = { type: string; content: string; children: InlineToken[] | null };

function inlineText(tokens: InlineToken[]): string {
  let out = '';
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'text_special' || token.type === 'code_inline') out += token.content;
    else if (token.type === 'softbreak' || token.type === 'hardbreak') out += ' ';
    else if (token.type === 'image') out += inlineText(token.children ?? []);
    else if (token.type === 'html_inline') out += token.content;
    // *_open / *_close (emphasis, strong, strikethrough, links) carry no text of their own
  }
  return out;
}

/**
 * The text a reader sees in a line of markdown: list, heading and quote markers dropped from
 * every line, inline formatting parsed by markdown-it (CommonMark rules, so `5 * 3 * 2` and
 * `snake_case` stay as they are), link labels kept and targets dropped, whitespace collapsed.
 */
export function plainText(value: string): string {
  markdown ??= new MarkdownIt('default', { html: false, linkify: false, typographer: false });
  const lines = value.split('\n').map(stripLineMarker).join('\n');
  const tokens = markdown.parseInline(lines, {}) as unknown as InlineToken[];
  return collapse(tokens.map((t) => inlineText(t.children ?? [])).join(' '));
}

/** Sources a run can fetch. */
function isRunUrl(url: string | null): url is string {
  return url !== null && /^https?:\/\//i.test(url);
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

/**
 * The claim an OpenAI annotation belongs to. `keepSpan` false: the span is the link to the
 * source; the claim is the passage the link closes (from the line start, or the end of an
 * earlier annotated span on the line, to the link — every sentence of it), plus the rest of the
 * sentence when the link sits inside one. `keepSpan` true: the span is words of a sentence; the
 * claim is that sentence, span included.
 */
export function sentenceAround(text: string, span: TextSpan, otherSpans: TextSpan[], keepSpan = false): string {
  const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
  const nextNewline = text.indexOf('\n', span.end);
  const lineEnd = nextNewline < 0 ? text.length : nextNewline;
  // Left boundary: the start of the line, or the end of an earlier annotated span on it.
  let left = lineStart;
  for (const other of otherSpans) if (other.end <= span.start && other.end > left) left = other.end;
  const before = text.slice(left, span.start);
  const trimmedBefore = before.replace(/\s+$/, '');
  const endsSentence = /[.!?)"”]$/.test(trimmedBefore) && !/\($/.test(trimmedBefore);
  let claim: string;
  if (keepSpan) {
    // Words of a sentence: that sentence only (cut at the last sentence end before the span).
    const starts = [0, ...sentenceEnds(trimmedBefore).filter((end) => end < trimmedBefore.length)];
    claim = endsSentence ? '' : trimmedBefore.slice(starts[starts.length - 1]);
    claim += before.slice(trimmedBefore.length) + span.text;
  } else {
    // A link: the whole passage it closes.
    claim = trimmedBefore;
  }
  if (keepSpan || !endsSentence) {
    // The span sits inside a sentence: take the rest of that sentence too.
    const after = text.slice(span.end, lineEnd);
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
    if (!isRunUrl(source.url) || !cited_span) continue;
    const base = { url: source.url, title: source.title };
    if (turn.provider === 'gemini') {
      const segment = plainText(cited_span.text);
      if (segment) claims.push({ claim: segment, quote: segment, ...base });
    } else if (turn.provider === 'openai') {
      const isLink = spanIsLinkTo(cited_span, source.url);
      const claim = plainText(sentenceAround(turn.text, cited_span, spans, !isLink));
      const quote = isLink ? claim : plainText(cited_span.text);
      if (claim && quote) claims.push({ claim, quote, ...base });
    } else {
      const claim = plainText(cited_span.text);
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
  if (!turn) return { text: '', sources: [], claims: [], notes: [] };
  const sources: ProviderClaims['sources'] = [];
  const seen = new Set<string>();
  for (const { source } of turn.citations) {
    if (!isRunUrl(source.url) || seen.has(source.url)) continue;
    seen.add(source.url);
    sources.push({ url: source.url, title: source.title });
  }
  return { text: turn.text, sources, claims: claimsOf(turn), notes: turn.notes };
}
