/**
 * The service's reads and writes of citations that the library store (activities/library/
 * store.ts) does not have itself: create / update / delete through the API, full-text search
 * with filters and keyset pagination, and the spec's `context` and `metadata`. Everything else
 * (stale, top-used, usages, accuracy, alerts, feedback) is the store's own code, called as is.
 */
import { z } from 'zod';
import { ApiError } from '../shared/api/errors';
import {
  DEFAULT_PAGE,
  type CitationCreate,
  type CitationResource,
  type CitationUpdate,
  type SearchQuery,
} from '../shared/api/schemas';
import { LibraryCitationRowSchema, presentCitation, type LibraryCitation } from '../shared/schemas/library';
import { classifySourceType } from '../shared/stages/source-type';
import { recordText } from '../shared/stages/text';
import { prepareUrl } from '../shared/url';
import type { LibraryDb } from '../activities/library/db';
import { type Actor, writeAudit } from './audit';
import { decodeCursor, encodeCursor, queryDigest } from './cursor';
import type { Queryable } from './db';

export const SERVICE_COLUMNS = `c.cid, c.normalized_url, c.url, c.final_url, c.title, c.authors, c.publisher, c.publication_date,
  c.source_type, c.excerpt, c.content_hash, c.verification_status, c.last_status, c.last_http_status, c.last_verified,
  c.usage_count, c.last_run_id, c.created_at, c.updated_at, c.context, c.metadata`;

const Extras = { context: z.string().nullable(), metadata: z.record(z.string(), z.string().nullable()) };
export const ServiceRowSchema = LibraryCitationRowSchema.extend(Extras);
type ServiceRow = z.output<typeof ServiceRowSchema>;
type WithExtras = LibraryCitation & { context: string | null; metadata: Record<string, string | null> };

/** The library's row (with `stale` and the tier applied as the library reads them) as the API shows it. */
export function toResource(c: WithExtras): CitationResource {
  return {
    cid: c.cid,
    normalized_url: c.normalized_url,
    url: c.url,
    final_url: c.final_url,
    title: c.title,
    authors: c.authors,
    publisher: c.publisher,
    publication_date: c.publication_date,
    source_type: c.source_type,
    excerpt: c.excerpt,
    context: c.context,
    metadata: c.metadata,
    content_hash: c.content_hash,
    verification_status: c.verification_status,
    status: c.last_status,
    http_status: c.last_http_status,
    last_verified: c.last_verified,
    usage_count: c.usage_count,
    tier: c.tier,
    due: c.due,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

function present(row: ServiceRow, now: Date): CitationResource {
  const { context, metadata, ...rest } = row;
  return toResource({ ...presentCitation(rest, now), context, metadata });
}

/** Citations the store returned, completed with the service's columns, in the same order. */
export async function withExtras(db: Queryable, citations: LibraryCitation[]): Promise<CitationResource[]> {
  if (citations.length === 0) return [];
  const rows = await db.rows(`SELECT cid, context, metadata FROM library_citations WHERE cid = ANY($1::text[])`, [citations.map((c) => c.cid)], z.object({ cid: z.string(), ...Extras }));
  const by = new Map(rows.map((r) => [r.cid, r]));
  return citations.map((c) => toResource({ ...c, context: by.get(c.cid)?.context ?? null, metadata: by.get(c.cid)?.metadata ?? {} }));
}

/** A LibraryDb whose every call runs inside the caller's transaction (so a store write and its audit row commit together). */
export function inTx(q: Queryable): LibraryDb {
  return { url: '(transaction)', rows: q.rows, exec: q.exec, tx: (fn) => fn(q), close: async () => undefined } as LibraryDb;
}

// ---------------------------------------------------------------- input cleaning

const clean = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : recordText(v).trim() || null);

function cleanMetadata(m: Record<string, string | null | undefined> | undefined): Record<string, string | null> | undefined {
  if (m === undefined) return undefined;
  const out: Record<string, string | null> = {};
  for (const [k, v] of Object.entries(m)) if (v !== undefined) out[k] = clean(v) ?? null;
  return out;
}

/** Text as a run would store it: controls and invisible characters removed, credentials in URLs redacted. */
function cleanEditable(input: CitationUpdate): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (input.title !== undefined) out.title = clean(input.title);
  if (input.publisher !== undefined) out.publisher = clean(input.publisher);
  if (input.excerpt !== undefined) out.excerpt = clean(input.excerpt);
  if (input.context !== undefined) out.context = clean(input.context);
  if (input.publication_date !== undefined) out.publication_date = input.publication_date;
  if (input.source_type !== undefined) out.source_type = input.source_type;
  if (input.authors !== undefined) out.authors = input.authors.map((a) => recordText(a).trim()).filter(Boolean);
  if (input.metadata !== undefined) out.metadata = cleanMetadata(input.metadata);
  return out;
}

export type PreparedCreate = {
  cid: string;
  normalized_url: string;
  url: string;
  redacted: boolean;
  fields: Record<string, unknown>;
};

/**
 * The URL exactly as a run treats it (shared/url.ts prepareUrl): credentials redacted, then
 * normalized, then the cid. A URL a run would record as `invalid` before any fetch (userinfo,
 * not http(s), unparseable) is refused: nothing of it is stored.
 */
export function prepareCreate(input: CitationCreate): PreparedCreate {
  const p = prepareUrl(input.url);
  if (p.invalid_reason !== null || p.normalized_url === null || p.cid === null) {
    throw new ApiError('INVALID_URL', `the URL cannot be a citation: ${p.invalid_reason ?? 'not a URL'}`, { reason: p.invalid_reason ?? 'not a URL' });
  }
  const fields = cleanEditable(input);
  if (fields.source_type === undefined || fields.source_type === null) fields.source_type = classifySourceType(p.normalized_url);
  return { cid: p.cid, normalized_url: p.normalized_url, url: p.url_original, redacted: p.redacted, fields };
}

// ---------------------------------------------------------------- writes

const INSERT_COLUMNS = ['title', 'authors', 'publisher', 'publication_date', 'source_type', 'excerpt', 'context', 'metadata'] as const;

/** Inserts the citations that are new; returns the cids inserted (a known cid is left as it is). */
async function insertMany(q: Queryable, items: PreparedCreate[]): Promise<Set<string>> {
  const rows = items.map((i) => ({
    cid: i.cid,
    normalized_url: i.normalized_url,
    url: i.url,
    title: i.fields.title ?? null,
    authors: i.fields.authors ?? [],
    publisher: i.fields.publisher ?? null,
    publication_date: i.fields.publication_date ?? null,
    source_type: i.fields.source_type ?? null,
    excerpt: i.fields.excerpt ?? null,
    context: i.fields.context ?? null,
    metadata: i.fields.metadata ?? {},
  }));
  const inserted = await q.rows(
    `INSERT INTO library_citations (cid, normalized_url, url, ${INSERT_COLUMNS.join(', ')})
     SELECT cid, normalized_url, url, title, COALESCE(authors, '[]'::jsonb), publisher, publication_date, source_type, excerpt, context,
            COALESCE(metadata, '{}'::jsonb)
     FROM jsonb_to_recordset($1::jsonb) AS x(cid text, normalized_url text, url text, title text, authors jsonb, publisher text,
       publication_date text, source_type text, excerpt text, context text, metadata jsonb)
     ON CONFLICT DO NOTHING RETURNING cid`,
    [JSON.stringify(rows)],
    z.object({ cid: z.string() }),
  );
  return new Set(inserted.map((r) => r.cid));
}

export async function getResources(q: Queryable, cids: string[], now = new Date()): Promise<Map<string, CitationResource>> {
  if (cids.length === 0) return new Map();
  const rows = await q.rows(`SELECT ${SERVICE_COLUMNS} FROM library_citations c WHERE c.cid = ANY($1::text[])`, [cids], ServiceRowSchema);
  return new Map(rows.map((r) => [r.cid, present(r, now)]));
}

export async function getResource(q: Queryable, cid: string, now = new Date()): Promise<CitationResource | null> {
  return (await getResources(q, [cid], now)).get(cid) ?? null;
}

export async function createCitation(q: Queryable, input: CitationCreate, actor: Actor): Promise<CitationResource> {
  const prepared = prepareCreate(input);
  const inserted = await insertMany(q, [prepared]);
  if (!inserted.has(prepared.cid)) {
    throw new ApiError('ALREADY_EXISTS', `a citation with this URL already exists: ${prepared.cid}`, { cid: prepared.cid, location: `/api/v1/citations/${prepared.cid}` });
  }
  await writeAudit(q, actor, 'citation.create', prepared.cid, { normalized_url: prepared.normalized_url, redacted: prepared.redacted });
  return (await getResource(q, prepared.cid))!;
}

export type BatchOutcome =
  | { index: number; outcome: 'created' | 'exists'; cid: string }
  | { index: number; outcome: 'error'; error: ApiError };

/** Each valid item is created unless its cid is known (or came earlier in the batch); invalid items fail alone. */
export async function createBatch(q: Queryable, items: Array<{ index: number; input: CitationCreate } | { index: number; error: ApiError }>, actor: Actor): Promise<BatchOutcome[]> {
  const prepared: Array<{ index: number; p: PreparedCreate } | { index: number; error: ApiError }> = items.map((item) => {
    if ('error' in item) return item;
    try {
      return { index: item.index, p: prepareCreate(item.input) };
    } catch (err) {
      if (err instanceof ApiError) return { index: item.index, error: err };
      throw err;
    }
  });
  const firsts = new Map<string, PreparedCreate>();
  for (const x of prepared) if ('p' in x && !firsts.has(x.p.cid)) firsts.set(x.p.cid, x.p);
  const inserted = await insertMany(q, [...firsts.values()]);
  const claimed = new Set<string>();
  const out: BatchOutcome[] = prepared.map((x) => {
    if ('error' in x) return { index: x.index, outcome: 'error', error: x.error };
    const created = inserted.has(x.p.cid) && !claimed.has(x.p.cid);
    if (created) claimed.add(x.p.cid);
    return { index: x.index, outcome: created ? 'created' : 'exists', cid: x.p.cid };
  });
  if (inserted.size > 0) {
    const audit = [...inserted].map((cid) => ({ cid, details: { normalized_url: firsts.get(cid)!.normalized_url, redacted: firsts.get(cid)!.redacted, batch: true } }));
    await q.exec(
      `INSERT INTO api_audit (actor, role, action, target, details)
       SELECT $1, $2, 'citation.create', x.cid, x.details FROM jsonb_to_recordset($3::jsonb) AS x(cid text, details jsonb)`,
      [actor.id, actor.role, JSON.stringify(audit)],
    );
  }
  return out;
}

export async function updateCitation(q: Queryable, cid: string, patch: CitationUpdate, actor: Actor): Promise<CitationResource> {
  const fields = cleanEditable(patch);
  const names = Object.keys(fields);
  const sets = names.map((name, i) => `${name} = $${i + 2}${name === 'authors' || name === 'metadata' ? '::jsonb' : ''}`);
  const values = names.map((name) => (name === 'authors' || name === 'metadata' ? JSON.stringify(fields[name] ?? (name === 'authors' ? [] : {})) : fields[name]));
  const n = await q.exec(`UPDATE library_citations SET ${sets.join(', ')}, updated_at = now() WHERE cid = $1`, [cid, ...values]);
  if (n === 0) throw notFound(cid);
  await writeAudit(q, actor, 'citation.update', cid, { fields: names });
  return (await getResource(q, cid))!;
}

export async function deleteCitation(q: Queryable, cid: string, actor: Actor): Promise<void> {
  const rows = await q.rows(`DELETE FROM library_citations WHERE cid = $1 RETURNING normalized_url, usage_count`, [cid], z.object({ normalized_url: z.string(), usage_count: z.number() }));
  if (rows.length === 0) throw notFound(cid);
  await writeAudit(q, actor, 'citation.delete', cid, { normalized_url: rows[0].normalized_url, usage_count: rows[0].usage_count });
}

export function notFound(cid: string): ApiError {
  return new ApiError('NOT_FOUND', `no citation ${cid}`, { cid });
}

// ---------------------------------------------------------------- search

/** Tier and shown status in SQL, as shared/schemas/library.ts computes them (a test keeps the two equal). */
const TIER_SQL = `(CASE WHEN c.usage_count > 100 THEN 'daily' WHEN c.usage_count >= 10 THEN 'weekly' ELSE 'monthly' END)`;
const PERIOD_SQL = `(CASE WHEN c.usage_count > 100 THEN interval '1 day' WHEN c.usage_count >= 10 THEN interval '7 days' ELSE interval '30 days' END)`;
const statusSql = (now: string) => `(CASE WHEN c.verification_status <> 'pending' AND c.last_verified < ${now}::timestamptz - ${PERIOD_SQL} THEN 'stale' ELSE c.verification_status END)`;

type Sort = 'relevance' | 'created' | 'usage' | 'verified';

/** Microseconds since the epoch, as text: exact for timestamptz, unlike a JS Date. */
const micros = (col: string) => `(extract(epoch from ${col}) * 1000000)::bigint::text`;
const fromMicros = (p: string) => `('epoch'::timestamptz + (${p}::bigint * interval '1 microsecond'))`;

export async function searchCitations(db: Queryable, query: SearchQuery, now = new Date()): Promise<{ items: CitationResource[]; next_cursor: string | null }> {
  const q = query.q?.trim() ? query.q.trim() : null;
  const sort: Sort = query.sort ?? (q ? 'relevance' : 'created');
  if (sort === 'relevance' && !q) throw new ApiError('SCHEMA_VALIDATION_FAILED', 'query.sort: relevance needs a q', { issues: [{ path: 'query.sort', message: 'relevance needs a q' }] });
  const limit = query.limit ?? DEFAULT_PAGE;
  const digest = queryDigest({ ...query, sort });
  const cursor = query.cursor ? decodeCursor(query.cursor, { s: sort, f: digest }) : null;

  const params: unknown[] = [];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where: string[] = [];
  let rankSql = 'NULL::real';
  if (q) {
    const tsq = `websearch_to_tsquery('english', ${add(q)})`;
    where.push(`c.search_tsv @@ ${tsq}`);
    rankSql = `ts_rank(c.search_tsv, ${tsq})`;
  }
  if (query.status?.length) where.push(`${statusSql(add(now.toISOString()))} = ANY(${add(query.status)}::text[])`);
  if (query.source_type?.length) where.push(`c.source_type = ANY(${add(query.source_type)}::text[])`);
  if (query.tier?.length) where.push(`${TIER_SQL} = ANY(${add(query.tier)}::text[])`);
  if (query.min_usage !== undefined) where.push(`c.usage_count >= ${add(query.min_usage)}`);
  if (query.max_usage !== undefined) where.push(`c.usage_count <= ${add(query.max_usage)}`);
  if (query.created_after) where.push(`c.created_at >= ${add(query.created_after)}::timestamptz`);
  if (query.created_before) where.push(`c.created_at < ${add(query.created_before)}::timestamptz`);
  if (query.verified_after) where.push(`c.last_verified >= ${add(query.verified_after)}::timestamptz`);
  if (query.verified_before) where.push(`c.last_verified < ${add(query.verified_before)}::timestamptz`);

  let keySql: string;
  let order: string;
  switch (sort) {
    case 'relevance':
      keySql = `${rankSql}::text`;
      order = `${rankSql} DESC, c.cid DESC`;
      if (cursor) where.push(`(${rankSql}, c.cid) < (${add(cursor.k)}::real, ${add(cursor.c)})`);
      break;
    case 'created':
      keySql = micros('c.created_at');
      order = 'c.created_at DESC, c.cid DESC';
      if (cursor) where.push(`(c.created_at, c.cid) < (${fromMicros(add(cursor.k))}, ${add(cursor.c)})`);
      break;
    case 'usage':
      keySql = 'c.usage_count::text';
      order = 'c.usage_count DESC, c.cid DESC';
      if (cursor) where.push(`(c.usage_count, c.cid) < (${add(cursor.k)}::bigint, ${add(cursor.c)})`);
      break;
    case 'verified':
      keySql = micros('c.last_verified');
      order = 'c.last_verified DESC NULLS LAST, c.cid DESC';
      if (cursor) {
        const cid = add(cursor.c);
        where.push(
          cursor.k === null
            ? `(c.last_verified IS NULL AND c.cid < ${cid})`
            : `(c.last_verified < ${fromMicros(add(cursor.k))} OR (c.last_verified = ${fromMicros(`$${params.length}`)} AND c.cid < ${cid}) OR c.last_verified IS NULL)`,
        );
      }
      break;
  }
  if (cursor) {
    // The key must be what this sort issues: a float rank, or whole microseconds / a count.
    const shape = sort === 'relevance' ? /^\d{1,3}(\.\d{1,12})?(e-\d{1,2})?$/ : /^-?\d{1,18}$/;
    if (cursor.k === null ? sort !== 'verified' : !shape.test(cursor.k)) throw new ApiError('INVALID_CURSOR', 'the cursor is not valid for this query; start again without it', {});
  }
  const rows = await db.rows(
    `SELECT ${SERVICE_COLUMNS}, ${keySql} AS sort_key FROM library_citations c
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order} LIMIT ${add(limit + 1)}`,
    params,
    ServiceRowSchema.extend({ sort_key: z.string().nullable() }),
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const next_cursor = rows.length > limit && last ? encodeCursor({ s: sort, k: last.sort_key, c: last.cid, f: digest }) : null;
  return { items: page.map(({ sort_key: _k, ...r }) => present(r, now)), next_cursor };
}
