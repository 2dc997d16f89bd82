import fc from 'fast-check';
import { computeCid, prepareUrl, redactSecretsInText, redactUrl } from '../../shared/url';

describe('redactUrl — sensitive query values', () => {
  test.each([
    'token',
    'key',
    'api_key',
    'access_token',
    'auth',
    'session',
    'password',
    'Access_Token',
    'APIKEY',
    'x-api-key',
    'sessionid',
    'authorization',
    'oauth_token',
    'Password',
    'refresh_TOKEN',
    'p%61ssword', // percent-decoded form is checked too
    'tok\u200Ben', // read as shown: a zero-width space …
    'access_to\u00ADken', // … or a soft hyphen (pages insert them to wrap long URLs) hides nothing
    'pass%E2%80%8Bword', // … percent-encoded too
    'se\u202Ession',
  ])('key %s', (key) => {
    const r = redactUrl(`https://e.com/a?q=rust&${key}=s3cr3t&page=2`);
    expect(r).toEqual({ url: `https://e.com/a?q=rust&${key}=REDACTED&page=2`, redacted: true, userinfo_removed: false });
  });

  test('non-sensitive keys keep their values', () => {
    expect(redactUrl('https://e.com/a?q=rust&page=2&design=x&zipcode=1')).toEqual({
      url: 'https://e.com/a?q=rust&page=2&design=x&zipcode=1',
      redacted: false,
      userinfo_removed: false,
    });
  });

  test('every sensitive pair, repeated keys, empty values; a key without a value has nothing to hide', () => {
    expect(redactUrl('https://e.com/?token=a&token=b&key=&token').url).toBe('https://e.com/?token=REDACTED&token=REDACTED&key=REDACTED&token');
    expect(redactUrl('https://e.com/?token').redacted).toBe(false);
  });

  test('the rest of the text is kept as it was (case, ports, tracking keys, fragment)', () => {
    expect(redactUrl('HTTPS://E.com:443/A/?utm_source=x&api_key=s3cr3t&b=%20#frag').url).toBe(
      'HTTPS://E.com:443/A/?utm_source=x&api_key=REDACTED&b=%20#frag',
    );
  });

  test('already redacted text is left alone (idempotent)', () => {
    expect(redactUrl('https://e.com/?token=REDACTED')).toEqual({ url: 'https://e.com/?token=REDACTED', redacted: false, userinfo_removed: false });
  });

  test('sensitive key=value pairs in the fragment (OAuth implicit flow) are redacted too', () => {
    expect(redactUrl('https://e.com/cb#access_token=abc&state=1').url).toBe('https://e.com/cb#access_token=REDACTED&state=1');
  });

  test('works on text that is not a parseable URL', () => {
    expect(redactUrl('not a url ?token=abc&x=1')).toEqual({ url: 'not a url ?token=REDACTED&x=1', redacted: true, userinfo_removed: false });
    expect(redactUrl('/relative?session=abc').url).toBe('/relative?session=REDACTED');
  });
});

describe('redactUrl — userinfo', () => {
  test.each([
    ['https://user:pass@e.com/a', 'https://e.com/a'],
    ['https://user@e.com', 'https://e.com'],
    ['https://a@b:c@e.com/', 'https://e.com/'],
    ['https://:pw@e.com/x?y=1', 'https://e.com/x?y=1'],
    ['HTTP://U:P@E.com/', 'HTTP://E.com/'],
    ['https:user:pw@e.com/x', 'https:e.com/x'],
    ['ftp://anon:me@files.e.com/', 'ftp://files.e.com/'],
    ['https://u:p@[::1]:8080/', 'https://[::1]:8080/'],
  ])('%s → %s', (input, url) => {
    expect(redactUrl(input)).toEqual({ url, redacted: true, userinfo_removed: true });
  });

  test('an @ in the path or query is not userinfo; mailto addresses are not userinfo', () => {
    for (const url of ['https://e.com/@user', 'https://e.com/?to=a@b.com', 'mailto:me@example.com']) {
      expect(redactUrl(url)).toEqual({ url, redacted: false, userinfo_removed: false });
    }
  });
});

describe('prepareUrl — redact, then normalize, then cid', () => {
  test('userinfo and token: both removed, invalid_reason set, normalized from the redacted text', () => {
    const p = prepareUrl('https://alice:hunter2@Example.com/a/?token=t0k&b=1');
    expect(p).toEqual({
      url_original: 'https://Example.com/a/?token=REDACTED&b=1',
      normalized_url: 'https://example.com/a?b=1&token=REDACTED',
      // printf %s 'https://example.com/a?b=1&token=REDACTED' | sha256sum
      cid: 'cid_9512017810ba33d97620e8b2b7fd6cfeb02ff05fb09fc967fa831d57e7f3b897',
      redacted: true,
      invalid_reason: 'URL contained userinfo (credentials removed)',
    });
    expect(JSON.stringify(p)).not.toMatch(/t0k|hunter2|alice/);
  });

  test('a clean URL', () => {
    expect(prepareUrl('https://example.com/doc?utm_source=x')).toEqual({
      url_original: 'https://example.com/doc?utm_source=x',
      normalized_url: 'https://example.com/doc',
      cid: 'cid_9813a80c59ae8111adf2b881b481b0a6334db465cd7c961d98cec1830f9aa1db',
      redacted: false,
      invalid_reason: null,
    });
  });

  test('non-http(s) schemes are normalized but flagged invalid', () => {
    const p = prepareUrl('ftp://example.com/file');
    expect(p.normalized_url).toBe('ftp://example.com/file');
    expect(p.cid).toBe(computeCid('ftp://example.com/file'));
    expect(p.invalid_reason).toBe('scheme ftp is not http or https');
  });

  test('unparseable input: no normalized_url, no cid, the reason, and still redacted', () => {
    expect(prepareUrl('/relative?token=abc')).toEqual({
      url_original: '/relative?token=REDACTED',
      normalized_url: null,
      cid: null,
      redacted: true,
      invalid_reason: 'not an absolute URL (no scheme)',
    });
  });
});

describe('redaction — properties', () => {
  const sensitiveKey = fc.constantFrom('token', 'Api_Key', 'x-session-id', 'PASSWORD', 'authToken', 'access_token', 'mykey');
  const secret = fc.stringMatching(/^[A-Za-z0-9]{12,16}$/);
  const plain = fc.tuple(fc.constantFrom('q', 'page', 'lang', 'utm_source'), fc.stringMatching(/^[a-z0-9]{0,4}$/)).map(([k, v]) => `${k}=${v}`);

  test('no secret value survives in url_original, normalized_url or the whole prepared record; redaction is idempotent', () => {
    fc.assert(
      fc.property(fc.array(plain, { maxLength: 3 }), sensitiveKey, secret, fc.boolean(), (pairs, key, value, withUserinfo) => {
        const userinfo = withUserinfo ? `u${value}:p${value}@` : '';
        const raw = `https://${userinfo}Example.com/a/?${[...pairs, `${key}=${value}`].join('&')}#${key}=${value}`;
        const p = prepareUrl(raw);
        expect(JSON.stringify(p)).not.toContain(value);
        expect(p.redacted).toBe(true);
        expect(redactUrl(p.url_original)).toEqual({ url: p.url_original, redacted: false, userinfo_removed: false });
        expect(prepareUrl(p.url_original).normalized_url).toBe(p.normalized_url);
      }),
      { numRuns: 300 },
    );
  });
});

describe('hardening (issue 11): what the parser sees, hosts, extra keys, prose', () => {
  test.each([
    ['ht\ttps://user:SECRET@host.example/', 'https://host.example/'],
    ['\u0001https://user:SECRET@host.example/', 'https://host.example/'],
    ['https\n://user:SECRET@host.example/', 'https://host.example/'],
    [' https://host.example/?to\tken=SECRET ', 'https://host.example/?token=REDACTED'],
    ['//user:SECRET@host.example/x', '//host.example/x'],
    ['https:\\\\user:SECRET@host.example/', 'https:\\\\host.example/'],
    ['https://user:p@SECRET@host.example/a', 'https://host.example/a'],
  ])('%j → %s', (input, url) => {
    expect(redactUrl(input).url).toBe(url);
  });

  test('network-path references (two or more slashes or backslashes, mixed): no userinfo survives resolving against an http page (issue 11 #15)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('/', '\\'), { minLength: 2, maxLength: 5 }), fc.constantFrom('', 'x', 'a/b?c=1'), (lead, path) => {
        const input = `${lead.join('')}user:SECRET@host.example/${path}`;
        const out = redactUrl(input).url;
        expect(out).not.toContain('SECRET');
        const resolved = new URL(out, 'http://base.example/');
        expect([resolved.username, resolved.password, resolved.hostname]).toEqual(['', '', 'host.example']);
      }),
      { numRuns: 200 },
    );
  });

  test('a backslash ends the authority of a special URL: the host stays evil.example and there is no cid', () => {
    const p = prepareUrl('https://evil.example\\@victim.example/p');
    expect([p.url_original, p.cid]).toEqual(['https://evil.example\\@victim.example/p', null]);
  });

  test('WHATWG-invalid input gets no cid even when redaction would make it look valid', () => {
    expect(prepareUrl('http:/a:b@/www.example.com')).toMatchObject({ normalized_url: null, cid: null });
  });

  test('keys outside the spec list; short ones only as whole keys', () => {
    const r = redactUrl('https://e.com/?client_secret=a&X-Amz-Signature=b&X-Amz-Credential=c&code=d&PHPSESSID=e&jwt=f&pwd=g&sig=h&design=i&zipcode=j&a=1;token=k');
    expect(r.url).toBe('https://e.com/?client_secret=REDACTED&X-Amz-Signature=REDACTED&X-Amz-Credential=REDACTED&code=REDACTED&PHPSESSID=REDACTED&jwt=REDACTED&pwd=REDACTED&sig=REDACTED&design=i&zipcode=j&a=1;token=REDACTED');
  });

  test('prose: fragments, values to the next space, the last @; closing punctuation stays', () => {
    expect(redactSecretsInText('see (https://x.example/?token=abc). ok')).toBe('see (https://x.example/?token=REDACTED). ok');
    expect(redactSecretsInText('bad https://x.example/?token=ab)SECRET and')).toBe('bad https://x.example/?token=REDACTED and');
    expect(redactSecretsInText("q 'https://x.example/?session=ab'SECRET' done")).toBe("q 'https://x.example/?session=REDACTED' done");
    expect(redactSecretsInText('f https://x.example/cb#access_token=SECRET&state=1.')).toBe('f https://x.example/cb#access_token=REDACTED&state=1.');
    expect(redactSecretsInText('u https://user:p@SECRET@host.example/x)')).toBe('u https://host.example/x)');
    expect(redactSecretsInText('wiki (https://en.wikipedia.org/wiki/Rust_(lang)).')).toBe('wiki (https://en.wikipedia.org/wiki/Rust_(lang)).');
  });
});
