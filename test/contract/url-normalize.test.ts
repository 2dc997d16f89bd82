import fc from 'fast-check';
import { computeCid, normalizeUrl } from '../../shared/url';

function norm(input: string): string {
  const r = normalizeUrl(input);
  if (!r.ok) throw new Error(`expected ok for ${input}, got: ${r.reason}`);
  return r.normalized_url;
}

describe('normalizeUrl — each step alone', () => {
  test.each([
    // step 2: scheme and host lowercase; path and query keep their case
    ['HTTPS://WWW.Example.COM/Path/To?Q=A', 'https://www.example.com/Path/To?Q=A'],
    ['hTTp://EXAMPLE.com/', 'http://example.com/'],
    // step 3: fragment dropped (everything after the first #)
    ['https://example.com/a#sec-2', 'https://example.com/a'],
    ['https://example.com/a?x=1#f?y=2', 'https://example.com/a?x=1'],
    ['https://example.com/#', 'https://example.com/'],
    // step 4: utm_* (case-sensitive, raw key), gclid, fbclid
    ['https://e.com/a?utm_source=x&utm_medium=y&id=3', 'https://e.com/a?id=3'],
    ['https://e.com/a?gclid=1&fbclid=2&q=r', 'https://e.com/a?q=r'],
    ['https://e.com/a?gclid&q=r', 'https://e.com/a?q=r'],
    ['https://e.com/a?UTM_source=x', 'https://e.com/a?UTM_source=x'],
    ['https://e.com/a?utm=1', 'https://e.com/a?utm=1'],
    ['https://e.com/a?xutm_a=1', 'https://e.com/a?xutm_a=1'],
    ['https://e.com/a?utm%5Fsource=x', 'https://e.com/a?utm%5Fsource=x'],
    ['https://e.com/a?gclid_x=1&GCLID=2', 'https://e.com/a?GCLID=2&gclid_x=1'],
    // step 5: sort by key then value, code-unit order, raw text
    ['https://e.com/?b=2&a=1&c=0', 'https://e.com/?a=1&b=2&c=0'],
    ['https://e.com/?a=2&a=10&a=1', 'https://e.com/?a=1&a=10&a=2'],
    ['https://e.com/?b=1&B=2&a=3', 'https://e.com/?B=2&a=3&b=1'],
    ['https://e.com/?ab=1&a=2', 'https://e.com/?a=2&ab=1'],
    ['https://e.com/?a=b=c&a=b', 'https://e.com/?a=b&a=b=c'],
    ['https://e.com/?a=&a', 'https://e.com/?a=&a'], // equal key and value: stable, input order kept
    ['https://e.com/?a&a=', 'https://e.com/?a&a='],
    // step 5: encodings kept byte for byte
    ['https://e.com/?q=a%20b&r=c+d&s=%2F', 'https://e.com/?q=a%20b&r=c+d&s=%2F'],
    ['https://e.com/?b=%41&a=%42', 'https://e.com/?a=%42&b=%41'],
    ['https://e.com/?k=a&k=%62', 'https://e.com/?k=%62&k=a'],
    ['https://e.com/?q=%e2%82%ac&Q=%E2%82%AC', 'https://e.com/?Q=%E2%82%AC&q=%e2%82%ac'],
    // step 5: empty query / empty pairs
    ['https://e.com/a?', 'https://e.com/a'],
    ['https://e.com/a?utm_source=x', 'https://e.com/a'],
    ['https://e.com/a?&&', 'https://e.com/a'],
    ['https://e.com/a?a=1&&b=2&', 'https://e.com/a?a=1&b=2'],
    // step 6: default ports only
    ['http://example.com:80/a', 'http://example.com/a'],
    ['https://example.com:443/a', 'https://example.com/a'],
    ['http://example.com:443/a', 'http://example.com:443/a'],
    ['https://example.com:80/a', 'https://example.com:80/a'],
    ['https://example.com:8443/a', 'https://example.com:8443/a'],
    ['https://example.com:443', 'https://example.com'],
    // step 7: trailing slash
    ['https://e.com/', 'https://e.com/'],
    ['https://e.com', 'https://e.com'],
    ['https://e.com/a/', 'https://e.com/a'],
    ['https://e.com/a/b/', 'https://e.com/a/b'],
    ['https://e.com/a//', 'https://e.com/a/'], // exactly one slash goes (contract)
    ['https://e.com/a/?x=1', 'https://e.com/a?x=1'],
  ])('%s → %s', (input, expected) => {
    expect(norm(input)).toBe(expected);
  });

  test('nothing else is normalized: paths, dot segments and percent-encoding keep their bytes', () => {
    expect(norm('https://e.com/a%2Fb/%7e/%7E')).toBe('https://e.com/a%2Fb/%7e/%7E');
    expect(norm('https://e.com/a/./b/../c')).toBe('https://e.com/a/./b/../c');
    expect(norm('https://e.com/straße')).toBe('https://e.com/straße');
    expect(norm('https://e.com/index.html')).toBe('https://e.com/index.html');
    expect(norm('https://www.e.com/')).toBe('https://www.e.com/');
  });

  test('IDN hosts stay as written (Unicode lowercased, punycode kept as punycode)', () => {
    expect(norm('https://BÜCHER.example/x')).toBe('https://bücher.example/x');
    expect(norm('https://xn--bcher-kva.example/x')).toBe('https://xn--bcher-kva.example/x');
    expect(norm('https://XN--BCHER-KVA.example/x')).toBe('https://xn--bcher-kva.example/x');
  });

  test('IPv6 hosts keep their brackets; hex digits lowercased; default port dropped', () => {
    expect(norm('http://[2001:DB8::1]:80/x')).toBe('http://[2001:db8::1]/x');
    expect(norm('https://[::1]:8443/')).toBe('https://[::1]:8443/');
    expect(norm('https://[::FFFF:127.0.0.1]/')).toBe('https://[::ffff:127.0.0.1]/');
  });

  test('userinfo is not a normalization step: normalizeUrl keeps it (prepareUrl strips it first)', () => {
    expect(norm('https://u:p@E.com/')).toBe('https://u:p@e.com/');
  });
});

describe('normalizeUrl — steps combined', () => {
  test('every step at once', () => {
    expect(norm('HTTPS://News.Example.COM:443/Story/?utm_source=tw&b=2&a=%20x&gclid=abc&a=1#top')).toBe(
      'https://news.example.com/Story?a=%20x&a=1&b=2',
    );
  });
  test('fragment, tracking and trailing slash together leave just the path', () => {
    expect(norm('http://Example.com:80/docs/?fbclid=z#x')).toBe('http://example.com/docs');
  });
  test('the seed example: utm dropped from url_original', () => {
    expect(norm('https://example.com/doc?utm_source=x')).toBe('https://example.com/doc');
  });
});

describe('normalizeUrl — rejects, never throws', () => {
  test.each([
    ['', 'empty URL'],
    ['/relative/path', 'not an absolute URL (no scheme)'],
    ['example.com/x', 'not an absolute URL (no scheme)'],
    ['//example.com/x', 'not an absolute URL (no scheme)'],
    ['https://', 'URL has no host'],
    ['http://exa mple.com/', 'URL contains whitespace or control characters'],
    [' https://example.com/', 'URL contains whitespace or control characters'],
    ['https://example.com/a\tb', 'URL contains whitespace or control characters'],
    ['http:example.com', 'http URL must start with "http://"'],
    ['https:\\\\example.com', 'https URL must start with "https://"'],
    ['https://example.com\\a', 'URL contains a backslash before the query'],
    ['http://[::1/', 'malformed URL'],
    ['https://example.com:99999/', 'malformed URL'],
    ['https://exa%zzmple.com/', 'malformed URL'],
  ])('%j → %s', (input, reason) => {
    expect(normalizeUrl(input)).toEqual({ ok: false, reason });
  });
  test('non-string input is a result, not a crash', () => {
    expect(normalizeUrl(123 as unknown as string)).toEqual({ ok: false, reason: 'URL is not a string' });
  });
  test('non-http absolute URLs normalize too (safety marks them invalid later)', () => {
    expect(norm('FTP://Files.Example.com:21/a/')).toBe('ftp://files.example.com:21/a');
    expect(norm('mailto:Someone@Example.com')).toBe('mailto:Someone@Example.com');
  });
});

describe('computeCid — against sha256 computed outside the code (printf %s URL | sha256sum)', () => {
  test.each([
    ['https://example.com/doc', 'cid_9813a80c59ae8111adf2b881b481b0a6334db465cd7c961d98cec1830f9aa1db'],
    ['https://dead.example.com', 'cid_41e9febee38de5ed06b8158f92e817569e47932150401bd8f2c90d746c5079d4'],
    ['http://example.com/a?b=2&c=1', 'cid_08cc396cf9a9e50044c1804f873579a9dd7c2f8b68d095e515e9e8254bc2301f'],
    ['https://bücher.example/straße', 'cid_0d46b6e78c833ec3a941b4aba1d50a80eb874e0c33bd583cfccca4ec5e143d64'],
    ['http://[2001:db8::1]/x', 'cid_927d6ec30a80be000525c2d32454e14eb2c91d0cc24fbc91792c50df1f956d68'],
  ])('%s', (url, cid) => {
    expect(computeCid(url)).toBe(cid);
  });
  test('cid of a normalized combination', () => {
    const n = norm('HTTPS://News.Example.COM:443/Story/?utm_source=tw&b=2&a=%20x&gclid=abc&a=1#top');
    expect(computeCid(n)).toBe('cid_ed1c6ac732466c35342bb276f017470882e4876aaf67d5c932ce9efa2daa10cb');
  });
});

describe('normalizeUrl — properties', () => {
  const hostArb = fc.oneof(
    fc.constantFrom('Example.COM', 'example.com', 'a.b.c', 'BÜCHER.example', 'xn--bcher-kva.example', '[2001:DB8::1]', '127.0.0.1'),
  );
  const seg = fc.stringMatching(/^[A-Za-z0-9._~%-]{0,6}$/).filter((s) => !/%(?![0-9A-Fa-f]{2})/.test(s));
  // Paths never end in "//": with two trailing slashes the contract's "remove one" rule needs two passes.
  const pathArb = fc.array(seg, { maxLength: 4 }).map((segs) => (segs.length ? '/' + segs.join('/') : '')).filter((p) => !p.endsWith('//'));
  const pairArb = fc.tuple(
    fc.constantFrom('a', 'b', 'B', 'utm_source', 'utm_x', 'gclid', 'fbclid', 'q', 'x%20y', 'token', ''),
    fc.option(fc.stringMatching(/^[A-Za-z0-9+%=._-]{0,5}$/).filter((s) => !/%(?![0-9A-Fa-f]{2})/.test(s)), { nil: undefined }),
  ).map(([k, v]) => (v === undefined ? k : `${k}=${v}`));
  const urlArb = fc
    .record({
      scheme: fc.constantFrom('http', 'https', 'HTTP', 'HttpS'),
      host: hostArb,
      port: fc.constantFrom('', ':80', ':443', ':8080'),
      path: pathArb,
      query: fc.option(fc.array(pairArb, { maxLength: 5 }).map((ps) => ps.join('&')), { nil: undefined }),
      fragment: fc.option(fc.stringMatching(/^[A-Za-z0-9=&]{0,5}$/), { nil: undefined }),
    })
    .map((u) => `${u.scheme}://${u.host}${u.port}${u.path}${u.query === undefined ? '' : '?' + u.query}${u.fragment === undefined ? '' : '#' + u.fragment}`);

  test('normalizing twice equals normalizing once, and the output is accepted as input', () => {
    fc.assert(
      fc.property(urlArb, (url) => {
        const once = normalizeUrl(url);
        expect(once.ok).toBe(true);
        if (!once.ok) return;
        const twice = normalizeUrl(once.normalized_url);
        expect(twice).toEqual({ ok: true, normalized_url: once.normalized_url });
        expect(() => new URL(once.normalized_url)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  test('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const r = normalizeUrl(s);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  test('the output never keeps a fragment, a tracking key or a default port', () => {
    fc.assert(
      fc.property(urlArb, (url) => {
        const r = normalizeUrl(url);
        if (!r.ok) return;
        expect(r.normalized_url).not.toContain('#');
        expect(r.normalized_url).not.toMatch(/[?&](utm_[^&=]*|gclid|fbclid)(=|&|$)/);
        expect(r.normalized_url).not.toMatch(/^http:\/\/[^/]*:80(\/|\?|$)|^https:\/\/[^/]*:443(\/|\?|$)/);
      }),
      { numRuns: 300 },
    );
  });
});
