import type { Confidence } from '../schemas/grounded-claim';
import { fold, quotedRanges, words } from './text';

/**
 * Deterministic, lexical confidence of "the quote supports the claim" (docs/stages.md
 * "Confidence"). No NLP: word lists and counting only, so the same input always gives the
 * same answer and every rule can be written down.
 */

const STOPWORDS = new Set(
  ('a an the and or but of to in on at by for from with as is are was were be been being it its this that these ' +
    'those which who whom whose what when where why how has have had do does did will would shall should can could ' +
    'may might must than then there their they them he she his her we our you your i me my so such also ' +
    'into over under about between during via per very more most upon just only within across through since until among')
    .split(' '),
);

/** Negation words (plus every word ending in n't): a claim and its quote must agree on negation. */
export const NEGATIONS: readonly string[] = ['not', 'no', 'never', 'without', 'none', 'nor', 'neither', 'nobody', 'nothing', 'cannot'];

/**
 * Opposite word pairs, every form written out (no stemming). A claim that uses a word of one side
 * while its quote uses the other side (and none of the claim's side) contradicts the quote.
 */
export const OPPOSITES: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [['rise', 'rises', 'rose', 'risen', 'rising'], ['fall', 'falls', 'fell', 'fallen', 'falling']],
  [['increase', 'increases', 'increased', 'increasing'], ['decrease', 'decreases', 'decreased', 'decreasing']],
  [['grow', 'grows', 'grew', 'grown', 'growing'], ['shrink', 'shrinks', 'shrank', 'shrunk', 'shrinking']],
  [['gain', 'gains', 'gained', 'gaining'], ['lose', 'loses', 'lost', 'losing', 'loss', 'losses']],
  [['more', 'greater'], ['less', 'fewer']],
  [['higher'], ['lower']],
  [['faster'], ['slower']],
  [['larger', 'bigger'], ['smaller']],
  [['better'], ['worse']],
  [['first', 'earliest'], ['last', 'final']],
  [['before', 'earlier'], ['after', 'later']],
  [['enable', 'enables', 'enabled', 'enabling'], ['disable', 'disables', 'disabled', 'disabling']],
  [['add', 'adds', 'added', 'adding'], ['remove', 'removes', 'removed', 'removing', 'drop', 'drops', 'dropped', 'dropping']],
  [['accept', 'accepts', 'accepted'], ['reject', 'rejects', 'rejected']],
  [['succeed', 'succeeds', 'succeeded', 'success', 'successful'], ['fail', 'fails', 'failed', 'failure', 'unsuccessful']],
  [['true'], ['false']],
];

/** Verbs that make a lead-in mere attribution ("X said:", "X wrote that", "…, said X"). */
const ATTRIBUTION_VERBS = new Set([
  'said', 'says', 'say', 'wrote', 'writes', 'write', 'notes', 'noted', 'note', 'states', 'stated', 'state',
  'explains', 'explained', 'reports', 'reported', 'announced', 'announces', 'observes', 'observed',
  'concludes', 'concluded', 'argues', 'argued', 'adds', 'added', 'claims', 'claimed', 'puts', 'put',
]);
/** At most this many words name the speaker in an attribution. */
const MAX_SPEAKER_WORDS = 4;

/** Coverage thresholds as fractions (integer arithmetic, no rounding): high ≥ 4/5, medium ≥ 2/3. */
export const HIGH_COVERAGE: readonly [number, number] = [4, 5];
export const MEDIUM_COVERAGE: readonly [number, number] = [2, 3];

function lowerWords(s: string): string[] {
  return words(s.toLowerCase().replace(/’/g, "'"));
}

function isNegation(w: string): boolean {
  return NEGATIONS.includes(w) || /n't$/.test(w);
}

/** Lower-cased content-word stems: no stop words, negations or numbers; crude suffix stripping. */
export function contentStems(s: string): string[] {
  const out: string[] = [];
  for (const w of lowerWords(s)) {
    if (STOPWORDS.has(w) || isNegation(w) || /^\d/.test(w)) continue;
    out.push(stem(w));
  }
  return out;
}

function stem(w: string): string {
  let s = w.replace(/'s$/, '');
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (s.length - suffix.length >= 3 && s.endsWith(suffix)) {
      s = s.slice(0, -suffix.length);
      break;
    }
  }
  if (s.length > 3 && s.endsWith('e')) s = s.slice(0, -1);
  return s;
}

/** Numbers as written ("1.0", "2015", "4"), commas dropped. */
function numbers(s: string): string[] {
  return (s.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,/g, ''));
}

/**
 * The claim without the quoted spans (“…” or "…") that repeat the quote's own words: those
 * words are supported by construction, so only the rest of the claim — the lead-in an agent
 * wrote around the quote — is left to check. A span counts as the quote's when each of its
 * parts between ellipses (… or ...), without end punctuation, is in the quote after folding
 * (case, quote marks, dashes, whitespace). Returns the rest and whether any span was removed.
 */
export function withoutQuotedSpans(claim: string, quote: string): { rest: string; removed: boolean } {
  const foldedQuote = fold(quote);
  let rest = '';
  let at = 0;
  let removed = false;
  for (const [open, close] of quotedRanges(claim)) {
    if (open < at) continue; // nested in a span already handled
    const parts = claim
      .slice(open + 1, close)
      .split(/\u2026|\.\.\./)
      .map((p) => fold(p).replace(/^[\s.,;:!?]+|[\s.,;:!?]+$/g, ''))
      .filter((p) => p !== '');
    if (parts.length === 0 || !parts.every((p) => foldedQuote.includes(p))) continue;
    rest += claim.slice(at, open) + ' ';
    at = close + 1;
    removed = true;
  }
  rest += claim.slice(at);
  return { rest, removed };
}

/**
 * Is this lead-in mere attribution? Forms (words only, case-insensitive):
 * `[as] <speaker> <verb> [that|it]`, `<verb> <speaker>`, `according to <speaker>`,
 * `in the words of <speaker>`, where <verb> is an attribution verb (said, wrote, notes, …) and
 * <speaker> is 1–4 words. Anything else is a statement of its own that the quote must support.
 */
export function isAttribution(leadIn: string): boolean {
  const w = lowerWords(leadIn);
  if (w.length === 0) return true;
  const speaker = (from: number, to: number) => to - from >= 1 && to - from <= MAX_SPEAKER_WORDS;
  if (w[0] === 'according' && w[1] === 'to') return speaker(2, w.length);
  if (w.slice(0, 4).join(' ') === 'in the words of') return speaker(4, w.length);
  if (ATTRIBUTION_VERBS.has(w[0])) return speaker(1, w.length);
  let end = w.length;
  if (w[end - 1] === 'that' || w[end - 1] === 'it') end--;
  if (end < 2 || !ATTRIBUTION_VERBS.has(w[end - 1])) return false;
  const start = w[0] === 'as' ? 1 : 0;
  return speaker(start, end - 1);
}

function contradictsByOpposite(claimWords: Set<string>, quoteWords: Set<string>): boolean {
  const has = (set: Set<string>, side: readonly string[]) => side.some((w) => set.has(w));
  return OPPOSITES.some(
    ([a, b]) => (has(claimWords, a) && has(quoteWords, b) && !has(quoteWords, a)) || (has(claimWords, b) && has(quoteWords, a) && !has(quoteWords, b)),
  );
}

/**
 * Confidence that `quote` supports `claim` (docs/stages.md "Confidence"), in this order:
 * 1. quoted spans of the claim that repeat the quote are set aside; the rest is the lead-in;
 * 2. negation must agree: the claim has a negation word iff the quote has one, else low;
 * 3. every number of the lead-in must be in the quote, else low;
 * 4. an opposite word (rose/fell, first/final, …) against the quote → low;
 * 5. a lead-in that is empty or mere attribution ("X said:") → high when a span was set aside
 *    (the claim restates the quote); a claim with no content word otherwise is low;
 * 6. coverage = share of the lead-in's distinct content stems found in the quote's stems:
 *    ≥ 0.8 high, ≥ 2/3 medium, otherwise low.
 */
export function confidenceOf(claim: string, quote: string): Confidence {
  const { rest, removed } = withoutQuotedSpans(claim, quote);
  const quoteWords = new Set(lowerWords(quote));
  const claimNegated = lowerWords(claim).some(isNegation);
  const quoteNegated = [...quoteWords].some(isNegation);
  if (claimNegated !== quoteNegated) return 'low';

  const quoteNumbers = new Set(numbers(quote));
  if (numbers(rest).some((n) => !quoteNumbers.has(n))) return 'low';
  if (contradictsByOpposite(new Set(lowerWords(rest)), quoteWords)) return 'low';

  const stems = [...new Set(contentStems(rest))];
  if (stems.length === 0 || (removed && isAttribution(rest))) return removed ? 'high' : 'low';
  const quoteStems = new Set(contentStems(quote));
  const covered = stems.filter((s) => quoteStems.has(s)).length;
  const atLeast = ([num, den]: readonly [number, number]) => covered * den >= num * stems.length;
  if (atLeast(HIGH_COVERAGE)) return 'high';
  if (atLeast(MEDIUM_COVERAGE)) return 'medium';
  return 'low';
}
