/** Key management over HTTP (admin only); the CLI's `citeflow keys` does the same on the database. */
import { ApiError } from '../../shared/api/errors';
import { ApiKeyInfoSchema, CreatedApiKeySchema } from '../../shared/api/keys';
import { CreateKeyBodySchema, KeyIdParamsSchema, KeyListQuerySchema, KeyListSchema } from '../../shared/api/schemas';
import type { Db } from '../db';
import { createKey, listKeys, revokeKey } from '../keys';
import { defineRoute, type RouteDef } from '../route';
import type { Actor } from '../audit';

export function actorOf(key: { key_id: string; role: Actor['role'] } | null): Actor {
  return key ? { id: key.key_id, role: key.role } : { id: 'anonymous', role: null };
}

export function keyRoutes(deps: { db: Db }): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/v1/keys',
      operationId: 'listKeys',
      summary: 'List API keys (never their secrets)',
      tag: 'keys',
      role: 'admin',
      query: KeyListQuerySchema,
      success: { status: 200, description: 'the keys', schema: KeyListSchema },
      errors: [],
      async handler({ query }) {
        return { items: await listKeys(deps.db, { includeRevoked: query.include_revoked === 'true' }) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/v1/keys',
      operationId: 'createKey',
      summary: 'Create an API key; the key is in this response only',
      tag: 'keys',
      role: 'admin',
      body: CreateKeyBodySchema,
      success: { status: 201, description: 'the new key (store it now: only its hash is kept)', schema: CreatedApiKeySchema },
      errors: [],
      async handler({ body, key }) {
        return deps.db.tx((tx) => createKey(tx, body, actorOf(key)));
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/v1/keys/{key_id}',
      operationId: 'revokeKey',
      summary: 'Revoke an API key, at once',
      tag: 'keys',
      role: 'admin',
      params: KeyIdParamsSchema,
      success: { status: 200, description: 'the revoked key', schema: ApiKeyInfoSchema },
      errors: ['NOT_FOUND'],
      async handler({ params, key }) {
        const out = await deps.db.tx((tx) => revokeKey(tx, params.key_id, actorOf(key)));
        if (!out) throw new ApiError('NOT_FOUND', `no key ${params.key_id}`, { key_id: params.key_id });
        return out;
      },
    }),
  ];
}
