/**
 * citeflow-run-<run_id>: Stage 1 → Stage 2 → Stage 3 → Gate C → Stage 4 for one run
 * directory. Deterministic orchestration only; every file is read and written by activities.
 */
import { defineQuery, patched, proxyActivities, setHandler, upsertSearchAttributes, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { LIBRARY_ACTIVITY, STAGE_ACTIVITY } from '../activities/policies';
import { CiteflowGateC, CiteflowMode, CiteflowStage } from '../shared/search-attributes';
import { runValidationStage } from './validation-stage';

export type RunInput = { run_root: string; run_id: string; reason?: string };

export type Stage = 'starting' | 'stage1' | 'stage2' | 'stage3' | 'gate_c' | 'stage4' | 'done' | 'failed';

export type Progress = { stage: Stage; total: number; done: number; by_status: Record<string, number> };

export type RunResult = {
  run_id: string;
  outcome: 'report_written' | 'gate_c_failed' | 'grounding_failed';
  mode: 'offline' | 'online';
  sources: number;
  urls: number;
  claims: number;
  by_status: Record<string, number>;
  gate_c: { pass: boolean; failed_rules: string[] };
  grounded: number;
  verdict: string | null;
  paths: { citations: string; gate_c: string; report: string | null };
};

export const progressQuery = defineQuery<Progress>('progress');

const act = proxyActivities<Activities>(STAGE_ACTIVITY);
const library = proxyActivities<Activities>(LIBRARY_ACTIVITY);

/**
 * The run's last activity: its citations and usages into the citation library, whether Gate C
 * passed or not (idempotent: a re-run or replay never double-counts). Behind a patch so runs
 * recorded before the library existed still replay.
 */
async function ingestIntoLibrary(input: RunInput): Promise<void> {
  if (!patched('library-ingest')) return;
  await library.ingestRunIntoLibrary.executeWithOptions({ ...LIBRARY_ACTIVITY, summary: 'Library · this run\'s citations and usages' }, [
    { run_root: input.run_root, run_id: input.run_id, workflow_id: workflowInfo().workflowId },
  ]);
}

export async function citeflowRun(input: RunInput): Promise<RunResult> {
  const progress: Progress = { stage: 'starting', total: 0, done: 0, by_status: {} };
  setHandler(progressQuery, () => progress);
  const enter = (stage: Stage) => {
    progress.stage = stage;
    upsertSearchAttributes([{ key: CiteflowStage, value: stage }]);
  };
  const run = { run_root: input.run_root };

  enter('stage1');
  const stage1 = await act.harvestSources.executeWithOptions({ ...STAGE_ACTIVITY, summary: 'Stage 1 · search results from the wave artifacts' }, [run]);

  enter('stage2');
  const stage2 = await act.extractCitations.executeWithOptions({ ...STAGE_ACTIVITY, summary: 'Stage 2 · normalize, redact, cid; claims with quotes' }, [run]);

  enter('stage3');
  const validation = await runValidationStage(
    {
      manifest_path: stage1.manifest_path,
      reason: input.reason ?? `citeflow run ${input.run_id}`,
      ...(stage1.fixtures_path ? { offline_fixtures_path: stage1.fixtures_path } : {}),
    },
    progress,
    (plan) => upsertSearchAttributes([{ key: CiteflowMode, value: plan.mode }]),
  );
  await act.checkClaims.executeWithOptions({ ...STAGE_ACTIVITY, summary: 'Stage 3 · claims: quote found, verbatim, credibility' }, [run]);

  enter('gate_c');
  const gate = await act.gateC.executeWithOptions({ ...STAGE_ACTIVITY, summary: 'Gate C · one status per URL, thresholds' }, [run]);
  upsertSearchAttributes([{ key: CiteflowGateC, value: gate.pass ? 'pass' : 'fail' }]);

  const result: RunResult = {
    run_id: input.run_id,
    outcome: 'gate_c_failed',
    mode: validation.mode,
    sources: stage1.sources,
    urls: validation.validated,
    claims: stage2.claims,
    by_status: progress.by_status,
    gate_c: { pass: gate.pass, failed_rules: gate.failed_rules },
    grounded: 0,
    verdict: gate.pass ? null : gate.verdict,
    paths: { citations: validation.citations_path, gate_c: gate.path, report: null },
  };
  if (!gate.pass) {
    enter('failed');
    await ingestIntoLibrary(input);
    return result;
  }

  enter('stage4');
  const stage4 = await act.groundAndReport.executeWithOptions({ ...STAGE_ACTIVITY, summary: 'Stage 4 · grounded claims and the report' }, [run]);
  await ingestIntoLibrary(input);
  enter(stage4.pass ? 'done' : 'failed');
  return {
    ...result,
    outcome: stage4.pass ? 'report_written' : 'grounding_failed',
    grounded: stage4.grounded,
    verdict: stage4.verdict,
    paths: { ...result.paths, report: stage4.report_path },
  };
}
