import { z } from 'zod';
import { FoundBySchema } from './found-by';
import { TEXT_LIMITS } from './limits';
import { CidSchema } from './url-map';

export const CITATION_STATUSES = ['valid', 'paywalled', 'blocked', 'mismatch', 'invalid'] as const;
export const CitationStatusSchema = z.enum(CITATION_STATUSES);
export type CitationStatus = z.infer<typeof CitationStatusSchema>;

/** Field order of every citations.jsonl line (CONTRACT.md §2). */
export const CITATION_FIELDS = [
  'schema_version',
  'normalized_url',
  'cid',
  'url',
  'url_original',
  'status',
  'checked_at',
  'http_status',
  'title',
  'publisher',
  'found_by',
  'evidence_snippet',
  'notes',
] as const;

/** citation.v1: every field present; an unknown optional field is `null`, never absent. */
export const CitationSchema = z.strictObject({
  schema_version: z.literal('citation.v1'),
  normalized_url: z.string().min(1).max(TEXT_LIMITS.url),
  cid: CidSchema,
  url: z.string().max(TEXT_LIMITS.url),
  url_original: z.string().min(1).max(TEXT_LIMITS.url),
  status: CitationStatusSchema,
  checked_at: z.string().min(1),
  http_status: z.number().int().nullable(),
  title: z.string().max(TEXT_LIMITS.title).nullable(),
  publisher: z.string().max(TEXT_LIMITS.publisher).nullable(),
  found_by: z.array(FoundBySchema),
  evidence_snippet: z.string().max(TEXT_LIMITS.snippet).nullable(),
  notes: z.string().max(TEXT_LIMITS.notes),
});
export type CitationV1 = z.infer<typeof CitationSchema>;

// Compile-time check that CITATION_FIELDS lists exactly the schema's keys.
type Missing = Exclude<keyof CitationV1, (typeof CITATION_FIELDS)[number]>;
const _allFieldsListed: Missing extends never ? true : never = true;
void _allFieldsListed;
