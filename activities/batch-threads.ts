/**
 * Stage-3 batch threads: whole online batches — fetch, classification, records — run in
 * long-lived worker threads beside the main thread, so a worker uses a second core for Stage 3.
 * A whole batch crosses the thread boundary once each way (the planned URLs in, the records
 * out); handing single pages over cost more than it saved (docs/performance.md, stop 11).
 *
 * The politeness limits stay in ONE place: every check in a thread asks the main thread's
 * limiters for a permit (`limit`) and gives it back when done, so the worker's overall and
 * per-host limits, the minimum interval and Retry-After back-offs hold across the main thread
 * and every batch thread exactly as they hold across batches. Pages too large to analyse
 * in-line go to the main thread's page pool (time and memory limits), the browser rung to its
 * browser pool: one of each per worker, as before.
 *
 * A thread that dies (crash, out of memory) fails its batches with a retryable error — Temporal
 * retries them — and gives back every permit it held; the next batch starts a new thread.
 * A thread idle for IDLE_MS is ended (its isolate is ~30–40 MB), and an idle thread never keeps
 * the process alive.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SHARE_ENV, Worker } from 'node:worker_threads';
import type { ClassifyContext } from './classify';
import type { BrowserStep, BrowserStepResult } from './browser/step';
import type { FetchSettings, NetworkOverrideEvent, NetworkPolicy } from './fetch';
import type { LadderConfig } from './ladder';
import type { PageAnalysis, PageJob } from './pages';
import type { PlannedUrl, PlanSettings } from './validate';
import type { Finished } from './validate-online';

/** A batch as a thread takes it: the plan's settings, and each URL with its context. */
export type ThreadJob = {
  plan: PlanSettings;
  attempt: number;
  policy: NetworkPolicy;
  ladder: LadderConfig;
  urls: Array<{ planned: PlannedUrl; context: ClassifyContext }>;
};
/** In `urls` order; null: deferred (rate limited, retried later). */
export type ThreadOutcome = { outcomes: Array<Finished | null>; retryAfterMs: number };

/** What the main thread does for a thread's batch. */
export type ThreadHooks = {
  limit: <T>(host: string, task: () => Promise<T>) => Promise<T>;
  backOff: (host: string, ms: number) => void;
  analyse: (job: PageJob) => Promise<PageAnalysis>;
  browser: BrowserStep;
  onOverride: (e: NetworkOverrideEvent) => void;
};

/** Messages thread → main (each postMessage carries an array of them). */
export type FromThread =
  | { t: 'ready' }
  | { t: 'acquire'; job: number; pid: number; host: string }
  | { t: 'release'; pid: number }
  | { t: 'backoff'; job: number; host: string; ms: number }
  | { t: 'analyse'; job: number; rid: number; page: PageJob }
  | { t: 'browser'; job: number; rid: number; url: string }
  | { t: 'override'; job: number; event: NetworkOverrideEvent }
  | { t: 'done'; job: number; outcome: ThreadOutcome }
  | { t: 'failed'; job: number; error: string };
/** Messages main → thread. */
export type ToThread =
  | { t: 'job'; job: number; batch: ThreadJob }
  | { t: 'grant'; pid: number }
  | { t: 'reply'; rid: number; ok: true; result: unknown }
  | { t: 'reply'; rid: number; ok: false; error: string };

export type BatchThreads = {
  /** Threads this worker may run (0 when there is no thread script). */
  readonly size: number;
  /** Whether the next batch should go to a thread, given the batches running on the main thread. */
  wantsBatch(localBatches: number): boolean;
  run(job: ThreadJob, hooks: ThreadHooks): Promise<ThreadOutcome>;
  close(): Promise<void>;
  /** Ends every thread at once, as a crash would (their batches fail, retryably); for tests and operators' drills. */
  terminateAll(): Promise<void>;
  stats(): { threads: number; jobs: number; permits: number; started: number; failed: number; batches: number };
};

/** A thread with no batch for this long is ended (each costs ~30–40 MB while it lives). */
export const IDLE_MS = 5_000;

export function defaultBatchThreadScript(): string | null {
  const compiled = join(__dirname, 'batch-thread.js');
  return __filename.endsWith('.js') && existsSync(compiled) ? compiled : null;
}

/** Coalesces the messages of one turn of the event loop into one postMessage. */
export function outbox<M>(post: (batch: M[]) => void): (m: M) => void {
  let queue: M[] | null = null;
  return (m) => {
    if (queue) {
      queue.push(m);
      return;
    }
    queue = [m];
    queueMicrotask(() => {
      const batch = queue!;
      queue = null;
      post(batch);
    });
  };
}

type Running = { hooks: ThreadHooks; resolve: (o: ThreadOutcome) => void; reject: (e: Error) => void };
type Slot = {
  worker: Worker;
  send: (m: ToThread) => void;
  jobs: Map<number, Running>;
  /** Permits this thread holds: the release of each. */
  permits: Map<number, () => void>;
  dead: boolean;
  idle: NodeJS.Timeout | null;
};

export function createBatchThreads(opts: { threads: number; script?: string | null; settings: FetchSettings }): BatchThreads {
  const script = opts.script === undefined ? defaultBatchThreadScript() : opts.script;
  const size = script ? Math.max(0, opts.threads) : 0;
  const slots: Slot[] = [];
  let nextJob = 1;
  let started = 0;
  let failed = 0;
  let batches = 0;
  let closed = false;
  // What a thread needs of the worker's settings (the fetcher's pool size, DNS); never a limiter.
  const settings: FetchSettings = { ...opts.settings, batches: { threads: 0, script: null } };

  const fail = (slot: Slot, why: string, counted = true) => {
    if (slot.dead) return;
    slot.dead = true;
    if (counted) failed++;
    if (slot.idle) clearTimeout(slot.idle);
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    // Give back every permit the thread held, so its hosts are not held up by a dead thread.
    for (const release of slot.permits.values()) release();
    slot.permits.clear();
    const err = new Error(`Stage 3 batch thread failed (${why}); the batch is retried`);
    for (const running of slot.jobs.values()) running.reject(err);
    slot.jobs.clear();
    void slot.worker.terminate().catch(() => undefined);
  };

  const settleIdle = (slot: Slot) => {
    if (slot.jobs.size > 0 || slot.dead) return;
    slot.worker.unref(); // an idle thread never keeps the process alive
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = setTimeout(() => {
      if (slot.jobs.size === 0) fail(slot, 'idle', false);
    }, IDLE_MS);
    slot.idle.unref();
  };

  const spawn = (): Slot => {
    const worker = new Worker(script!, {
      workerData: { settings },
      env: SHARE_ENV,
      // The young generation of a thread is small (bin/citeflow.js sets 4 MB semi-spaces for later isolates).
      resourceLimits: { stackSizeMb: 4 },
      stdout: false,
      stderr: false,
    });
    started++;
    const slot: Slot = { worker, send: () => undefined, jobs: new Map(), permits: new Map(), dead: false, idle: null };
    slot.send = outbox<ToThread>((batch) => {
      if (slot.dead) return;
      try {
        worker.postMessage(batch);
      } catch (err) {
        fail(slot, `message could not be sent (${(err as Error).message})`);
      }
    });
    const reply = (rid: number, p: Promise<unknown>) =>
      p.then(
        (result) => !slot.dead && slot.send({ t: 'reply', rid, ok: true, result }),
        (err: unknown) => !slot.dead && slot.send({ t: 'reply', rid, ok: false, error: err instanceof Error ? err.message : String(err) }),
      );
    worker.on('message', (batch: FromThread[]) => {
      for (const m of batch) {
        if (slot.dead) return;
        switch (m.t) {
          case 'acquire': {
            const running = slot.jobs.get(m.job);
            if (!running) break;
            // Held until the thread says the check is done (or the thread dies).
            void running.hooks
              .limit(m.host, () => {
                if (slot.dead) return Promise.resolve();
                return new Promise<void>((release) => {
                  slot.permits.set(m.pid, release);
                  slot.send({ t: 'grant', pid: m.pid });
                });
              })
              .catch(() => undefined);
            break;
          }
          case 'release': {
            const release = slot.permits.get(m.pid);
            slot.permits.delete(m.pid);
            release?.();
            break;
          }
          case 'backoff':
            slot.jobs.get(m.job)?.hooks.backOff(m.host, m.ms);
            break;
          case 'override':
            slot.jobs.get(m.job)?.hooks.onOverride(m.event);
            break;
          case 'analyse': {
            const running = slot.jobs.get(m.job);
            if (running) reply(m.rid, running.hooks.analyse(m.page));
            break;
          }
          case 'browser': {
            const running = slot.jobs.get(m.job);
            if (running) reply(m.rid, running.hooks.browser(m.url) as Promise<BrowserStepResult>);
            break;
          }
          case 'done':
          case 'failed': {
            const running = slot.jobs.get(m.job);
            slot.jobs.delete(m.job);
            if (running) {
              if (m.t === 'done') running.resolve(m.outcome);
              else running.reject(new Error(m.error));
            }
            settleIdle(slot);
            break;
          }
          case 'ready':
            break;
        }
      }
    });
    worker.on('error', (err: Error & { code?: string }) => fail(slot, err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out of memory' : (err.code ?? err.message)));
    worker.on('exit', (code) => fail(slot, `exited with code ${code}`));
    slots.push(slot);
    return slot;
  };

  /** The live thread with the fewest batches; a new one while fewer than `size` run and all are busy. */
  const pick = (): Slot => {
    const live = slots.filter((s) => !s.dead);
    const least = live.reduce<Slot | null>((a, s) => (!a || s.jobs.size < a.jobs.size ? s : a), null);
    if (least && (least.jobs.size === 0 || live.length >= size)) return least;
    return spawn();
  };

  return {
    size,
    wantsBatch(localBatches) {
      if (size === 0 || closed) return false;
      const live = slots.filter((s) => !s.dead);
      if (live.length < size) return true;
      return Math.min(...live.map((s) => s.jobs.size)) <= localBatches;
    },
    run(job, hooks) {
      if (closed) return Promise.reject(new Error('Stage 3 batch threads are closed; the batch is retried'));
      const slot = pick();
      if (slot.idle) clearTimeout(slot.idle);
      slot.idle = null;
      slot.worker.ref(); // a batch in flight keeps the process alive
      const id = nextJob++;
      batches++;
      return new Promise<ThreadOutcome>((resolve, reject) => {
        slot.jobs.set(id, { hooks, resolve, reject });
        try {
          slot.send({ t: 'job', job: id, batch: job });
        } catch (err) {
          slot.jobs.delete(id);
          reject(err as Error);
        }
      });
    },
    async close() {
      closed = true;
      await Promise.all(slots.splice(0).map(async (slot) => {
        fail(slot, 'closed', false);
      }));
    },
    async terminateAll() {
      await Promise.all(slots.map((slot) => slot.worker.terminate().catch(() => undefined)));
    },
    stats: () => ({
      threads: slots.length,
      jobs: slots.reduce((n, s) => n + s.jobs.size, 0),
      permits: slots.reduce((n, s) => n + s.permits.size, 0),
      started,
      failed,
      batches,
    }),
  };
}
