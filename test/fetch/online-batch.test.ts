/**
 * ONLINE stage-3 batches (validateOnlineBatch) against loopback sites: rate limits and
 * Retry-After. A batch that must wait fails with RATE_LIMITED and a nextRetryDelay for
 * Temporal; the delay is capped, and a site asking for more than the cap is not waited for.
 * The attempt number is passed in, as Temporal's activity info would give it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApplicationFailure } from '@temporalio/common';
import { validateOnlineBatch } from '../../activities/validate-online';
import { RATE_LIMIT_RETRY } from '../../activities/policies';
import { pages, startBrightDataStandIn } from '../web';
import { useOperatorConfig } from '../helpers/operator-config';
import { auditLines, batchRecords, planOnline, removeOnlineRuns, startSite, writeOnlineRun, type Site } from './online-run';

const tooMany = (headers: Record<string, string>) => (_q: IncomingMessage, r: ServerResponse) => {
  r.writeHead(429, { 'content-type': 'text/html', ...headers });
  r.end('<html><body>Too many requests</body></html>');
};

let site: Site;
/** The operator's side (activities/operator-config.ts): loopback allowed, both ladder steps named with unset token variables. */
const OPERATOR = {
  allow_cidrs: ['127.0.0.0/8'],
  ladder: { bright_data: { token_env: 'CITEFLOW_TEST_UNSET_BD' }, apify: { token_env: 'CITEFLOW_TEST_UNSET_APIFY' } },
};
let restoreOperator: () => void;
const inADay = () => new Date(Date.now() + 86_400_000).toUTCString();

beforeAll(async () => {
  restoreOperator = useOperatorConfig(OPERATOR);
  site = await startSite({
    '/day': tooMany({ 'retry-after': '86400' }),
    '/date': (q, r) => tooMany({ 'retry-after': inADay(), date: new Date().toUTCString() })(q, r),
    '/none': tooMany({}),
    '/one': tooMany({ 'retry-after': '1' }),
    '/article': (_q, r) => {
      r.writeHead(200, { 'content-type': 'text/html' });
      r.end(pages.rustArticle());
    },
  });
});
afterAll(async () => {
  restoreOperator();
  await site.close();
  removeOnlineRuns();
});

/** Each test uses its own host names: the worker-wide limiter backs off per host. */
function run(urls: Array<[host: string, path: string]>, extra: Record<string, unknown> = {}) {
  const hosts = [...new Set(urls.map(([h]) => h))];
  const full = urls.map(([h, p]) => `http://${h}:${site.port}${p}`);
  const root = writeOnlineRun(full, {
    // A run-config may narrow the operator's 127.0.0.0/8 to one address.
    network: { resolve: Object.fromEntries(hosts.map((h) => [h, '127.0.0.1'])), allow_cidrs: ['127.0.0.1/32'] },
    ...extra,
  });
  return { root, urls: full };
}

async function rateLimitFailure(p: Promise<unknown>): Promise<ApplicationFailure> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApplicationFailure);
  expect((err as ApplicationFailure).type).toBe('RATE_LIMITED');
  return err as ApplicationFailure;
}

test('a Retry-After longer than the cap is not waited for: the URL is final now, blocked, and the note says why', async () => {
  const { root, urls } = run([['day.example', '/day'], ['date.example', '/date']]);
  const plan = await planOnline(root);
  const started = Date.now();
  const result = await validateOnlineBatch(plan.plan_path, 0, plan.url_count, { attempt: 1 });
  expect(Date.now() - started).toBeLessThan(RATE_LIMIT_RETRY.maxWaitMs);
  const records = batchRecords(result.batch_path);
  const day = records.get(urls[0]!)!;
  const date = records.get(urls[1]!)!;
  expect([day.status, date.status]).toEqual(['blocked', 'blocked']);
  expect(day.notes).toMatch(/the site asked to retry after 86400 s, longer than the 30 s citeflow waits/);
  // An HTTP-date a day ahead of the response's Date header: ~86400 s.
  expect(date.notes).toMatch(/the site asked to retry after 864\d\d s/);
  expect(site.hits('/day')).toBe(1);
  expect(site.hits('/date')).toBe(1);
});

test('a 429 without Retry-After is retried after the documented default wait, then judged on the last attempt', async () => {
  const { root, urls } = run([['none.example', '/none']]);
  const plan = await planOnline(root);
  const failure = await rateLimitFailure(validateOnlineBatch(plan.plan_path, 0, 1, { attempt: 1 }));
  expect(failure.nextRetryDelay).toBe(RATE_LIMIT_RETRY.defaultWaitMs);
  // The last rate-limit attempt: the verdict stands.
  const result = await validateOnlineBatch(plan.plan_path, 0, 1, { attempt: RATE_LIMIT_RETRY.attempts });
  const record = batchRecords(result.batch_path).get(urls[0]!)!;
  expect(record.status).toBe('blocked');
  expect(record.notes).toMatch(/rate limited \(HTTP 429\)/);
  expect(record.notes).toMatch(/still rate limited after 3 attempts/);
});

test('a short Retry-After becomes the retry delay; URLs finished on the way are kept, not fetched again', async () => {
  const { root, urls } = run([['one.example', '/one'], ['fine.example', '/article']]);
  const plan = await planOnline(root);
  const before = site.hits('/article');
  const failure = await rateLimitFailure(validateOnlineBatch(plan.plan_path, 0, 2, { attempt: 1 }));
  expect(failure.nextRetryDelay).toBe(1000);
  const result = await validateOnlineBatch(plan.plan_path, 0, 2, { attempt: RATE_LIMIT_RETRY.attempts });
  const records = batchRecords(result.batch_path);
  expect(records.get(urls[1]!)!.status).toBe('valid');
  expect(site.hits('/article') - before).toBe(1);
  expect(records.get(urls[0]!)!.status).toBe('blocked');
});

test('every batch audits its own network overrides: two batches of one run, then a second run on the same worker', async () => {
  const first = run([['audit-a.example', '/article'], ['audit-b.example', '/article']]);
  const plan = await planOnline(first.root);
  await validateOnlineBatch(plan.plan_path, 0, 1, { attempt: 1 });
  await validateOnlineBatch(plan.plan_path, 1, 2, { attempt: 1 });
  expect(auditLines(first.root, 'network_override').map((l) => l.uses)).toEqual([
    ['allow_cidr:audit-a.example', 'resolve:audit-a.example'],
    ['allow_cidr:audit-b.example', 'resolve:audit-b.example'],
  ]);
  // Same network policy, so the same pooled fetcher; this run's batch still writes its own line.
  const second = run([['audit-a.example', '/article'], ['audit-b.example', '/article']]);
  const plan2 = await planOnline(second.root);
  await validateOnlineBatch(plan2.plan_path, 0, 2, { attempt: 1 });
  expect(auditLines(second.root, 'network_override').map((l) => l.uses)).toEqual([
    ['allow_cidr:audit-a.example', 'allow_cidr:audit-b.example', 'resolve:audit-a.example', 'resolve:audit-b.example'],
  ]);
});

test('a rate-limited URL is not escalated to the paid services while Temporal retries remain; on the last attempt it is', async () => {
  const token = 'bd-token-for-batch-test';
  const bd = await startBrightDataStandIn(token);
  process.env.CITEFLOW_TEST_BD_TOKEN = token;
  // The stand-in's endpoint and token variable are the operator's to set (plain http: the operator's test mode).
  const restore = useOperatorConfig({
    allow_cidrs: OPERATOR.allow_cidrs,
    ladder: { bright_data: { endpoint: bd.endpoint, token_env: 'CITEFLOW_TEST_BD_TOKEN' }, apify: { token_env: 'CITEFLOW_TEST_UNSET_APIFY' } },
    allow_http_service_endpoints: true,
  });
  try {
    const { root, urls } = run([['ladder.example', '/one']]);
    bd.behave(urls[0]!, { kind: 'page', html: pages.rustArticle() });
    const plan = await planOnline(root);
    for (const attempt of [1, 2]) {
      const failure = await rateLimitFailure(validateOnlineBatch(plan.plan_path, 0, 1, { attempt }));
      expect(failure.nextRetryDelay).toBe(1000);
    }
    expect(bd.calls).toHaveLength(0);
    const result = await validateOnlineBatch(plan.plan_path, 0, 1, { attempt: RATE_LIMIT_RETRY.attempts });
    expect(bd.calls).toHaveLength(1);
    const record = batchRecords(result.batch_path).get(urls[0]!)!;
    expect(record.status).toBe('valid');
    expect(record.notes).toMatch(/^via Bright Data: .*\[ladder direct:blocked → bright_data:valid\]$/);
    expect(JSON.stringify(record)).not.toContain(token);
  } finally {
    delete process.env.CITEFLOW_TEST_BD_TOKEN;
    restore();
    await bd.close();
  }
});
