import { z } from 'zod';
import { FoundBySchema } from './found-by';
import { TEXT_LIMITS } from './limits';
import { ArtifactRefSchema, SourceTypeSchema } from './search-result';

export const ClaimOriginSchema = z.enum(['blockquote', 'quoted_span', 'yaml', 'provider']);
export type ClaimOrigin = z.infer<typeof ClaimOriginSchema>;

/** What a parser returns for one claim. `url` is RAW: redact with `prepareUrl` before storing. */
export const ClaimDraftSchema = z.object({
  claim: z.string(),
  quote: z.string(),
  url: z.string(),
  page_title: z.string().nullable(),
  source_type: SourceTypeSchema,
  accessed_date: z.string(),
  ref: ArtifactRefSchema,
  origin: ClaimOriginSchema,
  /** The type the artifact itself gave (YAML `source_type`), if any; never decides `source_type`. */
  agent_source_type: SourceTypeSchema.nullable().optional(),
});
export type ClaimDraft = z.infer<typeof ClaimDraftSchema>;

/** Stage 2 record: one line of citations/extracted.jsonl. */
export const ExtractedClaimSchema = z.object({
  schema_version: z.literal('extracted-claim.v1'),
  claim_id: z.string().regex(/^clm_[0-9a-f]{16}$/),
  claim: z.string().max(TEXT_LIMITS.claim),
  quote: z.string().max(TEXT_LIMITS.quote),
  cid: z.string().nullable(), // null when the URL could not be normalized (it is then `invalid`)
  normalized_url: z.string().nullable(),
  url_original: z.string().max(TEXT_LIMITS.url), // redacted
  page_title: z.string().max(TEXT_LIMITS.title).nullable(),
  source_type: SourceTypeSchema, // by the documented domain rules on the source URL: the same as its search results
  accessed_date: z.string(),
  origin: ClaimOriginSchema,
  found_by: z.array(FoundBySchema), // every artifact that made this claim, citation.v1 order
  agent_source_type: SourceTypeSchema.nullable(), // what the first artifact said (YAML source_type), else null
});
export type ExtractedClaim = z.infer<typeof ExtractedClaimSchema>;
