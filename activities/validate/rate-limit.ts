/**
 * What happens to a URL whose site said "come back later" (HTTP 429, or a 5xx with
 * Retry-After): retried by Temporal after a bounded wait, or judged now. Pure; the numbers are
 * RATE_LIMIT_RETRY in activities/policies.ts.
 */
import { RATE_LIMIT_RETRY } from '../policies';

export type RateLimitRetry = { attempts: number; maxWaitMs: number; defaultWaitMs: number };
export type RateLimitSignal = { rate_limited?: boolean; retry_after_ms?: number };
export type RateLimitStep =
  /** Leave the URL unfinished; the batch asks Temporal to retry after `wait_ms`. */
  | { kind: 'retry'; wait_ms: number }
  /** The verdict stands on this attempt; `note` says why it was not retried. */
  | { kind: 'final'; note: string };

/** null when the signal is not a rate limit. */
export function rateLimitStep(signal: RateLimitSignal, attempt: number, policy: RateLimitRetry = RATE_LIMIT_RETRY): RateLimitStep | null {
  if (!signal.rate_limited) return null;
  const asked = signal.retry_after_ms;
  // A day-long Retry-After must not park the batch for a day: over the cap, do not wait at all.
  if (asked !== undefined && asked > policy.maxWaitMs) {
    return { kind: 'final', note: `the site asked to retry after ${Math.ceil(asked / 1000)} s, longer than the ${Math.round(policy.maxWaitMs / 1000)} s citeflow waits` };
  }
  if (attempt < policy.attempts) {
    // At least 1 s: "Retry-After: 0" would otherwise retry at once, in a tight loop of attempts.
    return { kind: 'retry', wait_ms: Math.min(policy.maxWaitMs, Math.max(1000, asked ?? policy.defaultWaitMs)) };
  }
  return { kind: 'final', note: `still rate limited after ${attempt} attempts` };
}
