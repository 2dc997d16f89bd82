import { z } from 'zod';
import { ExtractedClaimSchema } from './extracted-claim';

export const CitationStatusSchema = z.enum(['valid', 'paywalled', 'blocked', 'mismatch', 'invalid']);
export type CitationStatus = z.infer<typeof CitationStatusSchema>;

/** The checks behind `validated` (seed Stage 3 `validation_details`); see docs/stages.md. */
export const ValidationDetailsSchema = z.object({
  source_status: CitationStatusSchema.nullable(), // null: no citation record for the cid
  url_reachable: z.boolean(), // the source answered HTTP 200 (citation.v1 http_status); informational, see docs/stages.md
  quote_length_ok: z.boolean(),
  quote_found: z.boolean(),
  quote_verbatim: z.boolean(),
  publication_date: z.string().nullable(), // when the page says
  author: z.string().nullable(), // when the page says
  author_verified: z.boolean().nullable(), // informational: credentials are not checked (null)
  has_references: z.boolean().nullable(), // informational: not assessed (null)
});
export type ValidationDetails = z.infer<typeof ValidationDetailsSchema>;

/** Stage 3 record for claims: one line of citations/validated-claims.jsonl. */
export const ValidatedClaimSchema = ExtractedClaimSchema.omit({ schema_version: true }).extend({
  schema_version: z.literal('validated-claim.v1'),
  validated: z.boolean(),
  credibility_score: z.number().int().min(1).max(10),
  validation_details: ValidationDetailsSchema,
  matched_text: z.string().nullable(), // the page text the quote matched (after folding when not verbatim)
  rejection_reason: z.string().nullable(), // null iff validated
});
export type ValidatedClaim = z.infer<typeof ValidatedClaimSchema>;
