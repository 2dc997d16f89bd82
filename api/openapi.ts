/**
 * The OpenAPI 3.1 document, generated from the route declarations (api/route.ts) with zod 4's
 * own `z.toJSONSchema` (JSON Schema 2020-12, which OpenAPI 3.1 uses as is). Schemas that carry
 * a `.meta({ id })` become `components.schemas` entries shared by every operation.
 */
import { z } from 'zod';
import { API_ERRORS, ApiErrorBodySchema, type ApiErrorCode } from '../shared/api/errors';
import type { RouteDef } from './route';

type Json = Record<string, unknown>;

/** Every protected route can answer these, besides the codes it lists itself. */
export const COMMON_ERRORS: ApiErrorCode[] = ['UNAUTHORIZED', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'INTERNAL_ERROR'];

class SchemaCollector {
  readonly components: Record<string, Json> = {};

  /** The JSON Schema of `schema`, its named parts moved to components (refs rewritten). */
  convert(schema: z.ZodType, io: 'input' | 'output'): Json {
    const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json;
    delete json.$schema;
    const defs = (json.$defs ?? {}) as Record<string, Json>;
    delete json.$defs;
    const rename: Record<string, string> = {};
    for (const [id, def] of Object.entries(defs)) {
      const same = this.components[id] === undefined || JSON.stringify(this.components[id]) === JSON.stringify(def);
      rename[id] = same ? id : `${id}${io === 'input' ? 'Input' : 'Output'}`;
    }
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (node && typeof node === 'object') {
        const out: Json = {};
        for (const [k, v] of Object.entries(node as Json)) {
          out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/') ? `#/components/schemas/${rename[v.slice(8)] ?? v.slice(8)}` : rewrite(v);
        }
        return out;
      }
      return node;
    };
    for (const [id, def] of Object.entries(defs)) this.components[rename[id]] = rewrite(def) as Json;
    // A top-level schema that is itself named: refer to it instead of inlining.
    const id = (z.globalRegistry.get(schema) as { id?: string } | undefined)?.id;
    const body = rewrite(json) as Json;
    if (id) {
      const name = this.components[id] === undefined || JSON.stringify(this.components[id]) === JSON.stringify(body) ? id : `${id}${io === 'input' ? 'Input' : 'Output'}`;
      this.components[name] = body;
      return { $ref: `#/components/schemas/${name}` };
    }
    return body;
  }
}

function parameters(collector: SchemaCollector, schema: z.ZodType | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const json = collector.convert(schema, 'input');
  const props = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => {
    const { description, ...rest } = s;
    return { name, in: where, required: where === 'path' || required.has(name), ...(description ? { description } : {}), schema: rest };
  });
}

export function buildOpenApi(routes: readonly RouteDef[], info: { version: string; serverUrl?: string }): Json {
  const collector = new SchemaCollector();
  const errorRef = collector.convert(ApiErrorBodySchema, 'output');
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) {
    const responses: Record<string, Json> = {};
    const success: Json = { description: route.success.description, content: { 'application/json': { schema: collector.convert(route.success.schema, 'output') } } };
    if (route.success.headers) success.headers = Object.fromEntries(Object.entries(route.success.headers).map(([h, d]) => [h, { description: d, schema: { type: 'string' } }]));
    responses[String(route.success.status)] = success;
    const codes = new Set<ApiErrorCode>([...route.errors, ...(route.role ? COMMON_ERRORS : ['INTERNAL_ERROR' as const])]);
    if (route.role && route.role !== 'viewer') codes.add('FORBIDDEN');
    if (route.params || route.query || route.body) codes.add('SCHEMA_VALIDATION_FAILED');
    if (route.body) ['INVALID_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'].forEach((c) => codes.add(c as ApiErrorCode));
    const byStatus = new Map<number, ApiErrorCode[]>();
    for (const code of codes) byStatus.set(API_ERRORS[code], [...(byStatus.get(API_ERRORS[code]) ?? []), code]);
    for (const [status, list] of [...byStatus].sort((a, b) => a[0] - b[0])) {
      const r: Json = { description: `error code ${list.sort().join(' | ')}`, content: { 'application/json': { schema: errorRef } } };
      if (status === 429) r.headers = { 'Retry-After': { description: 'seconds until the key may call again', schema: { type: 'integer' } } };
      responses[String(status)] = r;
    }
    const op: Json = {
      operationId: route.operationId,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [route.tag],
      parameters: [...parameters(collector, route.params, 'path'), ...parameters(collector, route.query, 'query')],
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: collector.convert(route.bodyForDocs ?? route.body, 'input') } } } } : {}),
      responses,
      security: route.role ? [{ apiKey: [] }] : [],
      'x-citeflow-role': route.role ?? 'public',
    };
    (paths[route.path] ??= {})[route.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'citeflow citation service',
      version: info.version,
      description:
        'The citation library over HTTP: citations keyed by cid, their verification, accuracy and usage. ' +
        'Every request but /healthz needs `Authorization: Bearer <key>`; roles viewer < editor < admin; ' +
        'each key has a rate limit (429 with Retry-After). Errors are {"error":{"code","message","details"}}.',
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    paths,
    components: {
      schemas: collector.components,
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'an API key from `citeflow keys create`' } },
    },
  };
}
