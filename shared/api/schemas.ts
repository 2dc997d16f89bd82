/**
 * Request and response shapes of the citation service (CONTRACT.md §6), the single source for
 * validation and for the OpenAPI document. Pure zod. Requests are strict: an unknown field is
 * a 400, never silently dropped. Limits on sizes are part of the contract (docs/api.md).
 */
import { z } from 'zod';
import { CitationStatusSchema } from '../schemas/citation';
import { TierSchema, VerificationStatusSchema } from '../schemas/library';
import { CidSchema as RecordCidSchema } from '../schemas/url-map';
import { IsoDateSchema, SourceTypeSchema } from '../schemas/search-result';
import { ApiKeyInfoSchema, ApiRoleSchema, KeyIdSchema, KeyNameSchema, MAX_RATE_LIMIT_PER_MINUTE } from './keys';

export const MAX_BATCH = 500;
export const MAX_PAGE = 100;
export const DEFAULT_PAGE = 20;

// The record schemas' own cid, statuses and tiers (shared/schemas): one definition each.
export { TIERS, TierSchema, VERIFICATION_STATUSES, VerificationStatusSchema } from '../schemas/library';
export const CidSchema = RecordCidSchema.meta({ description: 'cid_ + SHA-256 (hex) of the normalized URL' });
export const BANDS = ['green', 'yellow', 'red'] as const;
export const BandSchema = z.enum(BANDS);
export const METRICS = ['relevance', 'factual', 'availability'] as const;
export const MetricSchema = z.enum(METRICS);

const text = (max: number) => z.string().max(max);
const Timestamp = z.string().meta({ description: 'ISO-8601 UTC timestamp' });

// ---------------------------------------------------------------- citations

export const CitationMetadataSchema = z
  .strictObject({
    doi: text(200).nullable().optional(),
    isbn: text(40).nullable().optional(),
    journal: text(500).nullable().optional(),
    volume: text(50).nullable().optional(),
    issue: text(50).nullable().optional(),
    pages: text(50).nullable().optional(),
  })
  .meta({ id: 'CitationMetadata', description: 'bibliographic details (the spec\'s metadata; publisher is a top-level field)' });

/** The fields a client may set; the URL fixes the citation's identity (cid) and never changes. */
const editable = {
  title: text(1000).nullable().optional(),
  authors: z.array(text(300)).max(100).optional(),
  publisher: text(500).nullable().optional(),
  publication_date: IsoDateSchema.nullable().optional().meta({ description: 'YYYY-MM-DD' }),
  source_type: SourceTypeSchema.nullable().optional(),
  excerpt: text(10_000).nullable().optional(),
  context: text(10_000).nullable().optional(),
  metadata: CitationMetadataSchema.optional(),
};

export const CitationCreateSchema = z
  .strictObject({
    url: z.string().min(1).max(8192).meta({ description: 'any http(s) URL; it is redacted and normalized, and its cid computed, exactly as a run does' }),
    ...editable,
  })
  .meta({ id: 'CitationCreate' });
export type CitationCreate = z.infer<typeof CitationCreateSchema>;

export const CitationUpdateSchema = z
  .strictObject(editable)
  .refine((v) => Object.keys(v).length > 0, { message: 'give at least one field to change' })
  .meta({ id: 'CitationUpdate', description: 'fields present replace the stored ones (null clears); fields absent stay' });
export type CitationUpdate = z.infer<typeof CitationUpdateSchema>;

/** Parsed loosely (each item is checked on its own, so one bad item fails alone); documented as BatchCreateDocSchema. */
export const BatchCreateSchema = z.strictObject({ items: z.array(z.unknown()).min(1).max(MAX_BATCH) });
export const BatchCreateDocSchema = z.strictObject({ items: z.array(CitationCreateSchema).min(1).max(MAX_BATCH) }).meta({
  id: 'CitationBatchCreate',
  description: `up to ${MAX_BATCH} items; each succeeds or fails on its own (an invalid item is reported in the result, the others are created)`,
});

export const CitationSchema = z
  .strictObject({
    cid: CidSchema,
    normalized_url: z.string(),
    url: z.string().meta({ description: 'the URL as given, credentials redacted' }),
    final_url: z.string().nullable(),
    title: z.string().nullable(),
    authors: z.array(z.string()),
    publisher: z.string().nullable(),
    publication_date: z.string().nullable(),
    source_type: z.string().nullable(),
    excerpt: z.string().nullable(),
    context: z.string().nullable(),
    metadata: z.record(z.string(), z.string().nullable()),
    content_hash: z.string().nullable(),
    verification_status: VerificationStatusSchema,
    status: CitationStatusSchema.nullable().meta({ description: 'citation.v1 status of the last check' }),
    http_status: z.number().int().nullable(),
    last_verified: Timestamp.nullable(),
    usage_count: z.number().int().nonnegative(),
    tier: TierSchema,
    due: z.boolean().meta({ description: 'due for re-verification (never checked, or not within its tier\'s period)' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Citation' });
export type CitationResource = z.infer<typeof CitationSchema>;

export const CidParamsSchema = z.strictObject({ cid: CidSchema });

export const BatchItemResultSchema = z
  .strictObject({
    index: z.number().int().nonnegative(),
    outcome: z.enum(['created', 'exists', 'error']),
    cid: CidSchema.nullable(),
    citation: CitationSchema.nullable(),
    error: z.strictObject({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()) }).nullable(),
  })
  .meta({ id: 'BatchItemResult' });
export const BatchCreateResultSchema = z
  .strictObject({ created: z.number().int(), existing: z.number().int(), failed: z.number().int(), items: z.array(BatchItemResultSchema) })
  .meta({ id: 'CitationBatchResult' });

export const DeletedSchema = z.strictObject({ cid: CidSchema, deleted: z.literal(true) }).meta({ id: 'Deleted' });

// ---------------------------------------------------------------- search and lists

const commaList = <T extends z.ZodType>(item: T) =>
  z
    .string()
    .max(200)
    .transform((s, ctx) => {
      const parts = s.split(',').map((p) => p.trim()).filter(Boolean);
      const out: z.output<T>[] = [];
      for (const p of parts) {
        const r = item.safeParse(p);
        if (!r.success) {
          ctx.addIssue({ code: 'custom', message: `unknown value ${JSON.stringify(p.slice(0, 40))}` });
          return z.NEVER;
        }
        out.push(r.data);
      }
      return out;
    });

const intParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const dateParam = z
  .string()
  .max(40)
  .refine((s) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s)), 'expected an ISO date or timestamp');

export const SEARCH_SORTS = ['relevance', 'created', 'usage', 'verified'] as const;

export const SearchQuerySchema = z.strictObject({
  q: z.string().max(500).optional().meta({ description: 'full-text query over title, excerpt and publisher (PostgreSQL websearch syntax: words, "phrases", -not, or)' }),
  status: commaList(VerificationStatusSchema).optional().meta({ description: 'verification status(es), comma-separated' }),
  source_type: commaList(SourceTypeSchema).optional(),
  tier: commaList(TierSchema).optional(),
  min_usage: intParam(0, 1_000_000_000).optional(),
  max_usage: intParam(0, 1_000_000_000).optional(),
  created_after: dateParam.optional(),
  created_before: dateParam.optional(),
  verified_after: dateParam.optional(),
  verified_before: dateParam.optional(),
  sort: z.enum(SEARCH_SORTS).optional().meta({ description: 'default relevance with q, else created (newest first)' }),
  limit: intParam(1, MAX_PAGE).optional().meta({ description: `page size, default ${DEFAULT_PAGE}` }),
  cursor: z.string().max(1000).optional().meta({ description: 'next_cursor of the previous page' }),
});
export type SearchQuery = z.output<typeof SearchQuerySchema>;

export const CitationPageSchema = z
  .strictObject({ items: z.array(CitationSchema), next_cursor: z.string().nullable() })
  .meta({ id: 'CitationPage', description: 'one page; next_cursor is null on the last' });

export const TopUsedQuerySchema = z.strictObject({ limit: intParam(1, MAX_PAGE).optional().meta({ description: 'default 10' }) });
export const StaleQuerySchema = z.strictObject({
  tier: TierSchema.optional(),
  limit: intParam(1, 1000).optional().meta({ description: 'default 100; the most overdue first (never checked, then oldest check)' }),
});

// ---------------------------------------------------------------- verification

export const VerifyStartedSchema = z
  .strictObject({
    workflow_id: z.string(),
    run_id: z.string(),
    attached: z.boolean().meta({ description: 'true when a re-verification of the same target was already running' }),
    cids: z.array(CidSchema),
    status_url: z.string(),
  })
  .meta({ id: 'VerificationStarted' });

export const VerifyBatchSchema = z.strictObject({ cids: z.array(CidSchema).min(1).max(MAX_BATCH) }).meta({ id: 'VerifyBatch' });

export const VerificationRowSchema = z
  .strictObject({
    checked_at: Timestamp,
    workflow_id: z.string(),
    status: CitationStatusSchema.meta({ description: 'citation.v1 status of this check' }),
    http_status: z.number().int().nullable(),
    verification_status: z.enum(['verified', 'failed']),
    content_hash: z.string().nullable().meta({ description: 'sha256: of the normalized main text' }),
    changed: z.boolean().nullable().meta({ description: 'null on the first check with a hash' }),
    change_ratio: z.number().nullable().meta({ description: '0 (same text) … 1 (nothing in common)' }),
    quotes_total: z.number().int(),
    quotes_present: z.number().int(),
    notes: z.string(),
  })
  .meta({ id: 'Verification' });

export const WorkflowStateSchema = z
  .strictObject({ workflow_id: z.string(), run_id: z.string().nullable(), status: z.string(), started_at: Timestamp.nullable(), closed_at: Timestamp.nullable() })
  .meta({ id: 'WorkflowState' });

export const VerificationStatusViewSchema = z
  .strictObject({
    cid: CidSchema,
    verification_status: VerificationStatusSchema,
    last_verified: Timestamp.nullable(),
    in_progress: z.boolean().meta({ description: 'a re-verification of it is running' }),
    workflow: WorkflowStateSchema.nullable().meta({ description: 'the re-verification started for it and not yet recorded, else the one behind its latest check' }),
    latest: VerificationRowSchema.nullable(),
    history: z.array(VerificationRowSchema),
  })
  .meta({ id: 'VerificationStatus' });

// ---------------------------------------------------------------- accuracy

const unit = z.number().min(0).max(1);
export const AccuracyInputsSchema = z
  .strictObject({ relevance: unit, factual: unit, availability: unit })
  .meta({ id: 'AccuracyInputs', description: 'each 0..1; docs/library.md "Accuracy" defines where each comes from' });

export const CitationAccuracySchema = z
  .strictObject({
    cid: CidSchema,
    normalized_url: z.string(),
    inputs: AccuracyInputsSchema,
    defaulted: z.array(MetricSchema).meta({ description: 'inputs with no data at all, counted as 1' }),
    score: z.number().min(0).max(100).meta({ description: '(0.4 × relevance + 0.4 × factual + 0.2 × availability) × 100' }),
    band: BandSchema,
    feedback_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'CitationAccuracy' });

export const FeedbackSchema = z
  .strictObject({
    metric: MetricSchema,
    score: z.number().min(0).max(1),
    feedback_type: z.enum(['user', 'automated', 'expert']).optional().meta({ description: 'default user' }),
    comment: text(2000).optional(),
    evaluator_id: text(200).optional(),
  })
  .meta({ id: 'FeedbackCreate', description: 'one score (0–1) for one metric; feedback is averaged with what the library measured' });

export const FeedbackRecordedSchema = z
  .strictObject({
    feedback_id: z.string(),
    cid: CidSchema,
    metric: MetricSchema,
    score: z.number(),
    feedback_type: z.string(),
    evaluated_at: Timestamp,
    accuracy: CitationAccuracySchema,
  })
  .meta({ id: 'FeedbackRecorded' });

export const AccuracyReportSchema = z
  .strictObject({
    citations: z.number().int(),
    inputs: AccuracyInputsSchema.meta({ description: 'each input averaged over all citations' }),
    score: z.number(),
    band: BandSchema,
    by_band: z.strictObject({ green: z.number().int(), yellow: z.number().int(), red: z.number().int() }),
    lowest: z.array(CitationAccuracySchema).meta({ description: 'the citations with the lowest scores (up to 10)' }),
  })
  .meta({ id: 'AccuracyReport' });

export const AlertSchema = z
  .strictObject({
    kind: z.enum(['system_accuracy_below', 'citation_accuracy_below', 'verification_failures']),
    band: BandSchema.nullable(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Alert' });
export const AlertListSchema = z
  .strictObject({ total: z.number().int(), items: z.array(AlertSchema) })
  .meta({ id: 'AlertList', description: 'open alerts: system-wide first, then verification failures, then citations (lowest first)' });
export const AlertQuerySchema = z.strictObject({ limit: intParam(1, 1000).optional().meta({ description: 'default 100' }) });

// ---------------------------------------------------------------- usage

export const UsageRowSchema = z
  .strictObject({
    run_id: z.string().meta({ description: 'the content that cited it (a run)' }),
    claim_id: z.string(),
    claim: z.string(),
    quote: z.string(),
    quote_found: z.boolean(),
    validated: z.boolean(),
    created_at: Timestamp,
  })
  .meta({ id: 'Usage' });
export const CitationUsageSchema = z
  .strictObject({ cid: CidSchema, usage_count: z.number().int(), runs: z.number().int(), tier: TierSchema, usages: z.array(UsageRowSchema) })
  .meta({ id: 'CitationUsage' });
export const TopUsedSchema = z.strictObject({ items: z.array(CitationSchema) }).meta({ id: 'TopUsed' });
export const ContentIdParamsSchema = z.strictObject({ content_id: z.string().regex(/^[A-Za-z0-9_.-]{1,128}$/, 'a content id is a run id: 1–128 of A-Z a-z 0-9 _ . -') });
export const ByContentSchema = z.strictObject({ content_id: z.string(), items: z.array(CitationSchema) }).meta({ id: 'ByContent' });

// ---------------------------------------------------------------- keys and meta

export const KeyListQuerySchema = z.strictObject({ include_revoked: z.enum(['true', 'false']).optional() });
export const KeyListSchema = z.strictObject({ items: z.array(ApiKeyInfoSchema) }).meta({ id: 'ApiKeyList' });
export const CreateKeyBodySchema = z
  .strictObject({ role: ApiRoleSchema, name: KeyNameSchema.optional(), rate_limit_per_minute: z.number().int().min(1).max(MAX_RATE_LIMIT_PER_MINUTE).optional() })
  .meta({ id: 'ApiKeyCreate' });
export const KeyIdParamsSchema = z.strictObject({ key_id: KeyIdSchema });

export const AuditQuerySchema = z.strictObject({
  target: z.string().max(200).optional().meta({ description: 'a cid or key id' }),
  limit: intParam(1, 1000).optional().meta({ description: 'default 100' }),
});
export const AuditRowSchema = z
  .strictObject({
    id: z.string(),
    at: Timestamp,
    actor: z.string().meta({ description: 'the key id, or cli:<user> for `citeflow keys`' }),
    role: z.string().nullable(),
    action: z.string(),
    target: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditRow' });
export const AuditListSchema = z.strictObject({ items: z.array(AuditRowSchema) }).meta({ id: 'AuditList' });

export const HealthSchema = z.strictObject({ status: z.literal('ok'), database: z.literal('ok') }).meta({ id: 'Health' });
export const OpenApiDocumentSchema = z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) });
