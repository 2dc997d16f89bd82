/**
 * Offset conversions into JavaScript string indices (UTF-16 code units). Providers count
 * differently: Gemini in UTF-8 bytes, OpenAI and Anthropic in Unicode characters (code points).
 */

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * The string index where UTF-8 byte offset `byteOffset` falls. An offset inside a multi-byte
 * character rounds up to the next character boundary; past the end gives `text.length`.
 */
export function byteOffsetToIndex(text: string, byteOffset: number): number {
  let bytes = 0;
  let index = 0;
  while (index < text.length && bytes < byteOffset) {
    const codePoint = text.codePointAt(index)!;
    bytes += utf8Length(codePoint);
    index += codePoint > 0xffff ? 2 : 1;
  }
  return index;
}

/** The string index of code point number `pointOffset` (past the end gives `text.length`). */
export function codePointOffsetToIndex(text: string, pointOffset: number): number {
  let points = 0;
  let index = 0;
  while (index < text.length && points < pointOffset) {
    index += text.codePointAt(index)! > 0xffff ? 2 : 1;
    points += 1;
  }
  return index;
}
