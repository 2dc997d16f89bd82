/**
 * Stage-3 batch threads (activities/batch-threads.ts, CITEFLOW_BATCH_THREADS): whole online
 * batches in a worker thread beside the main thread. The worker's limits must hold across the
 * main thread and the threads (measured at the server: requests in flight per Host header, and
 * the gaps between starts), the records must be the ones the main thread writes, and a thread
 * that dies must fail its batch retryably and give back its permits. Real loopback servers and
 * the compiled thread script (dist/).
 */
import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { ApplicationFailure } from '@temporalio/common';
import { batchThreads, configureFetching, validateOnlineBatch, workerLimiter } from '../../activities/validate-online';
import { DEFAULT_FETCH_SETTINGS, fetchSettingsFromEnv, type FetchSettings } from '../../activities/fetch';
import { asActivityFailure } from '../../activities/failures';
import { pages } from '../web';
import { requireFreshBuild } from '../helpers/fresh-build';
import { auditLines, batchRecords, planOnline, removeOnlineRuns, startSite, writeOnlineRun, type Site } from './online-run';
import { useOperatorConfig } from '../helpers/operator-config';

const ROOT = join(__dirname, '..', '..');
const SCRIPT = join(ROOT, 'dist', 'activities', 'batch-thread.js');

let restoreOperator: (() => void) | undefined;
let site: Site;
const inFlight = new Map<string, number>();
const peak = new Map<string, number>();
const starts = new Map<string, number[]>();
let total = 0;
let peakTotal = 0;
/** Requests to /hang wait here until released. */
let hung: Array<() => void> = [];

function settings(threads: number, politeness: Partial<FetchSettings['politeness']>): FetchSettings {
  return { ...DEFAULT_FETCH_SETTINGS, politeness: { ...DEFAULT_FETCH_SETTINGS.politeness, ...politeness }, batches: { threads, script: SCRIPT } };
}

beforeAll(async () => {
  requireFreshBuild();
  restoreOperator = useOperatorConfig({ allow_cidrs: ['127.0.0.0/8'] });
  const count = (req: IncomingMessage, res: ServerResponse, after: (done: () => void) => void) => {
    const host = (req.headers.host ?? '').split(':')[0]!;
    inFlight.set(host, (inFlight.get(host) ?? 0) + 1);
    peak.set(host, Math.max(peak.get(host) ?? 0, inFlight.get(host)!));
    starts.set(host, [...(starts.get(host) ?? []), Date.now()]);
    total++;
    peakTotal = Math.max(peakTotal, total);
    after(() => {
      inFlight.set(host, inFlight.get(host)! - 1);
      total--;
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(pages.rustArticle());
    });
  };
  site = await startSite({
    '/slow': (req, res) => count(req, res, (done) => setTimeout(done, 30)),
    '/hang': (req, res) => count(req, res, (done) => hung.push(done)),
  });
});
afterAll(async () => {
  for (const release of hung.splice(0)) release();
  restoreOperator?.();
  configureFetching(DEFAULT_FETCH_SETTINGS);
  await site.close();
  removeOnlineRuns();
});
beforeEach(() => {
  peak.clear();
  starts.clear();
  peakTotal = 0;
});

function runFor(hosts: string[], perHostUrls: number, path = '/slow', extra: Record<string, unknown> = {}) {
  const urls = hosts.flatMap((h) => Array.from({ length: perHostUrls }, (_, i) => `http://${h}:${site.port}${path}?i=${i}`));
  return writeOnlineRun(urls, { network: { resolve: Object.fromEntries(hosts.map((h) => [h, '127.0.0.1'])), allow_cidrs: ['127.0.0.1/32'] }, ...extra });
}

/** Every batch of a plan at once, `size` URLs each. */
async function allBatches(planPath: string, count: number, size: number) {
  const ranges: Array<[number, number]> = [];
  for (let s = 0; s < count; s += size) ranges.push([s, Math.min(count, s + size)]);
  return Promise.all(ranges.map(([a, b]) => validateOnlineBatch(planPath, a, b, { attempt: 1 })));
}

test('the environment knob: CITEFLOW_BATCH_THREADS, 0–8, default 0 (every batch on the main thread)', () => {
  expect(fetchSettingsFromEnv({}).batches.threads).toBe(0);
  expect(fetchSettingsFromEnv({ CITEFLOW_BATCH_THREADS: '2' }).batches.threads).toBe(2);
  expect(() => fetchSettingsFromEnv({ CITEFLOW_BATCH_THREADS: '9' })).toThrow(/CITEFLOW_BATCH_THREADS must be an integer from 0 to 8/);
});

test('per-host and overall limits hold across the main thread and a batch thread', async () => {
  configureFetching(settings(1, { overall: 6, perHost: 2 }));
  const hosts = ['a.example', 'b.example', 'c.example', 'd.example'];
  const root = runFor(hosts, 12);
  const plan = await planOnline(root);
  // 48 URLs in 8 batches of 6 at once: the thread and the main thread both take some.
  const results = await allBatches(plan.plan_path, plan.url_count, 6);
  for (const r of results) expect([...batchRecords(r.batch_path).values()].every((x) => x.status === 'valid')).toBe(true);
  const stats = batchThreads()!.stats();
  expect(stats.batches).toBeGreaterThan(0);
  expect(stats.batches).toBeLessThan(results.length); // the main thread took some too
  for (const h of hosts) expect(peak.get(h)).toBeLessThanOrEqual(2);
  expect(Math.max(...hosts.map((h) => peak.get(h)!))).toBe(2); // reached, so the bound is tested
  expect(peakTotal).toBeLessThanOrEqual(6);
  expect(workerLimiter().stats()).toMatchObject({ active: 0, waiting: 0 });
});

test("a run's minimum interval and one-per-host hold across threads", async () => {
  configureFetching(settings(1, { overall: 32, perHost: 4 }));
  const root = runFor(['tight.example'], 8, '/slow', { concurrency: { per_host: 1, min_host_interval_ms: 80 } });
  const plan = await planOnline(root);
  await allBatches(plan.plan_path, plan.url_count, 2);
  expect(batchThreads()!.stats().batches).toBeGreaterThan(0);
  expect(peak.get('tight.example')).toBe(1);
  const t = starts.get('tight.example')!;
  expect(t).toHaveLength(8);
  for (let i = 1; i < t.length; i++) expect(t[i]! - t[i - 1]!).toBeGreaterThanOrEqual(40);
  expect(t[t.length - 1]! - t[0]!).toBeGreaterThanOrEqual(7 * 80 - 40);
});

test('a batch in a thread writes the records and audit lines the main thread writes', async () => {
  const hosts = ['same1.example', 'same2.example'];
  const out: Array<{ records: string[]; audit: unknown[] }> = [];
  for (const threads of [0, 1]) {
    configureFetching(settings(threads, { overall: 16, perHost: 4 }));
    const root = runFor(hosts, 5);
    const plan = await planOnline(root);
    const [result] = await allBatches(plan.plan_path, plan.url_count, plan.url_count);
    if (threads) expect(batchThreads()!.stats().batches).toBe(1);
    const records = [...batchRecords(result!.batch_path).values()].map((r) => JSON.stringify({ ...r, checked_at: null }));
    out.push({ records, audit: auditLines(root, 'network_override').map((l) => l.uses) });
  }
  expect(out[0]!.records).toHaveLength(10);
  expect(out[1]).toEqual(out[0]);
  expect(out[0]!.audit.length).toBeGreaterThan(0);
});

test('a thread that dies fails its batch retryably, gives back its permits, and the retry succeeds', async () => {
  configureFetching(settings(1, { overall: 16, perHost: 2 }));
  const root = runFor(['hang.example'], 4, '/hang');
  const plan = await planOnline(root);
  const first = validateOnlineBatch(plan.plan_path, 0, plan.url_count, { attempt: 1 });
  const failed = first.then(
    () => null,
    (err: Error) => err,
  );
  // Wait until the thread's checks hold their permits (two requests hang at the server).
  for (let i = 0; i < 200 && hung.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
  expect(hung.length).toBe(2);
  expect(workerLimiter().stats()).toMatchObject({ active: 2 });
  await batchThreads()!.terminateAll();
  const err = await failed;
  expect(err?.message).toMatch(/Stage 3 batch thread failed .*the batch is retried/);
  // Not a contract error: Temporal's retry policy retries it.
  const mapped = asActivityFailure(err);
  expect(mapped instanceof ApplicationFailure && mapped.nonRetryable).toBe(false);
  // The dead thread's permits are back: nothing active, nothing waiting.
  for (let i = 0; i < 100 && workerLimiter().stats().active + workerLimiter().stats().waiting > 0; i++) await new Promise((r) => setTimeout(r, 10));
  expect(workerLimiter().stats()).toMatchObject({ active: 0, waiting: 0 });
  for (const release of hung.splice(0)) release();
  // The retry (a new thread) finishes the batch; its requests are answered at once now.
  const answer = setInterval(() => hung.splice(0).forEach((r) => r()), 20);
  try {
    const again = await validateOnlineBatch(plan.plan_path, 0, plan.url_count, { attempt: 2 });
    expect([...batchRecords(again.batch_path).values()].map((r) => r.status)).toEqual(['valid', 'valid', 'valid', 'valid']);
  } finally {
    clearInterval(answer);
  }
  expect(batchThreads()!.stats()).toMatchObject({ started: 2, failed: 1 });
});

test('an idle batch thread never keeps the process alive', async () => {
  // A child process (compiled code) runs one batch in a thread and then simply ends its work.
  const script = `
    const { writeOnlineRun, planOnline } = require(${JSON.stringify(join(ROOT, 'dist', 'test', 'fetch', 'online-run'))});
    const vo = require(${JSON.stringify(join(ROOT, 'dist', 'activities', 'validate-online'))});
    (async () => {
      const root = writeOnlineRun([${JSON.stringify(`http://exit.example:${site.port}/slow?i=1`)}], { network: { resolve: { 'exit.example': '127.0.0.1' }, allow_cidrs: ['127.0.0.1/32'] } });
      const plan = await planOnline(root);
      await vo.validateOnlineBatch(plan.plan_path, 0, 1, { attempt: 1 });
      console.log(JSON.stringify(vo.batchThreads().stats()));
    })();`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, CITEFLOW_BATCH_THREADS: '1', CITEFLOW_OPERATOR_CONFIG: process.env.CITEFLOW_OPERATOR_CONFIG },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the process did not exit within 60 s after its batch'));
    }, 60_000);
    child.on('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  expect(code).toBe(0);
  expect(JSON.parse(out)).toMatchObject({ batches: 1, jobs: 0, permits: 0 });
}, 90_000);
