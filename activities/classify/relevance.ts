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

/**
 * Function words of the other languages pages are most often written in (German, Spanish,
 * Portuguese, French, Italian, Dutch), three letters or more: without them a Spanish title and an
 * unrelated Spanish page share "del", "las" and "para", and a German pair "der", "und" and "für" —
 * overlap that says nothing about the subject. Words that are also common English content words
 * ("war", "come", "dan", "son") are left out.
 */
const FOREIGN_STOPWORDS = new Set(
  ('der die das den dem des und mit von für auf aus bei ein eine einen einem einer eines ist sind wird werden wurde hat haben nach über ' +
    'unter zum zur auch nicht sich als wie noch nur oder aber bis durch gegen seit dass sie ihr ihre sein seine beim vom ' +
    'del las los por para con una uno unos unas que como más pero sus sobre este esta estos estas entre hasta desde sin fue han hay ser muy también tras según cuando donde porque ' +
    'das dos uma com mais mas seu sua seus suas isso até sem foi tem nas nos pela pelo pelas pelos após ' +
    'les des une pour par avec dans sur qui est sont ont aux pas mais ses leur leurs cette ces sans après avant selon être tout tous ' +
    'della delle degli dello dei nel nella nelle negli che alla alle agli dal dalla dalle dagli sul sulla sulle sugli tra fra più anche dopo prima questo questa suo loro ' +
    'het een van voor aan bij door naar uit zijn wordt worden werd niet ook deze maar nog tot').split(' '),
);

/** Han, Hiragana, Katakana, Hangul, Thai, Lao, Khmer, Myanmar: scripts where a word may be one or two characters. */
const DENSE_SCRIPT = /[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
const DENSE_SCRIPT_G = new RegExp(DENSE_SCRIPT.source, 'g');
/** Combining diacritical marks (U+0300–U+036F) left over after NFKC: accents no precomposed letter holds. */
const COMBINING_ACCENTS = /[\u0300-\u036f]/g;
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
  // A combining accent that NFKC cannot compose with its letter — a stress mark on Cyrillic
  // (ЛЕ́НСКИЕ in encyclopedias and dictionaries), a tone mark some sites add to Greek or Latin —
  // is typography, not part of the word (blind10).
  const lower = s.normalize('NFKC').toLowerCase().replace(COMBINING_ACCENTS, '');
  const seg = DENSE_SCRIPT.test(lower) ? wordSegmenter() : null;
  if (!seg) return lower.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const out: string[] = [];
  const text = lower.slice(0, MAX_SEGMENT_CHARS);
  // Piece by piece: iterating Intl.Segmenter's segments costs time quadratic in the string's
  // length in V8 (80,000 characters: seconds; a 250,000-character page: over a minute).
  for (let at = 0; at < text.length; ) {
    const end = pieceEnd(text, at);
    for (const part of seg.segment(at === 0 && end === text.length ? text : text.slice(at, end))) if (part.isWordLike) out.push(part.segment);
    at = end;
  }
  return out;
}

const SEGMENT_PIECE_CHARS = 1000;

/**
 * Where the piece that starts at `from` ends: the first cut after SEGMENT_PIECE_CHARS characters,
 * or the end of the text. A cut falls after a space or an ideographic full stop and before a
 * character that starts a word on its own (a printable ASCII character, kana, a CJK ideograph, a
 * Hangul syllable, a Thai consonant): every word-break rule (UAX #29, and the dictionaries ICU
 * uses for runs of CJK and Thai) breaks there whatever stands around it, so the words of the
 * pieces are the words of the whole.
 */
function pieceEnd(text: string, from: number): number {
  for (let i = from + SEGMENT_PIECE_CHARS; i < text.length; i++) {
    const before = text.charCodeAt(i - 1);
    if ((before === 0x20 || before === 0x3002) && startsWord(text.charCodeAt(i))) return i;
  }
  return text.length;
}

function startsWord(c: number): boolean {
  return (c > 0x20 && c < 0x7f) || (c >= 0x3041 && c <= 0x3096) || (c >= 0x30a1 && c <= 0x30fa) || (c >= 0x4e00 && c <= 0x9fff)
    || (c >= 0xac00 && c <= 0xd7a3) || (c >= 0x0e01 && c <= 0x0e2e);
}

function collectSignificant(s: string): ReadonlySet<string> {
  return new Set(wordsOf(s).filter((w) => (DENSE_SCRIPT.test(w) ? w.length >= 2 : w.length >= 3 || /\d/.test(w)) && !STOPWORDS.has(w) && !FOREIGN_STOPWORDS.has(w)));
}

/**
 * The words of short strings (titles, headings, site names, sentences), remembered: metadata
 * compares the same few titles with each other many times per page, and each comparison would
 * normalize and split them again. Read-only sets, shared by every caller.
 */
const SHORT_WORDS_CHARS = 400;
const SHORT_WORDS_KEPT = 512;
const shortWords = new Map<string, ReadonlySet<string>>();

export function significantWords(s: string): ReadonlySet<string> {
  if (s.length > SHORT_WORDS_CHARS) return collectSignificant(s);
  let words = shortWords.get(s);
  if (words === undefined) {
    words = collectSignificant(s);
    if (shortWords.size >= SHORT_WORDS_KEPT) shortWords.delete(shortWords.keys().next().value!);
    shortWords.set(s, words);
  }
  return words;
}

/**
 * How much text a string is worth, in Latin-letter equivalents: a character of a dense script
 * carries about as much as three Latin letters, so length thresholds hold for CJK pages too.
 */
export function textWeight(s: string): number {
  return s.length + 2 * denseChars(s);
}

/** How many characters of `s` are in a script written without spaces between words (DENSE_SCRIPT). */
export function denseChars(s: string): number {
  return s.match(DENSE_SCRIPT_G)?.length ?? 0;
}

/** Share of the context's significant words that appear on the page (null: context too thin to judge). */
export function overlap(context: string, page: ReadonlySet<string>, minWords: number): number | null {
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
