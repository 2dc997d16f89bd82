/**
 * Assembles the service: every route, the OpenAPI document built from them, and the server.
 * `citeflow serve` (cli/commands/serve.ts) and the tests call this; nothing else wires routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LibraryDb } from '../activities/library/db';
import type { Queryable } from './db';
import { buildOpenApi } from './openapi';
import type { RouteDef } from './route';
import { auditRoutes } from './routes/audit';
import { citationRoutes } from './routes/citations';
import { keyRoutes } from './routes/keys';
import { metaRoutes } from './routes/meta';
import { verifyRoutes, type Verifier } from './routes/verify';
import { buildServer } from './server';

export const API_VERSION = '1.0.0';

export type AppOptions = {
  db: LibraryDb;
  /** Single-statement reads without BEGIN … COMMIT, for a real PostgreSQL (api/db.ts openDirectReader). */
  reads?: Queryable;
  verifier: Verifier;
  onDefect?: (err: unknown, request: FastifyRequest) => void;
};

export function allRoutes(opts: Pick<AppOptions, 'db' | 'verifier' | 'reads'>): RouteDef[] {
  const routes: RouteDef[] = [];
  let doc: Record<string, unknown> | null = null;
  const openapi = () => (doc ??= buildOpenApi(routes, { version: API_VERSION }));
  routes.push(
    ...metaRoutes({ db: opts.db, openapi }),
    ...citationRoutes({ db: opts.db, reads: opts.reads }),
    ...verifyRoutes({ db: opts.db, verifier: opts.verifier }),
    ...keyRoutes({ db: opts.db }),
    ...auditRoutes({ db: opts.db }),
  );
  return routes;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  return buildServer({ db: opts.db, reads: opts.reads, routes: allRoutes(opts), onDefect: opts.onDefect });
}
