/** The classifier alone, on recorded responses — the path offline fixtures (`response` items) take. */
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex } from '@noble/hashes/utils';
import { classifyFetchFailure, classifyResponse, extractMetadata, extractPageText, parseRetryAfter } from '../../activities/classify';
import { pages } from '../web';

const recorded = (body: string, over: Partial<{ http_status: number; final_url: string; headers: Record<string, string> }> = {}) => ({
  http_status: over.http_status ?? 200,
  final_url: over.final_url ?? 'https://news.example/a',
  headers: over.headers ?? { 'Content-Type': 'text/html; charset=utf-8' },
  body,
});
const classify = (body: string, over = {}, context = {}, normalized_url = 'https://news.example/a') =>
  classifyResponse({ url: normalized_url, normalized_url, response: recorded(body, over), context });

test('visible text leaves out scripts, styles, head and templates, and folds whitespace', () => {
  const html = `<html><head><title>T</title><style>p{}</style></head><body>
    <p>One&nbsp;&amp;   two</p><script>var x = "hidden";</script><template><p>tpl</p></template>
    <div>three<br>four</div><noscript>enable js</noscript></body></html>`;
  expect(extractPageText(html)).toBe('One\u00a0& two three four'.replace('\u00a0', ' '));
});

test('metadata comes from OpenGraph, meta tags and JSON-LD, in that order of preference', () => {
  expect(extractMetadata(pages.metadataRichPage)).toEqual({
    title: 'Ownership and borrowing explained',
    publisher: 'Systems Journal',
    author: 'Ada Lovelace; Alan Turing', // several authors are joined with "; " (names may hold commas)
    published: '2021-07-04',
    description: null,
    isAccessibleForFree: true,
  });
  expect(extractMetadata('<html><head><title> Only  a title </title></head></html>')).toEqual({
    title: 'Only a title', publisher: null, author: null, published: null, description: null, isAccessibleForFree: null,
  });
  expect(extractMetadata('<script type="application/ld+json">{not json</script><title>x</title>').title).toBe('x');
});

test('a recorded valid page: metadata, digest of the visible text, snippet ≤ 300 chars', () => {
  const c = classify(pages.rustArticle(), {}, { claims: ['Rust 1.0 was released on May 15, 2015.'] });
  const text = extractPageText(pages.rustArticle());
  const { evidence, ...verdict } = c;
  // The claim checks' page evidence comes from the same parse.
  expect(evidence).toEqual({ page_text: text, title: pages.RUST_TITLE, author: 'Jane Doe', published: '2015-05-15' });
  expect(verdict).toEqual({
    status: 'valid',
    http_status: 200,
    url: 'https://news.example/a',
    title: pages.RUST_TITLE,
    publisher: 'Example News',
    author: 'Jane Doe',
    published: '2015-05-15', // the page's 2015-05-15T10:00:00Z, normalized to its date
    evidence_snippet: 'The Rust team announced the release of Rust 1.0 on May 15, 2015.',
    notes: 'HTTP 200; title found',
    escalate: false,
    page_text_digest: `sha256:${bytesToHex(sha256(new TextEncoder().encode(text)))}`,
    // The ladder reads it to spot a script-rendered shell without parsing the page again.
    visible_text_chars: text.length,
  });
});

test('quotes are matched across curly quotes, case and whitespace; a missing quote is noted', () => {
  const found = classify(pages.rustArticle(), {}, { quotes: ['TODAY we are  very proud to announce the 1.0 release of Rust'] });
  // The snippet is the page's own text for the match; notes say what differed.
  expect(found.evidence_snippet).toBe('Today we are very proud to announce the 1.0 release of Rust');
  expect(found.notes).toBe('HTTP 200; title found; quote found on page (differs in letter case, whitespace)');
  const missing = classify(pages.rustArticle(), {}, { quotes: ['Rust 2.0 ships garbage collection'] });
  expect(missing.status).toBe('valid');
  expect(missing.notes).toBe('HTTP 200; title found; quote not found on page');
});

test('long excerpts are cut to at most 300 characters on a word boundary', () => {
  const body = `<html><head><title>Long</title></head><body><p>${'word '.repeat(200)}</p></body></html>`;
  const c = classify(body);
  expect(c.evidence_snippet!.length).toBeLessThanOrEqual(300);
  expect(c.evidence_snippet!.endsWith('word…')).toBe(true);
});

test.each([
  ['402', '<p>pay</p>', { http_status: 402 }, 'paywalled', 'HTTP 402 Payment Required'],
  ['JSON-LD paywall', pages.paywalledJsonLd, {}, 'paywalled', 'schema.org isAccessibleForFree=false'],
  ['404', '<p>x</p>', { http_status: 404 }, 'invalid', 'dead link (HTTP 404)'],
  ['410', '<p>x</p>', { http_status: 410 }, 'invalid', 'dead link (HTTP 410)'],
  ['429', '<p>x</p>', { http_status: 429, headers: { 'retry-after': '30' } }, 'blocked', 'rate limited (HTTP 429, Retry-After 30 s)'],
  ['Cloudflare header', '<p>x</p>', { http_status: 403, headers: { 'cf-mitigated': 'challenge' } }, 'blocked', 'Cloudflare challenge (cf-mitigated) (HTTP 403)'],
  ['soft 404', pages.soft404ByTitle, {}, 'mismatch', 'soft 404 ("Page Not Found")'],
  ['home page redirect', pages.homePage, { final_url: 'https://news.example/' }, 'mismatch', 'redirected to the site home page'],
] as const)('recorded %s', (_n, body, over, status, notes) => {
  const c = classify(body, over);
  expect([c.status, c.notes]).toEqual([status, notes]);
});

test('an article that merely mentions captchas is not a bot wall', () => {
  const body = pages.articlePage({ title: 'How captcha systems work', body: `<p>Sites ask: are you a robot? ${pages.filler(600)}</p>` });
  expect(classify(body).status).toBe('valid');
});

test('unrelated needs clear evidence: a thin context never makes a mismatch', () => {
  expect(classify(pages.unrelatedPage, {}, { title: 'Rust' }).status).toBe('valid'); // one word: too thin to judge
  expect(classify(pages.unrelatedPage, {}, { title: 'Rust 1.0 release announcement' }).status).toBe('mismatch');
});

test('Retry-After: seconds, or an HTTP date against the response Date', () => {
  expect(parseRetryAfter({ 'retry-after': '120' })).toBe(120_000);
  expect(parseRetryAfter({ 'retry-after': 'Wed, 21 Oct 2015 07:28:30 GMT', date: 'Wed, 21 Oct 2015 07:28:00 GMT' })).toBe(30_000);
  expect(parseRetryAfter({ 'retry-after': 'Wed, 21 Oct 2015 07:28:30 GMT' })).toBeUndefined(); // a fixture: no clock to measure against
  expect(parseRetryAfter({})).toBeUndefined();
});

test('Retry-After: an HTTP date without a Date header is measured against when the response arrived', () => {
  const receivedAt = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT');
  expect(parseRetryAfter({ 'retry-after': 'Wed, 21 Oct 2015 07:28:30 GMT' }, receivedAt)).toBe(30_000);
  // The server's Date still wins when there is one.
  expect(parseRetryAfter({ 'retry-after': 'Wed, 21 Oct 2015 07:28:30 GMT', date: 'Wed, 21 Oct 2015 07:28:20 GMT' }, receivedAt)).toBe(10_000);
  const response = { http_status: 429, final_url: 'https://x.example/a', headers: { 'retry-after': 'Wed, 21 Oct 2015 07:30:00 GMT' }, body: '', received_at: receivedAt };
  expect(classifyResponse({ url: response.final_url, normalized_url: response.final_url, response, context: {} })).toMatchObject({ retry_after_ms: 120_000, rate_limited: true });
});

test('fetch failures map to statuses with reasons', () => {
  const f = (code: 'DISALLOWED' | 'DNS' | 'TIMEOUT' | 'TOO_LARGE' | 'TOO_MANY_REDIRECTS' | 'CONNECT' | 'PROTOCOL', retryable = false) =>
    classifyFetchFailure('https://x.example/', { kind: 'error', code, message: 'm', retryable });
  expect([f('DISALLOWED').status, f('DISALLOWED').escalate]).toEqual(['invalid', false]);
  expect([f('DNS').status, f('DNS').notes]).toEqual(['invalid', 'dead link: m']);
  expect([f('DNS', true).status, f('DNS', true).escalate]).toEqual(['blocked', true]);
  expect([f('TIMEOUT', true).status, f('TIMEOUT', true).escalate]).toEqual(['blocked', true]);
  expect([f('TOO_LARGE').status, f('TOO_LARGE').escalate]).toEqual(['blocked', true]);
  expect(f('TOO_MANY_REDIRECTS').status).toBe('invalid');
  expect(f('CONNECT', true).status).toBe('blocked');
  expect(f('PROTOCOL').status).toBe('invalid');
  // blind8: a loop whose hops kept setting cookies (marked retryable by the fetcher) is a live site's check.
  expect([f('TOO_MANY_REDIRECTS', true).status, f('TOO_MANY_REDIRECTS', true).escalate]).toEqual(['blocked', true]);
});

test('blind8: a scholarly landing page selling the text from its sidebar is paywalled; an open-access one and a declared-free page are not', () => {
  const landing = (aside: string, head = '') => `<html><head><title>Reef recovery after bleaching | Marine Letters</title><meta name="citation_title" content="Reef recovery after bleaching">${head}</head>
<body><main><h1>Reef recovery after bleaching</h1><h2>Abstract</h2><p>Coral cover recovered to 60 % of its former level within six years at sheltered sites.</p></main><aside>${aside}</aside></body></html>`;
  expect(classify(landing('<p>Buy single article</p><p>USD 39.00</p>')).status).toBe('paywalled');
  expect(classify(landing('<p>Kurzzeitzugang für 24 Stunden</p>')).status).toBe('paywalled');
  expect(classify(landing('<p>Download PDF</p><p>Cite this article</p>')).status).toBe('valid');
  expect(classify(landing('<p>Buy single article</p>', '<script type="application/ld+json">{"@type":"ScholarlyArticle","isAccessibleForFree":true}</script>')).status).toBe('valid');
});

test('blind8: a message after a closed „…“ quotation is the page\'s own', () => {
  const body = '<html><head><title>Suche</title></head><body><main><form action="/suche"><input name="q"></form><p>Die Suche nach „Hafenfest 2019“ ergab keine Treffer.</p></main></body></html>';
  expect(classify(body, { final_url: 'https://news.example/suche' }, {}, 'https://news.example/suche').status).toBe('mismatch');
});

test('a long article whose title says "not found" is not a soft 404', () => {
  const body = pages.articlePage({ title: 'Dark matter particle not found in new search', body: `<p>${pages.filler(900)}</p>` });
  expect(classify(body).status).toBe('valid');
  expect(classify(pages.soft404ByTitle).status).toBe('mismatch');
});

describe('soft 404 titles', () => {
  const page = (title: string) => ({
    url: 'https://news.example/a',
    normalized_url: 'https://news.example/a',
    response: { http_status: 200, final_url: 'https://news.example/a', headers: { 'content-type': 'text/html' }, body: `<html><head><title>${title}</title></head><body><p>${'Some ordinary words about compilers and memory safety. '.repeat(20)}</p></body></html>` },
    context: {},
  });
  test.each(['404 Not Found', 'Error 404', 'Example News | 404', '404 - Example News', 'Page not found'])('"%s" is a soft 404', (title) => {
    expect(classifyResponse(page(title)).status).toBe('mismatch');
  });
  test.each(['Benchmark document 404 on h4.bench.example', 'Route 404 reopens after repairs'])('"%s" is not', (title) => {
    expect(classifyResponse(page(title)).status).toBe('valid');
  });
});
