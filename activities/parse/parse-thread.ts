/**
 * Parses one artifact in a worker thread (off-loop.ts). Each part of its drafts is posted as it
 * is made (a large markdown report: one message per piece), then the end or the error, once; the
 * thread never holds a large report's drafts, nor loads parsers the artifact does not need
 * (artifact.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { CiteflowError } from '../../shared/errors';
import { artifactDraftParts } from './artifact';

const { ref, content, opts } = workerData as { ref: Parameters<typeof artifactDraftParts>[0]; content: string; opts: { accessed_date: string } };
try {
  for (const part of artifactDraftParts(ref, content, opts)) parentPort!.postMessage({ part });
  parentPort!.postMessage({ ok: true });
} catch (err) {
  if (err instanceof CiteflowError) parentPort!.postMessage({ ok: false, code: err.code, message: err.message, details: err.details });
  else parentPort!.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) });
}
