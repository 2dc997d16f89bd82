/** Terminal rendering: Sources block, OSC 8 only when enabled, unsafe URLs never linked, excerpts cut, controls stripped. */
import {
  dedupeSources,
  extractCitations,
  renderTurn,
  sanitizeField,
  truncateChars,
  measure,
  urlsInText,
  urlsShownInline,
  type CitationPayload,
  type CitationSource,
} from '../../shared/provider-citations';
import { sampleJson } from './helpers';

const OSC8 = '\u001b]8;;';
const ESC = '\u001b';
const web = (url: string, title: string | null, cited_text: string | null = null): CitationSource => ({ url, title, cited_text, location: null });
const payload = (sources: CitationSource[], text = 'Answer.'): CitationPayload => ({ provider: 'anthropic', text, sources, notes: [] });

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

  test('a 500-character excerpt is cut to 200 characters as shown, the … included', () => {
    const excerpt = 'abcdefghij'.repeat(50);
    const out = renderTurn(payload([web('https://x.example/', 'X', excerpt)]), { citations: true, hyperlinks: false });
    expect(out).toBe(`Answer.\n\nSources:\n  1. X — https://x.example/\n     > "${excerpt.slice(0, 199)}…"\n`);
    // 200 characters exactly: not cut
    const exact = 'é'.repeat(200);
    expect(renderTurn(payload([web('https://x.example/', 'X', exact)]), { citations: true, hyperlinks: false })).toContain(`> "${exact}"\n`);
    // cutting counts code points, never splitting a surrogate pair; 200 crabs are 800 bytes: not cut
    expect(truncateChars('🦀'.repeat(200))).toBe('🦀'.repeat(200));
    expect(truncateChars('🦀'.repeat(201))).toBe('🦀'.repeat(199) + '…');
  });

  test('the cap counts code points and UTF-8 bytes too: one letter with a million combining marks is not "one character"', () => {
    const zalgo = 'a' + '\u0301'.repeat(1_000_000);
    const cut = truncateChars(zalgo);
    expect(measure(cut)).toEqual({ codePoints: 200, bytes: 1 + 198 * 2 + 3 });
    expect(cut.endsWith('…')).toBe(true);
    // bytes bind before code points: 200 CJK characters are 600 bytes (fit), 300 would be 900
    expect(truncateChars('漢'.repeat(200))).toBe('漢'.repeat(200));
    const cjk = truncateChars('漢'.repeat(300));
    expect(measure(cjk).codePoints).toBe(200);
    // 4-byte characters: 200 of them are exactly 800 bytes; 201 are cut to 199 + … (799 bytes)
    const out = renderTurn(payload([web('https://x.example/', 'T'.repeat(1000), zalgo)]), { citations: true, hyperlinks: false });
    expect(Buffer.byteLength(out)).toBeLessThan(2_000);
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
      notes: [],
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
    // With links on, the target is the sanitized URL as shown, in the WHATWG-parsed ASCII form:
    // the link goes where the text says, and nothing can end the OSC 8 sequence early.
    const linked = renderTurn(p, { citations: true, hyperlinks: true });
    expect(linked).toContain(`${OSC8}https://ok.example/${clean}${ESC}\\https://ok.example/${clean}${OSC8}${ESC}\\`);
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
    const a197 = 'a'.repeat(197);
    const a194 = 'a'.repeat(194);
    // 197 + 2 code points + … = 200: the accent stays with its letter
    expect(truncateChars(`${a197}e\u0301${'b'.repeat(10)}`)).toBe(`${a197}e\u0301…`);
    // one more letter: the cluster no longer fits whole, so it goes whole
    expect(truncateChars(`a${a197}e\u0301${'b'.repeat(10)}`)).toBe(`a${a197}…`);
    // the family emoji is 5 code points: 194 + 5 + … fit
    expect(truncateChars(`${a194}${family}bc`)).toBe(`${a194}${family}…`);
    // flags are 2 code points / 8 bytes each: 99 fit with the … (198 code points, 792 + 3 bytes)
    expect(truncateChars('🇫🇷'.repeat(201))).toBe(`${'🇫🇷'.repeat(99)}…`);
    // 200 user-perceived characters made of 400 code points: cut at a cluster boundary (99 × 2 + …)
    expect(truncateChars('e\u0301'.repeat(200))).toBe(`${'e\u0301'.repeat(99)}…`);
    const out = renderTurn(payload([web('https://x.example/', 'X', `${a194}${family}${'z'.repeat(300)}`)]), { citations: true, hyperlinks: false });
    expect(out).toContain(`     > "${a194}${family}…"\n`);
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
    // The link target is the URL as shown (the override stripped): the link goes where the text says.
    expect(renderTurn(p, { citations: true, hyperlinks: true })).toContain(`${OSC8}https://ok.example/gnp.exe${ESC}\\`);
  });

  test('citations off: the text only', () => {
    const p = payload([web('https://blog.example/1.0', 'Rust 1.0', 'quote')]);
    expect(renderTurn(p, { citations: false, hyperlinks: true })).toBe('Answer.\n');
  });

  test('no sources, or an unknown provider: no Sources block', () => {
    expect(renderTurn(payload([]), { citations: true, hyperlinks: true })).toBe('Answer.\n');
    expect(renderTurn(extractCitations({ choices: [] }), { citations: true, hyperlinks: true })).toBe('');
  });

  test('OpenAI web-search answers list their sources although the text links them (the dedup rule is Gemini-only)', () => {
    const body = sampleJson('openai-1.json');
    const text = body.output.find((o: any) => o.type === 'message').content[0].text;
    const out = renderTurn(extractCitations(body), { citations: true, hyperlinks: false });
    expect(out.startsWith(text + '\n\nSources:\n  1. Why OpenAI declared a code red for ChatGPT | The Verge — https://www.theverge.com/podcast/838932/openai-chatgpt-code-red-vergecast\n')).toBe(true);
    // 10 annotations, 8 distinct URLs: one entry per URL
    expect(out.match(/^ {2}\d+\. /gm)).toHaveLength(new Set(extractCitations(body).sources.map((s) => s.url)).size);
    // and linked when the terminal supports it
    expect(renderTurn(extractCitations(body), { citations: true, hyperlinks: true })).toContain(`${OSC8}https://www.theverge.com/podcast/838932/openai-chatgpt-code-red-vergecast${ESC}\\`);
  });

  test('Gemini sources the text already shows inline are not listed again (spec FR-8)', () => {
    const p: CitationPayload = { provider: 'gemini', text: 'See https://example.com/other for more.', sources: [web('https://example.com', 'Home'), web('https://example.com/other', 'Other')], notes: [] };
    expect(renderTurn(p, { citations: true, hyperlinks: false })).toBe('See https://example.com/other for more.\n\nSources:\n  1. Home — https://example.com\n');
    // the same payload from another provider lists both
    expect(renderTurn({ ...p, provider: 'openai' }, { citations: true, hyperlinks: false })).toContain('  2. Other — https://example.com/other\n');
  });
});

describe('dedupeSources', () => {
  const a = web('https://a.example/', 'A', 'qa1');
  const b = web('https://b.example/', 'B');
  const a2 = web('https://a.example/', null, 'qa2');
  const c = web('https://c.example/', 'C');

  test('one entry per URL, first-seen order, excerpts merged in order', () => {
    expect(dedupeSources([a, b, a2, c, a])).toEqual([
      { url: 'https://a.example/', title: 'A', location: null, excerpts: ['qa1', 'qa2'], reviews: [] },
      { url: 'https://b.example/', title: 'B', location: null, excerpts: [], reviews: [] },
      { url: 'https://c.example/', title: 'C', location: null, excerpts: [], reviews: [] },
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
    const p = { ...payload([web('https://example.com', 'Home'), web('https://example.com/other', 'Other')], 'See https://example.com/other for more.'), provider: 'gemini' as const };
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
