/** Small pure text helpers shared by the parsers and the claim checks. */
import { sanitizeField } from '../safe-text';
import { redactSecretsInText } from '../url';

/** Collapse runs of whitespace to one space and trim. */
export function collapseWhitespace(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

const QUOTE_MARKS = /[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4'\u201C\u201D\u201E\u201F\u2033"\u00AB\u00BB\u2039\u203A\u300C\u300D\u300E\u300F\uFF02\uFF07\u02BC\u02BB]/;
/** Every quote mark foldChar folds to ', for a whole-string replace (claims.ts names the difference). */
export const QUOTE_MARKS_ALL = new RegExp(QUOTE_MARKS.source, 'g');

/**
 * Letters that writers and keyboards use for one another and readers take for the same letter:
 * Romanian s/t with cedilla vs comma below, Arabic vs Persian yeh and kaf (and alef maksura),
 * Russian ё written as е; Latin ligatures (PDF text) spelled out. Arabic tatweel (a stretch,
 * not a letter) is dropped.
 */
const LETTER_VARIANTS: Record<string, string> = {
  '\u015F': '\u0219', '\u0163': '\u021B', // ş ţ → ș ț
  '\u064A': '\u06CC', '\u0649': '\u06CC', '\u0643': '\u06A9', // ي ى → ی, ك → ک
  '\u0451': '\u0435', // ё → е
  '\u0640': '', // tatweel
  '\uFB00': 'ff', '\uFB01': 'fi', '\uFB02': 'fl', '\uFB03': 'ffi', '\uFB04': 'ffl', '\uFB05': 'st', '\uFB06': 'st',
};
export const LETTER_VARIANT_RE = /[\u015F\u0163\u064A\u0649\u0643\u0451\u0640\uFB00-\uFB06]/g;
export const foldLetterVariant = (ch: string): string => LETTER_VARIANTS[ch] ?? ch;
/** Hebrew niqqud and cantillation marks; Arabic harakat, superscript alef and Quranic marks (combining, not letters). */
export const POINTS = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED]/;
export const POINTS_ALL = new RegExp(POINTS.source, 'g');
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/;

/**
 * Fold one character for quote matching: lower case, every quote mark (single or double,
 * straight or curly) → `'`, full-width ASCII forms (U+FF01–FF5E) → ASCII, every dash → `-`, ellipsis → `...`, soft hyphen / zero-width → ''.
 */
export function foldChar(ch: string): string {
  // Full-width ASCII forms (１，９９１ → 1,991), as NFKC would fold them; nothing else of NFKC.
  const cp = ch.codePointAt(0)!;
  if (cp >= 0xff01 && cp <= 0xff5e) ch = String.fromCharCode(cp - 0xfee0);
  if (QUOTE_MARKS.test(ch)) return "'";
  if (DASHES.test(ch)) return '-';
  if (ch === '\u2026') return '...';
  if (ch === '\u00AD' || ch === '\u200B' || ch === '\u200C' || ch === '\u200D' || ch === '\uFEFF' || ch === '\u2060') return '';
  // Hebrew points (niqqud, cantillation) and Arabic harakat: unpointed text is how both languages
  // are written and quoted; a pointed poem and an unpointed quote of it are the same words.
  if (POINTS.test(ch)) return '';
  // Turkish dotted capital İ and dotless ı: a quote typed in capitals, or on another keyboard,
  // writes I/i for them (toLowerCase('İ') would give i + a combining dot).
  if (ch === '\u0130' || ch === '\u0131') return 'i';
  const lower = ch.toLowerCase();
  const c = lower.charCodeAt(0);
  if (c === 0x15f || c === 0x163 || c === 0x451 || (c >= 0x640 && c <= 0x64a) || (c >= 0xfb00 && c <= 0xfb06)) return LETTER_VARIANTS[lower] ?? lower;
  return lower;
}

/**
 * Folded text plus, for every folded UTF-16 unit, the index in the original string of the
 * character it came from (so a match in folded text maps back to the original span).
 * Whitespace runs fold to one space; leading/trailing whitespace is dropped.
 */
export function foldWithMap(s: string, opts: { tightPunctuation?: boolean; zwnjAsSpace?: boolean } = {}): { folded: string; start: number[]; end: number[] } {
  const tight = opts.tightPunctuation === true;
  const zwnjSpace = opts.zwnjAsSpace === true;
  let lastQuote = false;
  let folded = '';
  const start: number[] = [];
  const end: number[] = [];
  let pendingSpace = -1;
  for (let i = 0; i < s.length; ) {
    const cp = s.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    const next = i + ch.length;
    if (/\s/.test(ch) || (zwnjSpace && ch === '\u200C')) {
      if (pendingSpace < 0 && folded.length > 0) pendingSpace = i;
    } else {
      const f = foldChar(ch);
      // `tightPunctuation`: no space next to a quote mark or before : ; ! ? — French typography
      // spaces « guillemets » and high punctuation, a quote typed elsewhere does not; French, German
      // and Nordic typography also space the per-cent and per-mille signs ("12 %"), English does not (blind14).
      // (`lastQuote`, not folded.endsWith: that would flatten the growing string at every space.)
      if (tight && pendingSpace >= 0 && f.length > 0 && (f === "'" || lastQuote || f === ':' || f === ';' || f === '!' || f === '?' || f === '%' || f === '\u2030')) pendingSpace = -1;
      if (f.length > 0) {
        if (pendingSpace >= 0) {
          folded += ' ';
          start.push(pendingSpace);
          end.push(pendingSpace + 1);
          pendingSpace = -1;
        }
        // A run of dashes is one dash ("--" for "—").
        if (!(f === '-' && folded.endsWith('-') && pendingSpace < 0)) {
          for (let k = 0; k < f.length; k++) {
            start.push(i);
            end.push(next);
          }
          folded += f;
        } else end[end.length - 1] = next;
        lastQuote = f === "'";
      }
    }
    i = next;
  }
  return { folded, start, end };
}

export function fold(s: string): string {
  return foldWithMap(s).folded;
}

/** Sentence ends: . ! ? (optionally followed by closing quotes/brackets) then whitespace. */
const SENTENCE_END = /[.!?]["'\u201D\u2019)\]]*(?=\s|$)/g;

/** `[n]` markers and parser placeholders (U+E000 n U+E001) directly after a sentence end. */
const TRAILING_MARKERS = /^(?:\s*(?:\[\d+\]|\uE000\d+\uE001))+/;

/**
 * Split prose into sentences. A period inside a number ("1.0") or followed by a lower-case
 * word ("e.g. this") does not end a sentence; text inside “…” / "…" quotes is never split.
 */
export function splitSentences(text: string): string[] {
  const t = collapseWhitespace(text);
  return sentenceRanges(t).map(([a, b]) => t.slice(a, b).trim()).filter((s) => s !== '');
}

/** [start, end) ranges of the sentences of `t` (indices into `t` itself, whitespace kept). */
export function sentenceRanges(t: string): Array<[number, number]> {
  const quoted = quotedRanges(t);
  const out: Array<[number, number]> = [];
  let from = 0;
  for (const m of t.matchAll(SENTENCE_END)) {
    let endIdx = m.index! + m[0].length;
    if (endIdx <= from) continue;
    if (quoted.some(([a, b]) => m.index! > a && endIdx - 1 < b)) continue;
    // Citation markers right after the full stop belong to the sentence they follow.
    const trailing = TRAILING_MARKERS.exec(t.slice(endIdx));
    if (trailing) endIdx += trailing[0].length;
    const rest = t.slice(endIdx).trimStart();
    if (rest !== '' && /^[a-z]/.test(rest)) continue;
    if (t.slice(from, endIdx).trim() !== '') out.push([from, endIdx]);
    from = endIdx;
  }
  if (t.slice(from).trim() !== '') out.push([from, t.length]);
  return out;
}

/** [open, close] index pairs of “…” and "…" quoted spans (close is the closing mark's index). */
export function quotedRanges(t: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const re of [/\u201C[^\u201C\u201D]*\u201D/g, /"[^"]*"/g]) {
    for (const m of t.matchAll(re)) out.push([m.index!, m.index! + m[0].length - 1]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** Words: runs of letters/digits (with inner . , ' -), as used for the 150-word limit. */
export function words(s: string): string[] {
  return s.match(/[\p{L}\p{N}]+(?:[.,'’\-][\p{L}\p{N}]+)*/gu) ?? [];
}

/**
 * Redact credentials in URLs that appear inside free text (claims, quotes, snippets, titles):
 * shared/url.ts `redactSecretsInText` — the same rules as stored URLs (userinfo, sensitive query
 * and fragment values). Stored URLs themselves go through `prepareUrl`; this guards prose.
 */
export function redactUrlsInText(text: string): string {
  return redactSecretsInText(text);
}

/**
 * Text an agent's artifact supplied (a title, snippet, claim or quote), made fit for a record:
 * control characters, bidi controls and invisible format characters removed (line breaks
 * become spaces), then URLs in it redacted — so an escape sequence in an artifact never
 * reaches a run file, the report or `cite` output on an operator's terminal.
 */
export function recordText(text: string): string {
  // Sanitize first: a zero-width character inside `tok\u200Ben=…` must not hide a key from redaction.
  return redactUrlsInText(sanitizeField(text));
}
