/**
 * The citation library (CONTRACT.md §5): row shapes of the store, tiers, staleness and the
 * accuracy formula. Pure — workflows, the CLI, the store and the REST service all import it.
 * Database rows are parsed through these schemas on the way out (the typed query layer is
 * plain `pg` + zod, see docs/library.md).
 */
import { z } from 'zod';
import { CitationStatusSchema } from './citation';

export const VERIFICATION_STATUSES = ['pending', 'verified', 'failed', 'stale'] as const;
export const VerificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

export const TIERS = ['daily', 'weekly', 'monthly'] as const;
export const TierSchema = z.enum(TIERS);
export type Tier = z.infer<typeof TierSchema>;

/** The spec's tiers by usage_count: daily > 100, weekly 10–100, monthly < 10. */
export function tierOf(usageCount: number): Tier {
  if (usageCount > 100) return 'daily';
  if (usageCount >= 10) return 'weekly';
  return 'monthly';
}

/** How long a check stays fresh in each tier (a citation not verified within it is `stale`). */
export const TIER_PERIOD_MS: Record<Tier, number> = {
  daily: 24 * 3600_000,
  weekly: 7 * 24 * 3600_000,
  monthly: 30 * 24 * 3600_000,
};

/** Database timestamps come back as Date (pg) — the API speaks ISO strings. */
const Timestamp = z.union([z.date(), z.string()]).transform((v) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString()));
const NullableTimestamp = z.union([z.date(), z.string(), z.null()]).transform((v) => (v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString()));
const Num = z.union([z.number(), z.string()]).transform((v) => Number(v));
const NullableNum = z.union([z.number(), z.string(), z.null()]).transform((v) => (v === null ? null : Number(v)));

/** One row of library_citations, as stored (verification_status is the last check's verdict). */
export const LibraryCitationRowSchema = z.object({
  cid: z.string(),
  normalized_url: z.string(),
  url: z.string(),
  final_url: z.string().nullable(),
  title: z.string().nullable(),
  authors: z.array(z.string()),
  publisher: z.string().nullable(),
  publication_date: z.string().nullable(),
  source_type: z.string().nullable(),
  excerpt: z.string().nullable(),
  content_hash: z.string().nullable(),
  verification_status: VerificationStatusSchema,
  last_status: CitationStatusSchema.nullable(),
  last_http_status: NullableNum,
  last_verified: NullableTimestamp,
  usage_count: Num,
  last_run_id: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type LibraryCitationRow = z.infer<typeof LibraryCitationRowSchema>;

/** A citation as the API shows it: the row, its tier, and `stale` applied at read time. */
export type LibraryCitation = Omit<LibraryCitationRow, 'verification_status'> & {
  verification_status: VerificationStatus;
  stored_status: VerificationStatus;
  tier: Tier;
  due: boolean;
};

/** `stale` is computed when read: a checked citation not verified within its tier's period. */
export function presentCitation(row: LibraryCitationRow, now: Date): LibraryCitation {
  const tier = tierOf(row.usage_count);
  const age = row.last_verified === null ? Infinity : now.getTime() - Date.parse(row.last_verified);
  const expired = age > TIER_PERIOD_MS[tier];
  const status: VerificationStatus = row.verification_status !== 'pending' && expired ? 'stale' : row.verification_status;
  return { ...row, verification_status: status, stored_status: row.verification_status, tier, due: row.last_verified === null || expired };
}

export const LibraryUsageRowSchema = z.object({
  run_id: z.string(),
  claim_id: z.string(),
  cid: z.string(),
  claim: z.string(),
  quote: z.string(),
  /** Stage 3 at ingest: the quote was found on the page and the claim validated. */
  quote_found: z.boolean(),
  validated: z.boolean(),
  credibility_score: NullableNum,
  created_at: Timestamp,
});
export type LibraryUsageRow = z.infer<typeof LibraryUsageRowSchema>;

export const AffectedSchema = z.object({ run_id: z.string(), claim_id: z.string(), reason: z.string() });
export type Affected = z.infer<typeof AffectedSchema>;

export const LibraryVerificationRowSchema = z.object({
  id: Num,
  cid: z.string(),
  workflow_id: z.string(),
  checked_at: Timestamp,
  status: CitationStatusSchema,
  http_status: NullableNum,
  content_hash: z.string().nullable(),
  /** Null on the first check that had a hash (nothing to compare with). */
  changed: z.boolean().nullable(),
  /** 0 (same text) … 1 (nothing in common): 1 − Jaccard similarity of the word shingles. */
  change_ratio: NullableNum,
  quotes_total: Num,
  quotes_present: Num,
  verification_status: z.enum(['verified', 'failed']),
  affected: z.array(AffectedSchema),
  notes: z.string(),
});
export type LibraryVerificationRow = z.infer<typeof LibraryVerificationRowSchema>;

export const FEEDBACK_METRICS = ['relevance', 'factual', 'availability'] as const;
export const FeedbackMetricSchema = z.enum(FEEDBACK_METRICS);
export const FeedbackTypeSchema = z.enum(['user', 'automated', 'expert']);

export const LibraryFeedbackRowSchema = z.object({
  id: Num,
  cid: z.string(),
  metric_type: FeedbackMetricSchema,
  score: Num,
  feedback_type: FeedbackTypeSchema,
  feedback_data: z.record(z.string(), z.unknown()),
  evaluator_id: z.string().nullable(),
  evaluated_at: Timestamp,
});
export type LibraryFeedbackRow = z.infer<typeof LibraryFeedbackRowSchema>;

export const NewFeedbackSchema = z.object({
  metric_type: FeedbackMetricSchema,
  score: z.number().min(0).max(1),
  feedback_type: FeedbackTypeSchema,
  feedback_data: z.record(z.string(), z.unknown()).default({}),
  evaluator_id: z.string().max(200).nullable().default(null),
});
export type NewFeedback = z.input<typeof NewFeedbackSchema>;

// ---------------------------------------------------------------- accuracy

export type AccuracyInputs = { relevance: number; factual: number; availability: number };
export type AccuracyBand = 'green' | 'yellow' | 'red';

/** The spec's formula: (0.4 × relevance + 0.4 × factual + 0.2 × availability) × 100, inputs in 0..1. */
export function accuracyScore(inputs: AccuracyInputs): number {
  const score = (0.4 * inputs.relevance + 0.4 * inputs.factual + 0.2 * inputs.availability) * 100;
  return Math.round(score * 100) / 100;
}

/** green ≥ 95, yellow 90–94.99…, red < 90. */
export function accuracyBand(score: number): AccuracyBand {
  if (score >= 95) return 'green';
  if (score >= 90) return 'yellow';
  return 'red';
}

/** The alert thresholds (spec "Alerts"): accuracy below 95 %, verification failures over 10 %. */
export const ACCURACY_ALERT_BELOW = 95;
export const FAILURE_ALERT_ABOVE = 0.1;

/** citation.v1 statuses a report may cite (availability counts these as available). */
export const CITABLE_STATUSES = ['valid', 'paywalled'] as const;
