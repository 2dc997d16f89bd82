/**
 * Every activity the citeflow worker registers. Each is a thin adapter: it runs the plain
 * function with liveness heartbeats and maps expected failures to non-retryable
 * ApplicationFailures. Inputs and results are small (paths, counts, digests).
 */
import { asActivityFailure } from './failures';
import { withLiveness } from './liveness';
import { checkClaims } from './stages/stage3-claims';
import { extractCitations } from './stages/stage2-extract';
import { gateC } from './stages/gate-c';
import { groundAndReport } from './stages/stage4-report';
import { harvestSources } from './stages/stage1-sources';
import { finalizeCitations, planValidation, validateOfflineBatch, type ValidateArgs } from './validate';
import { loadPlan, pooledClassifier, validateOnlineBatch } from './validate-online';
import { ingestRunIntoLibrary } from './library/ingest';
import { planReverifyPageActivity, reverifyBatch } from './library/reverify';

function adapt<A extends unknown[], R>(fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A) => {
    try {
      return await withLiveness(() => fn(...args));
    } catch (err) {
      throw asActivityFailure(err);
    }
  };
}

export type BatchInput = { plan_path: string; start: number; end: number };
export type FinalizeInput = { plan_path: string; batch_paths: string[]; reason: string };

async function validateBatch({ plan_path, start, end }: BatchInput) {
  const { plan } = await loadPlan(plan_path);
  if (plan.mode === 'online') return validateOnlineBatch(plan_path, start, end);
  // Recorded responses go through the worker's page pool like live pages: nesting/size guard,
  // a time and a memory limit per page, off the event loop (docs/security.md, item 5 of issue 11).
  return validateOfflineBatch(plan_path, start, end, pooledClassifier());
}

export function createActivities() {
  return {
    harvestSources: adapt(harvestSources),
    extractCitations: adapt(extractCitations),
    planValidation: adapt((args: ValidateArgs) => planValidation(args)),
    validateBatch: adapt(validateBatch),
    finalizeCitations: adapt(({ plan_path, batch_paths, reason }: FinalizeInput) => finalizeCitations(plan_path, batch_paths, { reason })),
    checkClaims: adapt(checkClaims),
    gateC: adapt(gateC),
    groundAndReport: adapt(groundAndReport),
    ingestRunIntoLibrary: adapt(ingestRunIntoLibrary),
    planReverifyPage: adapt(planReverifyPageActivity),
    reverifyBatch: adapt(reverifyBatch),
  };
}

export type Activities = ReturnType<typeof createActivities>;
