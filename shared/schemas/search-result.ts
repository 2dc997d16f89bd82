import { z } from 'zod';
import { FoundBySchema } from './found-by';
import { TEXT_LIMITS } from './limits';

/** Stage 1–4 source classification (seed: citation-schema-reference.md, "Source Type Classifications"). */
export const SourceTypeSchema = z.enum(['primary', 'secondary', 'tertiary']);
export type SourceType = z.infer<typeof SourceTypeSchema>;

/** ISO calendar date `YYYY-MM-DD` that actually exists (2026-02-30 is rejected). */
export const IsoDateSchema = z.string().refine(isIsoDate, { message: 'expected an ISO date YYYY-MM-DD' });

export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= days[mo - 1];
}

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Where a source or claim was seen: one wave artifact (same shape as citation.v1 `found_by[]`). */
export const ArtifactRefSchema = z.object({
  wave: z.number().int(),
  perspective_id: z.string(),
  agent_type: z.string(),
  artifact_path: z.string(),
});
export type ArtifactRef = z.infer<typeof ArtifactRefSchema>;

/**
 * What a parser returns for one source seen in an artifact. `url` is RAW (may carry
 * credentials): the caller must run it through `prepareUrl` before storing anything.
 */
export const SourceDraftSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  snippet: z.string().nullable(),
  source_type: SourceTypeSchema,
  accessed_date: z.string(),
  ref: ArtifactRefSchema,
  /** The type the artifact itself gave (YAML `source_type`), if any; never decides `source_type`. */
  agent_source_type: SourceTypeSchema.nullable().optional(),
});
export type SourceDraft = z.infer<typeof SourceDraftSchema>;

/** Stage 1 record: one line of citations/search-results.jsonl. URLs are stored redacted. */
export const SearchResultSchema = z.object({
  schema_version: z.literal('search-result.v1'),
  result_id: z.string(), // "src_" + 16 hex of sha256(cid|url_original + artifact_path) — stable across runs
  url_original: z.string().max(TEXT_LIMITS.url),
  normalized_url: z.string().nullable(),
  cid: z.string().nullable(),
  title: z.string().max(TEXT_LIMITS.title).nullable(),
  snippet: z.string().max(TEXT_LIMITS.snippet).nullable(),
  source_type: SourceTypeSchema, // by the documented domain rules on normalized_url: one type per URL
  accessed_date: z.string(),
  found_by: FoundBySchema, // the artifact it was seen in (citation.v1 found_by shape)
  agent_source_type: SourceTypeSchema.nullable(), // what the artifact said (YAML source_type), else null
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
