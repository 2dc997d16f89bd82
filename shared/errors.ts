/**
 * Stable error codes of the contract (CONTRACT.md §3). A CiteflowError is an *expected*
 * failure: bad input, missing file, unwritable output. Activities turn it into a
 * non-retryable ApplicationFailure whose `type` is the code, so the workflow and the CLI
 * can report it without guessing.
 */
import { redactSecretsInText } from './url';

export const ERROR_CODES = [
  'INVALID_ARGS',
  'NOT_FOUND',
  'INVALID_JSON',
  'SCHEMA_VALIDATION_FAILED',
  'WRITE_FAILED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class CiteflowError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    // Messages reach the CLI, logs and Temporal payloads: a URL in one (a path, a field name) loses its credentials here.
    super(redactSecretsInText(message));
    this.name = 'CiteflowError';
  }

  toJSON(): { code: ErrorCode; message: string; details: Record<string, unknown> } {
    return { code: this.code, message: this.message, details: this.details };
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
