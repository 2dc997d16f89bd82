/** /healthz (no key) and the OpenAPI document. */
import { z } from 'zod';
import { ApiError } from '../../shared/api/errors';
import { HealthSchema, OpenApiDocumentSchema } from '../../shared/api/schemas';
import type { Queryable } from '../db';
import { defineRoute, type RouteDef } from '../route';

export function metaRoutes(deps: { db: Queryable; openapi: () => Record<string, unknown> }): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/healthz',
      operationId: 'health',
      summary: 'Liveness and database reachability (no key needed)',
      tag: 'meta',
      role: null,
      success: { status: 200, description: 'the service and its database answer', schema: HealthSchema },
      errors: ['SERVICE_UNAVAILABLE'],
      async handler() {
        try {
          await deps.db.exec('SELECT 1');
        } catch {
          throw new ApiError('SERVICE_UNAVAILABLE', 'the database is not reachable', {});
        }
        return { status: 'ok' as const, database: 'ok' as const };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/v1/openapi.json',
      operationId: 'openapi',
      summary: 'This OpenAPI 3.1 document',
      tag: 'meta',
      role: 'viewer',
      success: { status: 200, description: 'the OpenAPI document', schema: OpenApiDocumentSchema },
      errors: [],
      async handler() {
        return deps.openapi() as z.input<typeof OpenApiDocumentSchema>;
      },
    }),
  ];
}
