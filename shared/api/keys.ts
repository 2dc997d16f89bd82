/**
 * API keys and roles (CONTRACT.md §6). Pure: shapes and rules only; generating, hashing and
 * storing keys is I/O and lives in api/keys.ts.
 */
import { z } from 'zod';

/** viewer < editor < admin: each role may do everything the roles before it may. */
export const API_ROLES = ['viewer', 'editor', 'admin'] as const;
export const ApiRoleSchema = z.enum(API_ROLES);
export type ApiRole = z.infer<typeof ApiRoleSchema>;

export function roleAllows(have: ApiRole, need: ApiRole): boolean {
  return API_ROLES.indexOf(have) >= API_ROLES.indexOf(need);
}

/** The public half of a key: shown in lists and audit rows, never enough to authenticate. */
export const KeyIdSchema = z.string().regex(/^k_[a-z2-7]{16}$/, 'a key id is k_ and 16 base32 characters');

/**
 * A whole key as a client sends it: `cfk_<key id without k_>_<43 base64url characters>`
 * (256 random bits). Only its SHA-256 is stored.
 */
export const API_KEY_PATTERN = /^cfk_([a-z2-7]{16})_([A-Za-z0-9_-]{43})$/;

/** Requests a minute a key may make, unless created with another figure. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;
export const MAX_RATE_LIMIT_PER_MINUTE = 1_000_000;

export const KeyNameSchema = z.string().max(200);

/** A key as listed: everything but the secret (which is never stored). */
export const ApiKeyInfoSchema = z
  .strictObject({
    key_id: KeyIdSchema,
    name: z.string(),
    role: ApiRoleSchema,
    rate_limit_per_minute: z.number().int().positive(),
    created_at: z.string(),
    created_by: z.string(),
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
    revoked_by: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKeyInfo = z.infer<typeof ApiKeyInfoSchema>;

/** What `keys create` (CLI or API) returns, once: the key itself beside its info. */
export const CreatedApiKeySchema = ApiKeyInfoSchema.extend({ key: z.string().regex(API_KEY_PATTERN) }).meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;
