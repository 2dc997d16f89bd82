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
 * Invisible characters, by class rather than by list: every format character (general category
 * Cf — bidi controls, zero-width spaces, soft hyphen U+00AD, Unicode tag characters
 * U+E0000–U+E007F that can smuggle hidden text, interlinear annotation marks U+FFF9–U+FFFB,
 * invisible math operators, …), every Default_Ignorable_Code_Point (Hangul fillers U+115F,
 * U+1160, U+3164, U+FFA0, combining grapheme joiner, Mongolian and Khmer invisibles, variation
 * selectors 17–256, …), noncharacters, and lone surrogates (they would print as U+FFFD).
 * They either reorder what a terminal shows (`https://ok.example/\u202Egnp.exe` would display as
 * `…exe.png`) or carry text a reader cannot see.
 * Kept, because visible text needs them: U+200C/U+200D (ZWNJ, ZWJ — Persian and Indic scripts,
 * emoji sequences such as 👨‍👩‍👧) and the variation selectors U+FE00–U+FE0F (emoji and text
 * presentation, ❤️).
 */
const INVISIBLE_FORMAT_CHARS = /(?![\u200c\u200d\ufe00-\ufe0f])[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}]|[\ud800-\udfff]/gu;
/** The characters a rendered field may keep although they are not visible by themselves. */
export const ALLOWED_INVISIBLE = ['\u200c', '\u200d', ...Array.from({ length: 16 }, (_, i) => String.fromCharCode(0xfe00 + i))];
/** Nothing but printable ASCII (space to tilde): no controls, line breaks or invisible characters. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** Line breaks (U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR included). */
const LINE_BREAKS = /[\t\n\v\f\r\u2028\u2029]+/g;

/** An excerpt or title as shown — the `…` of a cut included — is at most 200 characters (grapheme clusters and code points alike) and 800 UTF-8 bytes. */
export const EXCERPT_MAX_CHARS = 200;
export const EXCERPT_MAX_BYTES = 800;

/** A single-line field (title, URL, excerpt): line breaks and tabs become one space, other controls and invisible format characters are removed. */
export function sanitizeField(value: string): string {
  // Printable ASCII (the bulk of page text) has nothing to remove or replace: skip three scans.
  if (PRINTABLE_ASCII.test(value)) return value;
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

function utf8Bytes(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/** Code points and UTF-8 bytes of a string. */
export function measure(value: string): { codePoints: number; bytes: number } {
  let codePoints = 0;
  let bytes = 0;
  for (const ch of value) {
    codePoints += 1;
    bytes += utf8Bytes(ch.codePointAt(0)!);
  }
  return { codePoints, bytes };
}

const ELLIPSIS = '…';

/**
 * Cuts `value` so that what is shown — the `…` marking a cut included — is at most `max`
 * grapheme clusters, at most `max` code points and at most `maxBytes` UTF-8 bytes. Counting
 * grapheme clusters alone would let one letter with a million combining marks pass as "one
 * character"; counting code points and bytes too bounds what reaches the terminal. Cuts fall
 * between grapheme clusters (an accent, a flag or an emoji ZWJ sequence is never split), except
 * inside a single cluster that is itself over the limit, which is cut between code points.
 * Without Intl.Segmenter, clusters are code points.
 */
export function truncateChars(value: string, max: number = EXCERPT_MAX_CHARS, maxBytes: number = EXCERPT_MAX_BYTES): string {
  const segmenter = graphemeSegmenter();
  const clusters = segmenter ? Array.from(segmenter.segment(value), (s) => s.segment) : Array.from(value);
  const whole = measure(value);
  if (clusters.length <= max && whole.codePoints <= max && whole.bytes <= maxBytes) return value;
  // Room left for the kept text once the ellipsis (1 code point, 3 bytes) is counted.
  const pointBudget = max - 1;
  const byteBudget = maxBytes - measure(ELLIPSIS).bytes;
  let kept = '';
  let points = 0;
  let bytes = 0;
  for (let i = 0; i < clusters.length && i < pointBudget; i++) {
    const size = measure(clusters[i]);
    if (points + size.codePoints <= pointBudget && bytes + size.bytes <= byteBudget) {
      kept += clusters[i];
      points += size.codePoints;
      bytes += size.bytes;
      continue;
    }
    if (kept === '') {
      // One oversized cluster: keep as many of its code points as fit.
      for (const ch of clusters[i]) {
        const b = utf8Bytes(ch.codePointAt(0)!);
        if (points + 1 > pointBudget || bytes + b > byteBudget) break;
        kept += ch;
        points += 1;
        bytes += b;
      }
    }
    break;
  }
  return kept + ELLIPSIS;
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
