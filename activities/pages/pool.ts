/**
 * A pool of worker threads that analyse fetched pages (analyse.ts) off the event loop, so
 * heartbeats, timers and the fetcher's per-hop deadlines stay honest while a large page is
 * classified. Each thread has a heap limit (resourceLimits); a page that takes longer than
 * the time limit, or runs its thread out of memory, has its thread terminated and replaced,
 * and gets a `blocked` verdict saying why — never a failed batch.
 *
 * Runs from compiled code (dist/) use the compiled thread script beside this file. Code run
 * from TypeScript sources (jest) has no script to start and analyses in-process — same guard,
 * no time limit — unless a script is given (tests pass dist's, checked fresh).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { analysePage, unanalysedVerdict, type PageAnalysis, type PageJob } from './analyse';

export type PagePoolOptions = { threads: number; timeLimitMs: number; memoryMb: number; script?: string | null; inlineMaxChars?: number };

/**
 * Pages up to this many characters are analysed in-line: handing one to a thread (structured
 * clone, two messages) cost more than analysing it (`npm run bench` profile: postMessage was the
 * main thread's largest cost), and the nesting guard bounds its worst case — measured at
 * up to ~60 ms for 16 K characters of adversarial markup (many small elements) on the loaded 2-core machine, far below the
 * heartbeat interval. Larger pages go to the threads, with the time and memory limits.
 */
export const INLINE_MAX_CHARS = 16 * 1024;
export type PagePool = {
  analyse(job: PageJob): Promise<PageAnalysis>;
  close(): Promise<void>;
  stats(): { threads: number; replaced: number; queued: number; inProcess: boolean; inline?: number };
};

export function defaultThreadScript(): string | null {
  const compiled = join(__dirname, 'page-thread.js');
  return __filename.endsWith('.js') && existsSync(compiled) ? compiled : null;
}

type Pending = { job: PageJob; resolve: (r: PageAnalysis) => void; reject: (e: Error) => void };
type Slot = { worker: Worker; ready: boolean; bootTimer?: NodeJS.Timeout; busy: (Pending & { id: number; timer: NodeJS.Timeout | null }) | null };

/** How long a new thread may take to load its modules before it counts as lost (its page then gets a verdict saying so). */
const BOOT_LIMIT_MS = 30_000;

export function createPagePool(opts: PagePoolOptions): PagePool {
  const script = opts.script === undefined ? defaultThreadScript() : opts.script;
  if (!script) {
    return {
      analyse: async (job) => {
        try {
          return analysePage(job);
        } catch (err) {
          return unanalysedVerdict(job, `analysis failed (${(err as Error).message})`);
        }
      },
      close: async () => undefined,
      stats: () => ({ threads: 0, replaced: 0, queued: 0, inProcess: true }),
    };
  }
  const queue: Pending[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let replaced = 0;
  let closed = false;

  const settle = (slot: Slot, outcome: (p: Pending) => void) => {
    const busy = slot.busy;
    if (!busy) return;
    if (busy.timer) clearTimeout(busy.timer);
    slot.busy = null;
    slot.worker.unref();
    outcome(busy);
  };

  const spawn = (slot: Slot) => {
    const worker = new Worker(script, {
      resourceLimits: { maxOldGenerationSizeMb: opts.memoryMb, maxYoungGenerationSizeMb: Math.min(32, Math.max(4, opts.memoryMb >> 3)), stackSizeMb: 4 },
      stdout: false,
      stderr: false,
    });
    // An idle thread must never keep the process alive (the CLI exits when its run is done);
    // unref again once it is online, which a thread started but never used would otherwise miss.
    worker.unref();
    worker.on('online', () => {
      if (!slot.busy) worker.unref();
    });
    slot.ready = false;
    if (slot.bootTimer) clearTimeout(slot.bootTimer);
    slot.bootTimer = setTimeout(() => {
      if (slot.worker === worker && !slot.ready) lost(`analysis thread did not start within ${BOOT_LIMIT_MS} ms`);
    }, BOOT_LIMIT_MS);
    slot.bootTimer.unref();
    worker.on('message', (msg: { id: number; ok: boolean; result?: PageAnalysis; error?: string; ready?: boolean }) => {
      if (slot.worker !== worker) return;
      if (msg.ready) {
        slot.ready = true;
        clearTimeout(slot.bootTimer);
        if (slot.busy && !slot.busy.timer) slot.busy.timer = pageTimer(slot, slot.busy.id);
        return;
      }
      if (slot.busy?.id !== msg.id) return;
      settle(slot, (p) => (msg.ok ? p.resolve(msg.result!) : p.resolve(unanalysedVerdict(p.job, `analysis failed (${msg.error})`))));
      pump();
    });
    const lost = (why: string) => {
      if (slot.worker !== worker) return;
      settle(slot, (p) => p.resolve(unanalysedVerdict(p.job, why)));
      replace(slot);
    };
    worker.on('error', (err: Error & { code?: string }) =>
      lost(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `it needed more than the ${opts.memoryMb} MB analysis limit` : `analysis thread failed (${err.code ?? err.message})`),
    );
    worker.on('exit', () => lost('analysis thread exited'));
    slot.worker = worker;
  };

  const replace = (slot: Slot) => {
    const old = slot.worker;
    replaced++;
    if (!closed) spawn(slot);
    void old.terminate().catch(() => undefined);
    pump();
  };

  const pageTimer = (slot: Slot, id: number) =>
    setTimeout(() => {
      if (slot.busy?.id !== id) return;
      settle(slot, (q) => q.resolve(unanalysedVerdict(q.job, `analysis took longer than ${opts.timeLimitMs} ms`)));
      replace(slot);
    }, opts.timeLimitMs);

  const pump = () => {
    // Threads start on first need (most pages are analysed in-line; an unused thread costs ~30 MB).
    while (queue.length > slots.filter((x) => !x.busy).length && slots.length < Math.max(1, opts.threads) && !closed) {
      const slot = { busy: null, ready: false } as unknown as Slot;
      slots.push(slot);
      spawn(slot);
    }
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (slot.busy) continue;
      const p = queue.shift()!;
      const id = nextId++;
      // The time limit runs from when the thread can start on the page (see page-thread.ts).
      slot.busy = { ...p, id, timer: null };
      if (slot.ready) slot.busy.timer = pageTimer(slot, id);
      slot.worker.ref(); // a job in flight keeps the process alive
      try {
        slot.worker.postMessage({ id, job: p.job });
      } catch (err) {
        settle(slot, (q) => q.resolve(unanalysedVerdict(q.job, `page could not be handed to the analysis thread (${(err as Error).message})`)));
      }
    }
  };


  const inlineMax = opts.inlineMaxChars ?? INLINE_MAX_CHARS;
  let inline = 0;
  return {
    analyse(job) {
      if (job.input.response.body.length <= inlineMax) {
        inline++;
        try {
          return Promise.resolve(analysePage(job));
        } catch (err) {
          return Promise.resolve(unanalysedVerdict(job, `analysis failed (${(err as Error).message})`));
        }
      }
      if (closed) return Promise.resolve(analysePage(job));
      return new Promise<PageAnalysis>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const p of queue.splice(0)) p.resolve(analysePage(p.job));
      for (const s of slots) clearTimeout(s.bootTimer);
      await Promise.all(slots.map((s) => s.worker.terminate().catch(() => undefined)));
    },
    stats: () => ({ threads: slots.length, replaced, queued: queue.length, inProcess: false, inline }),
  };
}
