/**
 * Every scenario page of the loopback web, checked end to end (fetcher → classifier → ladder
 * with no tokens), against the status a careful checker should give it.
 */
import { createFetcher, DEFAULT_NETWORK_POLICY, type Fetcher } from '../../activities/fetch';
import { checkUrl, ladderConfigWithDefaults } from '../../activities/ladder';
import { normalizeUrl } from '../../shared/url';
import { buildScenarios, startScenarioWeb, type ScenarioWeb } from '../web';

const scenarios = buildScenarios();
let web: ScenarioWeb;
let fetcher: Fetcher;

beforeAll(async () => {
  web = await startScenarioWeb();
  fetcher = createFetcher({ ...DEFAULT_NETWORK_POLICY, resolve: web.resolve, allow_cidrs: web.allow_cidrs, per_hop_timeout_ms: 1500 });
});
afterAll(async () => {
  await fetcher.close();
  await web.close();
});

test('the web has at least 40 scenario pages, each with a unique route', () => {
  expect(scenarios.length).toBeGreaterThanOrEqual(40);
  expect(new Set(scenarios.map((s) => s.host + s.path)).size).toBe(scenarios.length);
});

test.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_name, sc) => {
  const url = web.scenarioUrl(sc);
  const norm = normalizeUrl(url);
  if (!norm.ok) throw new Error(norm.reason);
  const result = await checkUrl(url, norm.normalized_url, sc.context ?? {}, {
    fetcher,
    ladder: ladderConfigWithDefaults(undefined),
    env: {},
  });
  expect({ status: result.status, notes: result.notes }).toEqual({ status: sc.expected, notes: expect.any(String) });
  expect(result.notes.length).toBeGreaterThan(0);
  const e = sc.expect ?? {};
  if (e.title !== undefined) expect(result.title).toBe(e.title);
  if (e.publisher !== undefined) expect(result.publisher).toBe(e.publisher);
  if (e.author !== undefined) expect(result.author).toBe(e.author);
  if (e.published !== undefined) expect(result.published).toBe(e.published);
  if (e.http_status !== undefined) expect(result.http_status).toBe(e.http_status);
  if (e.evidence_snippet !== undefined) expect(result.evidence_snippet).toBe(e.evidence_snippet);
  if (e.retry_after_ms !== undefined) expect(result.retry_after_ms).toBe(e.retry_after_ms);
  if (e.notes !== undefined) expect(result.notes).toMatch(e.notes);
  if (result.status === 'blocked') {
    // Blocked only after the ladder was walked: both service steps skipped for want of a token.
    expect(result.ladder).toEqual(['direct:blocked', 'bright_data:skipped', 'apify:skipped']);
    expect(result.notes).toContain('BRIGHTDATA_API_TOKEN unset');
    expect(result.notes).toContain('APIFY_TOKEN unset');
  } else {
    expect(result.ladder).toEqual([`direct:${sc.expected}`]);
  }
  if (result.evidence_snippet !== null) expect(result.evidence_snippet.length).toBeLessThanOrEqual(300);
});

test('redirect hops are counted and the final URL is reported', async () => {
  const out = await fetcher.fetchPage(web.url('news.example', '/five/0'));
  expect(out.kind).toBe('response');
  if (out.kind !== 'response') return;
  expect(out.hops).toBe(5);
  expect(out.final_url).toBe(web.url('news.example', '/five/5'));
});

test('the 6-hop loop stops at the limit without a 7th request', async () => {
  const before = web.hits('news.example', '/loop/a') + web.hits('news.example', '/loop/b');
  const out = await fetcher.fetchPage(web.url('news.example', '/loop/a'));
  expect(out).toMatchObject({ kind: 'error', code: 'TOO_MANY_REDIRECTS', retryable: false });
  expect(web.hits('news.example', '/loop/a') + web.hits('news.example', '/loop/b') - before).toBe(6);
});

test('the never-ending body is cut at the per-hop deadline', async () => {
  const started = Date.now();
  const out = await fetcher.fetchPage(web.url('slow.example', '/trickle'));
  const took = Date.now() - started;
  expect(out).toMatchObject({ kind: 'error', code: 'TIMEOUT', retryable: true });
  expect(took).toBeGreaterThanOrEqual(1400);
  expect(took).toBeLessThan(4000);
});

test('a redirect whose body outlives the per-hop deadline ends the fetch as a timeout; its Location is not followed', async () => {
  const started = Date.now();
  const out = await fetcher.fetchPage(web.url('slow.example', '/redirect-trickle'));
  expect(out).toMatchObject({ kind: 'error', code: 'TIMEOUT', retryable: true });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  expect(web.hits('news.example', '/after-slow-redirect')).toBe(0);
});

test('benchmark hosts: many host names, a valid article at any /doc/<id>, with server latency', async () => {
  const bench = await startScenarioWeb({ benchHosts: 3, latencyMs: 20 });
  const f = createFetcher({ ...DEFAULT_NETWORK_POLICY, resolve: bench.resolve, allow_cidrs: bench.allow_cidrs });
  try {
    expect(bench.hosts).toEqual(expect.arrayContaining(['h0.bench.example', 'h1.bench.example', 'h2.bench.example']));
    const url = bench.url('h2.bench.example', '/doc/17');
    const started = Date.now();
    const r = await checkUrl(url, url, { title: 'Benchmark document 17' }, { fetcher: f, ladder: {}, env: {} });
    expect(Date.now() - started).toBeGreaterThanOrEqual(19);
    expect([r.status, r.title]).toEqual(['valid', 'Benchmark document 17 on h2.bench.example']);
  } finally {
    await f.close();
    await bench.close();
  }
});

test('blind8: a 5xx with a short Retry-After is retried; a long one is not; a redirect loop that sets cookies is marked retryable', async () => {
  const http = await import('node:http');
  let n = 0;
  const srv = http.createServer((req, res) => {
    if (req.url === '/once') {
      if (n++ === 0) { res.writeHead(503, { 'retry-after': '1' }); res.end('busy'); } else { res.writeHead(200, { 'content-type': 'text/html' }); res.end('<p>ok</p>'); }
      return;
    }
    if (req.url === '/long') { res.writeHead(503, { 'retry-after': '120' }); res.end('busy'); return; }
    res.writeHead(302, { location: '/loop', 'set-cookie': `c=${Math.random().toString(36).slice(2)}; Path=/` });
    res.end();
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as { port: number }).port;
  const f = createFetcher({ ...DEFAULT_NETWORK_POLICY, resolve: { 'b8.example': '127.0.0.1' }, allow_cidrs: ['127.0.0.0/8'], per_hop_timeout_ms: 1500 });
  try {
    expect(await f.fetchPage(`http://b8.example:${port}/once`)).toMatchObject({ kind: 'response', http_status: 200 });
    expect(await f.fetchPage(`http://b8.example:${port}/long`)).toMatchObject({ kind: 'response', http_status: 503 });
    expect(await f.fetchPage(`http://b8.example:${port}/loop`)).toMatchObject({ kind: 'error', code: 'TOO_MANY_REDIRECTS', retryable: true });
  } finally {
    await f.close();
    srv.close();
  }
});
