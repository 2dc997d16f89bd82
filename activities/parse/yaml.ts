import { parseDocument } from 'yaml';
import { z } from 'zod';
import { CiteflowError } from '../../shared/errors';
import type { ClaimDraft } from '../../shared/schemas/extracted-claim';
import { IsoDateSchema, SourceTypeSchema, type ArtifactRef, type SourceDraft } from '../../shared/schemas/search-result';
import { classifySourceType } from '../../shared/stages/source-type';
import { redactUrlsInText } from '../../shared/stages/text';
import { formatPath, formatZodError, PARSE_OPTIONS } from '../../shared/zod-message';

/**
 * YAML artifacts in the seed's shapes (citation-schema-reference.md): `results:` (Stage 1)
 * and/or `extracted_citations:` (Stage 2). Required: results[].title + url; extracted_citations[].
 * claim + quote + source_url. `source_type` and `accessed_date` are optional but must be valid
 * when given; a missing date is the run's. The record's source type is always the domain rule's
 * (one type per URL); the agent's own label is kept as `agent_source_type`. Other keys are ignored.
 */
const text = z.string().trim().min(1, 'must be a non-empty string');

/**
 * An absolute http(s) URL (plain http is accepted here and loses a credibility point later).
 * A URL with credentials passes and becomes an `invalid` record (CONTRACT: redaction); the
 * error never repeats the value, which may hold a secret.
 */
function isHttpUrl(value: string): boolean {
  try {
    const scheme = new URL(value).protocol;
    return scheme === 'http:' || scheme === 'https:';
  } catch {
    return false;
  }
}
const httpUrl = text.refine(isHttpUrl, { message: 'not an absolute http(s) URL' });

const SearchResultItemSchema = z.object({
  result_id: z.union([z.number().int(), z.string()]).optional(),
  title: text,
  url: httpUrl,
  snippet: z.string().nullable().optional(),
  source_type: SourceTypeSchema.optional(),
  accessed_date: IsoDateSchema.optional(),
});

const ExtractedCitationItemSchema = z.object({
  claim: text,
  quote: text,
  source_url: httpUrl,
  source_type: SourceTypeSchema.optional(),
  page_title: z.string().nullable().optional(),
  accessed_date: IsoDateSchema.optional(),
});

const YamlArtifactSchema = z
  .object({
    results: z.array(SearchResultItemSchema).optional(),
    extracted_citations: z.array(ExtractedCitationItemSchema).optional(),
  })
  .refine((d) => d.results !== undefined || d.extracted_citations !== undefined, {
    message: 'expected `results` and/or `extracted_citations`',
  });

export function parseYamlArtifact(
  content: string,
  ctx: { ref: ArtifactRef; accessed_date: string },
): { sources: SourceDraft[]; claims: ClaimDraft[] } {
  const file = ctx.ref.artifact_path;
  const doc = parseDocument(content, { prettyErrors: false, uniqueKeys: false });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    const line = e.linePos?.[0]?.line;
    throw new CiteflowError('SCHEMA_VALIDATION_FAILED', `${file}${line ? `:${line}` : ''}: not valid YAML (${e.code})`, {
      path: file,
    });
  }
  const data: unknown = doc.toJS({ maxAliasCount: 100 });
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new CiteflowError('SCHEMA_VALIDATION_FAILED', `${file}: expected a mapping with \`results\` and/or \`extracted_citations\``, {
      path: file,
      field: '',
    });
  }
  const parsed = YamlArtifactSchema.safeParse(data, PARSE_OPTIONS);
  if (!parsed.success) {
    throw new CiteflowError('SCHEMA_VALIDATION_FAILED', formatZodError(parsed.error, file), {
      path: file,
      field: formatPath(parsed.error.issues[0]?.path ?? []),
    });
  }

  const sources: SourceDraft[] = [];
  const claims: ClaimDraft[] = [];
  for (const r of parsed.data.results ?? []) {
    sources.push({
      url: r.url,
      title: redactUrlsInText(r.title),
      snippet: r.snippet == null || r.snippet.trim() === '' ? null : redactUrlsInText(r.snippet.trim()),
      source_type: classifySourceType(r.url),
      accessed_date: r.accessed_date ?? ctx.accessed_date,
      ref: ctx.ref,
      agent_source_type: r.source_type ?? null,
    });
  }
  for (const c of parsed.data.extracted_citations ?? []) {
    // The type is the domain rule's, never the agent's label (seed: TYPE CONSISTENCY, one type per URL).
    const source_type = classifySourceType(c.source_url);
    const agent_source_type = c.source_type ?? null;
    const accessed_date = c.accessed_date ?? ctx.accessed_date;
    const page_title = c.page_title == null || c.page_title.trim() === '' ? null : redactUrlsInText(c.page_title.trim());
    claims.push({
      claim: redactUrlsInText(c.claim),
      quote: redactUrlsInText(c.quote),
      url: c.source_url,
      page_title,
      source_type,
      accessed_date,
      ref: ctx.ref,
      origin: 'yaml',
      agent_source_type,
    });
    // The claim's source is a source seen in this artifact too (deduplicated by the caller).
    sources.push({ url: c.source_url, title: page_title, snippet: null, source_type, accessed_date, ref: ctx.ref, agent_source_type });
  }
  return { sources, claims };
}
