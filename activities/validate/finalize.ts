/** finalizeCitations: merge batch files into citations.jsonl (sorted, atomic) and audit the run. */
import { serializeCitations } from '../../shared/citations';
import { CitationSchema, type CitationV1 } from '../../shared/schemas/citation';
import { activityIdentity, appendAudit } from '../io/audit';
import { writeFileAtomic } from '../io/atomic-write';
import { readJsonlFile } from '../io/read-json';
import { redactSecretsInText } from '../../shared/url';
import { emptyStatusCounts } from './batch';
import { readPlanFile } from './plan-file';
import { removeRunOrphanTemps } from '../stages/run-files';
import type { ValidateSuccess } from './types';


export async function finalizeCitations(planPath: string, batchPaths: string[], audit: { reason: string }): Promise<ValidateSuccess> {
  const plan = await readPlanFile(planPath);
  const records: CitationV1[] = [];
  for (const batch of batchPaths) records.push(...(await readJsonlFile(batch, CitationSchema, 'batch')));
  // Every planned URL exactly once: a missing or foreign batch is a bug, not bad user input.
  const planned = new Set(plan.urls.map((u) => u.normalized_url));
  const covered = new Set(records.map((r) => r.normalized_url));
  if (records.length !== planned.size || covered.size !== planned.size || [...covered].some((u) => !planned.has(u))) {
    throw new Error(`batches hold ${records.length} records for ${covered.size} URLs; the plan has ${planned.size}`);
  }
  await removeRunOrphanTemps(plan.run_root); // the batches are done: no temp file of this run is still being written
  const content = serializeCitations(records);
  await writeFileAtomic(plan.citations_path, content, { root: plan.run_root });
  const by_status = emptyStatusCounts();
  for (const r of records) by_status[r.status] += 1;
  const { workflow_run_id, attempt } = activityIdentity();
  await appendAudit(plan.run_root, {
    kind: 'citations_validate',
    at: new Date().toISOString(),
    run_id: plan.run_id,
    workflow_run_id,
    attempt,
    reason: redactSecretsInText(audit.reason),
    mode: plan.mode,
    validation_tier: plan.validation_tier,
    citations_path: plan.citations_path,
    validated: planned.size,
    by_status,
    inputs_digest: plan.inputs_digest,
    network_overrides: { resolve_hosts: Object.keys(plan.network.resolve).sort(), allow_cidrs: plan.network.allow_cidrs },
  }, { once: ['kind', 'workflow_run_id', 'citations_path'] }); // a retried finalize does not log the run twice
  return {
    ok: true,
    run_id: plan.run_id,
    citations_path: plan.citations_path,
    mode: plan.mode,
    validated: planned.size,
    inputs_digest: plan.inputs_digest,
  };
}
