/**
 * The Verifier the service uses in production: starts the library's re-verification workflow
 * on Temporal (attaching when one with the same id runs) and describes workflows.
 */
import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import { ApiError } from '../shared/api/errors';
import type { ReverifyInput } from '../workflows/reverify';
import type { Verifier, WorkflowState } from './routes/verify';

/** The library's re-verification workflow (workflows/reverify.ts), the one `citeflow reverify` and the Schedules start. */
export const REVERIFY_WORKFLOW_TYPE = 'citeflowReverify';

function unavailable(err: unknown): ApiError {
  return new ApiError('SERVICE_UNAVAILABLE', 'Temporal is not reachable; retry later', { reason: (err as Error)?.name ?? 'error' });
}

export function temporalVerifier(client: Client, taskQueue: string): Verifier {
  return {
    async describe(workflowId): Promise<WorkflowState | null> {
      try {
        const d = await client.workflow.getHandle(workflowId).describe();
        return {
          workflow_id: d.workflowId,
          run_id: d.runId,
          status: d.status.name,
          started_at: d.startTime.toISOString(),
          closed_at: d.closeTime ? d.closeTime.toISOString() : null,
        };
      } catch (err) {
        if (err instanceof WorkflowNotFoundError) return null;
        throw unavailable(err);
      }
    },
    async start(workflowId, cids) {
      try {
        const running = await this.describe(workflowId);
        if (running?.status === 'RUNNING') return { workflow_id: workflowId, run_id: running.run_id ?? '', attached: true };
        const input: ReverifyInput = { selector: cids.length === 1 ? { kind: 'cid', cid: cids[0] } : { kind: 'cids', cids } };
        const handle = await client.workflow.start(REVERIFY_WORKFLOW_TYPE, {
          workflowId,
          taskQueue,
          args: [input],
          staticSummary: `citeflow re-verification through the REST service: ${cids.length === 1 ? cids[0] : `${cids.length} citations`}`,
          workflowIdConflictPolicy: 'USE_EXISTING',
          workflowIdReusePolicy: 'ALLOW_DUPLICATE',
        });
        return { workflow_id: workflowId, run_id: handle.firstExecutionRunId, attached: false };
      } catch (err) {
        if (err instanceof ApiError) throw err;
        throw unavailable(err);
      }
    },
  };
}
