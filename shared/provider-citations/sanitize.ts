/**
 * Making provider-supplied strings safe for a terminal. Everything a provider returns is
 * untrusted: a title may carry an escape sequence that rewrites the screen or forges a link.
 */

/** C0 controls, DEL and C1 controls (U+0080–U+009F). */
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/g;
/** The same, but keeping line feed and tab, for the multi-line response text. */
const CONTROL_CHARS_EXCEPT_LAYOUT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export const EXCERPT_MAX_CHARS = 200;

/** A single-line field (title, URL, excerpt): whitespace runs become one space, other controls are removed. */
export function sanitizeField(value: string): string {
  return value.replace(/[\t\n\v\f\r]+/g, ' ').replace(CONTROL_CHARS, '');
}

/** The response text: keeps its lines and tabs (CR LF becomes LF), removes every other control. */
export function sanitizeMultiline(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS_EXCEPT_LAYOUT, '');
}

/** Cuts to `max` characters (code points, so no half surrogate pair) and marks the cut with `…`. */
export function truncateChars(value: string, max: number = EXCERPT_MAX_CHARS): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : chars.slice(0, max).join('') + '…';
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
