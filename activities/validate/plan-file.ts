/**
 * The plan file (citations/.work/plan-<hash>.json): everything a batch needs, frozen at plan
 * time, so batches and the final merge never re-read inputs that might have changed since.
 */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { z } from 'zod';
import { CiteflowError } from '../../shared/errors';
import { FoundBySchema } from '../../shared/schemas/found-by';
import { FixtureItemSchema } from '../../shared/schemas/fixtures';
import { RunIdSchema } from '../../shared/schemas/manifest';
import { ConcurrencyConfigSchema, LadderConfigSchema, ModeSchema, ValidationTierSchema } from '../../shared/schemas/run-config';
import { CidSchema } from '../../shared/schemas/url-map';
import { readJsonFile } from '../io/read-json';
import { sha256Hex } from '../io/hash';
import { writeFileAtomic } from '../io/atomic-write';

export const PlannedUrlSchema = z.object({
  normalized_url: z.string(),
  cid: CidSchema,
  /** redacted; the first url-map item's */
  url_original: z.string(),
  found_by: z.array(FoundBySchema),
  /** userinfo / non-http(s): `invalid` in every mode */
  invalid_reason: z.string().nullable(),
  fixture: FixtureItemSchema.nullable(),
});
export type PlannedUrl = z.infer<typeof PlannedUrlSchema>;

export const PlanFileSchema = z.object({
  schema_version: z.literal('validation-plan.v1'),
  run_id: RunIdSchema,
  run_root: z.string(),
  mode: ModeSchema,
  validation_tier: ValidationTierSchema,
  checked_at: z.string(),
  citations_path: z.string(),
  inputs_digest: z.string(),
  /** `resolve` keys are lower-case. Online plans also freeze the fetch limits, so every batch and retry sees the same. */
  network: z.object({
    resolve: z.record(z.string(), z.string()),
    allow_cidrs: z.array(z.string()),
    per_hop_timeout_ms: z.number().int().positive().optional(),
    max_body_bytes: z.number().int().positive().optional(),
    max_redirects: z.number().int().nonnegative().optional(),
  }),
  /** Online plans: the run-config's ladder block as planned ({} when absent). Names token variables, never tokens. */
  ladder: LadderConfigSchema.optional(),
  /** Online plans: the run-config's `concurrency` block as planned (absent: the worker's limits alone). */
  concurrency: ConcurrencyConfigSchema.optional(),
  /** sorted by normalized_url, one entry each */
  urls: z.array(PlannedUrlSchema),
});
export type PlanFile = z.infer<typeof PlanFileSchema>;

export function workDir(runRoot: string): string {
  return path.join(runRoot, 'citations', '.work');
}

/** Content-addressed: the same plan always lands in the same file with the same bytes. */
export async function writePlanFile(plan: PlanFile): Promise<string> {
  const content = JSON.stringify(plan) + '\n';
  const file = path.join(workDir(plan.run_root), `plan-${sha256Hex(content).slice(0, 24)}.json`);
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing !== content) await writeFileAtomic(file, content, { root: plan.run_root });
  return file;
}

export function readPlanFile(planPath: string): Promise<PlanFile> {
  return readJsonFile(planPath, PlanFileSchema, path.basename(planPath));
}

/** Deterministic batch file name beside its plan. */
export function batchPathFor(planPath: string, start: number, end: number): string {
  return planPath.replace(/\.json$/, '') + `.batch-${start}-${end}.jsonl`;
}

/**
 * A plan lives in the run directory, so its network settings are checked against the operator's
 * again where they are used: an edited plan cannot widen what the operator allows.
 */
export function planFieldError(planPath: string) {
  return (field: Array<string | number>, problem: string) =>
    new CiteflowError('SCHEMA_VALIDATION_FAILED', `${path.basename(planPath)}: ${field.join('.')}: ${problem}`, { path: planPath });
}
