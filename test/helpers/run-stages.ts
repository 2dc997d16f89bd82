/**
 * The run workflow's activities called directly, in the workflow's order, on an offline run
 * directory (no Temporal): Stage 1 → 2 → 3 (plan, one offline batch, finalize) → claims → Gate C
 * → Stage 4 when the gate passes. For activity-level tests of what the stages leave on disk.
 */
import { classifyResponse } from '../../activities/classify';
import { gateC, type GateCResult } from '../../activities/stages/gate-c';
import { extractCitations } from '../../activities/stages/stage2-extract';
import { checkClaims } from '../../activities/stages/stage3-claims';
import { groundAndReport, type Stage4Result } from '../../activities/stages/stage4-report';
import { harvestSources } from '../../activities/stages/stage1-sources';
import { finalizeCitations, planValidation, validateOfflineBatch } from '../../activities/validate';

export async function runStagesOffline(runRoot: string): Promise<{ gate: GateCResult; stage4: Stage4Result | null }> {
  const stage1 = await harvestSources({ run_root: runRoot });
  await extractCitations({ run_root: runRoot });
  const plan = await planValidation({
    manifest_path: stage1.manifest_path,
    reason: 'activity test',
    ...(stage1.fixtures_path ? { offline_fixtures_path: stage1.fixtures_path } : {}),
  });
  const batch = await validateOfflineBatch(plan.plan_path, 0, plan.url_count, classifyResponse);
  await finalizeCitations(plan.plan_path, [batch.batch_path], { reason: 'activity test' });
  await checkClaims({ run_root: runRoot });
  const gate = await gateC({ run_root: runRoot });
  return { gate, stage4: gate.pass ? await groundAndReport({ run_root: runRoot }) : null };
}
