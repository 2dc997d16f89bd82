/**
 * What a validation plan takes from run-config's network block: the spec's limits as maxima,
 * `resolve` values checked (IP literals) and keys lower-cased at plan time, and — for online
 * plans — the fetch limits and ladder frozen, so a batch does not read the live run-config.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyResponse } from '../../activities/classify';
import { readPlanFile, validateOfflineBatch } from '../../activities/validate';
import { validateOnlineBatch } from '../../activities/validate-online';
import { CiteflowError } from '../../shared/errors';
import { batchRecords, planOnline, removeOnlineRuns, startSite, writeOnlineRun, writeRunConfig, type Site } from './online-run';
import { planValidation } from '../../activities/validate';
import { useOperatorConfig } from '../helpers/operator-config';

let site: Site;
let restoreOperator: () => void;
beforeAll(async () => {
  restoreOperator = useOperatorConfig({ allow_cidrs: ['127.0.0.0/8'] }); // the operator allows loopback; runs narrow it
  const hop = (to: string) => (_q: unknown, r: import('node:http').ServerResponse) => {
    r.writeHead(302, { location: to });
    r.end();
  };
  site = await startSite({
    '/hop1': hop('/hop2'),
    '/hop2': hop('/end'),
    '/end': (_q, r) => {
      r.writeHead(200, { 'content-type': 'text/html' });
      r.end('<html><head><title>Redirect chain end</title></head><body><p>The end of a two-hop redirect chain, with enough words to read.</p></body></html>');
    },
  });
});
afterAll(async () => {
  restoreOperator();
  await site.close();
  removeOnlineRuns();
});

async function planError(network: Record<string, unknown>): Promise<CiteflowError> {
  const root = writeOnlineRun(['https://example.com/a'], { network });
  const err = await planOnline(root).then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(CiteflowError);
  return err as CiteflowError;
}

test.each([
  ['per_hop_timeout_ms', 5001],
  ['max_body_bytes', 2 * 1024 * 1024 + 1],
  ['max_redirects', 6],
])('run-config may not loosen the spec: %s = %d is SCHEMA_VALIDATION_FAILED naming the field', async (field, value) => {
  const err = await planError({ [field]: value });
  expect(err.code).toBe('SCHEMA_VALIDATION_FAILED');
  expect(err.message).toContain(`run-config.json: effective.citations.network.${field}:`);
});

test('the spec limits themselves, and tighter ones, are accepted and frozen in the online plan', async () => {
  const root = writeOnlineRun(['https://example.com/a'], { network: { per_hop_timeout_ms: 5000, max_body_bytes: 1024, max_redirects: 0 } });
  const plan = await readPlanFile((await planOnline(root)).plan_path);
  expect(plan.network).toMatchObject({ per_hop_timeout_ms: 5000, max_body_bytes: 1024, max_redirects: 0 });
  expect(plan.ladder).toEqual({});
});

test.each(['not-an-ip', 'localhost', '0x7f.1', '127.1', '10.0.0.0/8', ''])('network.resolve to %j is refused when planning', async (address) => {
  const err = await planError({ resolve: { 'news.example': address } });
  expect(err.code).toBe('SCHEMA_VALIDATION_FAILED');
  expect(err.message).toBe('run-config.json: effective.citations.network.resolve["news.example"]: not an IP address');
});

test('resolve keys are matched without regard to case offline too (a pin to 10.x makes the URL invalid)', async () => {
  const root = writeOnlineRun(['http://intranet.example/wiki'], { mode: 'offline', network: { resolve: { 'Intranet.Example': '10.0.0.5' } } });
  const fixtures = join(root, 'fixtures.json');
  writeFileSync(fixtures, JSON.stringify({ schema_version: 'fixtures.v1', checked_at: '2026-02-13T12:35:00Z', items: [{ url: 'http://intranet.example/wiki', status: 'valid', http_status: 200, notes: 'fixture says fine' }] }));
  const plan = await planValidation({ manifest_path: join(root, 'manifest.json'), offline_fixtures_path: fixtures, reason: 'case test' });
  expect((await readPlanFile(plan.plan_path)).network.resolve).toEqual({ 'intranet.example': '10.0.0.5' });
  const result = await validateOfflineBatch(plan.plan_path, 0, 1, classifyResponse);
  const record = batchRecords(result.batch_path).get('http://intranet.example/wiki')!;
  expect(record.status).toBe('invalid');
  expect(record.notes).toBe('10.0.0.5 is a private or local network address');
});

test('a batch fetches under the limits frozen in the plan, not a run-config edited after planning', async () => {
  const url = `http://chain.example:${site.port}/hop1`;
  const network = { resolve: { 'chain.example': '127.0.0.1' }, allow_cidrs: ['127.0.0.1/32'] };
  const root = writeOnlineRun([url], { network: { ...network, max_redirects: 1 } });
  const plan = await planOnline(root);
  writeRunConfig(root, { network: { ...network, max_redirects: 5 } });
  const result = await validateOnlineBatch(plan.plan_path, 0, 1, { attempt: 1 });
  const record = batchRecords(result.batch_path).get(url)!;
  expect(record.status).toBe('invalid');
  expect(record.notes).toMatch(/redirect loop: .*more than 1 redirects/);
});
