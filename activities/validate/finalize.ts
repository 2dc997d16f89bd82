/** finalizeCitations: merge batch files into citations.jsonl (sorted, atomic) and audit the run. */
import { serializeCitation, serializeCitations } from '../../shared/citations';
import { CitationSchema, type CitationStatus, type CitationV1 } from '../../shared/schemas/citation';
import { activityIdentity, appendAudit } from '../io/audit';
import { writeFileAtomic, writeFileAtomicStreaming } from '../io/atomic-write';
import { forEachJsonlRecord, readJsonlFile } from '../io/read-json';
import { redactSecretsInText } from '../../shared/url';
import { emptyStatusCounts } from './batch';
import { forgetPlan, plannedUrls, readPlanFile, readPlanSummary } from './plan-file';
import { removeRunOrphanTemps } from '../stages/run-files';
import type { ValidateSuccess } from './types';


export async function finalizeCitations(planPath: string, batchPaths: string[], audit: { reason: string }): Promise<ValidateSuccess> {
  const { settings: plan, url_count } = await readPlanSummary(planPath);
  const by_status = emptyStatusCounts();
  const streamed = await mergeInPlanOrder(planPath, plan.run_root, plan.citations_path, batchPaths, by_status);
  if (!streamed) {
    // Batches out of plan order (or not matching it): the whole-set merge decides, as it always did.
    const counts = await mergeWhole(planPath, plan.run_root, plan.citations_path, batchPaths);
    Object.assign(by_status, counts);
  }
  forgetPlan(planPath); // this run's batches are done
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
    validated: url_count,
    by_status,
    inputs_digest: plan.inputs_digest,
    network_overrides: { resolve_hosts: Object.keys(plan.network.resolve).sort(), allow_cidrs: plan.network.allow_cidrs },
  }, { once: ['kind', 'workflow_run_id', 'citations_path'] }); // a retried finalize does not log the run twice
  return {
    ok: true,
    run_id: plan.run_id,
    citations_path: plan.citations_path,
    mode: plan.mode,
    validated: url_count,
    inputs_digest: plan.inputs_digest,
  };
}

/**
 * The usual case, a record at a time: batches cover the plan's ranges in order, so their records,
 * read in order, are exactly the plan's URLs in order (sorted, one each) and citations.jsonl is
 * their lines as they come. False, with nothing written, when they are not (the caller merges the
 * whole set instead, which sorts, merges and reports a bad cover).
 */
async function mergeInPlanOrder(
  planPath: string,
  runRoot: string,
  citationsPath: string,
  batchPaths: string[],
  by_status: Record<CitationStatus, number>,
): Promise<boolean> {
  const planned = plannedUrls(planPath);
  let inOrder = true;
  const written = await writeFileAtomicStreaming(
    citationsPath,
    async (write) => {
      await removeRunOrphanTemps(runRoot); // the batches are done: no temp file of this run is still being written
      for (const batch of batchPaths) {
        await forEachJsonlRecord(batch, CitationSchema, 'batch', async (record) => {
          if (!inOrder) return;
          const next = await planned.next();
          if (next.done || next.value.normalized_url !== record.normalized_url || next.value.cid !== record.cid) {
            inOrder = false;
            return;
          }
          by_status[record.status] += 1;
          await write(serializeCitation(record) + '\n');
        });
        if (!inOrder) return false;
      }
      return (await planned.next()).done === true;
    },
    { root: runRoot },
  );
  await planned.return(undefined);
  return written;
}

/** Every batch record in memory, sorted and merged (serializeCitations); the plan's cover checked. */
async function mergeWhole(planPath: string, runRoot: string, citationsPath: string, batchPaths: string[]): Promise<Record<CitationStatus, number>> {
  const plan = await readPlanFile(planPath);
  const records: CitationV1[] = [];
  for (const batch of batchPaths) records.push(...(await readJsonlFile(batch, CitationSchema, 'batch')));
  // Every planned URL exactly once: a missing or foreign batch is a bug, not bad user input.
  const planned = new Set(plan.urls.map((u) => u.normalized_url));
  const covered = new Set(records.map((r) => r.normalized_url));
  if (records.length !== planned.size || covered.size !== planned.size || [...covered].some((u) => !planned.has(u))) {
    throw new Error(`batches hold ${records.length} records for ${covered.size} URLs; the plan has ${planned.size}`);
  }
  await removeRunOrphanTemps(runRoot); // the batches are done: no temp file of this run is still being written
  const content = serializeCitations(records);
  await writeFileAtomic(citationsPath, content, { root: runRoot });
  const by_status = emptyStatusCounts();
  for (const r of records) by_status[r.status] += 1;
  return by_status;
}
