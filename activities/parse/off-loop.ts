/**
 * Large artifacts are parsed in a worker thread (issue 11 item 13): a 50,000-URL report took
 * ~10 s of synchronous parsing on the loaded 2-core machine, long enough for the activity's
 * 10 s heartbeat timeout to fail every attempt (`INTERNAL: Workflow execution failed`) and to
 * stall every other run on the worker. Small artifacts (the usual case) are parsed in-line;
 * from OFF_LOOP_MIN_CHARS on, a thread does it while the event loop keeps heartbeating.
 * Same function, same result; code run from TypeScript sources (jest) parses in-line. The thread
 * posts the drafts in parts (a large markdown report: a piece's at a time, parse-thread.ts), merged
 * here as they come by the same DraftMerger the in-line parse uses.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { CiteflowError, type ErrorCode } from '../../shared/errors';
import { parseArtifact } from './artifact';
import { DraftMerger } from './markdown';

export const OFF_LOOP_MIN_CHARS = 256 * 1024;

type Args = Parameters<typeof parseArtifact>;

function threadScript(): string | null {
  const compiled = join(__dirname, 'parse-thread.js');
  return __filename.endsWith('.js') && existsSync(compiled) ? compiled : null;
}

export async function parseArtifactOffLoop(ref: Args[0], content: string, opts: Args[2]): Promise<ReturnType<typeof parseArtifact>> {
  const script = content.length >= OFF_LOOP_MIN_CHARS ? threadScript() : null;
  if (!script) return parseArtifact(ref, content, opts);
  return new Promise((resolve, reject) => {
    // A small young generation: the thread's garbage is collected often instead of growing the process by up to 48 MB.
    const worker = new Worker(script, { workerData: { ref, content, opts }, stdout: false, stderr: false, resourceLimits: { maxYoungGenerationSizeMb: 8 } });
    let settled = false;
    const merger = new DraftMerger();
    worker.on('message', (msg: { part?: ReturnType<typeof parseArtifact>; ok?: boolean; code?: ErrorCode; message?: string; details?: Record<string, unknown> }) => {
      if (settled) return;
      if (msg.part) return merger.add(msg.part);
      settled = true;
      if (msg.ok) resolve(merger.result());
      else if (msg.code) reject(new CiteflowError(msg.code, msg.message ?? '', msg.details ?? {}));
      else reject(new Error(msg.message));
      void worker.terminate();
    });
    worker.once('error', (err) => {
      if (!settled) reject(err);
      settled = true;
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`artifact parser thread exited (${code})`));
      settled = true;
    });
  });
}
