/**
 * The scripts written without spaces that the title, publisher and byline rules treat alike: Han,
 * Hiragana, Katakana and Hangul. One spelling of the class, so the rules that ask "is this CJK?"
 * agree (relevance.ts's DENSE_SCRIPT is wider on purpose: Thai, Lao, Burmese and Khmer for word counts).
 */
export const CJK_LETTERS = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}';
/** One CJK character (no `g` flag: safe for `test`). */
export const CJK_CHAR = new RegExp(`[${CJK_LETTERS}]`, 'u');
/** Every CJK character of a text, for counting with `match`. */
export const CJK_CHARS_G = new RegExp(`[${CJK_LETTERS}]`, 'gu');
