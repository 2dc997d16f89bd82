/**
 * The browser rung inside an ONLINE stage-3 batch (validateOnlineBatch, the worker's own code
 * path, with the worker's shared browser pool): the rendered page decides the record, the
 * screenshot lands under the run's citations/evidence/ and the record's notes link it, the
 * browser's uses of network.resolve / allow_cidrs are audited like the fetcher's, and a page
 * that is plainly server-rendered never starts the browser. Plus the pure "looks
 * client-rendered" rule.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientRenderedSigns, closeSharedBrowserPool, findChromium, pinsFromPolicy, sharedBrowserPool } from '../../activities/browser';
import { DEFAULT_NETWORK_POLICY } from '../../activities/fetch';
import { validateOnlineBatch } from '../../activities/validate-online';
import { pages } from '../web';
import { appShell, startCsrWeb, type CsrWeb } from '../web/client-rendered';
import { auditLines, batchRecords, planOnline, removeOnlineRuns, writeOnlineRun } from '../fetch/online-run';
import { useOperatorConfig } from '../helpers/operator-config';

jest.setTimeout(120_000);

let web: CsrWeb;
let restoreOperator: () => void;
beforeAll(async () => {
  // The operator allows loopback (the run-config below narrows it) and names the ladder's token variables.
  restoreOperator = useOperatorConfig({ allow_cidrs: ['127.0.0.0/8'], ladder: { bright_data: { token_env: 'CITEFLOW_TEST_UNSET_BD' }, apify: { token_env: 'CITEFLOW_TEST_UNSET_APIFY' } } });
  const found = findChromium();
  if (found.path === null) throw new Error(`these tests need Chromium (${found.reason}); scripts/setup.sh --test installs it`);
  web = await startCsrWeb();
});
afterAll(async () => {
  restoreOperator?.();
  await closeSharedBrowserPool();
  await web?.close();
  removeOnlineRuns();
});

test('an online batch renders a client-rendered page, links its screenshot and audits the browser\'s overrides', async () => {
  const urls = [web.url('csr.example', '/article'), web.url('csr.example', '/missing'), web.url('rebind.example', '/plain')];
  const root = writeOnlineRun(urls, {
    network: { resolve: web.resolve, allow_cidrs: ['127.0.0.1/32'] },
    ladder: { bright_data: { token_env: 'CITEFLOW_TEST_UNSET_BD' }, apify: { token_env: 'CITEFLOW_TEST_UNSET_APIFY' } },
  }, 'dr_browser_batch');
  const plan = await planOnline(root);
  const result = await validateOnlineBatch(plan.plan_path, 0, plan.url_count, { attempt: 1 });
  const records = batchRecords(result.batch_path);

  const article = records.get(urls[0]!)!;
  expect(article.status).toBe('valid');
  expect(article.title).toBe('Rust 1.0 released after years of development');
  expect(article.notes).toMatch(/^via browser: HTTP 200; title found; screenshot (citations\/evidence\/sha256-[0-9a-f]{64}\.png) \(after direct: .*\) \[ladder direct:\w+ → browser:valid\]$/);
  const shot = /screenshot (\S+\.png)/.exec(article.notes)![1]!;
  expect(existsSync(join(root, shot))).toBe(true);
  expect(readFileSync(join(root, shot)).subarray(1, 4).toString()).toBe('PNG');

  const missing = records.get(urls[1]!)!;
  expect(missing.status).toBe('mismatch');
  expect(missing.notes).toMatch(/^via browser: soft 404/);

  // A 404 "No such page" of a plain server: not client-rendered, so no browser.
  expect(records.get(urls[2]!)!.notes).toMatch(/\[ladder direct:invalid\]$/);

  const uses = auditLines(root, 'network_override').flatMap((e) => e.uses as string[]);
  expect(uses).toEqual(expect.arrayContaining(['resolve:csr.example', 'allow_cidr:csr.example']));
});

test('the shared pool is one per worker process and is closed on shutdown', async () => {
  const a = sharedBrowserPool();
  expect(sharedBrowserPool()).toBe(a);
  await closeSharedBrowserPool();
  expect(sharedBrowserPool()).not.toBe(a);
  await closeSharedBrowserPool();
  expect(sharedBrowserPool({ CITEFLOW_BROWSER: 'off' })).toEqual({ unavailable: 'browser rung turned off (CITEFLOW_BROWSER=off)' });
});

test('the browser\'s proxy reads network.resolve as the fetcher does: names lower-cased, a pin that is not an IP refused', () => {
  expect([...pinsFromPolicy({ ...DEFAULT_NETWORK_POLICY, resolve: { 'News.Example': '127.0.0.1', 'v6.example': '::1' } })]).toEqual([['news.example', '127.0.0.1'], ['v6.example', '::1']]);
  expect(() => pinsFromPolicy({ ...DEFAULT_NETWORK_POLICY, resolve: { 'a.example': 'intranet.local' } })).toThrow(/must map to an IP/);
});

describe('looks client-rendered (pure)', () => {
  test('an empty app root, a noscript notice, or scripts with almost no text', () => {
    expect(clientRenderedSigns(appShell('/app.js'))).toMatchObject({ clientRendered: true, reason: 'application root with little text' });
    expect(clientRenderedSigns('<html><body><div id="__next"></div><script src="/_next/main.js"></script></body></html>').clientRendered).toBe(true);
    expect(clientRenderedSigns('<html><body><app-root></app-root><script src="main.js"></script></body></html>').clientRendered).toBe(true);
    expect(clientRenderedSigns('<html><body><p>Hi</p><noscript><p>This site requires JavaScript to work.</p></noscript></body></html>')).toMatchObject({ clientRendered: true, reason: 'noscript notice asks for JavaScript' });
    expect(clientRenderedSigns('<html><head><title>App</title><script src="/b.js"></script></head><body><span>Loading</span></body></html>')).toMatchObject({ clientRendered: true, reason: 'scripts and almost no text' });
  });
  test('a server-rendered article is not, even with scripts or an app root around its text', () => {
    expect(clientRenderedSigns(pages.rustArticle()).clientRendered).toBe(false);
    expect(clientRenderedSigns(`<html><body><div id="root"><article><p>${pages.filler(300)}</p></article></div><script src="/hydrate.js"></script></body></html>`).clientRendered).toBe(false);
    expect(clientRenderedSigns(pages.homePage).clientRendered).toBe(false); // short, but no scripts
    expect(clientRenderedSigns('<html><body><p>Short page.</p><script type="application/ld+json">{}</script></body></html>').clientRendered).toBe(false);
  });
});
