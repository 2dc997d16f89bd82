/**
 * The REST service's error contract (CONTRACT.md §6): every failure is
 * `{"error":{"code","message","details"}}` with one of these stable codes and its HTTP status.
 * A client branches on `code`, never on `message`. Bad input is always a 4xx; 5xx means the
 * service (not the request) is at fault, and never carries a stack trace.
 */
import { z } from 'zod';

export const API_ERRORS = {
  /** No `Authorization: Bearer <key>`, an unknown key or a revoked one. */
  UNAUTHORIZED: 401,
  /** The key's role may not do this (a viewer writing, an editor deleting). */
  FORBIDDEN: 403,
  /** No citation (or key, or content) with that id. */
  NOT_FOUND: 404,
  /** No route with that method and path. */
  ROUTE_NOT_FOUND: 404,
  /** The body is not JSON (or not UTF-8, or empty where a body is required). */
  INVALID_JSON: 400,
  /** The JSON, path or query does not match the operation's schema; `details.issues` says where. */
  SCHEMA_VALIDATION_FAILED: 400,
  /** A URL that cannot be a citation: not absolute http(s), unparseable. */
  INVALID_URL: 400,
  /** A pagination cursor this service did not issue for this query. */
  INVALID_CURSOR: 400,
  /** A citation with that URL's cid already exists (`details.cid`). */
  ALREADY_EXISTS: 409,
  /** The body is larger than the service accepts (`details.limit_bytes`). */
  PAYLOAD_TOO_LARGE: 413,
  /** A body that is not `application/json`. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The key's rate limit is used up; `Retry-After` says when to come back. */
  RATE_LIMITED: 429,
  /** The database or Temporal cannot be reached right now; retry later. */
  SERVICE_UNAVAILABLE: 503,
  /** A defect in the service. The message is generic; the server log has the rest. */
  INTERNAL_ERROR: 500,
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;
export const API_ERROR_CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

export const ApiErrorBodySchema = z
  .strictObject({
    error: z.strictObject({
      code: z.enum(API_ERROR_CODES as [ApiErrorCode, ...ApiErrorCode[]]),
      message: z.string(),
      details: z.record(z.string(), z.unknown()),
    }),
  })
  .meta({ id: 'Error', description: 'Every failure: a stable code, a human message, and details (never a stack trace).' });
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** An expected failure a route handler throws; the error handler turns it into the body above. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = API_ERRORS[code];
  }

  body(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, details: this.details } };
  }
}
