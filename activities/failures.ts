/**
 * The boundary between activity code and Temporal: an expected failure (CiteflowError) becomes
 * a non-retryable ApplicationFailure whose type is the contract code, so the workflow fails
 * fast and the CLI prints the same code. Anything else is left to the retry policy.
 */
import { ApplicationFailure } from '@temporalio/activity';
import { CiteflowError } from '../shared/errors';

export function asActivityFailure(err: unknown): unknown {
  if (err instanceof CiteflowError) {
    return ApplicationFailure.create({ type: err.code, message: err.message, details: [err.details], nonRetryable: true });
  }
  return err;
}
