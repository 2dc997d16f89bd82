/**
 * Opaque pagination cursors: base64url of a small JSON object naming the sort, the last row's
 * sort key and cid, and a digest of the query it belongs to. A cursor that does not decode,
 * or belongs to another query or sort, is INVALID_CURSOR (400) — never a 500, never a
 * silently wrong page.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../shared/api/errors';

const CursorSchema = z.strictObject({
  v: z.literal(1),
  s: z.string().max(20),
  k: z.string().max(100).nullable(),
  c: z.string().regex(/^cid_[0-9a-f]{64}$/),
  f: z.string().regex(/^[0-9a-f]{16}$/),
});
export type Cursor = z.infer<typeof CursorSchema>;

/** A digest of everything but the cursor and page size: a cursor only continues its own query. */
export function queryDigest(query: Record<string, unknown>): string {
  const keys = Object.keys(query).filter((k) => k !== 'cursor' && k !== 'limit' && query[k] !== undefined).sort();
  return createHash('sha256').update(JSON.stringify(keys.map((k) => [k, query[k]]))).digest('hex').slice(0, 16);
}

export function encodeCursor(c: Omit<Cursor, 'v'>): string {
  return Buffer.from(JSON.stringify({ v: 1, ...c }), 'utf8').toString('base64url');
}

export function decodeCursor(text: string, expect: { s: string; f: string }): Cursor {
  const bad = (why: string) => new ApiError('INVALID_CURSOR', `the cursor is not valid for this query (${why}); start again without it`, {});
  if (!/^[A-Za-z0-9_-]{1,1000}$/.test(text)) throw bad('not a cursor this service issued');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw bad('not a cursor this service issued');
  }
  const r = CursorSchema.safeParse(parsed);
  if (!r.success) throw bad('not a cursor this service issued');
  if (r.data.s !== expect.s) throw bad('issued for another sort order');
  if (r.data.f !== expect.f) throw bad('issued for other filters');
  return r.data;
}
