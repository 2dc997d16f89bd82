/**
 * Hostile pages (issue 11: the hostile-page suite, and item 1): bombs, trickles, lies about
 * length, huge headers, deep nesting, invalid encodings. In one online batch beside ordinary
 * articles, each hostile page gets a verdict within its deadline, the batch completes, the
 * ordinary pages stay `valid`, the event loop never stalls (so heartbeats keep flowing), and
 * the worker's memory stays under the documented ceiling (docs/performance.md).
 *
 * Page analysis runs in the compiled page-thread (dist/ must be fresh), as in the worker.
 */
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { configureFetching, pagePool, pooledClassifier, validateOnlineBatch } from '../../activities/validate-online';
import { DEFAULT_FETCH_SETTINGS } from '../../activities/fetch';
import { analysePage, guardedClassify, guardPage, MAX_NESTING } from '../../activities/pages';
import { planValidation, validateOfflineBatch } from '../../activities/validate';
import { FIXTURES, makeRun } from '../contract/validate-helpers';
import { requireFreshBuild } from '../helpers/fresh-build';
import { pages } from '../web';
import { batchRecords, planOnline, removeOnlineRuns, startSite, writeOnlineRun, type Site } from './online-run';
import { useOperatorConfig } from '../helpers/operator-config';

/** The operator allows loopback (activities/operator-config.ts); each run-config narrows it. */
let restoreOperator: (() => void) | undefined;

const PER_HOP_MS = 5000;
// Well above what the guarded 650,000-deep page needs on a loaded machine, far below the hidden nesting's tens of seconds.
const PAGE_TIME_LIMIT_MS = 5000;
const html = (res: ServerResponse, body: string | Buffer, headers: Record<string, string> = {}) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
};
const article = pages.rustArticle();
const nested = (n: number, open = '<i>') => `<html><head><title>Deep</title></head><body>${open.repeat(n)}x</body></html>`;
// Built once, before the batch: the loopback server shares this process's event loop.
const BODIES = {
  nest: nested(650_000),
  nestHidden: nested(200_000, '<b t="<">'),
  // An article followed by 40,000 replies as unclosed <li><p> (a browser closes them, htmlparser2 does not).
  soup: article.replace('</body>', `<ul class="replies">${'<li><p>Thanks, this helped '.repeat(40_000)}</ul></body>`),
  bomb: gzipSync(Buffer.alloc(40 * 1024 * 1024)),
  // A bomb padded with incompressible junk after it: its whole-wire ratio is far under 100×.
  bombPadded: Buffer.concat([brotliCompressSync(Buffer.alloc(40 * 1024 * 1024)), randomBytes(300_000)]),
  jsonld: `<html><head><title>LD</title><script type="application/ld+json">${'['.repeat(300_000)}${']'.repeat(300_000)}</script></head><body><p>ld</p></body></html>`,
  title: `<html><head><title>${'t'.repeat(1_500_000)}</title></head><body><p>body</p></body></html>`,
  hugeHeader: `HTTP/1.1 200 OK\r\ncontent-type: text/html\r\nx-big: ${'a'.repeat(200_000)}\r\ncontent-length: 5\r\n\r\nhello`,
  // A long Content-Security-Policy (40 KB, over Node's 16 KB default): real sites send such headers.
  longCsp: `default-src 'self'; ${Array.from({ length: 2000 }, (_, i) => `https://cdn${i}.example`).join(' ')}`,
};

const HOSTILE: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  // 650,000 nested tags in under 2 MB: the nesting guard cuts it.
  '/nest': (_q, r) => html(r, BODIES.nest),
  // Nesting the guard cannot see (a `<` inside an attribute): the per-page time limit ends it.
  '/nest-hidden': (_q, r) => html(r, BODIES.nestHidden),
  // Tag soup that grew htmlparser2's own stack (seconds of parsing, then the time limit): cut by the guard's replay of that stack.
  '/soup': (_q, r) => html(r, BODIES.soup),
  // A gzip bomb: 40 MB of zeros in ~40 KB.
  '/gzip-bomb': (_q, r) => html(r, BODIES.bomb, { 'content-encoding': 'gzip' }),
  '/br-bomb-padded': (_q, r) => html(r, BODIES.bombPadded, { 'content-encoding': 'br' }),
  // Corrupt compression.
  '/bad-gzip': (_q, r) => html(r, Buffer.from('this is not gzip at all'), { 'content-encoding': 'gzip' }),
  // A trickle: one byte every 200 ms, for ever.
  '/trickle': (_q, r) => {
    r.writeHead(200, { 'content-type': 'text/html' });
    const t = setInterval(() => r.write('a'), 200);
    r.on('close', () => clearInterval(t));
  },
  // Headers that never end.
  '/slow-headers': (q) => {
    const s = q.socket as Socket;
    s.write('HTTP/1.1 200 OK\r\ncontent-type: text/html\r\n');
    const t = setInterval(() => s.write('x-slow: 1\r\n'), 200);
    s.on('close', () => clearInterval(t));
  },
  // Lies about length: shorter than declared, then the connection closes.
  '/short-body': (q) => {
    const s = q.socket as Socket;
    s.end('HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncontent-length: 100000\r\n\r\n<html><body>only a little</body></html>');
  },
  // Lies about length: declares more than the cap.
  '/huge-declared': (q) => {
    const s = q.socket as Socket;
    s.write('HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncontent-length: 99999999999\r\n\r\n<html>');
  },
  // Over the cap with no length at all (chunked, endless).
  '/endless': (_q, r) => {
    r.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => { while (sent < 64 && r.write(chunk)) sent++; if (sent >= 64) r.end(); };
    r.on('drain', pump);
    pump();
  },
  // A 200 KB header.
  '/huge-header': (q) => {
    const s = q.socket as Socket;
    s.end(BODIES.hugeHeader);
  },
  // 40 KB of headers: allowed (the limit is 64 KB).
  '/long-csp': (_q, r) => html(r, article, { 'content-security-policy': BODIES.longCsp }),
  // Invalid encodings: an unknown charset, invalid UTF-8, odd-length UTF-16.
  '/bogus-charset': (_q, r) => html(r, article, { 'content-type': 'text/html; charset=x-no-such-charset' }),
  '/bad-utf8': (_q, r) => html(r, Buffer.concat([Buffer.from('<html><title>Broken '), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1]), Buffer.from('</title><body>text</body></html>')])),
  '/odd-utf16': (_q, r) => html(r, Buffer.from([0x3c, 0x00, 0x68, 0x00, 0x31]), { 'content-type': 'text/html; charset=utf-16le' }),
  // JSON-LD nested 300,000 deep (a stack bomb for a recursive walker).
  '/jsonld-deep': (_q, r) => html(r, BODIES.jsonld),
  // A 1.5 MB title.
  '/huge-title': (_q, r) => html(r, BODIES.title),
};

let site: Site;
beforeAll(async () => {
  restoreOperator = useOperatorConfig({ allow_cidrs: ['127.0.0.0/8'] });
  requireFreshBuild();
  configureFetching({
    ...DEFAULT_FETCH_SETTINGS,
    pages: { threads: 2, timeLimitMs: PAGE_TIME_LIMIT_MS, memoryMb: 96, script: join(__dirname, '..', '..', 'dist', 'activities', 'pages', 'page-thread.js') },
  });
  const ok: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {};
  for (let i = 0; i < 12; i++) ok[`/ok${i}`] = (_q, r) => html(r, article);
  site = await startSite({ ...HOSTILE, ...ok });
});
afterAll(async () => {
  restoreOperator?.();
  configureFetching(DEFAULT_FETCH_SETTINGS);
  await site.close();
  removeOnlineRuns();
});

/**
 * The longest time the event loop was held by this process's own work: the gap between two ticks
 * of a 20 ms timer, capped by the CPU time the process used in it (a process the machine did not
 * schedule has a long gap and no CPU; a synchronous loop of ours has both). A blocking call that
 * waits without CPU (synchronous I/O) would not count: nothing on this path makes one.
 */
function ownStallMonitor(): { stop(): number } {
  const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  let lastWall = performance.now();
  let lastCpu = cpuMs();
  let longest = 0;
  const timer = setInterval(() => {
    const wall = performance.now();
    const cpu = cpuMs();
    longest = Math.max(longest, Math.min(wall - lastWall, cpu - lastCpu));
    lastWall = wall;
    lastCpu = cpu;
  }, 20);
  return { stop: () => { clearInterval(timer); return longest; } };
}

test('every hostile page gets a verdict within its deadline; the batch completes; ordinary pages stay valid; no stall; memory bounded', async () => {
  const paths = [...Object.keys(HOSTILE), ...Array.from({ length: 12 }, (_, i) => `/ok${i}`)];
  const urls = paths.map((p, i) => `http://h${i}.hostile.example:${site.port}${p}`);
  const root = writeOnlineRun(urls, {
    network: { resolve: Object.fromEntries(urls.map((u) => [new URL(u).hostname, '127.0.0.1'])), allow_cidrs: ['127.0.0.1/32'], per_hop_timeout_ms: PER_HOP_MS },
  });
  const plan = await planOnline(root);
  const stall = ownStallMonitor();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
  const started = Date.now();
  const result = await validateOnlineBatch(plan.plan_path, 0, plan.url_count, { attempt: 1 });
  const took = Date.now() - started;
  clearInterval(sampler);
  const longestStallMs = stall.stop();

  const records = batchRecords(result.batch_path);
  const by = (p: string) => records.get(urls[paths.indexOf(p)]!)!;
  expect(records.size).toBe(urls.length);
  for (let i = 0; i < 12; i++) expect(by(`/ok${i}`).status).toBe('valid');
  expect(by('/nest').notes).toMatch(new RegExp(`deeper than ${MAX_NESTING}`));
  expect(by('/nest-hidden')).toMatchObject({ status: 'blocked' });
  expect(by('/soup')).toMatchObject({ status: 'valid' });
  expect(by('/soup').notes).toMatch(/leaves more than 2048 elements open/);
  expect(by('/nest-hidden').notes).toMatch(new RegExp(`could not be analysed: analysis took longer than ${PAGE_TIME_LIMIT_MS} ms`));
  // Bombs: the first 2 MB inflated from a few KB read (> 100×, docs/online-validation.md) → TOO_LARGE, blocked.
  for (const p of ['/gzip-bomb', '/br-bomb-padded']) {
    expect(by(p)).toMatchObject({ status: 'blocked', http_status: null });
    expect(by(p).notes).toMatch(/body too large: .*after decompression/);
  }
  // 200 KB of headers: an unusable answer (PROTOCOL, invalid at once — no ladder); 40 KB is fine.
  expect(by('/huge-header')).toMatchObject({ status: 'invalid' });
  expect(by('/huge-header').notes).toMatch(/unusable response: .*response headers larger than 64 KB/);
  expect(by('/long-csp').status).toBe('valid');
  expect(by('/trickle').notes).toMatch(/timed out|within 5000 ms/);
  expect(by('/slow-headers').notes).toMatch(/timed out|within 5000 ms/);
  // A declared length over the cap is no verdict by itself (a big page is judged on its first 2 MB);
  // a body that then never arrives is a timeout.
  expect(by('/huge-declared').notes).toMatch(/exceeds the cap|within 5000 ms|timed out/);
  expect(by('/endless').notes).toMatch(/size cap/);
  for (const p of ['/bad-gzip', '/short-body', '/bogus-charset', '/bad-utf8', '/odd-utf16', '/jsonld-deep', '/huge-title']) {
    expect(['valid', 'invalid', 'blocked', 'mismatch', 'paywalled']).toContain(by(p).status);
  }
  // Deadlines: one hop each, the page limit (2.5 s), queueing behind 64-wide concurrency and, where
  // Chromium is installed, the browser rung's 20 s page limit for the pages that escalate; generous for a loaded machine.
  expect(took).toBeLessThan(60_000);
  // Heartbeats need the loop: no stall of our own reaching the 10 s heartbeat timeout (a bound on
  // a stall, not a speed target); 8 s keeps a 2 s margin under the heartbeat timeout. A gap counts
  // only as far as this process used the CPU in it: under a load of 13–20 the machine left the
  // process unscheduled for 6.8–10.5 s, which no code of ours can prevent.
  expect(longestStallMs).toBeLessThan(8000);
  // Documented ceiling: bodies ≤ 2 MB each in the main process; page threads have their own capped heaps.
  expect((rssPeak - rssBefore) / 2 ** 20).toBeLessThan(400);
  expect(pagePool().stats().replaced).toBeGreaterThanOrEqual(1);
}, 120_000);

test('the nesting guard is linear and cuts only past the limit', () => {
  const ordinary = `<html><body>${'<div><p>para<li>item<br><img src=x>'.repeat(2000)}${'</div>'.repeat(2000)}</body></html>`;
  expect(guardPage(`<div>`.repeat(MAX_NESTING)).note).toBeNull();
  expect(guardPage(`<div>`.repeat(MAX_NESTING + 1)).note).toMatch(/deeper than/);
  expect(guardPage(ordinary.replace(/<div>/g, '<span>').replace(/<\/div>/g, '</span>')).note).toMatch(/deeper than/);
  expect(guardPage('<div>x</div>'.repeat(100_000)).note).toBeNull();
  // `<a` with no `>` anywhere must not rescan the rest of the page for every `<`.
  const t0 = Date.now();
  guardPage('<a'.repeat(1_000_000));
  guardPage('<!--'.repeat(500_000));
  guardPage('<script>'.repeat(300_000));
  expect(Date.now() - t0).toBeLessThan(3000);
  // In-process analysis of a cut page still gives a verdict (the classifier's own, with a note).
  const analysed = analysePage({ input: { url: 'https://x.example/a', normalized_url: 'https://x.example/a', response: { http_status: 200, final_url: 'https://x.example/a', headers: { 'content-type': 'text/html' }, body: nested(100_000) }, context: {} }, evidence: true });
  expect(analysed.classification.notes).toMatch(/deeper than/);
});

test('offline fixtures go through the same guard: a 650,000-deep fixture body gets a verdict at once, with the note', async () => {
  const fixtures = structuredClone(FIXTURES) as { items: Array<{ url: string; response?: { body: string } }> };
  const item = fixtures.items.find((i) => i.response)!;
  item.response!.body = nested(650_000);
  const run = await makeRun({ fixtures });
  const plan = await planValidation({ manifest_path: run.manifest, reason: 'hostile fixture', offline_fixtures_path: run.fixtures });
  const started = Date.now();
  const result = await validateOfflineBatch(plan.plan_path, 0, plan.url_count, guardedClassify);
  expect(Date.now() - started).toBeLessThan(20_000);
  const records = batchRecords(result.batch_path);
  const hostile = [...records.values()].find((r) => String(r.normalized_url).startsWith('https://news.example/a'))!;
  expect(hostile.notes).toMatch(/deeper than 512/);
});

test('offline fixtures go through the page pool like live pages: hidden nesting gets the per-page time limit (issue 11 item 5)', async () => {
  const fixtures = structuredClone(FIXTURES) as { items: Array<{ url: string; response?: { body: string } }> };
  const item = fixtures.items.find((i) => i.response)!;
  item.response!.body = BODIES.nestHidden;
  const run = await makeRun({ fixtures });
  const plan = await planValidation({ manifest_path: run.manifest, reason: 'hostile fixture, pooled', offline_fixtures_path: run.fixtures });
  const replacedBefore = pagePool().stats().replaced;
  const started = Date.now();
  // The classifier the worker's offline batch activity uses (activities/index.ts).
  const result = await validateOfflineBatch(plan.plan_path, 0, plan.url_count, pooledClassifier());
  expect(Date.now() - started).toBeLessThan(30_000);
  const records = batchRecords(result.batch_path);
  expect(records.size).toBe(plan.url_count);
  const hostile = [...records.values()].find((r) => String(r.normalized_url).startsWith('https://news.example/a'))!;
  expect(hostile).toMatchObject({ status: 'blocked' });
  expect(hostile.notes).toMatch(new RegExp(`could not be analysed: analysis took longer than ${PAGE_TIME_LIMIT_MS} ms`));
  expect(pagePool().stats().replaced).toBeGreaterThan(replacedBefore);
}, 60_000);
