/**
 * A run that ends with a failing verdict, through the real CLI on a real Temporal dev server:
 * exit code 2, the verdict names the rule, thresholds come from run-config.json, and a rerun of a
 * directory that already held a report leaves no stale report or grounded claims behind.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { removeHome, startTestServer, type TestServer } from '../helpers/temporal-server';
import { copyDemo, requireBuild, runCli, setCitationsConfig } from './helpers';

jest.setTimeout(240000);

let server: TestServer;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  requireBuild();
  server = await startTestServer();
  env = { ...server.env, TEMPORAL_ADDRESS: server.address, CITEFLOW_TASK_QUEUE: 'verdicts' };
});

afterAll(async () => {
  await server?.stop();
  if (server) removeHome(server.home);
});

async function demoWithReport(name: string): Promise<string> {
  const root = copyDemo(name);
  const first = await runCli(['run', root], env);
  expect(first.code).toBe(0);
  expect(readFileSync(join(root, 'report', 'report.md'), 'utf8')).toMatch(/Gate C passed · 12 grounded claims/);
  return root;
}

function expectNoStaleReport(root: string): void {
  expect(existsSync(join(root, 'report', 'report.md'))).toBe(false);
  expect(existsSync(join(root, 'citations', 'grounded-claims.jsonl'))).toBe(false);
  const rejected = readFileSync(join(root, 'citations', 'rejected-claims.jsonl'), 'utf8').trim().split('\n');
  expect(rejected).toHaveLength(21); // every claim of the demo, each with why it is out
}

test('a stricter Gate C on a rerun: exit 2, the verdict names the rule, no report is left', async () => {
  const root = await demoWithReport('gate-c');
  setCitationsConfig(root, { gate_c: { min_citable_share: 0.9 } });
  const r = await runCli(['run', root], env);
  expect(r.code).toBe(2);
  expect(r.stdout).toContain(
    'citeflow run dr_20260213_wasm: Gate C failed rule min_citable_share: 24 of 28 URLs citable (valid 22, paywalled 2); share 0.8571, at least 0.9 required',
  );
  expect(r.stdout).toContain('report.md:       (not written: see the verdict above)');
  expectNoStaleReport(root);
});

test('min_grounded_claims from run-config above what the run grounds: exit 2 (JSON too), no report is left', async () => {
  const root = await demoWithReport('grounding');
  setCitationsConfig(root, { min_grounded_claims: 13 });
  const r = await runCli(['run', root, '--json'], env);
  expect(r.code).toBe(2);
  const result = JSON.parse(r.stdout);
  expect([result.ok, result.outcome, result.gate_c.pass, result.grounded, result.paths.report]).toEqual([false, 'grounding_failed', true, 12, null]);
  expect(result.verdict).toBe('Stage 4 failed rule min_grounded_claims: only 12 grounded claims; at least 13 required (9 rejected)');
  expectNoStaleReport(root);
});
