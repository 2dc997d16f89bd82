/** Parses one artifact in a worker thread (off-loop.ts): the result or the error, posted back once. */
import { parentPort, workerData } from 'node:worker_threads';
import { CiteflowError } from '../../shared/errors';
import { parseArtifact } from './index';

const { ref, content, opts } = workerData as { ref: Parameters<typeof parseArtifact>[0]; content: string; opts: { accessed_date: string } };
try {
  parentPort!.postMessage({ ok: true, result: parseArtifact(ref, content, opts) });
} catch (err) {
  if (err instanceof CiteflowError) parentPort!.postMessage({ ok: false, code: err.code, message: err.message, details: err.details });
  else parentPort!.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) });
}
