/**
 * Retry, timeout and heartbeat policies of citeflow's activities, declared once, next to the
 * activities they govern. Pure data: workflows import this file to proxy the activities.
 * Bad input never retries: every contract error code is non-retryable.
 */
import type { ActivityOptions } from '@temporalio/common';
import { ERROR_CODES } from '../shared/errors';

const NON_RETRYABLE = [...ERROR_CODES];

/**
 * Every activity sends liveness heartbeats (activities/liveness.ts) every 2 s, so a dead
 * worker is noticed after this long and its activity retried on another worker.
 */
const HEARTBEAT_TIMEOUT = '10 seconds';

/** Stage activities read and write run files: quick, idempotent, retried on transient I/O faults. */
export const STAGE_ACTIVITY: ActivityOptions = {
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: HEARTBEAT_TIMEOUT,
  retry: { initialInterval: '1s', backoffCoefficient: 2, maximumInterval: '30s', maximumAttempts: 5, nonRetryableErrorTypes: NON_RETRYABLE },
};

/**
 * A batch of URLs to validate. Online batches fetch the web (5 s a hop, up to 6 hops, three
 * ladder steps): liveness heartbeats keep them alive however long one URL takes.
 */
export const VALIDATE_BATCH_ACTIVITY: ActivityOptions = {
  startToCloseTimeout: '30 minutes',
  heartbeatTimeout: HEARTBEAT_TIMEOUT,
  retry: { initialInterval: '2s', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 8, nonRetryableErrorTypes: NON_RETRYABLE },
};

/**
 * A rate-limited URL (HTTP 429, or a 5xx with Retry-After) inside an online batch: the batch
 * fails with `nextRetryDelay` so Temporal brings it back later, for at most `attempts` attempts.
 * Temporal does NOT clamp `nextRetryDelay` to the retry policy's `maximumInterval`, so the
 * site's Retry-After is capped here: a wait over `maxWaitMs` is not waited for at all (the URL
 * gets its final verdict now, with a note). A 429 without Retry-After waits `defaultWaitMs`.
 * `maxWaitMs` is also the politeness limiter's cap on per-host back-off.
 */
export const RATE_LIMIT_RETRY = { attempts: 3, maxWaitMs: 30_000, defaultWaitMs: 5_000 } as const;

/**
 * URLs per validation activity: a 10,000-URL run is 100 batch activities (~500 history events),
 * and fewer, larger batches measured faster (`npm run bench`: 0.42 → 0.58 of a plain loop from 50 to 100).
 */
export const URL_BATCH_SIZE = 100;
/** Batches in flight at once per run; concurrency overall and per host is bounded by the worker's limiter. */
export const MAX_PARALLEL_BATCHES = 8;

/**
 * Library writes (ingest at the end of a run, re-verification planning): one database
 * transaction each, idempotent by unique keys, so a retry after a crash or a lost connection
 * is always safe. The library may still be starting (PGlite's first start takes seconds), so
 * retries go on for a few minutes before the workflow gives up.
 */
export const LIBRARY_ACTIVITY: ActivityOptions = {
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: HEARTBEAT_TIMEOUT,
  retry: { initialInterval: '1s', backoffCoefficient: 2, maximumInterval: '20s', maximumAttempts: 15, nonRetryableErrorTypes: NON_RETRYABLE },
};

/**
 * Citations per re-verification batch (one activity: fetch, hash, quotes, one verification row
 * each). A 100,000-citation library is 1,000 batches, spread over continue-as-new runs.
 */
export const REVERIFY_BATCH_SIZE = 100;
/** Re-verification batches in flight at once per workflow. */
export const REVERIFY_PARALLEL_BATCHES = 8;
/** Pages one re-verification workflow run handles before it continues as new (history budget). */
export const REVERIFY_PAGES_PER_RUN = 100;

/** A re-verification batch fetches the web like a Stage-3 batch: liveness heartbeats, many attempts. */
export const REVERIFY_BATCH_ACTIVITY: ActivityOptions = VALIDATE_BATCH_ACTIVITY;
