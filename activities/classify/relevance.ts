/**
 * "Is this the page the citation meant?" by word overlap — crude on purpose: it only has to
 * catch *clearly* unrelated pages (spec: mismatch = "clearly wrong/unrelated content").
 * Words come from Intl.Segmenter, so Chinese, Japanese and Thai (written without spaces) are
 * split into words too.
 */
import { fold } from '../../shared/stages/text';

const STOPWORDS = new Set(
  ('the and for with that this from are was were has have had not but its into over than then them they their there these those ' +
    'what when where which while who whom why how about after before between under more most such only also been being very ' +
    'will would could should can may might must our your his her she him you all any each other some same just out off per via ' +
    'new says said using use used does did done one two three').split(' '),
);

/** Han, Hiragana, Katakana, Hangul, Thai, Lao, Khmer, Myanmar: scripts where a word may be one or two characters. */
const DENSE_SCRIPT = /[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
const DENSE_SCRIPT_G = new RegExp(DENSE_SCRIPT.source, 'g');
const MAX_SEGMENT_CHARS = 400_000;

let segmenter: Intl.Segmenter | null | undefined;
function wordSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    try {
      segmenter = new Intl.Segmenter('und', { granularity: 'word' });
    } catch {
      segmenter = null;
    }
  }
  return segmenter;
}

/** Lower-cased words of `s`; text in scripts without spaces is split by Intl.Segmenter. */
export function wordsOf(s: string): string[] {
  const lower = s.normalize('NFKC').toLowerCase();
  const seg = DENSE_SCRIPT.test(lower) ? wordSegmenter() : null;
  if (!seg) return lower.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const out: string[] = [];
  for (const part of seg.segment(lower.slice(0, MAX_SEGMENT_CHARS))) if (part.isWordLike) out.push(part.segment);
  return out;
}

export function significantWords(s: string): Set<string> {
  return new Set(wordsOf(s).filter((w) => (DENSE_SCRIPT.test(w) ? w.length >= 2 : w.length >= 3 || /\d/.test(w)) && !STOPWORDS.has(w)));
}

/**
 * How much text a string is worth, in Latin-letter equivalents: a character of a dense script
 * carries about as much as three Latin letters, so length thresholds hold for CJK pages too.
 */
export function textWeight(s: string): number {
  return s.length + 2 * (s.match(DENSE_SCRIPT_G)?.length ?? 0);
}

/** Share of the context's significant words that appear on the page (null: context too thin to judge). */
export function overlap(context: string, page: Set<string>, minWords: number): number | null {
  const ctx = significantWords(context);
  if (ctx.size < minWords) return null;
  let hit = 0;
  for (const w of ctx) if (page.has(w)) hit++;
  return hit / ctx.size;
}

/** How quotes are compared to pages: NFC, then shared/stages/text.ts `fold` (case, quote marks, dashes, soft hyphens, whitespace). */
export function normalizeForQuote(s: string): string {
  return fold(s.normalize('NFC'));
}
