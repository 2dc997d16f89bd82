import { z } from 'zod';

/** Rules in evaluation order; the verdict names the first that failed. */
export const GATE_C_RULES = ['statuses_complete', 'min_sources', 'min_citable_share', 'min_validated_claims'] as const;
export type GateCRule = (typeof GATE_C_RULES)[number];

/** `effective.citations.gate_c` in run-config.json; every key optional, defaults below. */
export const GateCThresholdsSchema = z.object({
  min_sources: z.number().int().min(0),
  min_citable_share: z.number().min(0).max(1),
  min_validated_claims: z.number().int().min(0),
});
export type GateCThresholds = z.infer<typeof GateCThresholdsSchema>;

export const GATE_C_DEFAULTS: GateCThresholds = {
  min_sources: 1,
  min_citable_share: 0.5,
  min_validated_claims: 5,
};

export const GateCRuleResultSchema = z.object({
  rule: z.enum(GATE_C_RULES),
  pass: z.boolean(),
  actual: z.number(),
  threshold: z.number(),
  detail: z.string(),
});
export type GateCRuleResult = z.infer<typeof GateCRuleResultSchema>;

/** citations/gate-c.json */
export const GateCVerdictSchema = z.object({
  schema_version: z.literal('gate-c.v1'),
  pass: z.boolean(),
  failed_rule: z.enum(GATE_C_RULES).nullable(),
  reason: z.string().nullable(),
  thresholds: GateCThresholdsSchema,
  counts: z.object({
    extracted_urls: z.number().int(),
    by_status: z.object({
      valid: z.number().int(),
      paywalled: z.number().int(),
      blocked: z.number().int(),
      mismatch: z.number().int(),
      invalid: z.number().int(),
    }),
    citable: z.number().int(),
    claims: z.number().int(),
    validated_claims: z.number().int(),
  }),
  rules: z.array(GateCRuleResultSchema),
});
export type GateCVerdict = z.infer<typeof GateCVerdictSchema>;
