/**
 * Concurrency a user can set (issue 14): the worker's limits (worker options / environment)
 * hold across every batch of the worker, and a run-config's `concurrency` block only tightens
 * them. Measured at the server: requests in flight per Host header, and the gaps between starts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { configureFetching, validateOnlineBatch } from '../../activities/validate-online';
import { DEFAULT_FETCH_SETTINGS, fetchSettingsFromEnv } from '../../activities/fetch';
import { pages } from '../web';
import { batchRecords, planOnline, removeOnlineRuns, startSite, writeOnlineRun, type Site } from './online-run';
import { useOperatorConfig } from '../helpers/operator-config';

/** The operator allows loopback (activities/operator-config.ts); each run-config narrows it. */
let restoreOperator: (() => void) | undefined;

let site: Site;
const inFlight = new Map<string, number>();
const peak = new Map<string, number>();
const starts = new Map<string, number[]>();

beforeAll(async () => {
  restoreOperator = useOperatorConfig({ allow_cidrs: ['127.0.0.0/8'] });
  site = await startSite({
    '/slow': (req: IncomingMessage, res: ServerResponse) => {
      const host = (req.headers.host ?? '').split(':')[0]!;
      inFlight.set(host, (inFlight.get(host) ?? 0) + 1);
      peak.set(host, Math.max(peak.get(host) ?? 0, inFlight.get(host)!));
      starts.set(host, [...(starts.get(host) ?? []), Date.now()]);
      setTimeout(() => {
        inFlight.set(host, inFlight.get(host)! - 1);
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(pages.rustArticle());
      }, 40);
    },
  });
});
afterAll(async () => {
  restoreOperator?.();
  configureFetching(DEFAULT_FETCH_SETTINGS);
  await site.close();
  removeOnlineRuns();
});

function runFor(hosts: string[], perHostUrls: number, extra: Record<string, unknown> = {}) {
  const urls = hosts.flatMap((h) => Array.from({ length: perHostUrls }, (_, i) => `http://${h}:${site.port}/slow?i=${i}`));
  const root = writeOnlineRun(urls, {
    network: { resolve: Object.fromEntries(hosts.map((h) => [h, '127.0.0.1'])), allow_cidrs: ['127.0.0.1/32'] },
    ...extra,
  });
  return { root, urls };
}

test('the worker-wide per-host limit holds across two batches (two runs) at once', async () => {
  configureFetching({ ...DEFAULT_FETCH_SETTINGS, politeness: { ...DEFAULT_FETCH_SETTINGS.politeness, overall: 32, perHost: 2 } });
  const a = runFor(['shared.example'], 8);
  const b = runFor(['shared.example'], 8);
  const [pa, pb] = await Promise.all([planOnline(a.root), planOnline(b.root)]);
  const results = await Promise.all([validateOnlineBatch(pa.plan_path, 0, pa.url_count, { attempt: 1 }), validateOnlineBatch(pb.plan_path, 0, pb.url_count, { attempt: 1 })]);
  for (const r of results) expect([...batchRecords(r.batch_path).values()].every((x) => x.status === 'valid')).toBe(true);
  expect(peak.get('shared.example')).toBe(2);
});

test("a run-config's concurrency tightens the worker's: one per host, a minimum interval between starts", async () => {
  configureFetching({ ...DEFAULT_FETCH_SETTINGS, politeness: { ...DEFAULT_FETCH_SETTINGS.politeness, overall: 32, perHost: 4 } });
  const { root } = runFor(['tight1.example', 'tight2.example'], 5, { concurrency: { per_host: 1, min_host_interval_ms: 80 } });
  const plan = await planOnline(root);
  const result = await validateOnlineBatch(plan.plan_path, 0, plan.url_count, { attempt: 1 });
  expect([...batchRecords(result.batch_path).values()].map((r) => r.status)).toEqual(Array(10).fill('valid'));
  for (const host of ['tight1.example', 'tight2.example']) {
    expect(peak.get(host)).toBe(1);
    const t = starts.get(host)!;
    // Measured where the requests arrive, so allow arrival jitter on each gap, not on the whole span.
    for (let i = 1; i < t.length; i++) expect(t[i]! - t[i - 1]!).toBeGreaterThanOrEqual(40);
    expect(t[t.length - 1]! - t[0]!).toBeGreaterThanOrEqual(4 * 80 - 40);
  }
});

test('a run-config cannot loosen the worker: a larger per_host still gets the worker limit', async () => {
  configureFetching({ ...DEFAULT_FETCH_SETTINGS, politeness: { ...DEFAULT_FETCH_SETTINGS.politeness, overall: 32, perHost: 1 } });
  const { root } = runFor(['loose.example'], 6, { concurrency: { overall: 1024, per_host: 200 } });
  const plan = await planOnline(root);
  await validateOnlineBatch(plan.plan_path, 0, plan.url_count, { attempt: 1 });
  expect(peak.get('loose.example')).toBe(1);
});

test('bad settings are clear errors: run-config out of range, worker environment not an integer', async () => {
  const { root } = runFor(['bad.example'], 1, { concurrency: { per_host: 0 } });
  await expect(planOnline(root)).rejects.toMatchObject({ code: 'SCHEMA_VALIDATION_FAILED' });
  expect(() => fetchSettingsFromEnv({ CITEFLOW_FETCH_PER_HOST: 'lots' })).toThrow(/CITEFLOW_FETCH_PER_HOST must be an integer/);
  expect(fetchSettingsFromEnv({ CITEFLOW_FETCH_CONCURRENCY: '8', CITEFLOW_FETCH_HOST_INTERVAL_MS: '50' }).politeness).toMatchObject({ overall: 8, minHostIntervalMs: 50 });
});
