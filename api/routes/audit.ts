/** The audit trail over HTTP (admin): who changed what, when. */
import { AuditListSchema, AuditQuerySchema } from '../../shared/api/schemas';
import { readAudit } from '../audit';
import type { Db } from '../db';
import { defineRoute, type RouteDef } from '../route';

export function auditRoutes(deps: { db: Db }): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/v1/audit',
      operationId: 'listAudit',
      summary: 'The audit trail, newest first',
      description: 'One row for every modification made through the service or `citeflow keys`.',
      tag: 'keys',
      role: 'admin',
      query: AuditQuerySchema,
      success: { status: 200, description: 'audit rows', schema: AuditListSchema },
      errors: [],
      async handler({ query }) {
        return { items: await readAudit(deps.db, { target: query.target, limit: query.limit ?? 100 }) };
      },
    }),
  ];
}
