/** Terminal rendering: Sources block, OSC 8 only when enabled, unsafe URLs never linked, excerpts cut, controls stripped. */
import {
  dedupeSources,
  extractCitations,
  renderTurn,
  sanitizeField,
  truncateChars,
  urlsInText,
  urlsShownInline,
  type CitationPayload,
  type CitationSource,
} from '../../shared/provider-citations';
import { sampleJson } from './helpers';

const OSC8 = '\u001b]8;;';
const ESC = '\u001b';
const web = (url: string, title: string | null, cited_text: string | null = null): CitationSource => ({ url, title, cited_text, location: null });
const payload = (sources: CitationSource[], text = 'Answer.'): CitationPayload => ({ provider: 'anthropic', text, sources });

describe('renderTurn', () => {
  test('Gemini sample, plain: numbered Sources block after the text, duplicates merged', () => {
    const body = sampleJson('gemini-1.json');
    const accu = body.candidates[0].groundingMetadata.groundingChunks[0].web.uri;
    expect(renderTurn(extractCitations(body), { citations: true, hyperlinks: false })).toBe(
      body.candidates[0].content.parts[0].text +
        '\nSources:\n' +
        `  1. accuweather.com — ${accu}\n` +
        '  2. Weather information for locality: London — https://www.google.com/search?q=weather+in+London\n',
    );
  });

  test('Anthropic document sample: location and cited text as an indented quote', () => {
    expect(renderTurn(extractCitations(sampleJson('anthropic-4.json')), { citations: true, hyperlinks: true })).toBe(
      'Based on the document, I can tell you that:\n\n- The grass is green\n- The sky is blue\n' +
        '\nSources:\n' +
        '  1. My Document (chars 0–20):\n' +
        '     > "The grass is green."\n' +
        '  2. My Document (chars 20–36):\n' +
        '     > "The sky is blue."\n',
    );
  });

  test('OSC 8 hyperlinks are present only when enabled', () => {
    const p = payload([web('https://blog.example/1.0', 'Rust 1.0')]);
    const linked = renderTurn(p, { citations: true, hyperlinks: true });
    const link = (label: string) => `${OSC8}https://blog.example/1.0${ESC}\\${label}${OSC8}${ESC}\\`;
    expect(linked).toBe(`Answer.\n\nSources:\n  1. ${link('Rust 1.0')} — ${link('https://blog.example/1.0')}\n`);
    const plain = renderTurn(p, { citations: true, hyperlinks: false });
    expect(plain).toBe('Answer.\n\nSources:\n  1. Rust 1.0 — https://blog.example/1.0\n');
    expect(plain).not.toContain(ESC);
  });

  test.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['file:///etc/passwd'],
    ['ftp://files.example/x'],
    ['not a url'],
  ])('%s is shown without a link, even with hyperlinks on', (url) => {
    const out = renderTurn(payload([web(url, 'Bad')]), { citations: true, hyperlinks: true });
    expect(out).toBe(`Answer.\n\nSources:\n  1. Bad — ${url}\n`);
    expect(out).not.toContain(OSC8);
  });

  test('a 500-character excerpt is cut at 200 characters with …', () => {
    const excerpt = 'abcdefghij'.repeat(50);
    const out = renderTurn(payload([web('https://x.example/', 'X', excerpt)]), { citations: true, hyperlinks: false });
    expect(out).toBe(`Answer.\n\nSources:\n  1. X — https://x.example/\n     > "${excerpt.slice(0, 200)}…"\n`);
    // 200 characters exactly: not cut
    const exact = 'é'.repeat(200);
    expect(renderTurn(payload([web('https://x.example/', 'X', exact)]), { citations: true, hyperlinks: false })).toContain(`> "${exact}"\n`);
    // cutting counts characters, never splitting a surrogate pair
    expect(truncateChars('🦀'.repeat(201))).toBe('🦀'.repeat(200) + '…');
  });

  test('control characters (C0, DEL, C1) are stripped from every field and the text', () => {
    const evil = 'A\u001b[2J\u001b]0;pwned\u0007B\u007fC\u009b31mD\u0085E\u0000';
    const p: CitationPayload = {
      provider: 'anthropic',
      text: `Line one${'\u001b[31m'}\nline two\u0007\r\n`,
      sources: [
        { title: evil, url: null, cited_text: evil, location: { type: 'char_range', document_index: 0, start: 0, end: 5 } },
        web(`https://ok.example/${evil}`, null),
        web(`javascript:${evil}`, 'J'),
      ],
    };
    const out = renderTurn(p, { citations: true, hyperlinks: false });
    const clean = 'A[2J]0;pwnedBC31mDE';
    expect(out).toBe(
      'Line one[31m\nline two\n' +
        '\nSources:\n' +
        `  1. ${clean} (chars 0–5):\n` +
        `     > "${clean}"\n` +
        `  2. https://ok.example/${clean}\n` +
        `  3. J — javascript:${clean}\n`,
    );
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    // With links on, the target is the WHATWG-parsed URL's ASCII form (controls percent-encoded, the
    // trailing NUL trimmed by the parser): nothing can end the OSC 8 sequence early.
    const linked = renderTurn(p, { citations: true, hyperlinks: true });
    expect(linked).toContain(`${OSC8}https://ok.example/A%1B[2J%1B]0;pwned%07B%7FC%C2%9B31mD%C2%85E${ESC}\\https://ok.example/${clean}${OSC8}${ESC}\\`);
    expect(linked.replace(/\u001b\]8;;[\x21-\x7e]*\u001b\\/g, '')).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });

  test('an excerpt with nothing visible after cleaning is not shown (no empty quote line)', () => {
    const blank = '  \u0007\r\n\t\u001b \u200b ';
    const doc = { type: 'char_range' as const, document_index: 0, start: 0, end: 5 };
    const p = payload([
      web('https://x.example/', 'X', blank),
      { title: 'Doc', url: null, cited_text: blank, location: doc },
      web('https://y.example/', 'Y', 'real'),
      web('https://y.example/', 'Y', ` ${blank}`),
    ]);
    expect(renderTurn(p, { citations: true, hyperlinks: false })).toBe(
      'Answer.\n\nSources:\n  1. X — https://x.example/\n  2. Doc (chars 0–5)\n  3. Y — https://y.example/\n     > "real"\n',
    );
  });

  test('cuts fall between grapheme clusters: accents, flags and emoji ZWJ sequences are never split', () => {
    const family = '👨\u200d👩\u200d👧';
    const a199 = 'a'.repeat(199);
    expect(truncateChars(`${a199}e\u0301${'b'.repeat(10)}`)).toBe(`${a199}e\u0301…`);
    expect(truncateChars(`${a199}${family}bc`)).toBe(`${a199}${family}…`);
    expect(truncateChars('🇫🇷'.repeat(201))).toBe(`${'🇫🇷'.repeat(200)}…`);
    // 200 user-perceived characters made of 400 code points: not cut
    expect(truncateChars('e\u0301'.repeat(200))).toBe('e\u0301'.repeat(200));
    const out = renderTurn(payload([web('https://x.example/', 'X', `${a199}${family}${'z'.repeat(300)}`)]), { citations: true, hyperlinks: false });
    expect(out).toContain(`     > "${a199}${family}…"\n`);
  });

  test('bidi controls and invisible format characters are stripped; ZWJ and ZWNJ stay', () => {
    const p = payload(
      [web('https://ok.example/\u202Egnp.exe', '\u2067Title\u2069 \u200Fx\u061C\u200E\u202A\u202B\u202C\u202D', 'java\u200Bscript\u2060\uFEFF ok\u2028next\u2029end')],
      'Text \u202Ereversed\u202C\u2028line 2 👨\u200d👩\u200d👧 \u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645',
    );
    const out = renderTurn(p, { citations: true, hyperlinks: false });
    expect(out).toBe(
      'Text reversed\nline 2 👨\u200d👩\u200d👧 \u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645\n' +
        '\nSources:\n' +
        '  1. Title x — https://ok.example/gnp.exe\n' +
        '     > "javascript ok next end"\n',
    );
    // The link target is the parsed URL: the override is percent-encoded, never displayed.
    expect(renderTurn(p, { citations: true, hyperlinks: true })).toContain(`${OSC8}https://ok.example/%E2%80%AEgnp.exe${ESC}\\`);
  });

  test('citations off: the text only', () => {
    const p = payload([web('https://blog.example/1.0', 'Rust 1.0', 'quote')]);
    expect(renderTurn(p, { citations: false, hyperlinks: true })).toBe('Answer.\n');
  });

  test('no sources, or an unknown provider: no Sources block', () => {
    expect(renderTurn(payload([]), { citations: true, hyperlinks: true })).toBe('Answer.\n');
    expect(renderTurn(extractCitations({ choices: [] }), { citations: true, hyperlinks: true })).toBe('');
  });

  test('sources whose URL the text already shows inline are not listed again (OpenAI markdown links)', () => {
    const body = sampleJson('openai-1.json');
    const text = body.output.find((o: any) => o.type === 'message').content[0].text;
    expect(renderTurn(extractCitations(body), { citations: true, hyperlinks: false })).toBe(text + '\n');
  });
});

describe('dedupeSources', () => {
  const a = web('https://a.example/', 'A', 'qa1');
  const b = web('https://b.example/', 'B');
  const a2 = web('https://a.example/', null, 'qa2');
  const c = web('https://c.example/', 'C');

  test('one entry per URL, first-seen order, excerpts merged in order', () => {
    expect(dedupeSources([a, b, a2, c, a])).toEqual([
      { url: 'https://a.example/', title: 'A', location: null, excerpts: ['qa1', 'qa2'] },
      { url: 'https://b.example/', title: 'B', location: null, excerpts: [] },
      { url: 'https://c.example/', title: 'C', location: null, excerpts: [] },
    ]);
  });

  test('a source already shown inline in the same turn is left out; order of the rest unchanged', () => {
    expect(dedupeSources([a, b, a2, c], ['https://a.example/', 'https://unrelated.example/']).map((e) => e.url)).toEqual(['https://b.example/', 'https://c.example/']);
  });

  test('stable: the same input always gives the same order', () => {
    const sources = extractCitations(sampleJson('anthropic-1.json')).sources;
    const first = JSON.stringify(dedupeSources(sources));
    for (let i = 0; i < 5; i += 1) expect(JSON.stringify(dedupeSources(structuredClone(sources)))).toBe(first);
  });
});

describe('urlsShownInline: exact URLs shown in the text, not substrings', () => {
  test('a source whose URL only starts a longer URL in the text is still listed', () => {
    const p = payload([web('https://example.com', 'Home'), web('https://example.com/other', 'Other')], 'See https://example.com/other for more.');
    expect(urlsShownInline(p)).toEqual(['https://example.com/other']);
    expect(renderTurn(p, { citations: true, hyperlinks: false })).toBe('See https://example.com/other for more.\n\nSources:\n  1. Home — https://example.com\n');
  });

  test('markdown link targets (balanced parentheses kept), autolinks, bare URLs with trailing punctuation dropped', () => {
    const text =
      'Rust ([wiki](https://en.wikipedia.org/wiki/Rust_(programming_language))) and [blog](https://blog.example/1.0 "Blog"). ' +
      'Docs: <https://docs.example/a>, also https://b.example/x?y=1. Or (https://c.example/p) and "https://d.example/q"! ' +
      'Wrapped: [https://e.example/](https://e.example/) and https://f.example/a_(b)...';
    expect(urlsInText(text)).toEqual([
      'https://en.wikipedia.org/wiki/Rust_(programming_language)',
      'https://blog.example/1.0',
      'https://e.example/',
      'https://docs.example/a',
      'https://b.example/x?y=1',
      'https://c.example/p',
      'https://d.example/q',
      'https://f.example/a_(b)',
    ]);
  });

  test('sources compared exactly: a prefix, a trailing slash or another query are different URLs', () => {
    const text = 'A [link](https://a.example/page?id=2) and https://b.example/.';
    const sources = ['https://a.example/page', 'https://a.example/page?id=2', 'https://b.example', 'https://b.example/', 'https://a.example/page?id=22'].map((u) => web(u, null));
    expect(urlsShownInline(payload(sources, text))).toEqual(['https://a.example/page?id=2', 'https://b.example/']);
  });
});

test('sanitizeField turns line breaks (U+2028/U+2029 too) and tabs into spaces so a field stays on one line', () => {
  expect(sanitizeField('a\r\nb\tc\u2028d\u2029e')).toBe('a b c d e');
});
