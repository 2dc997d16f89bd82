import { z } from 'zod';
import { RunPathSchema } from './manifest';

export const ModeSchema = z.enum(['offline', 'online']);
export type Mode = z.infer<typeof ModeSchema>;
export const ValidationTierSchema = z.enum(['basic', 'standard', 'thorough']);
export type ValidationTier = z.infer<typeof ValidationTierSchema>;

/**
 * The spec's fetch limits (spec-tool-citations-validate-v1: <= 5 s a hop, <= 2 MB a body, at
 * most 5 redirects). They are the defaults and the maxima: a run-config may tighten them,
 * never loosen them.
 */
export const SPEC_NETWORK_LIMITS = { per_hop_timeout_ms: 5000, max_body_bytes: 2 * 1024 * 1024, max_redirects: 5 } as const;

export const NetworkConfigSchema = z.object({
  /** host name → address (an IP literal; checked when validation is planned), like curl's --resolve */
  resolve: z.record(z.string(), z.string()).optional(),
  /**
   * Ranges the SSRF policy denies by default that this run may reach: each must lie inside a
   * range the operator allows (operator-config.v1 `network.allow_cidrs`). Absent: the operator's.
   */
  allow_cidrs: z.array(z.string()).optional(),
  per_hop_timeout_ms: z.number().int().positive().max(SPEC_NETWORK_LIMITS.per_hop_timeout_ms).optional(),
  max_body_bytes: z.number().int().positive().max(SPEC_NETWORK_LIMITS.max_body_bytes).optional(),
  max_redirects: z.number().int().nonnegative().max(SPEC_NETWORK_LIMITS.max_redirects).optional(),
});
export type NetworkConfig = z.infer<typeof NetworkConfigSchema>;

/**
 * A run's ladder block may only narrow what the operator configured (docs/security.md):
 * `enabled: false` turns a step off for this run; `endpoint`, `zone`, `token_env`, `base_url` and
 * `actor` come from the operator's configuration (operator-config.v1) and, when a run-config
 * names them, must equal the operator's values. Secrets are never in files: `token_env` names
 * the environment variable that holds them.
 */
export const LadderConfigSchema = z.object({
  bright_data: z
    .object({ enabled: z.boolean().optional(), endpoint: z.string().optional(), zone: z.string().optional(), token_env: z.string().optional() })
    .optional(),
  apify: z
    .object({ enabled: z.boolean().optional(), base_url: z.string().optional(), actor: z.string().optional(), token_env: z.string().optional() })
    .optional(),
});
export type LadderConfig = z.infer<typeof LadderConfigSchema>;

/**
 * How politely an online run fetches (docs/performance.md). Every field only tightens what the
 * worker's operator allows (CITEFLOW_FETCH_CONCURRENCY / _PER_HOST / _HOST_INTERVAL_MS): the
 * effective limit is the smaller count and the longer interval. Whoever writes the run
 * directory cannot make a worker less polite than its operator set it.
 */
export const ConcurrencyConfigSchema = z
  .object({
    /** URL checks of this run in flight at once */
    overall: z.number().int().min(1).max(1024).optional(),
    /** URL checks of this run against one host at once */
    per_host: z.number().int().min(1).max(256).optional(),
    /** minimum ms between the starts of two checks of one host */
    min_host_interval_ms: z.number().int().min(0).max(60_000).optional(),
  })
  .strict();
export type ConcurrencyConfig = z.infer<typeof ConcurrencyConfigSchema>;

export const CitationsConfigSchema = z.object({
  mode: ModeSchema.optional(),
  validation_tier: ValidationTierSchema.optional(),
  network: NetworkConfigSchema.optional(),
  ladder: LadderConfigSchema.optional(),
  /** Fetch concurrency for online runs; may only tighten the worker's limits. */
  concurrency: ConcurrencyConfigSchema.optional(),
  /** Offline fixtures (fixtures.v1) for `citeflow run`, relative to the run directory; default fixtures.json. */
  offline_fixtures: RunPathSchema.optional(),
  /** Stage 4 fails hard below this many grounded claims (default 5). */
  min_grounded_claims: z.number().int().min(0).optional(),
  /** Which URLs to check: regexes over the normalized URL (shared/url-filters.ts); an include beats an exclude. */
  urls: z.object({ include: z.array(z.string()).optional(), exclude: z.array(z.string()).optional() }).optional(),
  /** Gate C thresholds; their shape belongs to the Gate C module (shared/stages/gate-c.ts). */
  gate_c: z.record(z.string(), z.unknown()).optional(),
});
export type CitationsConfig = z.infer<typeof CitationsConfigSchema>;

/** run-config.v1 — every key optional (CONTRACT.md §1). */
export const RunConfigSchema = z.object({
  schema_version: z.literal('run-config.v1').optional(),
  effective: z.object({ citations: CitationsConfigSchema.optional() }).optional(),
});
export type RunConfigV1 = z.infer<typeof RunConfigSchema>;
