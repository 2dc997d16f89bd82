/**
 * Attaching to a running workflow is for the same run only. Workflow ids come from the
 * manifest's run_id, which anyone writing a run directory chooses: a second directory with the
 * same run_id must not attach to the first one's workflow (and print its counts and paths as
 * if they were its own). Each start records the run's real path in the workflow's memo; an
 * existing execution whose memo names another path is refused with INVALID_ARGS.
 */
import { realpathSync } from 'node:fs';
import type { WorkflowHandle } from '@temporalio/client';
import { CiteflowError } from '../shared/errors';

/** Memo key: the real path of the run directory (run) or of the manifest (validate). */
export const RUN_PATH_MEMO = 'citeflow_run_path';

export function realPathOf(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

export function runPathMemo(p: string): Record<string, string> {
  return { [RUN_PATH_MEMO]: realPathOf(p) };
}

/**
 * Throws unless the execution behind `handle` was started for `p` (compared as real paths).
 * An execution started before the memo existed (no memo) is accepted, as before.
 */
export async function assertSameRunPath(handle: WorkflowHandle, p: string, what: 'run directory' | 'manifest'): Promise<void> {
  const description = await handle.describe();
  const recorded = description.memo?.[RUN_PATH_MEMO];
  if (typeof recorded !== 'string' || recorded === realPathOf(p)) return;
  throw new CiteflowError(
    'INVALID_ARGS',
    `workflow ${handle.workflowId} is already running for another ${what} (${recorded}); a run_id names one run — give this one its own run_id, or wait for the other to finish`,
    { workflow_id: handle.workflowId, running_for: recorded },
  );
}
