/** Turns what can go wrong in a command into the contract's `{ code, message, details }` shape. */
import { ApplicationFailure, WorkflowFailedError } from '@temporalio/client';
import { CiteflowError, isErrorCode, type ErrorCode } from '../shared/errors';

export type ErrorShape = { code: ErrorCode | 'INTERNAL'; message: string; details: Record<string, unknown> };

/** Follows a workflow failure's cause chain down to the activity's ApplicationFailure. */
export function toErrorShape(err: unknown): ErrorShape {
  if (err instanceof CiteflowError) return err.toJSON();
  let cause: unknown = err instanceof WorkflowFailedError ? err.cause : err;
  while (cause) {
    if (cause instanceof ApplicationFailure && isErrorCode(cause.type)) {
      const details = (cause.details?.[0] as Record<string, unknown> | undefined) ?? {};
      return { code: cause.type, message: cause.message, details };
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return { code: 'INTERNAL', message: err instanceof Error ? err.message : String(err), details: {} };
}

export function printError(shape: ErrorShape, json: boolean): void {
  if (json) process.stdout.write(JSON.stringify({ ok: false, error: shape }) + '\n');
  else process.stderr.write(`citeflow: ${shape.code}: ${shape.message}\n`);
}
