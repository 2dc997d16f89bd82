/**
 * Rerunning a run directory that already holds a report: when the rerun stops before a report
 * (Gate C fails, or too few claims are grounded), nothing of the earlier report survives and
 * rejected-claims.jsonl says why every claim is out. Activity level: the real activities on a
 * copy of the demo run, without Temporal.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gateC } from '../../activities/stages/gate-c';
import { groundAndReport } from '../../activities/stages/stage4-report';
import { copyDemo, setCitationsConfig } from '../e2e/helpers';
import { runStagesOffline } from '../helpers/run-stages';

const read = (root: string, rel: string) => readFileSync(join(root, rel), 'utf8');
const jsonl = (root: string, rel: string) => read(root, rel).trim().split('\n').map((l) => JSON.parse(l));

async function demoWithReport(name: string): Promise<string> {
  const root = copyDemo(name);
  const first = await runStagesOffline(root);
  expect(first.stage4?.pass).toBe(true);
  expect(existsSync(join(root, 'report', 'report.md'))).toBe(true);
  expect(existsSync(join(root, 'citations', 'grounded-claims.jsonl'))).toBe(true);
  return root;
}

test('Gate C fails on a rerun: the earlier report and grounded claims are removed, every claim is rejected with the verdict', async () => {
  const root = await demoWithReport('gate-fail');
  setCitationsConfig(root, { gate_c: { min_validated_claims: 50 } });
  const rerun = await runStagesOffline(root);
  const verdict = 'Gate C failed rule min_validated_claims: 15 of 21 claims validated; at least 50 required';
  expect(rerun.gate).toMatchObject({ pass: false, failed_rules: ['min_validated_claims'], verdict });
  expect(rerun.stage4).toBeNull();
  expect(existsSync(join(root, 'report', 'report.md'))).toBe(false);
  expect(existsSync(join(root, 'citations', 'grounded-claims.jsonl'))).toBe(false);

  const rejected = jsonl(root, 'citations/rejected-claims.jsonl');
  const extracted = jsonl(root, 'citations/extracted.jsonl');
  expect(rejected.map((r) => r.claim_id)).toEqual(extracted.map((c) => c.claim_id).sort());
  expect(new Set(rejected.map((r) => r.reason))).toEqual(new Set([verdict]));

  // Idempotent: running the gate again (a retry after a crash) leaves the same bytes.
  const before = [read(root, 'citations/rejected-claims.jsonl'), read(root, 'citations/gate-c.json')];
  await gateC({ run_root: root });
  expect([read(root, 'citations/rejected-claims.jsonl'), read(root, 'citations/gate-c.json')]).toEqual(before);
});

test('too few grounded claims on a rerun: no report, no grounded claims, the would-be grounded ones rejected with the verdict', async () => {
  const root = await demoWithReport('grounding-fail');
  // 13 grounded claims required; Gate C's min_validated_claims follows (15 validated ≥ 13), Stage 4 grounds 12.
  setCitationsConfig(root, { min_grounded_claims: 13 });
  const rerun = await runStagesOffline(root);
  expect(rerun.gate.pass).toBe(true);
  const verdict = 'Stage 4 failed rule min_grounded_claims: only 12 grounded claims; at least 13 required (9 rejected)';
  expect(rerun.stage4).toEqual({ pass: false, grounded: 12, rejected: 9, verdict, report_path: null });
  expect(existsSync(join(root, 'report', 'report.md'))).toBe(false);
  expect(existsSync(join(root, 'citations', 'grounded-claims.jsonl'))).toBe(false);

  const rejected = jsonl(root, 'citations/rejected-claims.jsonl');
  expect(rejected).toHaveLength(21);
  expect(rejected.map((r) => r.claim_id)).toEqual([...rejected.map((r) => r.claim_id)].sort());
  expect(rejected.filter((r) => r.reason === verdict)).toHaveLength(12);
  expect(rejected.filter((r) => r.reason.startsWith('low confidence'))).toHaveLength(3);

  const before = read(root, 'citations/rejected-claims.jsonl');
  await groundAndReport({ run_root: root });
  expect(read(root, 'citations/rejected-claims.jsonl')).toBe(before);
});
