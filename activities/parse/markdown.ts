import MarkdownIt from 'markdown-it';
import footnotePlugin from 'markdown-it-footnote';
import { linearFootnoteTail } from './footnote-tail';
type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];
import type { ClaimDraft } from '../../shared/schemas/extracted-claim';
import type { ArtifactRef, SourceDraft } from '../../shared/schemas/search-result';
import { classifySourceType } from '../../shared/stages/source-type';
import { collapseWhitespace, quotedRanges, redactUrlsInText, sentenceRanges } from '../../shared/stages/text';

/**
 * Markdown artifacts (docs/stages.md "Markdown"): every http(s) link — inline, reference,
 * autolink, bare URL, footnote — is a source; `[n]` markers resolve through a numbered
 * "Sources"/"References" list; claims come from paragraph + blockquote pairs and from
 * sentences with a quoted span and a link or marker.
 */

const md = new MarkdownIt({ html: false, linkify: true }).use(footnotePlugin);
// The plugin's footnote_tail is quadratic in the number of footnotes; same output, linear (footnote-tail.ts).
md.core.ruler.at('footnote_tail', linearFootnoteTail);
md.linkify.set({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });
// Keep URLs exactly as written (no percent-encoding or punycode): they are url_original.
md.normalizeLink = (url: string) => url;
md.normalizeLinkText = (url: string) => url;

const SOURCES_HEADINGS = new Set([
  'sources', 'source', 'references', 'reference', 'reference list', 'bibliography', 'works cited',
  'citations', 'sources and references', 'notes and references',
]);
const SOURCES_TITLE_MAX_WORDS = Math.max(...[...SOURCES_HEADINGS].map((h) => h.split(' ').length));
/** Every title's words contain one of these (lower case). */
const TITLE_WORD_HINT = /sourc|refer|bibl|cite|citat|note|work|list|and/;
const SNIPPET_MAX = 300;
const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACEHOLDER = /\uE000(\d+)\uE001/g;

type Target = { url: string; title: string | null };
type Ref =
  | { kind: 'link'; href: string; title: string | null; text: string; bare: boolean; start: number; end: number; marker: boolean }
  | { kind: 'footnote'; id: number }
  | { kind: 'number'; n: number };
/** Inline content as plain text; markers are placeholders OPEN i CLOSE pointing into refs. */
type Segments = { text: string; refs: Ref[] };

type Context = { ref: ArtifactRef; accessed_date: string };

type Drafts = { sources: SourceDraft[]; claims: ClaimDraft[] };

export function parseMarkdown(content: string, ctx: Context): Drafts {
  return mergeDraftParts(markdownDraftParts(content, ctx));
}

/**
 * parseMarkdown's drafts in parts: the whole document's as one part, or, for a document parsed
 * in pieces (markdownPieces), each piece's own drafts as soon as it is parsed. mergeDraftParts
 * of the parts is parseMarkdown's result — parseMarkdown is exactly that — so the artifact-parse
 * thread can post each part as it is made and never hold a large report's drafts itself.
 */
export function* markdownDraftParts(content: string, ctx: Context): Generator<Drafts> {
  const pieces = content.length >= PIECEWISE_MIN_CHARS ? markdownPieces(content) : null;
  if (pieces === null) yield parseMarkdownWhole(content, ctx);
  else yield* pieceDraftParts(pieces, ctx);
}

/** The whole document as one token stream (every document below PIECEWISE_MIN_CHARS, and those markdownPieces declines). */
export function parseMarkdownWhole(content: string, ctx: Context): { sources: SourceDraft[]; claims: ClaimDraft[] } {
  const env: Record<string, unknown> = {};
  const tokens = md.parse(content, env);
  const footnotes = collectFootnotes(tokens);
  const numbered = collectSourcesList(tokens);
  const sources = new SourceCollector(ctx);
  const claims: ClaimDraft[] = [];
  walkTokens(tokens, resolver(footnotes, numbered), sources, claims, ctx);
  // Reference definitions nobody used are still sources the agent listed.
  const refs = (env.references ?? {}) as Record<string, { href: string; title?: string }>;
  for (const label of Object.keys(refs)) {
    const def = refs[label];
    if (isHttp(def.href)) sources.add({ url: def.href, title: def.title ? def.title : null }, null);
  }
  return { sources: sources.list(), claims };
}

/**
 * A large document in pieces (markdownPieces): each piece is parsed and walked, then its tokens
 * are dropped, so a 50,000-link report never has its whole token stream (~9 tokens a link) in
 * memory. Only documents whose pieces give exactly the whole parse's drafts are split: no link
 * reference definitions, no footnotes, no Sources/References section (those resolve across the
 * document), no fenced code; splits only where every block before has ended
 * (test/stages/markdown-pieces.test.ts compares both on a broad set of documents).
 */
export function parseMarkdownPieces(pieces: Iterable<string>, ctx: Context): Drafts {
  return mergeDraftParts(pieceDraftParts(pieces, ctx));
}

/** Each piece's drafts alone (a source twice in one piece is one draft, as in SourceCollector); merged by DraftMerger. */
function* pieceDraftParts(pieces: Iterable<string>, ctx: Context): Generator<Drafts> {
  const resolve = resolver(new Map(), new Map());
  for (const piece of pieces) {
    const sources = new SourceCollector(ctx);
    const claims: ClaimDraft[] = [];
    walkTokens(md.parse(piece, {}), resolve, sources, claims, ctx);
    yield { sources: sources.list(), claims };
  }
}

function resolver(footnotes: Map<number, Target>, numbered: Map<number, Target>): (r: Ref) => Target | null {
  // A bare URL in the Sources list or a footnote is titled by the words beside it there.
  const knownTitles = new Map<string, string>();
  for (const t of [...numbered.values(), ...footnotes.values()]) {
    if (t.title !== null && !knownTitles.has(t.url)) knownTitles.set(t.url, t.title);
  }
  return (r: Ref): Target | null => {
    if (r.kind !== 'link') return r.kind === 'footnote' ? footnotes.get(r.id) ?? null : numbered.get(r.n) ?? null;
    if (!isHttp(r.href)) return null;
    return { url: r.href, title: r.title ?? (r.bare || r.marker ? knownTitles.get(r.href) ?? null : cleanTitle(r.text)) };
  };
}

/** Every link and claim of one token stream, in order, into `sources` and `claims`. */
function walkTokens(tokens: Token[], resolve: (r: Ref) => Target | null, sources: SourceCollector, claims: ClaimDraft[], ctx: Context): void {
  const sourcesSection = sourcesSectionMask(tokens);
  const blockquoteOf = enclosingBlockquotes(tokens);
  let footnoteDepth = 0;

  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (tok.type === 'footnote_open') footnoteDepth++;
    if (tok.type === 'footnote_close') footnoteDepth--;
    if (tok.type !== 'inline' || !tok.children) continue;
    const seg = segments(tok.children);
    // Every link and resolved marker is a source; the snippet is the sentence around it.
    for (const [a, b] of sentenceRanges(seg.text)) {
      // An attribution line ("— [Title](url)") has no words of its own: the block's text is the snippet.
      const sentence = hasOwnWords(seg, a, b) ? plain(seg.text.slice(a, b)) : stripAttribution(seg);
      for (const r of refsIn(seg, a, b)) {
        const target = resolve(r);
        if (target) sources.add(target, sourcesSection[i] || footnoteDepth > 0 ? null : sentence);
      }
    }
    if (sourcesSection[i] || footnoteDepth > 0) continue;
    const isParagraph = tokens[i - 1]?.type === 'paragraph_open';
    if (!isParagraph) continue;
    const closeIdx = i + 1; // paragraph_close
    const next = tokens[closeIdx + 1];
    const insideQuote = blockquoteOf[i];
    if (next?.type === 'blockquote_open' && insideQuote === null) {
      const claim = blockquoteClaim(tokens, closeIdx + 1, seg, resolve, ctx);
      if (claim) claims.push(claim);
      continue;
    }
    if (insideQuote !== null && isQuoteOfClaim(tokens, insideQuote)) continue;
    claims.push(...inlineClaims(seg, resolve, ctx));
  }
}

/** Documents from this size on are parsed in pieces when markdownPieces allows it. */
export const PIECEWISE_MIN_CHARS = 256 * 1024;
const PIECE_CHARS = 64 * 1024;

/**
 * Splits a document into pieces whose separate parses give exactly the drafts of one whole
 * parse, or null when it cannot promise that. Refused outright: link reference definitions
 * (`]:`) and footnotes (`[^`, `^[`), which resolve across the whole document; fenced code
 * (```, ~~~), which may hold anything; a bare `\r` line ending; any run of lines whose words
 * could be a Sources/References heading (the numbered list resolves `[n]` markers anywhere).
 * A piece ends at least `pieceChars` in, before a line L that starts at column 0 with neither
 * white space nor `>` and either
 *   (a) follows a blank line — every block before has ended (a list that goes on after the
 *       blank line becomes two lists, which changes no draft), or
 *   (b) is a list item (`-`, `*`, `+`, or `N.` / `N)`) following another one-line item with the
 *       same kind of marker, in a run of such items that began after a blank line (or at the
 *       start): sibling items of one top-level list (the second piece's list starts at N, and
 *       each item keeps its own number). Lines with `|` (table rows) and thematic breaks
 *       (`- - -`) never count.
 * L never starts with `>`: a quote right after a paragraph is that paragraph's claim quote.
 */
export function markdownPieces(content: string, pieceChars = PIECE_CHARS): string[] | null {
  if (/\]:|\[\^|\^\[|```|~~~|\r(?!\n)/.test(content)) return null;
  const pieces: string[] = [];
  let pieceStart = 0;
  let prevBlank = true; // the start of the document is a block boundary
  let runMarker: string | null = null; // bullet of the run of one-line items the previous line belongs to
  const words: string[][] = []; // words of the last few non-blank lines, for the heading check
  for (let at = 0; at < content.length; ) {
    const nl = content.indexOf('\n', at);
    const end = nl === -1 ? content.length : nl;
    const line = content.slice(at, end);
    // Blank as markdown-it sees it: spaces and tabs only (a no-break space is text).
    const blank = /^[ \t]*\r?$/.test(line);
    if (blank) words.length = 0;
    else if (couldEndSourcesHeading(words, line)) return null;
    const marker = /^(?:([-*+])|\d{1,9}([.)])) +\S/.exec(line);
    const item = marker !== null && !line.includes('|') && !HR.test(line) ? marker[1] ?? `1${marker[2]}` : null;
    if (at - pieceStart >= pieceChars && !blank && /^[^\s>]/.test(line) && (prevBlank || (item !== null && item === runMarker))) {
      pieces.push(content.slice(pieceStart, at));
      pieceStart = at;
    }
    runMarker = item !== null && (prevBlank || item === runMarker) ? item : null;
    prevBlank = blank;
    at = end + 1;
  }
  pieces.push(content.slice(pieceStart));
  return pieces;
}

const HR = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/**
 * Could `line`, alone or with the non-blank lines just before it, be the whole text of a heading
 * or pseudo-heading that isSourcesTitle accepts? Checked on the words of every run of lines
 * ending here with at most as many words as the longest title (a superset of the real test).
 */
function couldEndSourcesHeading(recent: string[][], line: string): boolean {
  const lower = line.toLowerCase();
  // A line with a word that is in no title is part of no title's text (the common case, fast).
  if (!TITLE_WORD_HINT.test(lower) && /[a-z]/.test(lower)) {
    recent.length = 0;
    return false;
  }
  const own = lower.replace(/[^a-z ]/g, ' ').split(' ').filter((w) => w !== '');
  recent.push(own);
  if (recent.length > 64) recent.shift();
  let joined: string[] = [];
  for (let k = recent.length - 1; k >= 0; k--) {
    joined = [...recent[k], ...joined];
    if (joined.length > SOURCES_TITLE_MAX_WORDS) return false;
    if (joined.length > 0 && SOURCES_HEADINGS.has(joined.join(' '))) return true;
  }
  // 64 lines without words before this one: be safe.
  return recent.length === 64;
}

function isHttp(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Inline tokens → plain text with placeholders for markers ([^n], [n], numeric reference links). */
function segments(children: Token[], convertNumbers = true): Segments {
  let text = '';
  const refs: Ref[] = [];
  const placeholder = (r: Ref) => {
    refs.push(r);
    text += `${OPEN}${refs.length - 1}${CLOSE}`;
  };
  for (let i = 0; i < children.length; i++) {
    const c = children[i];
    if (c.type === 'text') {
      if (!convertNumbers) {
        text += c.content;
        continue;
      }
      let last = 0;
      for (const m of c.content.matchAll(/(?<![\p{L}\p{N}_])\[(\d{1,3})\]/gu)) {
        text += c.content.slice(last, m.index);
        placeholder({ kind: 'number', n: Number(m[1]) });
        last = m.index! + m[0].length;
      }
      text += c.content.slice(last);
    } else if (c.type === 'code_inline') {
      text += c.content;
    } else if (c.type === 'softbreak' || c.type === 'hardbreak') {
      text += '\n';
    } else if (c.type === 'footnote_ref') {
      placeholder({ kind: 'footnote', id: (c.meta as { id: number }).id });
    } else if (c.type === 'link_open') {
      let inner = '';
      let j = i + 1;
      for (; j < children.length && children[j].type !== 'link_close'; j++) {
        if (children[j].type === 'text' || children[j].type === 'code_inline') inner += children[j].content;
      }
      const href = String(c.attrGet('href') ?? '');
      const rawTitle = c.attrGet('title');
      const title = rawTitle === null ? null : String(rawTitle);
      const bare = c.markup === 'linkify' || c.markup === 'autolink' || inner === href;
      const marker = /^\^?\d{1,3}$/.test(inner.trim());
      const base = { kind: 'link' as const, href, title: title ? title : null, text: inner, bare, marker };
      if (marker) placeholder({ ...base, start: text.length, end: text.length });
      else {
        refs.push({ ...base, start: text.length, end: text.length + inner.length });
        text += inner;
      }
      i = j;
    }
  }
  return { text, refs };
}

function hasOwnWords(seg: Segments, a: number, b: number): boolean {
  let text = '';
  let at = a;
  for (const r of seg.refs) {
    if (r.kind !== 'link' || r.marker || r.end <= a || r.start >= b) continue;
    text += seg.text.slice(at, Math.max(at, r.start));
    at = Math.max(at, r.end);
  }
  text += seg.text.slice(at, b);
  return /[\p{L}\p{N}]/u.test(text.replace(PLACEHOLDER, ''));
}

/** Refs whose placeholder or link text lies in [a, b), in text order. */
function refsIn(seg: Segments, a: number, b: number): Ref[] {
  const found: Array<{ at: number; ref: Ref }> = [];
  for (const m of seg.text.slice(a, b).matchAll(PLACEHOLDER)) found.push({ at: a + m.index!, ref: seg.refs[Number(m[1])] });
  for (const r of seg.refs) {
    if (r.kind === 'link' && !r.marker && r.start < b && r.end > a) found.push({ at: r.start, ref: r });
  }
  return found.sort((x, y) => x.at - y.at).map((f) => f.ref);
}

/** Readable text: placeholders dropped, whitespace collapsed, no space before punctuation. */
function plain(s: string): string {
  return collapseWhitespace(s.replace(PLACEHOLDER, ' ')).replace(/ +([.,;:!?)\]])/g, '$1').replace(/([(\[]) +/g, '$1');
}

function firstTarget(refs: Ref[], resolve: (r: Ref) => Target | null): Target | null {
  return firstSource(refs, resolve)?.target ?? null;
}

function firstSource(refs: Ref[], resolve: (r: Ref) => Target | null): { ref: Ref; target: Target } | null {
  for (const ref of refs) {
    const target = resolve(ref);
    if (target) return { ref, target };
  }
  return null;
}

/**
 * seg.text[a, b) without the source link when it is a parenthetical attribution — "(A Title)"
 * is the quoted span's marker, not part of the claim; a link inside the prose stays.
 */
function withoutAttributionLink(seg: Segments, ref: Ref, a: number, b: number): string {
  const raw = seg.text.slice(a, b);
  if (ref.kind !== 'link' || ref.marker || ref.start < a || ref.end > b) return raw;
  const before = /\(\s*$/.exec(seg.text.slice(a, ref.start));
  const after = /^\s*\)/.exec(seg.text.slice(ref.end, b));
  if (!before || !after) return raw;
  return seg.text.slice(a, a + before.index) + seg.text.slice(ref.end + after[0].length, b);
}

/** Footnote id → its first http(s) link; title = the link text, else the note's words minus the URL. */
function collectFootnotes(tokens: Token[]): Map<number, Target> {
  const out = new Map<number, Target>();
  let current: number | null = null;
  for (const tok of tokens) {
    if (tok.type === 'footnote_open') current = (tok.meta as { id: number }).id;
    else if (tok.type === 'footnote_close') current = null;
    else if (current !== null && tok.type === 'inline' && tok.children && !out.has(current)) {
      const t = entryTarget(segments(tok.children, false));
      if (t) out.set(current, t);
    }
  }
  return out;
}

/** For each token index: is it inside a "Sources"/"References" section? */
function sourcesSectionMask(tokens: Token[]): boolean[] {
  const mask: boolean[] = new Array(tokens.length).fill(false);
  let level = 0; // heading level that opened the section; 0 = not in one
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (tok.type === 'heading_open') {
      const hl = Number(tok.tag.slice(1));
      const title = tokens[i + 1]?.content ?? '';
      if (level > 0 && hl <= level) level = 0;
      if (isSourcesTitle(title)) level = hl;
    } else if (tok.type === 'footnote_block_open') {
      level = 0;
    } else if (tok.type === 'inline' && tokens[i - 1]?.type === 'paragraph_open' && /:\s*\**\s*$|^\*\*/.test(tok.content) && isSourcesTitle(tok.content)) {
      // (the cheap shape test first: every paragraph of a report reaches here, few end in a colon)
      // "**Sources:**" as a pseudo-heading: the section runs to the next heading.
      level = 7;
      continue;
    }
    mask[i] = level > 0;
  }
  return mask;
}

function isSourcesTitle(s: string): boolean {
  return SOURCES_HEADINGS.has(s.toLowerCase().replace(/[^a-z ]/g, ' ').replace(/\s+/g, ' ').trim());
}

/** Number → target from the Sources list: `1. [Title](url)` items and `[1] Title — url` lines. */
function collectSourcesList(tokens: Token[]): Map<number, Target> {
  const out = new Map<number, Target>();
  const mask = sourcesSectionMask(tokens);
  const itemNumbers: Array<number | null> = [];
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (tok.type === 'list_item_open') itemNumbers.push(/^\d+$/.test(tok.info) ? Number(tok.info) : null);
    if (tok.type === 'list_item_close') itemNumbers.pop();
    if (!mask[i] || tok.type !== 'inline' || !tok.children) continue;
    const itemNumber = itemNumbers.length > 0 && tokens[i - 1]?.type === 'paragraph_open' && isFirstParagraphOfItem(tokens, i)
      ? itemNumbers[itemNumbers.length - 1]
      : null;
    // A numbered list item is one entry even when it wraps ("1. Title" / "   https://…");
    // other paragraphs hold one `[n] Title — url` entry per line.
    const entries = itemNumber !== null ? [tok.children] : splitLines(tok.children);
    for (const line of entries) {
      const seg = segments(line, false);
      const lead = /^\s*\[(\d{1,3})\]\s*/.exec(seg.text);
      const n = lead ? Number(lead[1]) : itemNumber;
      if (n === null || out.has(n)) continue;
      const target = entryTarget(seg, lead ? lead[0].length : 0);
      if (target) out.set(n, target);
    }
  }
  return out;
}

function isFirstParagraphOfItem(tokens: Token[], inlineIdx: number): boolean {
  return tokens[inlineIdx - 2]?.type === 'list_item_open';
}

function splitLines(children: Token[]): Token[][] {
  const lines: Token[][] = [[]];
  for (const c of children) {
    if (c.type === 'softbreak' || c.type === 'hardbreak') lines.push([]);
    else lines[lines.length - 1].push(c);
  }
  return lines.filter((l) => l.length > 0);
}

/** A list entry or footnote: its first http(s) link, titled by link text or the words around the URL. */
function entryTarget(seg: Segments, skip = 0): Target | null {
  const link = seg.refs.find((r): r is Extract<Ref, { kind: 'link' }> => r.kind === 'link' && isHttp(r.href));
  if (!link) return null;
  if (link.title) return { url: link.href, title: link.title };
  if (!link.bare && !link.marker) return { url: link.href, title: cleanTitle(link.text) };
  return { url: link.href, title: titleAround(plain(seg.text.slice(skip, link.start)), plain(seg.text.slice(link.end))) };
}

/** Pointer words around a bare URL that are not a title: "See …", "Source: …", "… at", "… for details". */
const LEADING_FILLER = /^(?:see(?:\s+also)?|sources?|available\s+(?:at|from)|retrieved\s+from|via|cf\.?|link|url)(?:\s*[:,\-–—]\s*|\s+|$)/i;
const TRAILING_FILLER = /(?:^|\s+)(?:at|via|here)\s*[:,\-–—]?\s*$/i;

/**
 * The title of a bare URL in a footnote or Sources entry, from the words around it: the words
 * before the URL, without pointer words ("See", "Source:", "available at"); if none are left, the
 * words after it when they start like a title (not with a lower-case word — "See <url> for
 * details." has no title); otherwise none.
 */
function titleAround(before: string, after: string): string | null {
  let lead = (cleanTitle(before) ?? '').replace(LEADING_FILLER, '');
  lead = lead.replace(TRAILING_FILLER, '');
  const fromBefore = cleanTitle(lead);
  if (fromBefore !== null) return fromBefore;
  const fromAfter = cleanTitle(after);
  return fromAfter !== null && !/^\p{Ll}/u.test(fromAfter) ? fromAfter : null;
}

/** Trim separators and wrapping quotes/emphasis around a title; empty → null. */
function cleanTitle(s: string): string | null {
  const t = collapseWhitespace(s)
    .replace(/^[\s\-–—:|,.*_]+|[\s\-–—:|,*_]+$/g, '')
    .replace(/^["“'‘](.*)["”'’]$/, '$1')
    .trim();
  return t === '' ? null : t;
}

/** For each token index: the index of the innermost blockquote_open around it, or null (one pass). */
function enclosingBlockquotes(tokens: Token[]): Array<number | null> {
  const stack: number[] = [];
  return tokens.map((tok, i) => {
    if (tok.type === 'blockquote_close') stack.pop();
    const inner = stack.length > 0 ? stack[stack.length - 1] : null;
    if (tok.type === 'blockquote_open') stack.push(i);
    return inner;
  });
}

/** Is the blockquote opened at `open` the quote of a claim (directly after a paragraph)? */
function isQuoteOfClaim(tokens: Token[], open: number): boolean {
  return tokens[open - 1]?.type === 'paragraph_close';
}

/** Form (a): the paragraph is the claim, the blockquote right after it the verbatim quote. */
function blockquoteClaim(
  tokens: Token[],
  open: number,
  paragraph: Segments,
  resolve: (r: Ref) => Target | null,
  ctx: Context,
): ClaimDraft | null {
  let depth = 0;
  const parts: Segments[] = [];
  for (let k = open; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.type === 'blockquote_open') depth++;
    else if (t.type === 'blockquote_close' && --depth === 0) break;
    else if (t.type === 'inline' && t.children) parts.push(segments(t.children));
  }
  // Join the quote's paragraphs, re-basing link spans onto the joined text.
  const quote: Segments = { text: '', refs: [] };
  for (const p of parts) {
    if (quote.text !== '') quote.text += '\n';
    const offset = quote.refs.length;
    const shift = quote.text.length;
    quote.text += p.text.replace(PLACEHOLDER, (_m, n) => `${OPEN}${Number(n) + offset}${CLOSE}`);
    for (const r of p.refs) quote.refs.push(r.kind === 'link' ? { ...r, start: r.start + shift, end: r.end + shift } : r);
  }
  const fromQuote = firstTarget(refsIn(quote, 0, quote.text.length), resolve);
  const fromParagraph = fromQuote ? null : firstSource(refsIn(paragraph, 0, paragraph.text.length), resolve);
  const target = fromQuote ?? fromParagraph?.target ?? null;
  const quoteText = stripAttribution(quote);
  const claimText = plain(
    fromParagraph ? withoutAttributionLink(paragraph, fromParagraph.ref, 0, paragraph.text.length) : paragraph.text,
  );
  if (!target || quoteText === '' || claimText === '') return null;
  return draft(claimText, quoteText, target, 'blockquote', ctx);
}

/** Quote text without a trailing attribution (`— [Title](url)`, `— Source`, `[n]`) or wrapping quote marks. */
function stripAttribution(quote: Segments): string {
  let text = quote.text;
  // Cut at the last dash separator when what follows names the source (a link or a marker).
  const dash = /(?:^|\s)(?:—|–|--|―|-)\s*(?=[^—–―]*$)/g;
  let cut = -1;
  for (const m of text.matchAll(dash)) cut = m.index!;
  if (cut >= 0) {
    const tail = text.slice(cut);
    const hasSource = PLACEHOLDER.test(tail) || quote.refs.some((r) => r.kind === 'link' && r.start >= cut);
    PLACEHOLDER.lastIndex = 0;
    const lastLine = !tail.trim().includes('\n');
    if (hasSource || (lastLine && tail.trim().length <= 80 && /^\s*(?:—|―|--)/.test(tail))) text = text.slice(0, cut);
  }
  const t = plain(text);
  return t.replace(/^["“”'‘’«]+\s*/, '').replace(/\s*["“”'‘’»]+([.!?]?)$/, '$1').trim() || t;
}

/** Form (b): each sentence with a quoted span and a link or [n] marker gives one claim per span. */
function inlineClaims(seg: Segments, resolve: (r: Ref) => Target | null, ctx: Context): ClaimDraft[] {
  const out: ClaimDraft[] = [];
  for (const [a, b] of sentenceRanges(seg.text)) {
    const raw = seg.text.slice(a, b);
    const spans = quotedRanges(raw);
    if (spans.length === 0) continue;
    const source = firstSource(refsIn(seg, a, b), resolve);
    if (!source) continue;
    const target = source.target;
    const claimText = plain(withoutAttributionLink(seg, source.ref, a, b));
    for (const [open, close] of spans) {
      const quoteText = plain(raw.slice(open + 1, close));
      if (quoteText !== '') out.push(draft(claimText, quoteText, target, 'quoted_span', ctx));
    }
  }
  return out;
}

function draft(claim: string, quote: string, target: Target, origin: 'blockquote' | 'quoted_span', ctx: Context): ClaimDraft {
  return {
    claim: redactUrlsInText(claim),
    quote: redactUrlsInText(quote),
    url: target.url,
    page_title: target.title === null ? null : redactUrlsInText(target.title),
    source_type: classifySourceType(target.url),
    accessed_date: ctx.accessed_date,
    ref: ctx.ref,
    origin,
  };
}

/** Sources of one artifact, deduplicated by raw URL in first-seen order; later sightings fill gaps. */
class SourceCollector {
  private readonly byUrl = new Map<string, SourceDraft>();
  constructor(private readonly ctx: Context) {}

  add(target: Target, snippet: string | null): void {
    const title = target.title === null ? null : redactUrlsInText(target.title);
    const snip = snippet === null || snippet === '' ? null : redactUrlsInText(truncate(snippet));
    const existing = this.byUrl.get(target.url);
    if (existing) {
      if (existing.title === null) existing.title = title;
      if (existing.snippet === null) existing.snippet = snip;
      return;
    }
    this.byUrl.set(target.url, {
      url: target.url,
      title,
      snippet: snip,
      source_type: classifySourceType(target.url),
      accessed_date: this.ctx.accessed_date,
      ref: this.ctx.ref,
    });
  }

  list(): SourceDraft[] {
    return [...this.byUrl.values()];
  }
}

/**
 * Drafts of one artifact made in parts (markdownDraftParts), joined into what one collector
 * would have made of them all: sources by URL in order of first sight, each keeping the first
 * title and the first snippet that is not null (SourceCollector.add's rule, part after part),
 * claims in order. A single part is the result as it is (a part's sources are already one per
 * URL), so an artifact parsed whole is returned untouched. Equal strings the parts repeat in
 * every draft (run date, source type) are kept once: drafts posted by the parse thread arrive
 * with a copy of each.
 */
export class DraftMerger {
  private parts = 0;
  private only: Drafts | null = null;
  private readonly byUrl = new Map<string, SourceDraft>();
  private readonly claims: ClaimDraft[] = [];
  private readonly strings = new Map<string, string>();

  add(part: Drafts): void {
    this.parts += 1;
    if (this.parts === 1) {
      this.only = part;
      return;
    }
    if (this.only !== null) {
      this.absorb(this.only);
      this.only = null;
    }
    this.absorb(part);
  }

  result(): Drafts {
    if (this.parts <= 1) return this.only ?? { sources: [], claims: [] };
    return { sources: [...this.byUrl.values()], claims: this.claims };
  }

  private absorb(part: Drafts): void {
    for (const d of part.sources) {
      const existing = this.byUrl.get(d.url);
      if (existing) {
        if (existing.title === null) existing.title = d.title;
        if (existing.snippet === null) existing.snippet = d.snippet;
        continue;
      }
      d.accessed_date = this.once(d.accessed_date);
      d.source_type = this.once(d.source_type) as SourceDraft['source_type'];
      this.byUrl.set(d.url, d);
    }
    for (const c of part.claims) this.claims.push(c);
  }

  private once(s: string): string {
    const known = this.strings.get(s);
    if (known !== undefined) return known;
    this.strings.set(s, s);
    return s;
  }
}

export function mergeDraftParts(parts: Iterable<Drafts>): Drafts {
  const merger = new DraftMerger();
  for (const part of parts) merger.add(part);
  return merger.result();
}

function truncate(s: string): string {
  if (s.length <= SNIPPET_MAX) return s;
  const cut = s.lastIndexOf(' ', SNIPPET_MAX - 1);
  return s.slice(0, cut > 0 ? cut : SNIPPET_MAX - 1) + '…';
}
