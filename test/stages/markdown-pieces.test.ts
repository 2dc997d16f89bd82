/**
 * Large markdown artifacts are parsed in pieces (activities/parse/markdown.ts markdownPieces):
 * the drafts must be exactly those of one whole parse. Small piece sizes put a boundary at
 * every place the splitter allows, on hand-written documents and on many generated ones.
 */
import { DraftMerger, markdownDraftParts, markdownPieces, mergeDraftParts, parseMarkdown, parseMarkdownPieces, parseMarkdownWhole, PIECEWISE_MIN_CHARS } from '../../activities/parse/markdown';

const ctx = { ref: { wave: 1, perspective_id: 'p1', agent_type: 'ClaudeResearcher', artifact_path: 'wave-1/p1.md' }, accessed_date: '2026-02-13' };

function expectSameDrafts(doc: string, pieceChars: number): number {
  const pieces = markdownPieces(doc, pieceChars);
  expect(pieces).not.toBeNull();
  expect(pieces!.join('')).toBe(doc);
  expect(parseMarkdownPieces(pieces!, ctx)).toEqual(parseMarkdownWhole(doc, ctx));
  return pieces!.length;
}

const handWritten: Record<string, string> = {
  'tight bullet list of autolinks': ['# Corpus', '', ...Array.from({ length: 40 }, (_, i) => `- <https://h${i % 3}.example/a/${i}>`), ''].join('\n'),
  'ordered list, numbers kept, ) delimiter after': [
    'Intro with a [link](https://a.example/x "Its title").',
    '',
    ...Array.from({ length: 12 }, (_, i) => `${i + 1}. [Item ${i}](https://o.example/${i}) says "quoted ${i}" here.`),
    '',
    ...Array.from({ length: 6 }, (_, i) => `${i + 3}) https://p.example/${i} bare`),
  ].join('\n'),
  'nested lists and continuation lines': [
    '- top https://n.example/1',
    '  - nested [one](https://n.example/2)',
    '    - deeper <https://n.example/3>',
    '  continued text of top https://n.example/4',
    '- second top',
    '',
    '  a second paragraph of it https://n.example/5',
    '- third',
    '  1. inner ordered https://n.example/6',
    '  2. inner two',
    '* other marker https://n.example/7',
    '* other two',
    '+ plus https://n.example/8',
    '',
    'After the lists, "a quote" per [source](https://n.example/9).',
  ].join('\n'),
  'loose list split by blank lines': Array.from({ length: 10 }, (_, i) => `- item ${i} https://l.example/${i}\n`).join('\n'),
  'claims: paragraph then blockquote, quotes, attributions': [
    'Revenue grew 12% in 2024 according to [the report](https://c.example/report).',
    '',
    '> "Revenue grew by twelve percent." — [Annual report](https://c.example/annual)',
    '',
    'Another claim without a link.',
    '',
    '> A quote whose source is in the paragraph.',
    '',
    'Experts said "prices will fall" and "wages will rise" ([Survey](https://c.example/survey)).',
    '',
    '> A lone quote with https://c.example/lone inside.',
    '>',
    '> Second paragraph of the quote.',
    '',
    'Text [1] with a marker and [2] another.',
  ].join('\n'),
  'indented code, tables, headings, rules': [
    'Para https://t.example/0',
    '',
    '    code https://t.example/not-a-link-in-code',
    '',
    '    more code',
    '',
    '| a | b |',
    '|---|---|',
    '| https://t.example/cell | x |',
    '- not a list item but a table row? https://t.example/row',
    '',
    'Setext heading',
    '==============',
    '',
    '## ATX heading https://t.example/h',
    '',
    '---',
    '',
    '- - -',
    '',
    '* * *',
    '- after rules https://t.example/1',
    '- two',
    'lazy continuation line https://t.example/lazy',
    '- three',
    '-not an item',
    '- four',
    '',
    '\u00a0',
    'a no-break space line is text, not a blank line https://t.example/nbsp',
  ].join('\n'),
  'CRLF line endings': Array.from({ length: 30 }, (_, i) => (i % 7 === 0 ? '\r\n' : '') + `- [L${i}](https://crlf.example/${i}) "q${i}" said.`).join('\r\n'),
  'blockquote starts after blank lines': [
    'A claim that "matters" https://q.example/1',
    '',
    '> its quote',
    '',
    '> a quote alone https://q.example/2',
    '',
    '- list',
    '',
    '> quote after a list https://q.example/3',
  ].join('\n'),
  'empty and whitespace-only pieces': '\n\n\n- a https://e.example/1\n\n\n\n- b https://e.example/2\n\n   \n\t\nend https://e.example/3\n\n',
};

describe.each(Object.entries(handWritten))('%s', (_name, doc) => {
  test.each([1, 17, 64, 300])('pieces of %i chars: the same drafts as one parse', (chars) => {
    expectSameDrafts(doc, chars);
  });
});

test('a tight list is split between its items (so the parse thread never holds it whole)', () => {
  expect(expectSameDrafts(handWritten['tight bullet list of autolinks'], 64)).toBeGreaterThan(10);
});

// A seeded generator of documents from the blocks above and more, so boundaries fall in many contexts.
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const blocks = [
  (r: () => number) => `- item ${Math.floor(r() * 100)} https://g.example/${Math.floor(r() * 50)}`,
  (r: () => number) => `${Math.floor(r() * 9) + 1}. ordered [t${Math.floor(r() * 9)}](https://g.example/o${Math.floor(r() * 50)})`,
  (r: () => number) => `* star <https://g.example/s${Math.floor(r() * 50)}>`,
  () => '',
  () => '',
  (r: () => number) => `A sentence with "a quote ${Math.floor(r() * 9)}" and [a link](https://g.example/p${Math.floor(r() * 50)}). Then more.`,
  () => '> quoted line https://g.example/bq',
  () => '>',
  () => '  indented continuation https://g.example/ind',
  () => '    four-space indent',
  () => '## Heading',
  () => '---',
  () => '| x | https://g.example/tab |',
  () => '|---|---|',
  () => 'plain text line',
  () => '- ',
  () => '1.',
  () => '+ plus https://g.example/plus',
  () => '— [Attribution](https://g.example/attr)',
  () => 'Text with [3] a marker.',
];

test('generated documents: the same drafts in pieces as one parse', () => {
  let split = 0;
  for (let seed = 1; seed <= 150; seed++) {
    const r = rng(seed);
    const lines: string[] = [];
    const n = 20 + Math.floor(r() * 80);
    for (let i = 0; i < n; i++) lines.push(blocks[Math.floor(r() * blocks.length)](r));
    const doc = lines.join('\n');
    for (const chars of [1, 40]) {
      const pieces = markdownPieces(doc, chars);
      if (pieces === null) continue;
      split += pieces.length > 1 ? 1 : 0;
      expect(pieces.join('')).toBe(doc);
      const got = parseMarkdownPieces(pieces, ctx);
      const want = parseMarkdownWhole(doc, ctx);
      if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`seed ${seed}, ${chars}-char pieces differ:\n${doc}`);
    }
  }
  expect(split).toBeGreaterThan(200);
});

test.each([
  ['a link reference definition', 'See [the report][r].\n\n- a\n- b\n\n[r]: https://r.example/'],
  ['a footnote', 'Claim.[^1]\n\n- a\n- b\n\n[^1]: https://f.example/'],
  ['an inline footnote', 'Claim.^[https://f.example/inline]\n\n- a\n- b\n'],
  ['a fenced code block', 'Intro\n\n```\n- a\n\n- b\n```\n\n- c\n'],
  ['a tilde fence', 'Intro\n\n~~~\n- a\n~~~\n'],
  ['a Sources heading', 'Text [1].\n\n## Sources\n\n1. https://s.example/1\n'],
  ['a References pseudo-heading', 'Text [1].\n\n**References:**\n\n1. https://s.example/1\n'],
  ['a heading over two lines', 'Text [1].\n\nWorks\ncited\n=====\n\n1. https://s.example/1\n'],
  ['a lone carriage return', '- a\r- b\n\n- c\n'],
])('not split: %s (resolves across the document)', (_name, doc) => {
  expect(markdownPieces(doc, 1)).toBeNull();
  expect(parseMarkdown(doc, ctx)).toEqual(parseMarkdownWhole(doc, ctx));
});

test('a 50,000-link report above the size limit: parseMarkdown splits it and gives the whole parse drafts', () => {
  const doc = ['# Bench corpus', '', ...Array.from({ length: 20000 }, (_, i) => `- <http://127.0.0.${2 + (i % 50)}:41234/articles/${i}>`), ''].join('\n');
  expect(doc.length).toBeGreaterThanOrEqual(PIECEWISE_MIN_CHARS);
  expect(markdownPieces(doc)!.length).toBeGreaterThan(5);
  const got = parseMarkdown(doc, ctx);
  expect(got.sources).toHaveLength(20000);
  expect(got).toEqual(parseMarkdownWhole(doc, ctx));
});

test('the parse thread posts a piece at a time: one part per piece, merged into the whole parse', () => {
  // A URL first seen bare in an early piece gets its title and snippet from a later one, as in one collector.
  const doc = [
    '# Report',
    '',
    ...Array.from({ length: 5200 }, (_, i) => `- <https://r${i % 40}.example/doc/${i}>`),
    '',
    ...Array.from({ length: 1500 }, (_, i) => `A sentence about [Doc ${i}](https://r${(3 * i) % 40}.example/doc/${3 * i}) says "words ${i}" here.`).join('\n\n').split('\n'),
    '',
  ].join('\n');
  const pieces = markdownPieces(doc)!;
  expect(pieces.length).toBeGreaterThan(3);
  const parts = [...markdownDraftParts(doc, ctx)];
  expect(parts).toHaveLength(pieces.length);
  expect(doc.length).toBeGreaterThanOrEqual(PIECEWISE_MIN_CHARS);
  expect(Math.max(...parts.map((p) => p.sources.length))).toBeLessThan(2600);
  const merged = mergeDraftParts(parts.map((p) => structuredClone(p))); // as the thread's messages arrive
  expect(merged).toEqual(parseMarkdownWhole(doc, ctx));
  expect(merged.sources).toHaveLength(5200);
  expect(merged.sources.filter((s) => s.title !== null)).toHaveLength(1500);
  expect(merged.claims.length).toBeGreaterThan(0);
});

test('a document parsed whole is one part, returned as it is', () => {
  const part = parseMarkdownWhole(handWritten['tight bullet list of autolinks'], ctx);
  const merger = new DraftMerger();
  merger.add(part);
  expect(merger.result()).toBe(part);
  expect(mergeDraftParts([])).toEqual({ sources: [], claims: [] });
});
