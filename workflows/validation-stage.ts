/**
 * Stage 3's fan-out, shared by the run workflow and the validate workflow: plan the unique
 * URLs, validate them in fixed-size batches (a bounded number in flight), merge into
 * citations.jsonl. Only paths, counts and digests travel through Temporal.
 */
import { patched, proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { MAX_PARALLEL_BATCHES, STAGE_ACTIVITY, URL_BATCH_SIZE, VALIDATE_BATCH_ACTIVITY } from '../activities/policies';
import type { ValidateArgs, ValidateSuccess, ValidationPlan } from '../activities/validate/types';
import { spreadBatchOrder } from '../shared/stages/batch-order';

const stage = proxyActivities<Activities>(STAGE_ACTIVITY);
const batches = proxyActivities<Activities>(VALIDATE_BATCH_ACTIVITY);

export type ValidationProgress = { total: number; done: number; by_status: Record<string, number> };

export async function runValidationStage(
  args: ValidateArgs,
  progress: ValidationProgress,
  onPlan: (plan: ValidationPlan) => void = () => undefined,
  /** Called after the plan and after every finished batch (the run's memo and current details). */
  onProgress: () => void = () => undefined,
): Promise<ValidateSuccess> {
  const plan = await stage.planValidation.executeWithOptions({ ...STAGE_ACTIVITY, summary: 'plan: unique URLs, mode, inputs digest' }, [args]);
  onPlan(plan);
  progress.total = plan.url_count;
  onProgress();

  const ranges: Array<[number, number]> = [];
  for (let start = 0; start < plan.url_count; start += URL_BATCH_SIZE) ranges.push([start, Math.min(start + URL_BATCH_SIZE, plan.url_count)]);

  // MAX_PARALLEL_BATCHES lanes, each taking the next range as soon as its batch is done (a
  // slow batch never holds the others back). Deterministic: lanes resume in history order.
  // Runs recorded before 'spread-batch-lanes' took the ranges in plan order; new runs spread the
  // lanes over the plan (one host's URLs sit together in it; shared/stages/batch-order.ts).
  const order = patched('spread-batch-lanes') ? spreadBatchOrder(ranges.length, MAX_PARALLEL_BATCHES) : ranges.map((_, i) => i);
  const batchPaths: string[] = new Array(ranges.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < ranges.length) {
      const index = order[next++];
      const [start, end] = ranges[index];
      const result = await batches.validateBatch.executeWithOptions(
        { ...VALIDATE_BATCH_ACTIVITY, summary: `validate URLs ${start + 1}–${end} of ${plan.url_count} (${plan.mode})` },
        [{ plan_path: plan.plan_path, start, end }],
      );
      batchPaths[index] = result.batch_path;
      progress.done += end - start;
      for (const [status, n] of Object.entries(result.by_status)) progress.by_status[status] = (progress.by_status[status] ?? 0) + n;
      onProgress();
    }
  };
  await Promise.all(Array.from({ length: Math.min(MAX_PARALLEL_BATCHES, ranges.length) }, lane));
  return stage.finalizeCitations.executeWithOptions({ ...STAGE_ACTIVITY, summary: 'write citations.jsonl (sorted, atomic) + audit' }, [
    { plan_path: plan.plan_path, batch_paths: batchPaths, reason: args.reason },
  ]);
}
