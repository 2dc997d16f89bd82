/**
 * Politeness for URL checks: at most `overall` checks at once, at most `perHost` per host, a
 * minimum interval between the starts of two checks of one host, and a host that answered
 * 429/503 with Retry-After is left alone until then (capped, so one hostile header cannot
 * stall a batch). One limiter per worker process holds these across all batches of the worker
 * (activities/validate-online.ts); a run may add its own, tighter limiter in front of it.
 */
import { RATE_LIMIT_RETRY } from '../policies';

export type PolitenessOptions = {
  overall: number;
  perHost: number;
  /** Minimum ms between the starts of two checks of the same host (0: none). */
  minHostIntervalMs?: number;
  maxRetryAfterMs: number;
};

/**
 * The worker's defaults, chosen by `npm run bench` (docs/performance.md): 64 checks at once,
 * 4 per host, no interval. Operators change them with CITEFLOW_FETCH_CONCURRENCY,
 * CITEFLOW_FETCH_PER_HOST and CITEFLOW_FETCH_HOST_INTERVAL_MS (or the worker options); a
 * run-config's `effective.citations.concurrency` may only tighten them.
 * The back-off cap is the batch's Retry-After cap: neither waits longer for one host.
 */
export const DEFAULT_POLITENESS: PolitenessOptions = { overall: 64, perHost: 4, minHostIntervalMs: 0, maxRetryAfterMs: RATE_LIMIT_RETRY.maxWaitMs };

/** Bounds for every concurrency setting, wherever it comes from. */
export const CONCURRENCY_BOUNDS = { overall: { min: 1, max: 1024 }, perHost: { min: 1, max: 256 }, minHostIntervalMs: { min: 0, max: 60_000 } } as const;

export type Limiter = {
  run<T>(host: string, task: () => Promise<T>): Promise<T>;
  /** Called with a Retry-After: later tasks for this host wait until it has passed. */
  backOff(host: string, retryAfterMs: number): void;
  /** Checks running / waiting now (for tests and progress). */
  /** `remembered`: hosts with a back-off or interval mark kept. */
  stats(): { active: number; waiting: number; remembered: number };
};

/** How many checks between two sweeps of passed back-offs and interval marks. */
const FORGET_EVERY = 1024;

export function createLimiter(opts: PolitenessOptions = DEFAULT_POLITENESS, now: () => number = Date.now): Limiter {
  const interval = opts.minHostIntervalMs ?? 0;
  let active = 0;
  const perHost = new Map<string, number>();
  const notBefore = new Map<string, number>();
  const lastStart = new Map<string, number>();
  // Waiting checks per host, in arrival order; hosts in the order their first waiter arrived.
  const queues = new Map<string, Array<() => void>>();
  let timer: NodeJS.Timeout | null = null;
  let timerAt = Infinity;
  let waitingCount = 0;

  const earliest = (host: string) => Math.max(notBefore.get(host) ?? 0, interval > 0 ? (lastStart.get(host) ?? -Infinity) + interval : 0);

  function pump(): void {
    let soonest = Infinity;
    const t = now();
    for (const [host, queue] of queues) {
      if (active >= opts.overall) break;
      while (queue.length > 0 && active < opts.overall && (perHost.get(host) ?? 0) < opts.perHost) {
        const at = earliest(host);
        if (at > t) {
          soonest = Math.min(soonest, at);
          break;
        }
        const start = queue.shift()!;
        waitingCount--;
        start();
        // Stamped after the task has begun, not with the pump's `t`: a pause between the two (GC, a
        // starved CPU) must lengthen the spacing of real starts, never shorten it.
        if (interval > 0) lastStart.set(host, now());
      }
      if (queue.length === 0) queues.delete(host);
    }
    // Someone may only be waiting for a back-off or an interval to pass: wake up then.
    if (soonest < Infinity && soonest < timerAt) {
      if (timer) clearTimeout(timer);
      timerAt = soonest;
      timer = setTimeout(() => {
        timer = null;
        timerAt = Infinity;
        pump();
      }, Math.max(0, soonest - now()));
    }
  }

  // A worker meets new hosts all its life: back-offs and interval marks that have passed are
  // forgotten (now and then), so the limiter's maps hold the hosts of recent checks, not of every run.
  let calls = 0;
  const forgetPassed = () => {
    const t = now();
    for (const [host, until] of notBefore) if (until <= t) notBefore.delete(host);
    for (const [host, at] of lastStart) if (at + interval <= t) lastStart.delete(host);
  };

  return {
    run<T>(host: string, task: () => Promise<T>): Promise<T> {
      if (++calls % FORGET_EVERY === 0) forgetPassed();
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          active++;
          perHost.set(host, (perHost.get(host) ?? 0) + 1);
          let p: Promise<T>;
          try {
            p = task();
          } catch (err) {
            p = Promise.reject(err);
          }
          p.then(resolve, reject).finally(() => {
            active--;
            const left = perHost.get(host)! - 1;
            if (left === 0) perHost.delete(host);
            else perHost.set(host, left);
            pump();
          });
        };
        let queue = queues.get(host);
        if (!queue) queues.set(host, (queue = []));
        queue.push(start);
        waitingCount++;
        pump();
      });
    },
    backOff(host: string, retryAfterMs: number): void {
      const until = now() + Math.min(Math.max(0, retryAfterMs), opts.maxRetryAfterMs);
      notBefore.set(host, Math.max(notBefore.get(host) ?? 0, until));
    },
    stats: () => ({ active, waiting: waitingCount, remembered: new Set([...notBefore.keys(), ...lastStart.keys()]).size }),
  };
}
