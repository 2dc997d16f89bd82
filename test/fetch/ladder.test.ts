/**
 * The escalation ladder against local stand-ins: Bright Data's request API and Apify's API
 * (driven by the real apify-client through its baseUrl). Order, skip-without-token, and
 * `blocked` only after all three steps failed.
 *
 * apify-client loads parts of itself with dynamic import(), which jest's vm refuses unless node
 * runs with --experimental-vm-modules. Without that flag this file re-runs itself in a child jest
 * that has it, and passes only if every ladder test there passed.
 */
import { spawn } from 'node:child_process';
import { createFetcher, DEFAULT_NETWORK_POLICY, type Fetcher } from '../../activities/fetch';
import { checkUrl, type LadderConfig } from '../../activities/ladder';
import { normalizeUrl } from '../../shared/url';
import { pages, startApifyStandIn, startBrightDataStandIn, startScenarioWeb, type ApifyStandIn, type BrightDataStandIn, type ScenarioWeb } from '../web';

const VM_MODULES = /--experimental-vm-modules/.test(`${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`);

if (VM_MODULES) defineLadderTests();
else {
  test('ladder suite, re-run under --experimental-vm-modules (needed by apify-client inside jest)', async () => {
    const child = spawn(process.execPath, [require.resolve('jest/bin/jest'), '--ci', '--runTestsByPath', __filename], {
      env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    if (code !== 0) throw new Error(`ladder tests failed in the child jest:\n${output}`);
    expect(output).toMatch(/Tests:\s+\d+ passed, \d+ total/);
    expect(output).not.toMatch(/\d+ failed/);
  }, 120_000);
}

function defineLadderTests(): void {
  const BD_TOKEN = 'bd-token-7f3a9c';
  const APIFY_TOKEN = 'apify_api_token_51c2e8';
  const RUST_CONTEXT = { title: 'Rust 1.0 released', claims: ['Rust 1.0 was released on May 15, 2015.'] };

  let web: ScenarioWeb;
  let bd: BrightDataStandIn;
  let apify: ApifyStandIn;
  let fetcher: Fetcher;
  let ladder: LadderConfig;
  const env = { CF_BD_TOKEN: BD_TOKEN, CF_APIFY_TOKEN: APIFY_TOKEN };

  beforeAll(async () => {
    [web, bd, apify] = await Promise.all([startScenarioWeb(), startBrightDataStandIn(BD_TOKEN), startApifyStandIn(APIFY_TOKEN)]);
    fetcher = createFetcher({ ...DEFAULT_NETWORK_POLICY, per_hop_timeout_ms: 1500, resolve: web.resolve, allow_cidrs: web.allow_cidrs });
    ladder = {
      bright_data: { endpoint: bd.endpoint, zone: 'web_unlocker1', token_env: 'CF_BD_TOKEN' },
      apify: { base_url: apify.baseUrl, actor: 'apify/rag-web-browser', token_env: 'CF_APIFY_TOKEN' },
      allow_http: true, // the operator's test mode: the stand-ins speak plain http on loopback
    };
  });
  afterAll(async () => {
    await fetcher.close();
    await Promise.all([web.close(), bd.close(), apify.close()]);
  });

  async function run(url: string, opts: { env?: Record<string, string | undefined>; context?: object } = {}) {
    const norm = normalizeUrl(url);
    if (!norm.ok) throw new Error(norm.reason);
    const result = await checkUrl(url, norm.normalized_url, opts.context ?? RUST_CONTEXT, { fetcher, ladder, env: opts.env ?? env, limits: { apifyWaitSecs: 20 } });
    expect(JSON.stringify(result)).not.toContain(BD_TOKEN);
    expect(JSON.stringify(result)).not.toContain(APIFY_TOKEN);
    return result;
  }
  const callsFor = (url: string) => ({ bd: bd.calls.filter((c) => c.target === url), apify: apify.calls.filter((c) => c.target === url) });

  test('a page the direct fetch can read never reaches the services', async () => {
    const url = web.url('news.example', '/2015/rust-1-0');
    const r = await run(url);
    expect([r.status, r.ladder]).toEqual(['valid', ['direct:valid']]);
    expect(callsFor(url)).toEqual({ bd: [], apify: [] });
  });

  test.each([
    ['dead link', '/404', 'invalid'],
    ['paywall', '/economics', 'paywalled'],
    ['soft 404', '/2016/missing', 'mismatch'],
    ['redirect to a metadata address', '/to-metadata', 'invalid'],
  ] as const)('a definitive direct answer (%s) is final: no escalation', async (_n, path, status) => {
    const host = path === '/economics' ? 'ledger.example' : path === '/to-metadata' ? 'shop.example' : 'news.example';
    const url = web.url(host, path);
    const r = await run(url);
    expect([r.status, r.ladder]).toEqual([status, [`direct:${status}`]]);
    expect(callsFor(url)).toEqual({ bd: [], apify: [] });
  });

  test('bot wall → Bright Data gets the page: valid, Apify not called', async () => {
    const url = web.url('wall.example', '/cf-403');
    bd.behave(url, { kind: 'page', html: pages.rustArticle() });
    const r = await run(url);
    expect(r.status).toBe('valid');
    expect(r.ladder).toEqual(['direct:blocked', 'bright_data:valid']);
    expect(r.title).toBe(pages.RUST_TITLE);
    expect(r.notes).toMatch(/^via Bright Data: /);
    expect(r.notes).toMatch(/Cloudflare/);
    const calls = callsFor(url);
    expect(calls.apify).toEqual([]);
    expect(calls.bd).toHaveLength(1);
    expect(calls.bd[0]).toMatchObject({ authorized: true, body: { zone: 'web_unlocker1', url, format: 'raw' } });
  });

  test('bot wall → Bright Data fails → Apify (real apify-client) gets the page: valid, in that order', async () => {
    const url = web.url('wall.example', '/cf-503');
    apify.behave(url, { kind: 'page', html: pages.rustArticle('Apify Mirror') });
    const before = apify.requests.length;
    const r = await run(url);
    expect(r.status).toBe('valid');
    expect(r.ladder).toEqual(['direct:blocked', 'bright_data:failed', 'apify:valid']);
    expect(r.publisher).toBe('Apify Mirror');
    const calls = callsFor(url);
    expect(calls.bd).toHaveLength(1);
    expect(calls.apify).toHaveLength(1);
    expect(calls.bd[0]!.at).toBeLessThan(calls.apify[0]!.at);
    expect(calls.apify[0]).toMatchObject({ actor: 'apify~rag-web-browser', authorized: true, body: { query: url, maxResults: 1 } });
    // The client's own protocol: start the run, poll it until it finished, read the dataset.
    const seen = apify.requests.slice(before);

    expect(seen[0]).toMatch(/^POST \/v2\/(acts|actors)\/apify~rag-web-browser\/runs$/);
    expect(seen.filter((s) => s.startsWith('GET /v2/actor-runs/')).length).toBeGreaterThanOrEqual(2);
    expect(seen[seen.length - 1]).toMatch(/^GET \/v2\/datasets\/[^/]+\/items$/);
  });

  test('blocked only after all three fail: direct wall, Bright Data error, Apify run FAILED', async () => {
    const url = web.url('wall.example', '/captcha');
    apify.behave(url, { kind: 'fail' });
    const r = await run(url);
    expect(r.status).toBe('blocked');
    expect(r.ladder).toEqual(['direct:blocked', 'bright_data:failed', 'apify:failed']);
    expect(r.notes).toMatch(/^blocked after escalation — direct: .*; bright_data: .*; apify: apify actor run ended FAILED/);
    expect(callsFor(url).bd).toHaveLength(1);
    expect(callsFor(url).apify).toHaveLength(1);
  });

  test('an Apify run still going when waitSecs runs out is aborted, and the step fails', async () => {
    const url = web.url('wall.example', '/forbidden?case=apify-hang'); // its own URL: the stand-ins track runs per URL
    apify.behave(url, { kind: 'hang' });
    const started = Date.now();
    const r = await checkUrl(url, url, RUST_CONTEXT, { fetcher, ladder, env, limits: { apifyWaitSecs: 1 } });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(r.status).toBe('blocked');
    expect(r.ladder).toEqual(['direct:blocked', 'bright_data:failed', 'apify:failed']);
    expect(r.notes).toMatch(/apify actor run did not finish within 1 s \(aborted\)/);
    expect(apify.aborted).toEqual([url]);
  });

  test('services that also hit the wall, or return nothing, do not count as content', async () => {
    const url = web.url('wall.example', '/datadome');
    bd.behave(url, { kind: 'page', html: pages.cloudflareChallenge, status: 403 });
    apify.behave(url, { kind: 'empty' });
    const r = await run(url);
    expect(r.status).toBe('blocked');
    expect(r.ladder).toEqual(['direct:blocked', 'bright_data:blocked', 'apify:failed']);
    expect(r.notes).toMatch(/apify actor returned no page/);
  });

  test('a step without its token is skipped and noted; the next step still runs', async () => {
    const url = web.url('wall.example', '/forbidden');
    bd.behave(url, { kind: 'page', html: pages.rustArticle() });
    apify.behave(url, { kind: 'page', html: pages.rustArticle('Apify Mirror') });
    const r = await run(url, { env: { CF_APIFY_TOKEN: APIFY_TOKEN } });
    expect(r.status).toBe('valid');
    expect(r.ladder).toEqual(['direct:blocked', 'bright_data:skipped', 'apify:valid']);
    expect(r.notes).toContain('bright_data skipped (CF_BD_TOKEN unset)');
    expect(callsFor(url).bd).toEqual([]);
  });

  test('no tokens at all: both steps skipped, blocked, and the note names both variables', async () => {
    const url = web.url('wall.example', '/server-error');
    const r = await run(url, { env: {} });
    expect(r.status).toBe('blocked');
    expect(r.ladder).toEqual(['direct:blocked', 'bright_data:skipped', 'apify:skipped']);
    expect(r.notes).toContain('CF_BD_TOKEN unset');
    expect(r.notes).toContain('CF_APIFY_TOKEN unset');
    expect(callsFor(url)).toEqual({ bd: [], apify: [] });
  });

  test('a wrong token is a failed step, and the token never shows up in the result', async () => {
    const url = web.url('wall.example', '/legal');
    bd.behave(url, { kind: 'page', html: pages.rustArticle() });
    apify.behave(url, { kind: 'page', html: pages.rustArticle() });
    const r = await run(url, { env: { CF_BD_TOKEN: 'wrong-bd-token', CF_APIFY_TOKEN: 'wrong-apify-token' } });
    expect(r.status).toBe('blocked');
    expect(r.ladder).toEqual(['direct:blocked', 'bright_data:failed', 'apify:failed']);
    expect(r.notes).toMatch(/bright_data could not fetch the page \(HTTP 401\)/);
    expect(r.notes).toMatch(/apify request failed \(.*401\)/);
    expect(JSON.stringify(r)).not.toMatch(/wrong-(bd|apify)-token/);
  });

  test('a rate limit the caller will retry is deferred: neither service is called; when it will not, both are', async () => {
    const url = web.url('busy.example', '/rate-limited?case=defer'); // its own URL: the stand-ins count calls per URL
    bd.behave(url, { kind: 'fail' });
    apify.behave(url, { kind: 'fail' });
    const before = callsFor(url);
    const asked: Array<number | undefined> = [];
    const check = (defer: boolean) =>
      checkUrl(url, url, RUST_CONTEXT, { fetcher, ladder, env, limits: { apifyWaitSecs: 20 }, deferRateLimited: (c) => (asked.push(c.retry_after_ms), defer) });
    const deferred = await check(true);
    expect(deferred).toMatchObject({ status: 'blocked', deferred: true, ladder: ['direct:blocked'] });
    expect(asked).toEqual([120_000]);
    expect(callsFor(url).bd.length - before.bd.length).toBe(0);
    expect(callsFor(url).apify.length - before.apify.length).toBe(0);
    const last = await check(false);
    expect(last.deferred).toBeUndefined();
    expect(last.ladder).toEqual(['direct:blocked', 'bright_data:failed', 'apify:failed']);
    expect(callsFor(url).bd.length - before.bd.length).toBe(1);
    expect(callsFor(url).apify.length - before.apify.length).toBe(1);
  });

  test('a bot wall is never deferred: waiting does not cure it, so it escalates at once', async () => {
    const url = web.url('wall.example', '/cf-503');
    const before = callsFor(url).bd.length;
    let asked = 0;
    const r = await checkUrl(url, url, RUST_CONTEXT, { fetcher, ladder, env, limits: { apifyWaitSecs: 20 }, deferRateLimited: () => (asked++, true) });
    expect(asked).toBe(0);
    expect(r.deferred).toBeUndefined();
    expect(r.ladder[1]).toMatch(/^bright_data:/);
    expect(callsFor(url).bd.length - before).toBe(1);
  });

  test('a definitive answer from Bright Data (the target is 404 there) ends the ladder', async () => {
    const url = web.url('busy.example', '/rate-limited');
    bd.behave(url, { kind: 'page', html: '<html><body>Not Found</body></html>', status: 404 });
    const r = await run(url);
    expect(r.status).toBe('invalid');
    expect(r.ladder).toEqual(['direct:blocked', 'bright_data:invalid']);
    expect(callsFor(url).apify).toEqual([]);
  });
}
