/**
 * One run as operators see it, without a worker: the workflow's description (status, search
 * attributes, the `citeflow` memo) and, for a closed run, its stored result or failure. Never
 * a workflow query — a query needs a live worker, and a closed workflow has none.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ApplicationFailure, WorkflowFailedError, WorkflowNotFoundError, type Client, type WorkflowExecutionInfo } from '@temporalio/client';
import { isErrorCode } from '../shared/errors';
import { FILE_LIMITS } from '../shared/schemas/limits';
import { failedRule, isVerdictFailureType, RUN_MEMO_KEY, type RunMemo } from '../shared/run-status';
import { CiteflowGateC, CiteflowMode, CiteflowRunId, CiteflowStage } from '../shared/search-attributes';
import type { RunResult } from '../workflows/run';

export type RunInfo = {
  run_id: string | null;
  workflow_id: string;
  workflow_type: string;
  execution_run_id: string;
  status: string;
  start_time: string | null;
  close_time: string | null;
  stage: string | null;
  mode: string | null;
  total: number | null;
  done: number | null;
  by_status: Record<string, number>;
  gate_c: 'pass' | 'fail' | null;
  rule: string | null;
  verdict: string | null;
  outcome: string | null;
  grounded: number | null;
  claims: number | null;
  error: { code: string; message: string } | null;
};

function firstString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** What the description and the memo say (enough for `list`; `status` adds the stored result). */
export function infoFromDescription(d: Omit<WorkflowExecutionInfo, 'raw'>): RunInfo {
  const sa = d.typedSearchAttributes;
  const memo = (d.memo?.[RUN_MEMO_KEY] ?? null) as Partial<RunMemo> | null;
  const gate = firstString(sa.get(CiteflowGateC)) ?? memo?.gate_c ?? null;
  return {
    run_id: firstString(sa.get(CiteflowRunId)),
    workflow_id: d.workflowId,
    workflow_type: d.type,
    execution_run_id: d.runId,
    status: d.status.name,
    start_time: d.startTime ? d.startTime.toISOString() : null,
    close_time: d.closeTime ? d.closeTime.toISOString() : null,
    stage: firstString(sa.get(CiteflowStage)) ?? memo?.stage ?? null,
    mode: firstString(sa.get(CiteflowMode)) ?? memo?.mode ?? null,
    total: memo?.total ?? null,
    done: memo?.done ?? null,
    by_status: memo?.by_status ?? {},
    gate_c: gate === 'pass' || gate === 'fail' ? gate : null,
    rule: memo?.rule ?? null,
    verdict: memo?.verdict ?? null,
    outcome: memo?.outcome ?? null,
    grounded: memo?.grounded ?? null,
    claims: memo?.claims ?? null,
    error: null,
  };
}

function isRunResult(value: unknown): value is RunResult {
  return typeof value === 'object' && value !== null && 'outcome' in value && 'gate_c' in value && 'by_status' in value;
}

function withResult(info: RunInfo, result: RunResult): RunInfo {
  const pass = result.outcome === 'report_written';
  return {
    ...info,
    total: result.urls,
    done: result.urls,
    by_status: result.by_status,
    mode: result.mode,
    gate_c: result.gate_c.pass ? 'pass' : 'fail',
    rule: pass ? null : failedRule(result),
    verdict: result.verdict,
    outcome: result.outcome,
    grounded: result.grounded,
    claims: result.claims,
  };
}

/** Description + (closed runs) the stored result or failure, from the server's history. */
export async function describeRun(client: Client, workflowId: string): Promise<RunInfo> {
  const handle = client.workflow.getHandle(workflowId);
  const description = await handle.describe();
  let info = infoFromDescription(description);
  if (description.status.name === 'COMPLETED') {
    const result = await handle.result().catch(() => null);
    if (isRunResult(result)) info = withResult(info, result);
    else if (result && typeof result === 'object' && 'validated' in result) {
      const r = result as { validated: number; mode: string };
      info = { ...info, total: r.validated, done: r.validated, mode: r.mode, outcome: 'validated' };
    }
  } else if (description.status.name === 'FAILED') {
    try {
      await handle.result();
    } catch (err) {
      const failure = applicationFailureOf(err);
      if (failure && isVerdictFailureType(failure.type) && isRunResult(failure.details?.[0])) {
        info = withResult(info, failure.details![0] as RunResult);
      } else if (failure) {
        info = { ...info, error: { code: isErrorCode(failure.type) ? failure.type : (failure.type ?? 'FAILED'), message: failure.message } };
      } else {
        info = { ...info, error: { code: 'FAILED', message: err instanceof Error ? err.message : String(err) } };
      }
    }
  }
  return info;
}

/** The ApplicationFailure at the root of a workflow failure (an activity's, or the workflow's own). */
export function applicationFailureOf(err: unknown): ApplicationFailure | null {
  let cause: unknown = err instanceof WorkflowFailedError ? err.cause : err;
  let found: ApplicationFailure | null = null;
  while (cause) {
    if (cause instanceof ApplicationFailure) found = cause;
    cause = (cause as { cause?: unknown }).cause;
  }
  return found;
}

export type Target = { workflowIds: string[]; label: string };

/**
 * What the user named: a run directory (its manifest's run_id), a workflow id
 * (`citeflow-…`), or a run id (its run workflow, else its validate workflow).
 */
export function resolveTarget(arg: string): Target {
  const asPath = resolve(arg);
  const manifest = existsSync(asPath) && statSync(asPath).isDirectory() ? join(asPath, 'manifest.json') : asPath.endsWith('manifest.json') ? asPath : null;
  // A manifest over its size limit is not read here (the run itself refuses it with the contract error).
  if (manifest && existsSync(manifest) && statSync(manifest).size <= FILE_LIMITS.manifest) {
    try {
      const runId = (JSON.parse(readFileSync(manifest, 'utf8')) as { run_id?: unknown }).run_id;
      if (typeof runId === 'string' && runId !== '') return { workflowIds: [`citeflow-run-${runId}`, `citeflow-validate-${runId}`], label: `run ${runId} (${asPath})` };
    } catch {
      // not a manifest we can read: treat the argument as an id below
    }
  }
  if (arg.startsWith('citeflow-')) return { workflowIds: [arg], label: arg };
  return { workflowIds: [`citeflow-run-${arg}`, `citeflow-validate-${arg}`], label: `run ${arg}` };
}

/** The first of the target's workflows that exists, described; null when none does. */
export async function findRun(client: Client, target: Target): Promise<RunInfo | null> {
  for (const id of target.workflowIds) {
    try {
      return await describeRun(client, id);
    } catch (err) {
      if (err instanceof WorkflowNotFoundError) continue;
      throw err;
    }
  }
  return null;
}
