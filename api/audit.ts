/**
 * The audit trail (the spec's "all citation modifications logged, user actions tracked"):
 * one `api_audit` row for every modification — who (key id and role, or the CLI), what
 * (action and target), when — written in the same transaction as the change itself, so a
 * change without its row (or a row without its change) cannot happen.
 */
import type { ApiRole } from '../shared/api/keys';
import { z } from 'zod';
import type { Queryable } from './db';

/** Who made a change: an API key, or an operator at the CLI (`cli:<user>`). */
export type Actor = { id: string; role: ApiRole | null };

export type AuditAction =
  | 'citation.create'
  | 'citation.update'
  | 'citation.delete'
  | 'citation.verify'
  | 'citation.feedback'
  | 'key.create'
  | 'key.revoke';

export async function writeAudit(tx: Queryable, actor: Actor, action: AuditAction, target: string | null, details: Record<string, unknown>): Promise<void> {
  await tx.exec('INSERT INTO api_audit (actor, role, action, target, details) VALUES ($1, $2, $3, $4, $5)', [
    actor.id,
    actor.role,
    action,
    target,
    JSON.stringify(details),
  ]);
}

export const AuditRowSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  at: z.union([z.date(), z.string()]).transform((v) => new Date(v).toISOString()),
  actor: z.string(),
  role: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditRow = z.output<typeof AuditRowSchema>;

/** The newest audit rows first (optionally for one target: a cid, a key id). */
export async function readAudit(db: Queryable, opts: { target?: string; limit?: number } = {}): Promise<AuditRow[]> {
  return db.rows(
    `SELECT id, at, actor, role, action, target, details FROM api_audit ${opts.target ? 'WHERE target = $2' : ''} ORDER BY id DESC LIMIT $1`,
    opts.target ? [opts.limit ?? 100, opts.target] : [opts.limit ?? 100],
    AuditRowSchema,
  );
}
