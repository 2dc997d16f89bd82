/**
 * Verification endpoints: start (or attach to) a re-verification workflow for one citation or
 * a batch, and read where it is. The workflow is the library's own re-verification
 * (`citeflow-reverify-…`, the same Stage-3 machinery as a run); the service only picks its id
 * and starts it through a Verifier (api/verifier.ts).
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../../shared/api/errors';
import { CidParamsSchema, VerificationStatusViewSchema, VerifyBatchSchema, VerifyStartedSchema } from '../../shared/api/schemas';
import type { LibraryDb } from '../../activities/library/db';
import { getCitation } from '../../activities/library/store';
import { writeAudit } from '../audit';
import { notFound } from '../citations';
import { defineRoute, type RouteDef } from '../route';
import { actorOf } from './keys';

export type WorkflowState = { workflow_id: string; run_id: string | null; status: string; started_at: string | null; closed_at: string | null };

export type Verifier = {
  /**
   * Starts the re-verification workflow `workflowId` for these citations, or attaches to it when
   * a workflow with that id is running (`attached: true`).
   */
  start(workflowId: string, cids: string[]): Promise<{ workflow_id: string; run_id: string; attached: boolean }>;
  /** The workflow's latest run, or null when there is none. */
  describe(workflowId: string): Promise<WorkflowState | null>;
};

const P = '/api/v1/citations';

async function checkCounts(db: LibraryDb, cids: string[]): Promise<Map<string, number>> {
  const rows = await db.rows(
    `SELECT c.cid, (SELECT count(*)::int FROM library_verifications v WHERE v.cid = c.cid) AS n FROM library_citations c WHERE c.cid = ANY($1::text[])`,
    [cids],
    z.object({ cid: z.string(), n: z.number() }),
  );
  return new Map(rows.map((r) => [r.cid, r.n]));
}

/**
 * The workflow id a request starts: the same while the checks it asks for have not been
 * recorded (so a repeated request attaches to the running workflow instead of starting a
 * second), a new one once they have (so the next request checks again).
 */
export function verifyWorkflowId(counts: Map<string, number>, cids: string[]): string {
  if (cids.length === 1) return `citeflow-reverify-${cids[0]}-${(counts.get(cids[0]) ?? 0) + 1}`;
  const key = [...cids].sort().map((c) => `${c}:${counts.get(c) ?? 0}`).join(',');
  return `citeflow-reverify-batch-${createHash('sha256').update(key).digest('hex').slice(0, 20)}`;
}

export function verifyRoutes(deps: { db: LibraryDb; verifier: Verifier }): RouteDef[] {
  const { db, verifier } = deps;

  async function start(cids: string[], actor: ReturnType<typeof actorOf>) {
    const unique = [...new Set(cids)].sort();
    const counts = await checkCounts(db, unique);
    const missing = unique.filter((c) => !counts.has(c));
    if (missing.length) throw new ApiError('NOT_FOUND', `no citation ${missing[0]}${missing.length > 1 ? ` (and ${missing.length - 1} more)` : ''}`, { cids: missing.slice(0, 50) });
    const workflowId = verifyWorkflowId(counts, unique);
    const started = await verifier.start(workflowId, unique);
    await db.tx(async (q) => {
      for (const cid of unique) await writeAudit(q, actor, 'citation.verify', cid, { workflow_id: started.workflow_id, attached: started.attached });
    });
    return {
      ...started,
      cids: unique,
      status_url: unique.length === 1 ? `${P}/${unique[0]}/verification-status` : `${P}/{cid}/verification-status`,
    };
  }

  return [
    defineRoute({
      method: 'POST',
      path: `${P}/{cid}/verify`,
      operationId: 'verifyCitation',
      summary: 'Re-verify a citation now (starts or attaches to a Temporal workflow)',
      description: 'Returns at once with the workflow id; `verification-status` follows it. Asking again while it runs attaches to the same workflow.',
      tag: 'verification',
      role: 'editor',
      params: CidParamsSchema,
      success: { status: 202, description: 'the workflow that checks it', schema: VerifyStartedSchema },
      errors: ['NOT_FOUND'],
      async handler({ params, key }) {
        return start([params.cid], actorOf(key));
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${P}/verify-batch`,
      operationId: 'verifyCitationsBatch',
      summary: 'Re-verify several citations in one workflow',
      tag: 'verification',
      role: 'editor',
      body: VerifyBatchSchema,
      success: { status: 202, description: 'the workflow that checks them', schema: VerifyStartedSchema },
      errors: ['NOT_FOUND'],
      async handler({ body, key }) {
        return start(body.cids, actorOf(key));
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${P}/{cid}/verification-status`,
      operationId: 'verificationStatus',
      summary: 'A citation\'s verification status, its latest workflow and its check history',
      tag: 'verification',
      role: 'viewer',
      params: CidParamsSchema,
      success: { status: 200, description: 'the status', schema: VerificationStatusViewSchema },
      errors: ['NOT_FOUND'],
      async handler({ params }) {
        const detail = await getCitation(db, params.cid);
        if (!detail) throw notFound(params.cid);
        const history = detail.verifications.map((v) => ({
          checked_at: v.checked_at,
          workflow_id: v.workflow_id,
          status: v.status,
          http_status: v.http_status,
          verification_status: v.verification_status,
          content_hash: v.content_hash,
          changed: v.changed,
          change_ratio: v.change_ratio,
          quotes_total: v.quotes_total,
          quotes_present: v.quotes_present,
          notes: v.notes,
        }));
        // A workflow the service started that has not recorded its check yet, else the one behind the latest check.
        const pending = await verifier.describe(verifyWorkflowId(new Map([[params.cid, detail.verifications.length]]), [params.cid]));
        const workflow = pending ?? (history[0] ? await verifier.describe(history[0].workflow_id) : null);
        return {
          cid: params.cid,
          verification_status: detail.citation.verification_status,
          last_verified: detail.citation.last_verified,
          in_progress: workflow !== null && workflow.status === 'RUNNING',
          workflow,
          latest: history[0] ?? null,
          history,
        };
      },
    }),
  ];
}
