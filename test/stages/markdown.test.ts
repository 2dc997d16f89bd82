import { parseArtifact } from '../../activities/parse';

const ref = { wave: 1, perspective_id: 'p1', agent_type: 'ClaudeResearcher', artifact_path: 'wave-1/p1.md' };
const parse = (md: string) => parseArtifact(ref, md, { accessed_date: '2026-02-13' });
const urls = (md: string) => parse(md).sources.map((s) => s.url);

describe('markdown sources: every link form', () => {
  test('inline link: title is the link text, snippet the sentence around it', () => {
    const { sources } = parse('Intro. Rust is fast, says [the Rust site](https://www.rust-lang.org/learn). Bye.\n');
    expect(sources).toEqual([
      {
        url: 'https://www.rust-lang.org/learn',
        title: 'the Rust site',
        snippet: 'Rust is fast, says the Rust site.',
        source_type: 'primary',
        accessed_date: '2026-02-13',
        ref,
      },
    ]);
  });

  test('reference link takes the definition title; an unused definition is still a source', () => {
    const { sources } = parse('See [the spec][w3].\n\n[w3]: https://www.w3.org/TR/html/ "HTML Standard"\n[unused]: https://unused.example/page\n');
    expect(sources.map((s) => [s.url, s.title])).toEqual([
      ['https://www.w3.org/TR/html/', 'HTML Standard'],
      ['https://unused.example/page', null],
    ]);
  });

  test('footnote: the footnote URL, titled by the footnote words', () => {
    const { sources } = parse('Claim here.[^1]\n\n[^1]: Reuters report, https://www.reuters.com/tech/a-1\n');
    expect(sources.map((s) => [s.url, s.title, s.source_type])).toEqual([
      ['https://www.reuters.com/tech/a-1', 'Reuters report', 'secondary'],
    ]);
  });

  test.each([
    ['See https://x.example/a for details.', null], // pointer words are not a title
    ['Source: https://x.example/a', null],
    ['See also https://x.example/a — Official guide', 'Official guide'],
    ['Available at <https://x.example/a>', null],
    ['The WASI design notes at https://x.example/a', 'The WASI design notes'],
    ['Via Reuters, https://x.example/a', 'Reuters'],
    ['From asm.js to WebAssembly, https://x.example/a', 'From asm.js to WebAssembly'],
  ])('footnote %j is titled %j', (note, title) => {
    const { sources } = parse(`Claim here.[^1]\n\n[^1]: ${note}\n`);
    expect(sources.map((x) => [x.url, x.title])).toEqual([['https://x.example/a', title]]);
  });

  test('bare URLs and autolinks, kept exactly as written (no re-encoding)', () => {
    expect(urls('Raw https://a.example/x%20y?b=2&a=1 and <https://b.example/ä> and www.c.example too.\n')).toEqual([
      'https://a.example/x%20y?b=2&a=1',
      'https://b.example/ä',
    ]);
  });

  test('non-http links, relative links and code are not sources', () => {
    expect(urls('[m](mailto:a@b.example) [r](/local) `https://code.example/x`\n\n```\nhttps://fenced.example\n```\n')).toEqual([]);
  });

  test('the same URL twice in one artifact is one source; later sightings fill a missing title', () => {
    const { sources } = parse('First https://d.example/p here.\n\nThen [Doc D](https://d.example/p).\n');
    expect(sources.map((s) => [s.url, s.title, s.snippet])).toEqual([['https://d.example/p', 'Doc D', 'First https://d.example/p here.']]);
  });
});

describe('markdown: numbered Sources list resolves [n] markers', () => {
  const doc = [
    '# Findings',
    '',
    'The report says “the API is stable” [2]. Another line “two words here” [1].',
    '',
    '## Sources',
    '',
    '1. [Node.js docs](https://nodejs.org/api/)',
    '2. Wikipedia — https://en.wikipedia.org/wiki/API',
    '',
    '## References',
    '',
    '[3] Nature article — https://www.nature.com/articles/x1',
    '[4] "Blog: post" https://blog.example/post',
    '',
  ].join('\n');

  test('both list forms give numbered sources with titles', () => {
    const { sources } = parse(doc);
    expect(sources.map((s) => [s.url, s.title, s.source_type])).toEqual([
      ['https://en.wikipedia.org/wiki/API', 'Wikipedia', 'tertiary'],
      ['https://nodejs.org/api/', 'Node.js docs', 'primary'],
      ['https://www.nature.com/articles/x1', 'Nature article', 'secondary'],
      ['https://blog.example/post', 'Blog: post', 'tertiary'],
    ]);
  });

  test('[n] markers in quoted-span sentences resolve to the list entry', () => {
    const { claims } = parse(doc);
    expect(claims.map((c) => [c.claim, c.quote, c.url, c.page_title, c.origin])).toEqual([
      ['The report says “the API is stable”.', 'the API is stable', 'https://en.wikipedia.org/wiki/API', 'Wikipedia', 'quoted_span'],
      ['Another line “two words here”.', 'two words here', 'https://nodejs.org/api/', 'Node.js docs', 'quoted_span'],
    ]);
  });

  test('a wrapped list entry keeps its title; numeric reference definitions resolve [n] too', () => {
    const wrapped = 'It says “wrapped entries work” [1].\n\n## References\n\n1. The Wrapped Title\n   https://wrapped.example/a\n';
    expect(parse(wrapped).claims.map((c) => [c.url, c.page_title])).toEqual([['https://wrapped.example/a', 'The Wrapped Title']]);
    const numericDefs = 'It says “defs work too” [1].\n\n[1]: https://def.example/a "Def Title"\n';
    expect(parse(numericDefs).claims.map((c) => [c.claim, c.url, c.page_title])).toEqual([['It says “defs work too”.', 'https://def.example/a', 'Def Title']]);
  });

  test('consecutive markers resolve; index brackets in words are text, not markers', () => {
    const md = 'Docs say “arrays start at zero” [2][1] and a[1] is the second.\n\n## Sources\n\n1. [One](https://one.example/)\n2. [Two](https://two.example/)\n';
    expect(parse(md).claims.map((c) => [c.claim, c.url])).toEqual([['Docs say “arrays start at zero” and a[1] is the second.', 'https://two.example/']]);
  });

  test('a marker with no list entry gives no claim', () => {
    expect(parse('He said "nothing to see" [9].\n').claims).toEqual([]);
  });
});

describe('markdown claims', () => {
  test('paragraph + blockquote: attribution link removed, quote marks stripped, source from the blockquote', () => {
    const md = 'Rust 1.0 shipped in May 2015 [1].\n\n> “Today we are very proud to announce the 1.0 release of Rust.” — [Rust Blog](https://blog.rust-lang.org/2015/05/15/Rust-1.0.html)\n';
    const { claims } = parse(md);
    expect(claims).toEqual([
      {
        claim: 'Rust 1.0 shipped in May 2015.',
        quote: 'Today we are very proud to announce the 1.0 release of Rust.',
        url: 'https://blog.rust-lang.org/2015/05/15/Rust-1.0.html',
        page_title: 'Rust Blog',
        source_type: 'primary', // blog.rust-lang.org is under rust-lang.org (official)
        accessed_date: '2026-02-13',
        ref,
        origin: 'blockquote',
      },
    ]);
  });

  test('paragraph + blockquote: trailing [n] in the quote is the source; otherwise the paragraph link is', () => {
    const md = [
      'Claim one is here.',
      '',
      '> "Quote one is verbatim." [1]',
      '',
      'Claim two per [Doc](https://docs.example.org/two).',
      '',
      '> Quote two spans',
      '> two lines.',
      '',
      '## Sources',
      '',
      '1. [One](https://one.example/)',
      '',
    ].join('\n');
    expect(parse(md).claims.map((c) => [c.claim, c.quote, c.url])).toEqual([
      ['Claim one is here.', 'Quote one is verbatim.', 'https://one.example/'],
      ['Claim two per Doc.', 'Quote two spans two lines.', 'https://docs.example.org/two'],
    ]);
  });

  test('inline quoted span with a link (straight quotes) and a footnote marker (curly quotes)', () => {
    const md = [
      'According to [MDN](https://developer.mozilla.org/en-US/docs/WebAssembly), "WebAssembly is a type of code that can be run in modern web browsers." It is fast.',
      '',
      'The W3C wrote “WebAssembly 1.0 became a W3C Recommendation.”[^w]',
      '',
      '[^w]: https://www.w3.org/2019/12/pressrelease-wasm-rec.html',
      '',
    ].join('\n');
    expect(parse(md).claims.map((c) => [c.claim, c.quote, c.url, c.page_title, c.source_type])).toEqual([
      [
        'According to MDN, "WebAssembly is a type of code that can be run in modern web browsers."',
        'WebAssembly is a type of code that can be run in modern web browsers.',
        'https://developer.mozilla.org/en-US/docs/WebAssembly',
        'MDN',
        'primary',
      ],
      [
        'The W3C wrote “WebAssembly 1.0 became a W3C Recommendation.”',
        'WebAssembly 1.0 became a W3C Recommendation.',
        'https://www.w3.org/2019/12/pressrelease-wasm-rec.html',
        null,
        'primary',
      ],
    ]);
  });

  test('a parenthetical source link is the marker: dropped from the claim; a link in the prose stays', () => {
    const md = 'ZDNet wrote that “Wasm is everywhere” ([ZDNet](https://www.zdnet.com/a)). Per [MDN](https://developer.mozilla.org/x) it is “a binary format”.\n';
    expect(parse(md).claims.map((c) => [c.claim, c.quote, c.page_title])).toEqual([
      ['ZDNet wrote that “Wasm is everywhere”.', 'Wasm is everywhere', 'ZDNet'],
      ['Per MDN it is “a binary format”.', 'a binary format', 'MDN'],
    ]);
  });

  test('the snippet of a blockquote attribution link is the quote, not the attribution', () => {
    const md = 'Claim text.\n\n> "Quoted words here." — [Src](https://src.example/a)\n';
    expect(parse(md).sources.map((s) => [s.url, s.title, s.snippet])).toEqual([['https://src.example/a', 'Src', 'Quoted words here.']]);
  });

  test('a quoted span without any link or marker is not a claim', () => {
    expect(parse('People say "it is fast" often.\n').claims).toEqual([]);
  });

  test('credentials in URLs inside claim text are redacted; the draft url stays raw for prepareUrl', () => {
    const md = 'Per https://api.example/doc?api_key=s3cr3t the docs say "keys rotate daily".\n';
    const [c] = parse(md).claims;
    expect(c.claim).toBe('Per https://api.example/doc?api_key=REDACTED the docs say "keys rotate daily".');
    expect(c.url).toBe('https://api.example/doc?api_key=s3cr3t');
    expect(JSON.stringify(parse(md).sources.map((s) => [s.title, s.snippet]))).not.toContain('s3cr3t');
  });
});
