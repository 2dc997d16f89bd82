import {
  formatApa,
  formatChicago,
  formatHarvard,
  formatInline,
  formatJsonLd,
  formatMla,
  formatSources,
  parseAuthor,
  refIdFromCid,
  type CitationSource,
} from '../../shared/formats';

// Expected strings are written by hand from the style guides' web-page patterns.
const full: CitationSource = {
  url: 'https://hacks.mozilla.org/2017/02/a-cartoon-intro-to-webassembly/',
  title: 'A cartoon intro to WebAssembly',
  publisher: 'Mozilla Hacks',
  authors: ['Lin Clark'],
  published: '2017-02-28',
  accessed: '2026-02-13',
  ref_id: 'ref_0a1b2c3d',
};
const twoAuthors: CitationSource = {
  ...full,
  url: 'https://dl.acm.org/doi/10.1145/3062341.3062363',
  title: 'Bringing the web up to speed with WebAssembly',
  publisher: 'ACM',
  authors: ['Andreas Haas', 'Andreas Rossberg'],
  published: '2017-06-14',
};
const threeAuthors: CitationSource = { ...twoAuthors, authors: ['Andreas Haas', 'Andreas Rossberg', 'Derek L. Schuff'] };
const noAuthorNoDate: CitationSource = {
  url: 'https://webassembly.org/roadmap',
  title: 'Feature Status',
  publisher: 'WebAssembly',
  authors: [],
  published: null,
  accessed: '2026-02-13',
  ref_id: 'ref_99887766',
};
const orgAuthor: CitationSource = {
  url: 'https://www.w3.org/press-releases/2019/wasm',
  title: 'World Wide Web Consortium (W3C) brings a new language to the Web as WebAssembly becomes a W3C Recommendation',
  publisher: 'W3C',
  authors: ['W3C'],
  published: '2019-12-05',
  accessed: '2026-02-13',
  ref_id: 'ref_12345678',
};
const bare: CitationSource = { url: 'https://example.org/x', title: null, publisher: null, authors: [], published: null, accessed: '2026-03-01', ref_id: 'ref_00000000' };

describe('APA 7', () => {
  test('one author, dated', () => {
    expect(formatApa(full)).toBe(
      'Clark, L. (2017, February 28). A cartoon intro to WebAssembly. Mozilla Hacks. https://hacks.mozilla.org/2017/02/a-cartoon-intro-to-webassembly/',
    );
  });
  test('two and three authors use "&" with a serial comma', () => {
    expect(formatApa(twoAuthors)).toBe(
      'Haas, A., & Rossberg, A. (2017, June 14). Bringing the web up to speed with WebAssembly. ACM. https://dl.acm.org/doi/10.1145/3062341.3062363',
    );
    expect(formatApa(threeAuthors)).toBe(
      'Haas, A., Rossberg, A., & Schuff, D. L. (2017, June 14). Bringing the web up to speed with WebAssembly. ACM. https://dl.acm.org/doi/10.1145/3062341.3062363',
    );
  });
  test('no author: title first; no date: n.d. and a retrieval date', () => {
    expect(formatApa(noAuthorNoDate)).toBe('Feature Status. (n.d.). WebAssembly. Retrieved February 13, 2026, from https://webassembly.org/roadmap');
  });
  test('organization author is not repeated as the site', () => {
    expect(formatApa(orgAuthor)).toBe(
      'W3C. (2019, December 5). World Wide Web Consortium (W3C) brings a new language to the Web as WebAssembly becomes a W3C Recommendation. https://www.w3.org/press-releases/2019/wasm',
    );
  });
  test('nothing known but the URL', () => {
    expect(formatApa(bare)).toBe('[Untitled web page]. (n.d.). Retrieved March 1, 2026, from https://example.org/x');
  });
});

describe('MLA 9', () => {
  test('one author, dated', () => {
    expect(formatMla(full)).toBe(
      'Clark, Lin. "A cartoon intro to WebAssembly." Mozilla Hacks, 28 Feb. 2017, https://hacks.mozilla.org/2017/02/a-cartoon-intro-to-webassembly/.',
    );
  });
  test('two authors, then et al. from three', () => {
    expect(formatMla(twoAuthors)).toBe(
      'Haas, Andreas, and Andreas Rossberg. "Bringing the web up to speed with WebAssembly." ACM, 14 June 2017, https://dl.acm.org/doi/10.1145/3062341.3062363.',
    );
    expect(formatMla(threeAuthors)).toBe(
      'Haas, Andreas, et al. "Bringing the web up to speed with WebAssembly." ACM, 14 June 2017, https://dl.acm.org/doi/10.1145/3062341.3062363.',
    );
  });
  test('no author, no date: title first and an access date', () => {
    expect(formatMla(noAuthorNoDate)).toBe('"Feature Status." WebAssembly, https://webassembly.org/roadmap. Accessed 13 Feb. 2026.');
  });
  test('organization that is also the publisher is given only as publisher', () => {
    expect(formatMla(orgAuthor)).toBe(
      '"World Wide Web Consortium (W3C) brings a new language to the Web as WebAssembly becomes a W3C Recommendation." W3C, 5 Dec. 2019, https://www.w3.org/press-releases/2019/wasm.',
    );
  });
  test('question-mark titles keep their own punctuation', () => {
    expect(formatMla({ ...noAuthorNoDate, title: 'What is WebAssembly?', publisher: null })).toBe(
      '"What is WebAssembly?" https://webassembly.org/roadmap. Accessed 13 Feb. 2026.',
    );
  });
});

describe('Chicago 17 (bibliography)', () => {
  test('one author, dated', () => {
    expect(formatChicago(full)).toBe(
      'Clark, Lin. "A cartoon intro to WebAssembly." Mozilla Hacks. February 28, 2017. https://hacks.mozilla.org/2017/02/a-cartoon-intro-to-webassembly/.',
    );
  });
  test('three authors: first inverted, serial comma', () => {
    expect(formatChicago(threeAuthors)).toBe(
      'Haas, Andreas, Andreas Rossberg, and Derek L. Schuff. "Bringing the web up to speed with WebAssembly." ACM. June 14, 2017. https://dl.acm.org/doi/10.1145/3062341.3062363.',
    );
  });
  test('no author, no date: access date', () => {
    expect(formatChicago(noAuthorNoDate)).toBe('"Feature Status." WebAssembly. Accessed February 13, 2026. https://webassembly.org/roadmap.');
  });
});

describe('Harvard (Cite Them Right)', () => {
  test('one author, dated', () => {
    expect(formatHarvard(full)).toBe(
      'Clark, L. (2017) A cartoon intro to WebAssembly. Mozilla Hacks. Available at: https://hacks.mozilla.org/2017/02/a-cartoon-intro-to-webassembly/ (Accessed: 13 February 2026).',
    );
  });
  test('three authors joined with "and", initials without spaces', () => {
    expect(formatHarvard(threeAuthors)).toBe(
      'Haas, A., Rossberg, A. and Schuff, D.L. (2017) Bringing the web up to speed with WebAssembly. ACM. Available at: https://dl.acm.org/doi/10.1145/3062341.3062363 (Accessed: 13 February 2026).',
    );
  });
  test('four or more authors: et al.', () => {
    expect(formatHarvard({ ...threeAuthors, authors: [...threeAuthors.authors, 'Luke Wagner'] })).toMatch(/^Haas, A\. et al\. \(2017\) Bringing/);
  });
  test('no author, no date: title first and n.d.', () => {
    expect(formatHarvard(noAuthorNoDate)).toBe(
      'Feature Status (n.d.) WebAssembly. Available at: https://webassembly.org/roadmap (Accessed: 13 February 2026).',
    );
  });
});

describe('JSON-LD and inline', () => {
  test('schema.org CreativeWork with the page as citation', () => {
    expect(formatJsonLd(twoAuthors)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      identifier: 'ref_0a1b2c3d',
      citation: {
        '@type': 'WebPage',
        url: 'https://dl.acm.org/doi/10.1145/3062341.3062363',
        headline: 'Bringing the web up to speed with WebAssembly',
        datePublished: '2017-06-14',
        author: [
          { '@type': 'Person', name: 'Andreas Haas' },
          { '@type': 'Person', name: 'Andreas Rossberg' },
        ],
        publisher: { '@type': 'Organization', name: 'ACM' },
      },
    });
  });
  test('unknown fields are left out, organizations typed as such', () => {
    expect(formatJsonLd(bare).citation).toEqual({ '@type': 'WebPage', url: 'https://example.org/x' });
    expect(formatJsonLd(orgAuthor).citation.author).toEqual([{ '@type': 'Organization', name: 'W3C' }]);
  });
  test('inline uses the ref id and the checked date', () => {
    expect(formatInline(full)).toBe('[[ref_0a1b2c3d - 2026-02-13]]');
  });
  test('formatSources: reference styles are alphabetical by first author or title; inline keeps the given order', () => {
    const zed: CitationSource = { ...bare, url: 'https://example.org/z', title: 'Zebra notes', authors: ['Émile Zola'], published: '2020-01-02' };
    const given = [zed, full, noAuthorNoDate, orgAuthor, bare];
    expect(formatSources(given, 'apa').split('\n')).toEqual([
      'Clark, L. (2017, February 28). A cartoon intro to WebAssembly. Mozilla Hacks. https://hacks.mozilla.org/2017/02/a-cartoon-intro-to-webassembly/',
      'Feature Status. (n.d.). WebAssembly. Retrieved February 13, 2026, from https://webassembly.org/roadmap',
      '[Untitled web page]. (n.d.). Retrieved March 1, 2026, from https://example.org/x', // sorted under U: brackets ignored
      'W3C. (2019, December 5). World Wide Web Consortium (W3C) brings a new language to the Web as WebAssembly becomes a W3C Recommendation. https://www.w3.org/press-releases/2019/wasm',
      'Zola, É. (2020, January 2). Zebra notes. https://example.org/z',
      '',
    ]);
    expect(formatSources(given, 'mla').split('\n').map((l) => l.slice(0, 12))).toEqual(['Clark, Lin. ', '"Feature Sta', '"[Untitled w', '"World Wide ', 'Zola, Émile.', '']); // MLA drops an organization author that is also the site
    expect(formatSources(given, 'inline').split('\n').slice(0, 2)).toEqual(['[[ref_00000000 - 2026-03-01]]', '[[ref_0a1b2c3d - 2026-02-13]]']);
  });

  test('formatSources: one line per entry, jsonld as an array', () => {
    expect(formatSources([full, noAuthorNoDate], 'inline')).toBe('[[ref_0a1b2c3d - 2026-02-13]]\n[[ref_99887766 - 2026-02-13]]\n');
    expect(JSON.parse(formatSources([full], 'jsonld'))).toHaveLength(1);
    expect(formatSources([], 'apa')).toBe('');
  });
});

describe('an author but no date, and no author but a date (every style)', () => {
  const authorNoDate: CitationSource = { ...full, published: null };
  const noAuthorDated: CitationSource = { ...full, authors: [] };
  const URL = 'https://hacks.mozilla.org/2017/02/a-cartoon-intro-to-webassembly/';
  test.each([
    ['APA', formatApa, `Clark, L. (n.d.). A cartoon intro to WebAssembly. Mozilla Hacks. Retrieved February 13, 2026, from ${URL}`,
      `A cartoon intro to WebAssembly. (2017, February 28). Mozilla Hacks. ${URL}`],
    ['MLA', formatMla, `Clark, Lin. "A cartoon intro to WebAssembly." Mozilla Hacks, ${URL}. Accessed 13 Feb. 2026.`,
      `"A cartoon intro to WebAssembly." Mozilla Hacks, 28 Feb. 2017, ${URL}.`],
    ['Chicago', formatChicago, `Clark, Lin. "A cartoon intro to WebAssembly." Mozilla Hacks. Accessed February 13, 2026. ${URL}.`,
      `"A cartoon intro to WebAssembly." Mozilla Hacks. February 28, 2017. ${URL}.`],
    ['Harvard', formatHarvard, `Clark, L. (n.d.) A cartoon intro to WebAssembly. Mozilla Hacks. Available at: ${URL} (Accessed: 13 February 2026).`,
      `A cartoon intro to WebAssembly (2017) Mozilla Hacks. Available at: ${URL} (Accessed: 13 February 2026).`],
  ])('%s', (_style, format, withAuthor, withDate) => {
    expect(format(authorNoDate)).toBe(withAuthor);
    expect(format(noAuthorDated)).toBe(withDate);
  });
  test('JSON-LD', () => {
    expect(formatJsonLd(authorNoDate).citation).toEqual({
      '@type': 'WebPage', url: URL, headline: 'A cartoon intro to WebAssembly',
      author: [{ '@type': 'Person', name: 'Lin Clark' }], publisher: { '@type': 'Organization', name: 'Mozilla Hacks' },
    });
    expect(formatJsonLd(noAuthorDated).citation).toEqual({
      '@type': 'WebPage', url: URL, headline: 'A cartoon intro to WebAssembly', datePublished: '2017-02-28',
      publisher: { '@type': 'Organization', name: 'Mozilla Hacks' },
    });
  });
});

describe('author classification', () => {
  test.each([
    ['Lin Clark', { kind: 'person', given: ['Lin'], family: 'Clark' }],
    ['Rossberg, Andreas', { kind: 'person', given: ['Andreas'], family: 'Rossberg' }],
    ['Guido van Rossum', { kind: 'person', given: ['Guido'], family: 'van Rossum' }],
    ['Jean-Luc O\'Neil', { kind: 'person', given: ['Jean-Luc'], family: "O'Neil" }],
    ['Bytecode Alliance', { kind: 'organization', name: 'Bytecode Alliance' }],
    ['The Rust Team', { kind: 'organization', name: 'The Rust Team' }],
    ['W3C', { kind: 'organization', name: 'W3C' }],
    ['MDN Web Docs', { kind: 'organization', name: 'MDN Web Docs' }],
  ])('%s', (raw, expected) => {
    expect(parseAuthor(raw)).toEqual(expected);
  });
  test('initials of hyphenated names', () => {
    expect(formatApa({ ...full, authors: ['Jean-Luc Picard'] })).toMatch(/^Picard, J\.-L\. \(2017/);
  });
});

test('refIdFromCid takes 8 hex chars after cid_', () => {
  expect(refIdFromCid(`cid_${'ab12cd34'}${'0'.repeat(56)}`)).toBe('ref_ab12cd34');
  expect(() => refIdFromCid('cid_xyz')).toThrow();
});
