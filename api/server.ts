/**
 * The citation service's HTTP server: Fastify with every route declared in api/routes/*,
 * API-key authentication and roles, a rate limit per key, and one error shape for every
 * failure. A thin shell: the work is done by the library code the CLI uses too.
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ApiError, API_ERRORS, type ApiErrorCode } from '../shared/api/errors';
import { roleAllows } from '../shared/api/keys';
import type { Db, Queryable } from './db';
import { authenticate, touchKey, type AuthenticatedKey } from './keys';
import { fastifyPath, parsePart, type RouteDef } from './route';

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: AuthenticatedKey | null;
  }
}

/** 1 MiB: a batch of 500 citations fits with room to spare; anything larger is 413. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const RATE_LIMIT_WINDOW_MS = 60_000;

export type ServerOptions = {
  db: Db;
  /** Single-statement reads without transaction wrapping (a real PostgreSQL only); else `db`. */
  reads?: Queryable;
  routes: readonly RouteDef[];
  /** Called with unexpected errors (defects); the client only ever sees INTERNAL_ERROR. */
  onDefect?: (err: unknown, request: FastifyRequest) => void;
  bodyLimit?: number;
};

function send(reply: FastifyReply, err: ApiError): FastifyReply {
  return reply.code(err.status).type('application/json; charset=utf-8').send(err.body());
}

/** A Fastify / parser error (never one of ours) as a contract error. */
function fromFrameworkError(err: FastifyError & { status?: number }): ApiError | null {
  const status = err.statusCode ?? err.status;
  if (status === undefined || status < 400 || status >= 500) return null;
  const code = String(err.code ?? '');
  if (status === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new ApiError('PAYLOAD_TOO_LARGE', 'the request body is too large', {});
  if (status === 415 || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new ApiError('UNSUPPORTED_MEDIA_TYPE', 'send the body as application/json', {});
  if (status === 429) return new ApiError('RATE_LIMITED', 'rate limit exceeded', {});
  if (code.startsWith('FST_ERR_CTP') || err instanceof SyntaxError) return new ApiError('INVALID_JSON', 'the request body is not valid JSON', {});
  if (status === 404) return new ApiError('ROUTE_NOT_FOUND', 'no such route', {});
  // Any other 4xx the framework raises (a bad URL, a header it refuses): a client error, shown generically.
  const generic: ApiErrorCode = 'SCHEMA_VALIDATION_FAILED';
  return new ApiError(generic, 'the request is malformed', { reason: code || 'bad request' });
}

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    bodyLimit: opts.bodyLimit ?? DEFAULT_BODY_LIMIT,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    routerOptions: { maxParamLength: 500 },
    // Errors the router raises before any route runs (a path that is not valid percent-encoding).
    frameworkErrors: (error, _request, reply) => {
      void send(reply, new ApiError('SCHEMA_VALIDATION_FAILED', 'the request path is not valid (bad percent-encoding)', { reason: String((error as { code?: string }).code ?? 'bad url') }));
    },
    requestTimeout: 60_000,
  });
  app.decorateRequest('apiKey', null);
  // JSON only: a text/plain body is 415 like any other type (Fastify would parse it as a string).
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return send(reply, error);
    const mapped = fromFrameworkError(error);
    if (mapped) return send(reply, mapped);
    opts.onDefect?.(error, request);
    // A database that is not there is not a defect of ours to hide behind a 500.
    const code = String((error as { code?: string }).code ?? '');
    if (/^(ECONNREFUSED|ECONNRESET|57P0[1-3]|08\w\w\w)$/.test(code)) return send(reply, new ApiError('SERVICE_UNAVAILABLE', 'the database is not reachable; retry later', {}));
    return send(reply, new ApiError('INTERNAL_ERROR', 'internal error', {}));
  });
  app.setNotFoundHandler((request, reply) => send(reply, new ApiError('ROUTE_NOT_FOUND', `no route ${request.method} ${request.url.split('?')[0].slice(0, 200)}`, {})));

  await app.register(rateLimit, {
    global: true,
    // After authentication (onRequest), before the body is read: a client over its limit costs no parsing.
    hook: 'preParsing',
    timeWindow: RATE_LIMIT_WINDOW_MS,
    max: (request) => request.apiKey?.rate_limit_per_minute ?? 60,
    keyGenerator: (request) => request.apiKey?.key_id ?? `ip:${request.ip}`,
    addHeaders: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true, 'retry-after': true },
    errorResponseBuilder: (_request, context) =>
      new ApiError('RATE_LIMITED', `rate limit of ${context.max} requests a minute exceeded; retry in ${Math.ceil(context.ttl / 1000)} s`, {
        limit_per_minute: context.max,
        retry_after_seconds: Math.ceil(context.ttl / 1000),
      }),
  });

  for (const route of opts.routes) {
    app.route({
      method: route.method,
      url: fastifyPath(route.path),
      bodyLimit: route.bodyLimit,
      config: route.role === null ? { rateLimit: false } : {},
      onRequest: route.role === null ? undefined : async (request) => {
        const header = request.headers.authorization;
        const m = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
        if (!m) throw new ApiError('UNAUTHORIZED', 'send an API key as "Authorization: Bearer <key>"', {});
        const key = await authenticate(opts.reads ?? opts.db, m[1]);
        if (!key) throw new ApiError('UNAUTHORIZED', 'the API key is not valid (unknown or revoked)', {});
        if (!roleAllows(key.role, route.role!)) throw new ApiError('FORBIDDEN', `this needs the ${route.role} role; the key is ${key.role}`, { required_role: route.role, key_role: key.role });
        request.apiKey = key;
        void touchKey(opts.reads ?? opts.db, key.key_id).catch(() => undefined);
      },
      handler: async (request, reply) => {
        const params = parsePart(route.params, request.params, 'params');
        const query = parsePart(route.query, request.query, 'query');
        const body = parsePart(route.body, request.body, 'body');
        const out = await route.handler({ params, query, body, key: request.apiKey, request, reply });
        const checked = route.success.schema.safeParse(out);
        if (!checked.success) {
          opts.onDefect?.(new Error(`response of ${route.operationId} does not match its schema: ${checked.error.message}`), request);
          throw new ApiError('INTERNAL_ERROR', 'internal error', {});
        }
        return reply.code(route.success.status).type('application/json; charset=utf-8').send(checked.data);
      },
    });
  }
  return app;
}

/** The HTTP status each code answers with (re-exported for tests and docs). */
export { API_ERRORS };
