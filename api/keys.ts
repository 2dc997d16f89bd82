/**
 * API keys: generated from 256 random bits, shown once, stored only as a SHA-256 digest.
 *
 * Why SHA-256 and not bcrypt/scrypt/argon2: those slow hashes protect low-entropy passwords
 * from guessing. A key here is 256 uniformly random bits — no guess list exists — so a
 * single fast hash is as safe, and keeps every authenticated request cheap (the spec wants
 * retrievals under 50 ms; a slow hash alone costs ~100 ms).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_PATTERN,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  type ApiKeyInfo,
  type ApiRole,
  type CreatedApiKey,
} from '../shared/api/keys';
import { z } from 'zod';
import { ApiRoleSchema } from '../shared/api/keys';
import type { Queryable } from './db';
import { recordText } from '../shared/stages/text';
import { writeAudit, type Actor } from './audit';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Uint8Array, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += BASE32[bytes[i] % 32];
  return out;
}

export function hashKey(key: string): string {
  return 'sha256:' + createHash('sha256').update(key, 'utf8').digest('hex');
}

const Ts = z.union([z.date(), z.string()]).transform((v) => new Date(v).toISOString());
const KeyRowSchema = z.object({
  key_id: z.string(),
  key_hash: z.string(),
  name: z.string(),
  role: ApiRoleSchema,
  rate_limit_per_minute: z.number(),
  created_at: Ts,
  created_by: z.string(),
  last_used_at: Ts.nullable(),
  revoked_at: Ts.nullable(),
  revoked_by: z.string().nullable(),
});
type KeyRow = z.output<typeof KeyRowSchema>;

function info(row: KeyRow): ApiKeyInfo {
  const { key_hash: _hash, ...rest } = row;
  void _hash;
  return rest;
}

export type CreateKeyInput = { role: ApiRole; name?: string; rate_limit_per_minute?: number };

/** Creates a key and its audit row in one transaction; the returned `key` is never stored. */
export async function createKey(tx: Queryable, input: CreateKeyInput, actor: Actor): Promise<CreatedApiKey> {
  const keyId = base32(randomBytes(16), 16);
  // A name is text like any other: controls removed, credentials in URLs redacted.
  const name = recordText(input.name ?? '').trim();
  const key = `cfk_${keyId}_${randomBytes(32).toString('base64url')}`;
  const rows = await tx.rows(
    `INSERT INTO api_keys (key_id, key_hash, name, role, rate_limit_per_minute, created_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [`k_${keyId}`, hashKey(key), name, input.role, input.rate_limit_per_minute ?? DEFAULT_RATE_LIMIT_PER_MINUTE, actor.id],
    KeyRowSchema,
  );
  await writeAudit(tx, actor, 'key.create', `k_${keyId}`, { role: input.role, name, rate_limit_per_minute: rows[0].rate_limit_per_minute });
  return { ...info(rows[0]), key };
}

export async function listKeys(db: Queryable, opts: { includeRevoked?: boolean } = {}): Promise<ApiKeyInfo[]> {
  const rows = await db.rows(`SELECT * FROM api_keys ${opts.includeRevoked ? '' : 'WHERE revoked_at IS NULL'} ORDER BY created_at, key_id`, [], KeyRowSchema);
  return rows.map(info);
}

/** Revokes at once (every later request with it is 401); null when there is no such key. Revoking twice keeps the first revocation. */
export async function revokeKey(tx: Queryable, keyId: string, actor: Actor): Promise<ApiKeyInfo | null> {
  const rows = await tx.rows(
    `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, now()), revoked_by = COALESCE(revoked_by, $2) WHERE key_id = $1 RETURNING *`,
    [keyId, actor.id],
    KeyRowSchema,
  );
  if (rows.length === 0) return null;
  await writeAudit(tx, actor, 'key.revoke', keyId, {});
  return info(rows[0]);
}

export type AuthenticatedKey = { key_id: string; role: ApiRole; rate_limit_per_minute: number };

/**
 * The live key a bearer token names, or null (malformed, unknown, revoked, wrong secret).
 * Read from the database on every request, so a revocation by any process takes effect at once.
 */
export async function authenticate(db: Queryable, token: string): Promise<AuthenticatedKey | null> {
  const m = API_KEY_PATTERN.exec(token);
  if (!m) return null;
  const rows = await db.rows(
    'SELECT key_id, key_hash, role, rate_limit_per_minute FROM api_keys WHERE key_id = $1 AND revoked_at IS NULL',
    [`k_${m[1]}`],
    KeyRowSchema.pick({ key_id: true, key_hash: true, role: true, rate_limit_per_minute: true }),
  );
  const row = rows[0];
  if (!row) return null;
  const expected = Buffer.from(row.key_hash, 'utf8');
  const actual = Buffer.from(hashKey(token), 'utf8');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { key_id: row.key_id, role: row.role, rate_limit_per_minute: row.rate_limit_per_minute };
}

const lastTouched = new Map<string, number>();

/** Records `last_used_at`, at most once a minute per key and process (a write per request would cost more than the read). */
export async function touchKey(db: Queryable, keyId: string, now = Date.now()): Promise<void> {
  const last = lastTouched.get(keyId);
  if (last !== undefined && now - last < 60_000) return;
  lastTouched.set(keyId, now);
  await db.exec('UPDATE api_keys SET last_used_at = now() WHERE key_id = $1', [keyId]);
}
