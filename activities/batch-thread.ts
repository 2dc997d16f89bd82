/**
 * A Stage-3 batch thread (activities/batch-threads.ts): whole online batches, each URL through
 * checkPlanned — the very code the main thread runs — with this thread's own fetcher (connection
 * pool, DNS cache). Every check holds a permit of the main thread's limiters while it runs;
 * Retry-After back-offs, pages too large to analyse in-line and the browser rung go to the main
 * thread too, so the worker keeps one limiter, one page pool and one browser pool.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createDnsResolver, createFetcher, type Fetcher, type FetchSettings, type NetworkOverrideEvent, type NetworkPolicy } from './fetch';
import { analysePage, unanalysedVerdict, type PageAnalysis, type PageJob } from './pages/analyse';
import { INLINE_MAX_CHARS } from './pages/pool';
import type { BrowserStepResult } from './browser/step';
import { checkPlanned, type CheckHooks } from './online-check';
import { outbox, type FromThread, type ThreadJob, type ToThread } from './batch-threads';

const port = parentPort!;
const settings = (workerData as { settings: FetchSettings }).settings;
const resolver = createDnsResolver(settings.dns);

/** One fetcher (connection pool) per network policy, like the main thread's; overrides reported per batch. */
const fetchers = new Map<string, Fetcher>();
function fetcherFor(policy: NetworkPolicy, onOverride: (e: NetworkOverrideEvent) => void): Fetcher {
  const key = JSON.stringify(policy);
  let pool = fetchers.get(key);
  if (!pool) {
    pool = createFetcher(policy, { connectionsPerOrigin: settings.politeness.perHost, resolver });
    fetchers.set(key, pool);
  }
  const shared = pool;
  return { fetchPage: (url, opts) => shared.fetchPage(url, { ...opts, onNetworkOverride: onOverride }), close: async () => undefined };
}
const send = outbox<FromThread>((batch) => port.postMessage(batch));

let nextId = 1;
const granted = new Map<number, () => void>();
const replies = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

type Request = { t: 'analyse'; job: number; page: PageJob } | { t: 'browser'; job: number; url: string };
function ask<T>(m: Request): Promise<T> {
  const rid = nextId++;
  return new Promise<T>((resolve, reject) => {
    replies.set(rid, { resolve: resolve as (v: unknown) => void, reject });
    send({ ...m, rid });
  });
}

function inline(job: PageJob): PageAnalysis {
  try {
    return analysePage(job);
  } catch (err) {
    return unanalysedVerdict(job, `analysis failed (${(err as Error).message})`);
  }
}

async function runJob(job: number, batch: ThreadJob): Promise<void> {
  let retryAfterMs = 0;
  const hooks: CheckHooks = {
    fetcher: fetcherFor(batch.policy, (event) => send({ t: 'override', job, event })),
    ladder: batch.ladder,
    browser: (url) => ask<BrowserStepResult>({ t: 'browser', job, url }),
    limit: async (host, task) => {
      const pid = nextId++;
      await new Promise<void>((resolve) => {
        granted.set(pid, resolve);
        send({ t: 'acquire', job, pid, host });
      });
      try {
        return await task();
      } finally {
        send({ t: 'release', pid });
      }
    },
    backOff: (host, ms) => send({ t: 'backoff', job, host, ms }),
    // Small pages here, like the page pool does on the main thread; larger ones to that pool (time and memory limits).
    analyse: async (page) => (page.input.response.body.length <= INLINE_MAX_CHARS ? inline(page) : ask<PageAnalysis>({ t: 'analyse', job, page })),
  };
  try {
    const outcomes = await Promise.all(
      batch.urls.map(async ({ planned, context }) => {
        const o = await checkPlanned(planned, context, batch.plan, batch.attempt, hooks);
        if ('deferMs' in o) {
          retryAfterMs = Math.max(retryAfterMs, o.deferMs);
          return null;
        }
        return o;
      }),
    );
    send({ t: 'done', job, outcome: { outcomes, retryAfterMs } });
  } catch (err) {
    send({ t: 'failed', job, error: err instanceof Error ? err.message : String(err) });
  }
}

port.on('message', (batch: ToThread[]) => {
  for (const m of batch) {
    if (m.t === 'grant') {
      const go = granted.get(m.pid);
      granted.delete(m.pid);
      go?.();
    } else if (m.t === 'reply') {
      const r = replies.get(m.rid);
      replies.delete(m.rid);
      if (r) {
        if (m.ok) r.resolve(m.result);
        else r.reject(new Error(m.error));
      }
    } else if (m.t === 'job') {
      void runJob(m.job, m.batch);
    }
  }
});
send({ t: 'ready' });
