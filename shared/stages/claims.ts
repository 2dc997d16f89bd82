import type { ExtractedClaim } from '../schemas/extracted-claim';
import type { SourceType } from '../schemas/search-result';
import type { CitationStatus, ValidatedClaim } from '../schemas/validated-claim';
import { normalizePublicationDate } from './dates';
import { foldLetterVariant, foldWithMap, LETTER_VARIANT_RE, POINTS_ALL, QUOTE_MARKS_ALL, splitSentences, words } from './text';

export const MAX_QUOTE_SENTENCES = 3;
export const MAX_QUOTE_WORDS = 150;
/** A quote of one or two words ("not", "in 2019") proves nothing about a claim: at least three. */
export const MIN_QUOTE_WORDS = 3;

/** Seed rule: a quote is 1–3 sentences and at most 150 words; citeflow adds: at least 3 words. */
export function checkQuoteLength(quote: string): { ok: boolean; reason: string | null } {
  const sentences = splitSentences(quote).length;
  const wordCount = words(quote).length;
  if (sentences === 0 || wordCount === 0) return { ok: false, reason: 'quote is empty' };
  if (wordCount < MIN_QUOTE_WORDS) {
    return { ok: false, reason: `quote has ${wordCount} word${wordCount === 1 ? '' : 's'} (min ${MIN_QUOTE_WORDS})` };
  }
  if (sentences > MAX_QUOTE_SENTENCES) {
    return { ok: false, reason: `quote has ${sentences} sentences (max ${MAX_QUOTE_SENTENCES})` };
  }
  if (wordCount > MAX_QUOTE_WORDS) {
    return { ok: false, reason: `quote has ${wordCount} words (max ${MAX_QUOTE_WORDS})` };
  }
  return { ok: true, reason: null };
}

const WORD_END = /[\p{L}\p{N}]$/u;
const WORD_START = /^[\p{L}\p{N}]/u;
/** Scripts written without spaces between words: there a letter next to the match is no sign of a cut word. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}\u30FC]/u;

/**
 * Does `text[start, end)` stand on word boundaries? Where the match begins (ends) with a letter
 * or digit, the character before (after) it must not be one: "not" is not in "cannot".
 */
function onWordBoundaries(text: string, start: number, end: number): boolean {
  const match = text.slice(start, end);
  const before = text.slice(Math.max(0, start - 2), start);
  const after = text.slice(end, end + 2);
  // Between two characters of which one is in an unspaced script (Japanese, Chinese, Thai…) any
  // place is a possible word boundary: "…メートル" is whole in "…メートルで".
  const unspaced = (a: string, b: string) => UNSPACED.test(a) || UNSPACED.test(b);
  if (WORD_START.test(match) && WORD_END.test(before) && !unspaced(Array.from(before).pop() ?? '', Array.from(match)[0] ?? '')) return false;
  // Korean glues particles and endings to the word it quotes ("계획" in "계획이라고"): a quote may
  // end where the page's word goes on.
  const last = Array.from(match).pop() ?? '';
  if (WORD_END.test(match) && WORD_START.test(after) && !unspaced(last, Array.from(after)[0] ?? '') && !(HANGUL.test(last) && HANGUL.test(Array.from(after)[0] ?? ''))) return false;
  return true;
}

const HANGUL = /\p{Script=Hangul}/u;
/** Hebrew and Arabic letters: scripts whose conjunctions, prepositions and article are written glued to the next word. */
const CLITIC_SCRIPT = /[\u05D0-\u05EA\u0620-\u064A\u066E-\u06D3\u06D5\u06FA-\u06FC]/;
/**
 * Glued prefixes (after quote folding: Arabic ك is folded to ک): Hebrew ו ה ב כ ל מ ש (up to three,
 * "ומה", "שב"); Arabic و/ف, then ب ل ک س, then the article ال, or لل (li + al).
 */
const HEBREW_PREFIX = /^[\u05D5\u05D4\u05D1\u05DB\u05DC\u05DE\u05E9]{1,3}$/;
const ARABIC_PREFIX = /^(?=.)[\u0648\u0641]?(?:[\u0628\u0644\u06A9\u0633]?(?:\u0627\u0644)?|\u0644\u0644)$/;
function isCliticPrefix(p: string): boolean {
  return /^[\u05D0-\u05EA]+$/.test(p) ? HEBREW_PREFIX.test(p) : ARABIC_PREFIX.test(p);
}

/**
 * `needle` in `hay` where the only thing against word boundaries is a Hebrew / Arabic clitic
 * prefix: the page glues ו / ה / ב / ל … or و / ف / ب / ل / ال to the quote's first word, or the
 * quote carries one the page's word lacks. The rest of the quote must match exactly. null if not.
 */
function indexWithClitic(hay: string, needle: string): { at: number; len: number; note: string } | null {
  const first = Array.from(needle)[0] ?? '';
  if (!CLITIC_SCRIPT.test(first)) return null;
  const pagePrefixed = (n: string): number => {
    for (let at = hay.indexOf(n); at >= 0; at = hay.indexOf(n, at + 1)) {
      let ws = at;
      while (ws > 0 && /\p{L}/u.test(hay[ws - 1]!)) ws--;
      if (ws < at && at - ws <= 4 && isCliticPrefix(hay.slice(ws, at)) && onWordBoundaries(hay, ws, at + n.length)) return at;
    }
    return -1;
  };
  const byPage = pagePrefixed(needle);
  if (byPage >= 0) return { at: byPage, len: needle.length, note: 'a prefixed conjunction / preposition / article on the page (Hebrew or Arabic clitic) that the quote leaves out' };
  const firstWord = /^\p{L}+/u.exec(needle)?.[0] ?? '';
  for (let k = 1; k <= 3 && firstWord.length - k >= 2; k++) {
    if (!isCliticPrefix(needle.slice(0, k))) continue;
    const rest = needle.slice(k);
    const at = indexOnBoundaries(hay, rest);
    if (at >= 0) return { at, len: rest.length, note: 'a prefixed conjunction / preposition / article in the quote (Hebrew or Arabic clitic) that the page\'s word lacks' };
    const at2 = pagePrefixed(rest);
    if (at2 >= 0) return { at: at2, len: rest.length, note: 'a different prefixed conjunction / preposition / article (Hebrew or Arabic clitic)' };
  }
  return null;
}

/** The first index of `needle` in `hay` that stands on word boundaries, or -1. */
function indexOnBoundaries(hay: string, needle: string): number {
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
    if (onWordBoundaries(hay, at, at + needle.length)) return at;
  }
  return -1;
}

/**
 * Is the quote on the page? `verbatim`: the trimmed quote is an exact substring of the page
 * text. Otherwise `found` (not verbatim) when it matches after Unicode NFC normalization and
 * folding whitespace runs, case, quote marks (’‘“”"'«» and friends → one mark), dashes (‐–—− and
 * runs of them → -) and soft hyphens / zero-width characters (removed). Either way the match
 * must stand on word boundaries at both ends (in scripts written without spaces — Han, kana, Thai… —
 * any place next to such a character counts as one). Full-width ASCII forms fold to ASCII; letter
 * variants fold to one letter (ş/ș, ţ/ț, Arabic/Persian ي/ی and ك/ک, ё/е, ﬁ/fi; tatweel dropped);
 * a space next to a quote mark or before : ; ! ? is ignored (French « guillemets » spacing). `matched` is the page's own text for the match
 * (NFC); `differences` says what differed between quote and page when not verbatim. A
 * paraphrase is neither.
 */
const ENCLOSED = /^["'\u2018\u201A\u201C\u201E\u00AB\u2039\u300C\u300E]\s*([\s\S]+?)\s*["'\u2019\u201B\u201D\u201F\u00BB\u203A\u300D\u300F]$/;

export function findQuote(
  quote: string,
  pageText: string,
): { found: boolean; verbatim: boolean; matched: string | null; differences?: string[] } {
  const q = quote.trim();
  if (q === '') return { found: false, verbatim: false, matched: null };
  if (indexOnBoundaries(pageText, q) >= 0) return { found: true, verbatim: true, matched: q };
  const nfcPage = pageText.normalize('NFC');
  let fq = foldWithMap(q.normalize('NFC'), { tightPunctuation: true }).folded;
  let page = foldWithMap(nfcPage, { tightPunctuation: true });
  let at = fq === '' ? -1 : indexOnBoundaries(page.folded, fq);
  let len = fq.length;
  const notes: string[] = [];
  // Persian (and Urdu, Kurdish) half-space: ZWNJ inside a word ("کتاب‌خانه") that a quote types as
  // a space ("کتاب خانه"), or the other way round.
  if (at < 0 && fq !== '' && (q.includes('\u200C') || nfcPage.includes('\u200C'))) {
    const fq2 = foldWithMap(q.normalize('NFC'), { tightPunctuation: true, zwnjAsSpace: true }).folded;
    const page2 = foldWithMap(nfcPage, { tightPunctuation: true, zwnjAsSpace: true });
    const at2 = indexOnBoundaries(page2.folded, fq2);
    if (at2 >= 0) {
      fq = fq2;
      page = page2;
      at = at2;
      len = fq2.length;
      notes.push('zero-width non-joiner (half-space) written as a space');
    }
  }
  if (at < 0 && fq !== '') {
    const clitic = indexWithClitic(page.folded, fq);
    if (clitic) {
      at = clitic.at;
      len = clitic.len;
      notes.push(clitic.note);
    }
  }
  if (at < 0) {
    // A quote wrapped in its own quote marks ("…") is looked for without them: the page may close
    // the quotation after its punctuation ('too,”') or not mark it at all.
    const inner = ENCLOSED.exec(q)?.[1]?.trim();
    if (inner && inner.split(/\s+/).length >= 3) {
      const r = findQuote(inner, pageText);
      if (r.found) return { ...r, verbatim: false, differences: ['enclosing quote marks', ...(r.differences ?? [])] };
    }
    return findGapped(q, nfcPage, page) ?? { found: false, verbatim: false, matched: null };
  }
  const matched = nfcPage.slice(page.start[at], page.end[at + len - 1]);
  const zw = (x: string) => (notes.length ? x.replace(/\u200C/g, ' ') : x);
  const folds = quoteDifferences(zw(q.normalize('NFC')), zw(matched));
  // A quote that still differs after every fold (a clitic prefix on one side only): the note says it.
  const differences = [...notes, ...(notes.length && folds.length === DIFFERENCE_FOLDS.length ? [] : folds.filter((d) => !notes.length || d !== 'whitespace'))];
  if (q !== q.normalize('NFC') || pageText !== nfcPage) differences.unshift('Unicode normalization');
  return { found: true, verbatim: false, matched, differences: differences.length ? differences : ['whitespace'] };
}

/**
 * A quote with an ellipsis ("…", "...", "[…]", "(...)") for words it skips, or a [bracketed]
 * insertion (the quoter's own words: "[the council] promised"): its pieces must stand on the page
 * in order, each on word boundaries, with at most GAP_ELLIPSIS folded characters between pieces an
 * ellipsis joins (GAP_BRACKET for a bracket). The longest piece needs three words (four dense-script
 * characters) and all pieces five words together, so a few common words cannot match by chance;
 * a piece with one changed number or name still fails (blind9).
 */
const GAP_MARK = /\[\s*(?:…|\.{3})\s*\]|\(\s*(?:…|\.{3})\s*\)|…|\.{3,}|\[[^[\]]{1,80}\]/gu;
const GAP_ELLIPSIS = 600;
const GAP_BRACKET = 80;

function findGapped(q: string, nfcPage: string, page: { folded: string; start: number[]; end: number[] }): { found: true; verbatim: false; matched: string; differences: string[] } | null {
  if (!/…|\.{3}|\[[^[\]]+\]/u.test(q)) return null;
  const pieces: string[] = [];
  const limits: number[] = []; // limits[i]: the largest gap allowed before pieces[i]
  const nq = q.normalize('NFC');
  let last = 0;
  let pending = 0;
  for (const m of nq.matchAll(GAP_MARK)) {
    const piece = nq.slice(last, m.index).trim();
    const limit = m[0].startsWith('[') && !/…|\.{3}/.test(m[0]) ? GAP_BRACKET : GAP_ELLIPSIS;
    if (/[\p{L}\p{N}]/u.test(piece)) {
      pieces.push(piece);
      limits.push(pending);
      pending = limit;
    } else pending = Math.max(pending, limit);
    last = m.index + m[0].length;
  }
  const tail = nq.slice(last).trim();
  if (/[\p{L}\p{N}]/u.test(tail)) {
    pieces.push(tail);
    limits.push(pending);
  }
  const weight = (p: string) => {
    const w = words(p).length;
    const dense = (p.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/gu) ?? []).length;
    return Math.max(w, Math.floor(dense / 1.4));
  };
  if (pieces.length === 0 || Math.max(...pieces.map(weight)) < 3 || pieces.reduce((n, p) => n + weight(p), 0) < 5) return null;
  const folded = pieces.map((p) => foldWithMap(p.replace(/^[\s,;:]+|[\s,;:]+$/g, ''), { tightPunctuation: true }).folded.trim());
  if (folded.some((f) => f === '')) return null;
  const hay = page.folded;
  // The next occurrence on word boundaries at or after `from` and starting at most at `upTo`
  // (searched within that window only, so a common first piece on a 2 MB page stays cheap).
  const next = (needle: string, from: number, upTo: number): number => {
    const span = upTo === Infinity ? hay : hay.slice(from, Math.min(hay.length, upTo + needle.length));
    const offset = upTo === Infinity ? 0 : from;
    for (let i = span.indexOf(needle, from - offset); i >= 0; i = span.indexOf(needle, i + 1)) {
      if (onWordBoundaries(hay, offset + i, offset + i + needle.length)) return offset + i;
    }
    return -1;
  };
  // The page text just before `before`: the last occurrence ending at most `maxGap` characters before it.
  const prev = (needle: string, before: number, maxGap: number): number => {
    const from = Math.max(0, before - maxGap - 1 - needle.length);
    const span = hay.slice(from, before);
    for (let i = span.lastIndexOf(needle); i >= 0; i = i > 0 ? span.lastIndexOf(needle, i - 1) : -1) {
      if (onWordBoundaries(hay, from + i, from + i + needle.length)) return from + i;
    }
    return -1;
  };
  // Anchored on the longest piece (the rarest on the page), then the others outward from it.
  const k = folded.reduce((best, f, i) => (f.length > folded[best]!.length ? i : best), 0);
  let tries = 0;
  for (let at = next(folded[k]!, 0, Infinity); at >= 0 && tries++ < 1000; at = next(folded[k]!, at + 1, Infinity)) {
    let end = at + folded[k]!.length;
    let start = at;
    let ok = true;
    for (let i = k + 1; i < folded.length && ok; i++) {
      const found = next(folded[i]!, end, end + limits[i]! + 1);
      if (found < 0) ok = false;
      else end = found + folded[i]!.length;
    }
    for (let i = k - 1; i >= 0 && ok; i--) {
      const found = prev(folded[i]!, start, limits[i + 1]!);
      if (found < 0) ok = false;
      else start = found;
    }
    if (ok) return { found: true, verbatim: false, matched: nfcPage.slice(page.start[start], page.end[end - 1]), differences: ['ellipsis or [brackets] for skipped or inserted words'] };
  }
  return null;
}

const DIFFERENCE_FOLDS: Array<[string, (s: string) => string]> = [
  ['Unicode normalization', (s) => s.normalize('NFC')],
  ['letter case', (s) => s.toLowerCase()],
  ['dotted / dotless i (Turkish)', (s) => s.replace(/[\u0130\u0131]/g, 'i').replace(/i\u0307/g, 'i')],
  ['vowel points (niqqud / harakat)', (s) => s.replace(POINTS_ALL, '')],
  ['quote marks', (s) => s.replace(QUOTE_MARKS_ALL, "'")],
  ['letter variants (ş/ș, ي/ی, ё/е, ligatures)', (s) => s.replace(LETTER_VARIANT_RE, foldLetterVariant)],
  ['full-width characters', (s) => s.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))],
  ['dashes', (s) => s.replace(/[\u2010-\u2015\u2212-]+/g, '-')],
  ['soft hyphens or invisible characters', (s) => s.replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')],
  ['ellipsis', (s) => s.replace(/\u2026/g, '...')],
  ['whitespace', (s) => s.replace(/\s+/g, ' ').trim()],
  ['spacing around quote marks or : ; ! ?', (s) => s.replace(/ ?' ?/g, "'").replace(/ ([:;!?])/g, '$1')],
];

/** What the page's text differs from the quote in: every fold without which the two would not match. */
export function quoteDifferences(quote: string, matched: string): string[] {
  const all = (s: string, skip: number) => DIFFERENCE_FOLDS.reduce((acc, [, f], i) => (i === skip ? acc : f(acc)), s);
  return DIFFERENCE_FOLDS.filter((_, i) => all(quote, i) !== all(matched, i)).map(([name]) => name);
}

export type CredibilityInput = {
  url: string;
  source_type: SourceType;
  status: CitationStatus | null;
  has_author: boolean;
  has_date: boolean;
  published: string | null;
  as_of: string;
};

const BASE_SCORE: Record<SourceType, number> = { primary: 7, secondary: 6, tertiary: 4 };

/**
 * Credibility 1..10 (docs/stages.md "Credibility"):
 * status invalid/blocked/mismatch/unknown → 1. Otherwise base by source type (primary 7,
 * secondary 6, tertiary 4), +1 https, +1 the page names an author, +1 the page gives a date,
 * −1 paywalled; then −1 when published more than 2 years before `as_of` unless the score is
 * already ≥ 9 (seed: "< 2 years preferred, or high credibility ≥ 9"). Clamped to 1..10.
 */
export function credibilityScore(input: CredibilityInput): number {
  if (input.status !== 'valid' && input.status !== 'paywalled') return 1;
  let score = BASE_SCORE[input.source_type];
  if (/^https:/i.test(input.url)) score += 1;
  if (input.has_author) score += 1;
  if (input.has_date) score += 1;
  if (input.status === 'paywalled') score -= 1;
  if (score < 9 && isOlderThanTwoYears(input.published, input.as_of)) score -= 1;
  return Math.min(10, Math.max(1, score));
}

function isoDay(s: string | null): string | null {
  if (s === null) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

function isOlderThanTwoYears(published: string | null, asOf: string): boolean {
  const p = isoDay(published);
  const a = isoDay(asOf);
  if (p === null || a === null) return false;
  const cutoff = `${String(Number(a.slice(0, 4)) - 2).padStart(4, '0')}${a.slice(4)}`;
  return p < cutoff;
}

export type ClaimSource = {
  status: CitationStatus | null;
  http_status: number | null;
  title: string | null;
  author: string | null;
  published: string | null;
  page_text: string | null;
};

/**
 * Stage 3 for one claim. `validated` is true only when every check passes, in this order
 * (the first failure is the `rejection_reason`): source citable (valid/paywalled) → quote
 * length → page text available → quote found → quote verbatim.
 */
export function validateClaim(
  claim: ExtractedClaim,
  source: ClaimSource,
  opts: { as_of: string },
): ValidatedClaim {
  const citable = source.status === 'valid' || source.status === 'paywalled';
  const length = checkQuoteLength(claim.quote);
  const match =
    source.page_text === null
      ? { found: false, verbatim: false, matched: null }
      : findQuote(claim.quote, source.page_text);
  const author = nonEmpty(source.author);
  const published = normalizePublicationDate(nonEmpty(source.published)); // YYYY-MM-DD or null, whatever the page wrote

  let reason: string | null = null;
  if (!citable) {
    reason =
      source.status === null
        ? 'source has no validation status'
        : `source status is ${source.status} (not citable)`;
  } else if (!length.ok) reason = length.reason;
  else if (source.page_text === null) reason = 'no page text to check the quote against';
  else if (!match.found) reason = 'quote not found on the source page';
  else if (!match.verbatim) reason = `quote found but not verbatim (differs in ${(match.differences ?? ['whitespace', 'case', 'quote marks or dashes']).join(', ')})`;

  const { schema_version: _ignored, ...rest } = claim;
  return {
    schema_version: 'validated-claim.v1',
    ...rest,
    validated: reason === null,
    credibility_score: credibilityScore({
      url: claim.normalized_url ?? claim.url_original,
      source_type: claim.source_type,
      status: source.status,
      has_author: author !== null,
      has_date: published !== null,
      published,
      as_of: opts.as_of,
    }),
    validation_details: {
      source_status: source.status,
      url_reachable: source.http_status === 200, // seed: "HTTP 200 response" — a 402 paywall is not
      quote_length_ok: length.ok,
      quote_found: match.found,
      quote_verbatim: match.verbatim,
      publication_date: published,
      author,
      author_verified: null,
      has_references: null,
    },
    matched_text: match.matched,
    rejection_reason: reason,
  };
}

function nonEmpty(s: string | null): string | null {
  return s === null || s.trim() === '' ? null : s.trim();
}

export { confidenceOf } from './confidence';
