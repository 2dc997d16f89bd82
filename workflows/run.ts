/**
 * citeflow-run-<run_id>: Stage 1 → Stage 2 → Stage 3 → Gate C → Stage 4 for one run
 * directory. Deterministic orchestration only; every file is read and written by activities.
 *
 * What operators see (shared/run-status.ts): the memo `citeflow` and the current details
 * follow the run (stage, counts by status, Gate C verdict); a failing verdict ends the
 * workflow as Failed with a non-retryable ApplicationFailure naming the rule; a run that fails
 * on bad input ends with CiteflowStage = failed. All of it under patched(OPS_PATCH), so runs
 * started before it (and the recorded histories) replay unchanged.
 */
import {
  ApplicationFailure,
  defineQuery,
  isCancellation,
  patched,
  proxyActivities,
  setCurrentDetails,
  setHandler,
  upsertMemo,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import type { Activities } from '../activities';
import { LIBRARY_ACTIVITY, STAGE_ACTIVITY } from '../activities/policies';
import { currentDetailsMarkdown, emptyRunMemo, failedRule, OPS_PATCH, RUN_MEMO_KEY, verdictFailureType, type RunMemo } from '../shared/run-status';
import { CiteflowGateC, CiteflowMode, CiteflowStage } from '../shared/search-attributes';
import type { UrlFilters } from '../shared/url-filters';
import { runValidationStage } from './validation-stage';

export type RunInput = { run_root: string; run_id: string; reason?: string; /** --include/--exclude of the command line */ url_filters?: UrlFilters };

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
  await startIngest(input);
}

function startIngest(input: RunInput): Promise<unknown> {
  return library.ingestRunIntoLibrary.executeWithOptions({ ...LIBRARY_ACTIVITY, summary: 'Library · this run\'s citations and usages' }, [
    { run_root: input.run_root, run_id: input.run_id, workflow_id: workflowInfo().workflowId },
  ]);
}

/**
 * The library ingest reads only what Stages 1–3 wrote (citations.jsonl, validated-claims.jsonl,
 * search results), so new runs start it right after the claim checks and let it run beside
 * Gate C and Stage 4 (it mostly waits on the library's database). Runs recorded before this
 * patch ingest after Stage 4, as they always did.
 */
export const INGEST_BESIDE_GATE_C_PATCH = 'ingest-beside-gate-c';

/** An ingest started early: `settled` never rejects (no unhandled rejection while Gate C runs); it yields the ingest's error or null. */
type EarlyIngest = { settled: Promise<unknown> };

function startIngestEarly(input: RunInput): EarlyIngest {
  return { settled: startIngest(input).then(() => null, (err: unknown) => err ?? new Error('library ingest failed')) };
}

export async function citeflowRun(input: RunInput): Promise<RunResult> {
  const progress: Progress = { stage: 'starting', total: 0, done: 0, by_status: {} };
  setHandler(progressQuery, () => progress);
  const visible = patched(OPS_PATCH);
  const memo: RunMemo = emptyRunMemo();
  /** Current details always (no history event); the memo only on patched runs (one event each). */
  const publish = () => {
    memo.stage = progress.stage;
    memo.total = progress.total;
    memo.done = progress.done;
    memo.by_status = { ...progress.by_status };
    setCurrentDetails(currentDetailsMarkdown(memo));
    if (visible) upsertMemo({ [RUN_MEMO_KEY]: { ...memo } });
  };
  const enter = (stage: Stage) => {
    progress.stage = stage;
    upsertSearchAttributes([{ key: CiteflowStage, value: stage }]);
    publish();
  };
  const run = { run_root: input.run_root };
  let early: EarlyIngest | null = null;

  try {
    enter('stage1');
    const stage1 = await act.harvestSources.executeWithOptions({ ...STAGE_ACTIVITY, summary: 'Stage 1 · search results from the wave artifacts' }, [run]);
    memo.sources = stage1.sources;

    enter('stage2');
    const stage2 = await act.extractCitations.executeWithOptions({ ...STAGE_ACTIVITY, summary: 'Stage 2 · normalize, redact, cid; claims with quotes' }, [
      input.url_filters ? { ...run, url_filters: input.url_filters } : run,
    ]);
    memo.claims = stage2.claims;

    enter('stage3');
    const validation = await runValidationStage(
      {
        manifest_path: stage1.manifest_path,
        reason: input.reason ?? `citeflow run ${input.run_id}`,
        ...(stage1.fixtures_path ? { offline_fixtures_path: stage1.fixtures_path } : {}),
      },
      progress,
      (plan) => {
        upsertSearchAttributes([{ key: CiteflowMode, value: plan.mode }]);
        memo.mode = plan.mode;
      },
      publish,
    );
    await act.checkClaims.executeWithOptions({ ...STAGE_ACTIVITY, summary: 'Stage 3 · claims: quote found, verbatim, credibility' }, [run]);
    // patched: the library ingest starts here and runs beside Gate C and Stage 4 (both the
    // 'library-ingest' behaviour and the ingest's place are this patch's for new runs).
    early = patched(INGEST_BESIDE_GATE_C_PATCH) ? startIngestEarly(input) : null;

    enter('gate_c');
    const gate = await act.gateC.executeWithOptions({ ...STAGE_ACTIVITY, summary: 'Gate C · one status per URL, thresholds' }, [run]);
    upsertSearchAttributes([{ key: CiteflowGateC, value: gate.pass ? 'pass' : 'fail' }]);
    memo.gate_c = gate.pass ? 'pass' : 'fail';

    let result: RunResult = {
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
    if (gate.pass) {
      enter('stage4');
      const stage4 = await act.groundAndReport.executeWithOptions({ ...STAGE_ACTIVITY, summary: 'Stage 4 · grounded claims and the report' }, [run]);
      result = {
        ...result,
        outcome: stage4.pass ? 'report_written' : 'grounding_failed',
        grounded: stage4.grounded,
        verdict: stage4.verdict,
        paths: { ...result.paths, report: stage4.report_path },
      };
    }
    const pass = result.outcome === 'report_written';
    memo.outcome = result.outcome;
    memo.grounded = result.grounded;
    memo.verdict = result.verdict;
    memo.rule = pass ? null : failedRule(result);
    // The run's result is complete here, outputs and gate-c.json written: the library ingest
    // (patched('library-ingest'); started beside Gate C under patched('ingest-beside-gate-c'))
    // is done for passing and failing runs alike before a failing verdict is thrown below, and
    // before the final stage is entered (the order the recorded histories have).
    if (early) {
      // The ingest started beside Gate C: the run ends only once it is done, and its error fails
      // the run here, where an ingest after Stage 4 would have failed it.
      const ingestError = await early.settled;
      early = null;
      if (ingestError) throw ingestError;
    } else {
      await ingestIntoLibrary(input);
    }
    enter(pass ? 'done' : 'failed');

    if (!pass && visible) {
      // Fail hard (the seeds' FAIL HARD): the workflow ends as Failed, the type names the rule,
      // the message is the verdict, the details carry the result (the CLI prints it, exit 2).
      throw ApplicationFailure.create({
        type: verdictFailureType(result.outcome as Exclude<RunResult['outcome'], 'report_written'>, memo.rule!),
        message: result.verdict ?? `${result.outcome}: rule ${memo.rule}`,
        nonRetryable: true,
        details: [result],
      });
    }
    return result;
  } catch (err) {
    // Gate C or Stage 4 failed (an error, not a verdict) while the ingest ran beside them: the
    // ingest is let finish (it reads only Stage 1–3 outputs, which stand whatever Gate C makes of
    // them, and it is idempotent), then the run fails with the stage's error — not the ingest's.
    if (early && !isCancellation(err)) await early.settled;
    // Bad input (or any other failure) shows as CiteflowStage = failed, like a failing verdict.
    if (visible && progress.stage !== 'failed' && !isCancellation(err)) enter('failed');
    throw err;
  }
}
