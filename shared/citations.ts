/** The citations.jsonl writer's pure half: merging provenance and serializing records exactly. */
import { CiteflowError } from './errors';
import { CITATION_FIELDS, CitationSchema, type CitationV1 } from './schemas/citation';
import type { FoundBy } from './schemas/found-by';
import { computeCid } from './url';
import { formatZodError, PARSE_OPTIONS } from './zod-message';

function cmp(a: string | number, b: string | number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareFoundBy(a: FoundBy, b: FoundBy): number {
  return (
    cmp(a.wave, b.wave) ||
    cmp(a.perspective_id, b.perspective_id) ||
    cmp(a.artifact_path, b.artifact_path) ||
    cmp(a.agent_type, b.agent_type)
  );
}

/** Union of two provenance lists, sorted by wave, perspective_id, artifact_path, agent_type, no duplicates. */
export function mergeFoundBy(a: readonly FoundBy[], b: readonly FoundBy[] = []): FoundBy[] {
  const sorted = [...a, ...b]
    .map((f) => ({ wave: f.wave, perspective_id: f.perspective_id, agent_type: f.agent_type, artifact_path: f.artifact_path }))
    .sort(compareFoundBy);
  return sorted.filter((f, i) => i === 0 || compareFoundBy(sorted[i - 1], f) !== 0);
}

function validate(record: CitationV1, index: number): CitationV1 {
  const parsed = CitationSchema.safeParse(record, PARSE_OPTIONS);
  if (!parsed.success) {
    throw new CiteflowError('SCHEMA_VALIDATION_FAILED', formatZodError(parsed.error, `citations[${index}]`));
  }
  if (computeCid(parsed.data.normalized_url) !== parsed.data.cid) {
    throw new CiteflowError('SCHEMA_VALIDATION_FAILED', `citations[${index}]: cid: does not match normalized_url`);
  }
  return parsed.data;
}

/** One JSON line in contract field order (found_by entries in their own field order). */
export function serializeCitation(record: CitationV1): string {
  const ordered: Record<string, unknown> = {};
  for (const field of CITATION_FIELDS) ordered[field] = field === 'found_by' ? mergeFoundBy(record.found_by) : record[field];
  return JSON.stringify(ordered);
}

/**
 * citations.jsonl content: validated records, one per normalized_url (duplicates merged:
 * found_by unioned, every other field — url_original included — from the first), sorted by
 * normalized_url in code-unit order, `\n` after every line.
 */
export function serializeCitations(records: readonly CitationV1[]): string {
  const byUrl = new Map<string, CitationV1>();
  records.forEach((raw, i) => {
    const record = validate(raw, i);
    const seen = byUrl.get(record.normalized_url);
    if (seen) byUrl.set(record.normalized_url, { ...seen, found_by: mergeFoundBy(seen.found_by, record.found_by) });
    else byUrl.set(record.normalized_url, record);
  });
  const urls = [...byUrl.keys()].sort(cmp);
  return urls.map((u) => serializeCitation(byUrl.get(u)!) + '\n').join('');
}
