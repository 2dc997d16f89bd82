/**
 * What the worker's operator allows for online fetching, from worker options or environment:
 * concurrency (overall, per host, minimum per-host interval), DNS (servers, timeout,
 * concurrency) and the page-analysis pool (threads, per-page time, memory). A run-config may
 * only tighten the concurrency (activities/validate-online.ts); it cannot touch the rest.
 */
import { CiteflowError } from '../../shared/errors';
import { DEFAULT_DNS_SETTINGS } from './fetcher';
import { CONCURRENCY_BOUNDS, DEFAULT_POLITENESS, type PolitenessOptions } from './politeness';

export type FetchSettings = {
  politeness: PolitenessOptions;
  dns: { servers: string[] | null; timeoutMs: number; concurrency: number; cacheTtlMs: number };
  /** `script`: the page-thread file (tests pass dist's); default: the compiled one beside the pool. */
  pages: { threads: number; timeLimitMs: number; memoryMb: number; script?: string | null };
  /**
   * Stage-3 batch threads (activities/batch-threads.ts): whole online batches fetched and
   * classified in long-lived worker threads beside the main thread, under the main thread's one
   * limiter. 0: every batch on the main thread. `script`: the thread file (tests pass dist's);
   * default: the compiled one; code run from TypeScript sources has none and uses no thread.
   */
  batches: { threads: number; script?: string | null };
};

export const DEFAULT_FETCH_SETTINGS: FetchSettings = {
  politeness: DEFAULT_POLITENESS,
  dns: DEFAULT_DNS_SETTINGS,
  pages: { threads: 2, timeLimitMs: 5000, memoryMb: 96 },
  batches: { threads: 0 },
};

/** Environment variables an operator may set on the worker, and the setting each feeds. */
export const FETCH_ENV = {
  CITEFLOW_FETCH_CONCURRENCY: 'checks in flight at once on this worker',
  CITEFLOW_FETCH_PER_HOST: 'checks of one host at once on this worker',
  CITEFLOW_FETCH_HOST_INTERVAL_MS: 'minimum ms between two checks of one host on this worker',
  CITEFLOW_DNS_SERVERS: 'comma-separated DNS servers (ip or ip:port) instead of the system ones',
  CITEFLOW_DNS_TIMEOUT_MS: 'how long one name may take to resolve',
  CITEFLOW_DNS_CONCURRENCY: 'names resolved at once',
  CITEFLOW_PAGE_THREADS: 'page-analysis worker threads',
  CITEFLOW_PAGE_TIME_LIMIT_MS: 'CPU time one page may take to analyse',
  CITEFLOW_PAGE_MEMORY_MB: 'heap limit of each page-analysis thread',
  CITEFLOW_BATCH_THREADS: 'Stage-3 batch threads beside the main thread (0: none)',
} as const;

function int(env: Record<string, string | undefined>, name: keyof typeof FETCH_ENV, min: number, max: number): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new CiteflowError('INVALID_ARGS', `${name} must be an integer from ${min} to ${max} (${FETCH_ENV[name]}); got ${JSON.stringify(raw)}`);
  }
  return n;
}

export function fetchSettingsFromEnv(env: Record<string, string | undefined>, base: FetchSettings = DEFAULT_FETCH_SETTINGS): FetchSettings {
  const b = CONCURRENCY_BOUNDS;
  const servers = env.CITEFLOW_DNS_SERVERS?.trim();
  return {
    politeness: {
      ...base.politeness,
      overall: int(env, 'CITEFLOW_FETCH_CONCURRENCY', b.overall.min, b.overall.max) ?? base.politeness.overall,
      perHost: int(env, 'CITEFLOW_FETCH_PER_HOST', b.perHost.min, b.perHost.max) ?? base.politeness.perHost,
      minHostIntervalMs: int(env, 'CITEFLOW_FETCH_HOST_INTERVAL_MS', b.minHostIntervalMs.min, b.minHostIntervalMs.max) ?? base.politeness.minHostIntervalMs,
    },
    dns: {
      ...base.dns,
      servers: servers ? servers.split(',').map((s) => s.trim()).filter(Boolean) : base.dns.servers,
      timeoutMs: int(env, 'CITEFLOW_DNS_TIMEOUT_MS', 100, 60_000) ?? base.dns.timeoutMs,
      concurrency: int(env, 'CITEFLOW_DNS_CONCURRENCY', 1, 1024) ?? base.dns.concurrency,
    },
    pages: {
      ...base.pages,
      threads: int(env, 'CITEFLOW_PAGE_THREADS', 1, 64) ?? base.pages.threads,
      timeLimitMs: int(env, 'CITEFLOW_PAGE_TIME_LIMIT_MS', 100, 120_000) ?? base.pages.timeLimitMs,
      memoryMb: int(env, 'CITEFLOW_PAGE_MEMORY_MB', 32, 4096) ?? base.pages.memoryMb,
    },
    batches: {
      ...base.batches,
      threads: int(env, 'CITEFLOW_BATCH_THREADS', 0, 8) ?? base.batches.threads,
    },
  };
}
