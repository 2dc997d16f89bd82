/**
 * Terminal safety as properties: for ANY payload (any code points in any field, lone surrogates,
 * floods of combining marks, escape sequences, bidi controls, tag characters…) the rendered turn
 * has no control or invisible character outside the allowed set, and no excerpt over 200 code
 * points / 800 bytes. Also: extraction never throws on any JSON.
 */
import fc from 'fast-check';
import {
  ALLOWED_INVISIBLE,
  EXCERPT_MAX_BYTES,
  EXCERPT_MAX_CHARS,
  extractCitations,
  measure,
  renderTurn,
  sanitizeField,
  sanitizeMultiline,
  type CitationLocation,
  type CitationPayload,
  type CitationSource,
} from '../../shared/provider-citations';

/** Characters an attacker would reach for, mixed into arbitrary text. */
const NASTY = [
  '\u001b', '\u001b]8;;', '\u001b\\', '\u0007', '\u009b', '\u0085', '\r', '\n', '\t', '\u2028', '\u2029',
  '\u202e', '\u2066', '\u200b', '\u2060', '\ufeff', '\u00ad', '\u115f', '\u1160', '\u3164', '\uffa0',
  '\ufff9', '\ufffa', '\ufffb', '\u034f', '\u180e', '\u2061', '\u{e0001}', '\u{e0041}', '\u{e007f}',
  '\u{e0100}', '\ud800', '\udfff', '\ufdd0', '\uffff', '\u0301', '\u200d', '\u200c', '\ufe0f', '🦀', '👨‍👩‍👧', 'e\u0301',
];
const nastyChar = fc.constantFrom(...NASTY);
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.array(fc.oneof(nastyChar, fc.string({ unit: 'grapheme', maxLength: 3 })), { maxLength: 60 }).map((a) => a.join('')),
  // floods: one letter with many combining marks, long runs of 4-byte characters
  fc.tuple(fc.constantFrom('a', '漢', '🦀'), fc.constantFrom('\u0301', '\u200d', '🦀', '漢', 'x'), fc.integer({ min: 150, max: 3000 })).map(([h, c, n]) => h + c.repeat(n)),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const url = fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), anyText, anyText.map((t) => `https://ok.example/${t}`));
const offset = fc.nat({ max: 1000 });
const location: fc.Arbitrary<CitationLocation> = fc.oneof(
  fc.record({ type: fc.constant('char_range' as const), document_index: maybe(fc.nat({ max: 5 })), start: offset, end: offset }),
  fc.record({ type: fc.constant('page_range' as const), document_index: maybe(fc.nat({ max: 5 })), start: offset, end: offset }),
  fc.record({ type: fc.constant('content_block_range' as const), document_index: maybe(fc.nat({ max: 5 })), start: offset, end: offset }),
  fc.record({ type: fc.constant('text_span' as const), start: offset, end: offset, text: anyText }),
);
const source: fc.Arbitrary<CitationSource> = fc.record({
  title: maybe(anyText),
  url: maybe(url),
  cited_text: maybe(anyText),
  location: maybe(location),
});
const payload: fc.Arbitrary<CitationPayload> = fc.record({
  provider: fc.constantFrom('gemini' as const, 'openai' as const, 'anthropic' as const),
  text: anyText,
  sources: fc.array(source, { maxLength: 6 }),
  notes: fc.array(anyText, { maxLength: 2 }),
});

/** Controls other than LF and TAB, and every invisible character outside the allowed set. */
const ALLOWED = new Set(ALLOWED_INVISIBLE);
function forbidden(out: string): string[] {
  const bad: string[] = [];
  for (const ch of out) {
    if (ch === '\n' || ch === '\t') continue;
    if (/[\p{Cc}\u2028\u2029]/u.test(ch)) bad.push(ch);
    else if (/[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}\p{Cs}]/u.test(ch) && !ALLOWED.has(ch)) bad.push(ch);
  }
  return bad.map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()}`);
}

/** OSC 8 sequences exactly as the renderer writes them (an ASCII-only target). */
const OSC8 = /\u001b\]8;;[\x21-\x7e]*\u001b\\/g;

const excerptLines = (out: string) =>
  out
    .split('\n')
    .filter((line) => line.startsWith('     > "') && line.endsWith('"'))
    .map((line) => line.slice('     > "'.length, -1));

describe('rendering any payload', () => {
  test('no control or invisible character outside the allowed set; no excerpt over 200 code points / 800 bytes', () => {
    fc.assert(
      fc.property(payload, fc.boolean(), (p, hyperlinks) => {
        const out = renderTurn(p, { citations: true, hyperlinks });
        const visible = hyperlinks ? out.replace(OSC8, '') : out;
        expect(forbidden(visible)).toEqual([]);
        if (!hyperlinks) expect(out).not.toContain('\u001b');
        for (const excerpt of excerptLines(visible)) {
          const size = measure(excerpt);
          expect(size.codePoints).toBeLessThanOrEqual(EXCERPT_MAX_CHARS);
          expect(size.bytes).toBeLessThanOrEqual(EXCERPT_MAX_BYTES);
        }
      }),
      { numRuns: 400 },
    );
  });

  test('every Sources line stays bounded: titles and non-http URLs are capped like excerpts', () => {
    fc.assert(
      fc.property(payload, (p) => {
        const out = renderTurn(p, { citations: true, hyperlinks: false });
        const block = out.slice(out.lastIndexOf('Sources:'));
        for (const line of block.split('\n').filter((l) => /^ {2}\d+\. /.test(l))) {
          // number + title (≤ 800 bytes) + " — " + URL (http(s) URLs are shown whole) + location
          const withoutHttpUrl = line.replace(/(?:^ {2}\d+\. | — )https?:\/\/\S*/i, '');
          expect(Buffer.byteLength(withoutHttpUrl)).toBeLessThan(2 * EXCERPT_MAX_BYTES + 100);
        }
      }),
      { numRuns: 200 },
    );
  });

  test('sanitizers leave nothing forbidden in any string', () => {
    fc.assert(
      fc.property(anyText, (t) => {
        expect(forbidden(sanitizeField(t))).toEqual([]);
        expect(sanitizeField(t)).not.toMatch(/[\n\t]/);
        expect(forbidden(sanitizeMultiline(t))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('extraction of any JSON', () => {
  test('never throws and always gives a valid payload', () => {
    const json = fc.jsonValue({ maxDepth: 6 });
    const shaped = fc.oneof(
      json,
      json.map((j) => ({ candidates: [{ content: { parts: [{ text: 'x' }] }, groundingMetadata: j }] })),
      json.map((j) => ({ candidates: [{ content: { parts: [{ text: 'x' }] }, groundingMetadata: { groundingChunks: [j, { web: j }, { maps: j }], groundingSupports: [j] } }] })),
      json.map((j) => ({ object: 'response', output: [{ type: 'message', content: [{ type: 'output_text', text: 'x', annotations: [j] }] }] })),
      json.map((j) => ({ type: 'message', content: [{ type: 'text', text: 'x', citations: [j] }] })),
      json.map((j) => ({ content: [{ type: 'text', text: 'x', citations: j }] })),
    );
    fc.assert(
      fc.property(shaped, (input) => {
        const p = extractCitations(input);
        expect(Array.isArray(p.sources)).toBe(true);
        expect(Array.isArray(p.notes)).toBe(true);
        renderTurn(p, { citations: true, hyperlinks: true });
      }),
      { numRuns: 400 },
    );
  });
});
