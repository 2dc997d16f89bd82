import { z } from 'zod';
import { SourceTypeSchema } from './search-result';

export const ConfidenceSchema = z.enum(['high', 'medium', 'low']);
export type Confidence = z.infer<typeof ConfidenceSchema>;

/** Stage 4 record: one line of citations/grounded-claims.jsonl. Only high/medium confidence. */
export const GroundedClaimSchema = z.object({
  schema_version: z.literal('grounded-claim.v1'),
  claim_id: z.string().regex(/^clm_[0-9a-f]{16}$/),
  claim: z.string(),
  citation_id: z.string(), // the source's cid: one citation may ground many claims
  citation_url: z.string(),
  citation_title: z.string().nullable(),
  citation_quote: z.string(),
  source_type: SourceTypeSchema,
  source_status: z.enum(['valid', 'paywalled']),
  caution: z.boolean(), // true for paywalled sources
  confidence: z.enum(['high', 'medium']),
});
export type GroundedClaim = z.infer<typeof GroundedClaimSchema>;

/** A claim kept out of the report, with why. */
export const RejectedClaimSchema = z.object({
  claim_id: z.string(),
  claim: z.string(),
  reason: z.string(),
});
export type RejectedClaim = z.infer<typeof RejectedClaimSchema>;
