/** The page-analysis worker thread: one job at a time from the pool (pool.ts), answered by id. */
import { parentPort } from 'node:worker_threads';
import { analysePage, type PageJob } from './analyse';

parentPort!.on('message', (msg: { id: number; job: PageJob }) => {
  try {
    parentPort!.postMessage({ id: msg.id, ok: true, result: analysePage(msg.job) });
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});

// Modules loaded: the pool starts a page's time limit only from here, so a thread's start-up
// (a second or more on a loaded machine) is never charged to the page it was started for.
parentPort!.postMessage({ ready: true });
