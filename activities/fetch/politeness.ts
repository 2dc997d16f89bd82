/**
 * Politeness for a batch of URL checks: at most `overall` checks at once, at most `perHost`
 * per host, and a host that answered 429/503 with Retry-After is left alone until then
 * (capped, so one hostile header cannot stall a batch). In-process and per activity; Temporal
 * retries handle the rest.
 */
import { RATE_LIMIT_RETRY } from '../policies';

export type PolitenessOptions = { overall: number; perHost: number; maxRetryAfterMs: number };
/** The back-off cap is the batch's Retry-After cap: neither waits longer for one host. */
export const DEFAULT_POLITENESS: PolitenessOptions = { overall: 16, perHost: 2, maxRetryAfterMs: RATE_LIMIT_RETRY.maxWaitMs };

export type Limiter = {
  run<T>(host: string, task: () => Promise<T>): Promise<T>;
  /** Called with a Retry-After: later tasks for this host wait until it has passed. */
  backOff(host: string, retryAfterMs: number): void;
};

export function createLimiter(opts: PolitenessOptions = DEFAULT_POLITENESS, now: () => number = Date.now): Limiter {
  let active = 0;
  const perHost = new Map<string, number>();
  const notBefore = new Map<string, number>();
  const waiting: { host: string; start: () => void }[] = [];
  let timer: NodeJS.Timeout | null = null;

  const ready = (host: string) =>
    active < opts.overall && (perHost.get(host) ?? 0) < opts.perHost && (notBefore.get(host) ?? 0) <= now();

  function pump(): void {
    for (let i = 0; i < waiting.length && active < opts.overall; ) {
      const w = waiting[i]!;
      if (ready(w.host)) {
        waiting.splice(i, 1);
        w.start();
      } else i++;
    }
    // Someone may only be waiting for a back-off to pass: wake up then.
    if (!timer && waiting.length > 0) {
      const soonest = Math.min(...waiting.map((w) => notBefore.get(w.host) ?? 0));
      if (soonest > now()) {
        timer = setTimeout(() => {
          timer = null;
          pump();
        }, soonest - now());
      }
    }
  }

  return {
    run<T>(host: string, task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          active++;
          perHost.set(host, (perHost.get(host) ?? 0) + 1);
          task()
            .then(resolve, reject)
            .finally(() => {
              active--;
              perHost.set(host, perHost.get(host)! - 1);
              pump();
            });
        };
        waiting.push({ host, start });
        pump();
      });
    },
    backOff(host: string, retryAfterMs: number): void {
      const until = now() + Math.min(Math.max(0, retryAfterMs), opts.maxRetryAfterMs);
      notBefore.set(host, Math.max(notBefore.get(host) ?? 0, until));
    },
  };
}
