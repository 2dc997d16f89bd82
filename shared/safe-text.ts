/**
 * Making provider-supplied strings safe for a terminal. Everything a provider returns is
 * untrusted: a title may carry an escape sequence that rewrites the screen or forges a link,
 * or a bidi override that makes `https://ok.example/\u202Egnp.exe` display as `…exe.png`.
 */

/** C0 controls, DEL and C1 controls (U+0080–U+009F). */
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/g;
/** The same, but keeping line feed and tab, for the multi-line response text. */
const CONTROL_CHARS_EXCEPT_LAYOUT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/**
 * Invisible characters that change how the text around them is shown:
 * - bidi embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, and the marks
 *   U+200E/U+200F (LRM, RLM) and U+061C (ALM) — they reorder what a terminal displays;
 * - U+200B zero width space, U+2060 word joiner, U+FEFF zero width no-break space — they hide
 *   inside words and URLs (`java\u200Bscript`).
 * Kept: U+200C/U+200D (ZWNJ, ZWJ), which Persian and Indic scripts and emoji sequences
 * (👨‍👩‍👧) need to be shown correctly.
 */
const INVISIBLE_FORMAT_CHARS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u200b\u2060\ufeff]/g;
/** Line breaks (U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR included). */
const LINE_BREAKS = /[\t\n\v\f\r\u2028\u2029]+/g;

export const EXCERPT_MAX_CHARS = 200;

/** A single-line field (title, URL, excerpt): line breaks and tabs become one space, other controls and invisible format characters are removed. */
export function sanitizeField(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(CONTROL_CHARS, '').replace(INVISIBLE_FORMAT_CHARS, '');
}

/** The response text: keeps its lines and tabs (CR LF, U+2028 and U+2029 become LF), removes every other control and invisible format character. */
export function sanitizeMultiline(value: string): string {
  return value
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(CONTROL_CHARS_EXCEPT_LAYOUT, '')
    .replace(INVISIBLE_FORMAT_CHARS, '');
}

let graphemes: Intl.Segmenter | null | undefined;
function graphemeSegmenter(): Intl.Segmenter | null {
  if (graphemes === undefined) graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return graphemes;
}

/**
 * Cuts to `max` characters as a reader counts them — grapheme clusters, so an accent
 * (`e` + U+0301), a flag or an emoji ZWJ sequence is never split — and marks the cut with `…`.
 * Without Intl.Segmenter, code points (never half a surrogate pair).
 */
export function truncateChars(value: string, max: number = EXCERPT_MAX_CHARS): string {
  const segmenter = graphemeSegmenter();
  if (!segmenter) {
    const chars = Array.from(value);
    return chars.length <= max ? value : chars.slice(0, max).join('') + '…';
  }
  let count = 0;
  for (const { index } of segmenter.segment(value)) {
    if (count === max) return value.slice(0, index) + '…';
    count += 1;
  }
  return value;
}

/**
 * The link target for a URL, or null when it must not become a link: only absolute http(s)
 * URLs do (never javascript:, data:, file:, …). The target is the parsed URL's ASCII form, so
 * it cannot carry anything that ends the OSC 8 sequence early.
 */
export function linkTarget(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const href = parsed.href;
  // URL parsing percent-encodes controls and spaces; this is a second, explicit guard.
  return /^[\x21-\x7e]+$/.test(href) ? href : null;
}
