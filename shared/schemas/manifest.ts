import { z } from 'zod';

/** CONTRACT.md §1: a run id is also used in workflow ids and file names, hence the tight alphabet. */
export const RUN_ID_PATTERN = /^[A-Za-z0-9_.-]{1,128}$/;
export const RunIdSchema = z.string().regex(RUN_ID_PATTERN, 'must match ^[A-Za-z0-9_.-]{1,128}$');

export const SensitivitySchema = z.enum(['no_web', 'restricted', 'normal']);
export type Sensitivity = z.infer<typeof SensitivitySchema>;

/** Longest relative path a run may name (far below PATH_MAX; longer names fail the file system, not us). */
export const MAX_RUN_PATH_CHARS = 1024;

/** A path inside the run directory, as a manifest or run-config names it: no control characters (NUL included), bounded. */
export const RunPathSchema = z
  .string()
  .min(1)
  .max(MAX_RUN_PATH_CHARS)
  .refine((p) => !/[\u0000-\u001f\u007f]/.test(p), { message: 'must not contain control characters' });

export const ArtifactSchema = z.object({
  wave: z.literal([1, 2]),
  // Copied into every record's found_by: bounded like every stored text (docs/security.md).
  perspective_id: z.string().min(1).max(200),
  agent_type: z.string().min(1).max(200),
  path: RunPathSchema,
});
export type Artifact = z.infer<typeof ArtifactSchema>;

export const ManifestSchema = z.object({
  schema_version: z.literal('manifest.v1'),
  run_id: RunIdSchema,
  created_at: z.iso.datetime({ offset: true }),
  query: z.object({ text: z.string(), sensitivity: SensitivitySchema }),
  artifacts: z.array(ArtifactSchema),
});
export type ManifestV1 = z.infer<typeof ManifestSchema>;
