/**
 * One route = one declaration: method, path, role, zod schemas for params / query / body /
 * success response, the error codes it can answer, and the handler. The same declarations
 * register the Fastify routes (api/server.ts), validate every request and response, and
 * generate the OpenAPI document (api/openapi.ts) — so the document cannot drift from the code.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, type ApiErrorCode } from '../shared/api/errors';
import type { ApiRole } from '../shared/api/keys';
import { formatPath } from '../shared/zod-message';
import type { AuthenticatedKey } from './keys';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RouteContext<P, Q, B> = {
  params: P;
  query: Q;
  body: B;
  /** The caller's key (null only on public routes). */
  key: AuthenticatedKey | null;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteDef<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = {
  method: HttpMethod;
  /** OpenAPI style: `/api/v1/citations/{cid}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** The least role that may call it; null = public (no key). */
  role: ApiRole | null;
  params?: P;
  query?: Q;
  body?: B;
  /** What the OpenAPI document shows for the body when `body` parses loosely on purpose (a batch validated item by item). */
  bodyForDocs?: z.ZodType;
  /** A body larger than the server's default limit (batch routes). */
  bodyLimit?: number;
  success: { status: number; description: string; schema: R; headers?: Record<string, string> };
  /** Error codes besides the ones every route can answer (see COMMON_ERRORS). */
  errors: ApiErrorCode[];
  handler(ctx: RouteContext<z.output<P>, z.output<Q>, z.output<B>>): Promise<z.input<R>>;
};

/** Identity with inference: `defineRoute({...})` types the handler from the schemas. */
export function defineRoute<P extends z.ZodType = z.ZodUndefined, Q extends z.ZodType = z.ZodUndefined, B extends z.ZodType = z.ZodUndefined, R extends z.ZodType = z.ZodType>(
  def: RouteDef<P, Q, B, R>,
): RouteDef {
  return def as unknown as RouteDef;
}

export type Issue = { path: string; message: string };

/** Zod issues as `{path, message}` pairs. Values are never echoed: a body may hold a credential. */
export function issuesOf(error: z.ZodError, prefix: string): Issue[] {
  return error.issues.slice(0, 20).map((issue) => {
    const p = formatPath(issue.path as PropertyKey[]);
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') message = `unknown field(s) ${issue.keys.map((k) => JSON.stringify(k.slice(0, 100))).join(', ')}`;
    else if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) message = `required (expected ${issue.expected})`;
    return { path: p ? `${prefix}.${p}` : prefix, message: message.replace(/^Invalid input: /, '') };
  });
}

/**
 * Text PostgreSQL cannot store: NUL (not allowed in text or jsonb) and lone UTF-16 surrogates
 * (JSON may spell them as `\ud800`; they are not Unicode). Found anywhere in a request — values
 * or keys, at any depth — the request is a 400, before any handler or database sees it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function findBadText(value: unknown, path: PropertyKey[] = [], depth = 0): { path: PropertyKey[]; why: string } | null {
  const bad = (s: string) => (s.includes('\u0000') ? 'contains a NUL character' : !LONE_SURROGATE.test(s) ? null : 'contains a lone surrogate (not valid Unicode)');
  if (typeof value === 'string') {
    const why = bad(value);
    return why ? { path, why } : null;
  }
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const key: PropertyKey = Array.isArray(value) ? Number(k) : k;
    const keyWhy = Array.isArray(value) ? null : bad(k);
    if (keyWhy) return { path: [...path, key], why: `field name ${keyWhy}` };
    const inner = findBadText(v, [...path, key], depth + 1);
    if (inner) return inner;
  }
  return null;
}

/** Parses one part of a request; a mismatch is a 400 naming where, never the value. */
export function parsePart<T extends z.ZodType>(schema: T | undefined, value: unknown, where: 'params' | 'query' | 'body'): z.output<T> {
  if (!schema) return undefined as z.output<T>;
  const badText = findBadText(value);
  if (badText) {
    const p = formatPath(badText.path);
    const at = p ? `${where}.${p}` : where;
    throw new ApiError('SCHEMA_VALIDATION_FAILED', `${at}: ${badText.why}`, { issues: [{ path: at, message: badText.why }] });
  }
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issues = issuesOf(result.error, where);
  const first = issues[0];
  const code: ApiErrorCode = where === 'query' && issues.some((i) => i.path === 'query.cursor') ? 'INVALID_CURSOR' : 'SCHEMA_VALIDATION_FAILED';
  throw new ApiError(code, first ? `${first.path}: ${first.message}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}` : `${where} is invalid`, { issues });
}

/** Fastify's `:name` path syntax from the OpenAPI `{name}` one. */
export function fastifyPath(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}
