/**
 * Progress of a running workflow, from its memo (or its `progress` query): a live bar on a terminal
 * (cli-progress), one line per stage change or every 10 % of URLs otherwise (logs, CI).
 */
import type { WorkflowHandle } from '@temporalio/client';
import { RUN_MEMO_KEY, type RunMemo } from '../shared/run-status';
import type { Progress } from '../workflows/run';

const STAGE_LABELS: Record<string, string> = {
  starting: 'starting',
  stage1: 'Stage 1 search results',
  stage2: 'Stage 2 extracted citations',
  stage3: 'Stage 3 validating URLs',
  gate_c: 'Gate C',
  stage4: 'Stage 4 grounding + report',
  done: 'done',
  failed: 'stopped by a verdict',
};

export function formatByStatus(byStatus: Record<string, number>): string {
  return Object.keys(byStatus)
    .sort()
    .map((status) => `${status} ${byStatus[status]}`)
    .join(', ');
}

/** Where a run is: its memo (no worker needed), else the `progress` query (runs started before the memo existed). */
async function readProgress(handle: WorkflowHandle): Promise<Progress> {
  const description = await handle.describe();
  const memo = description.memo?.[RUN_MEMO_KEY] as Partial<RunMemo> | undefined;
  if (memo && typeof memo.stage === 'string') {
    return { stage: memo.stage as Progress['stage'], total: memo.total ?? 0, done: memo.done ?? 0, by_status: memo.by_status ?? {} };
  }
  return handle.query<Progress>('progress');
}

/** "12/28 URLs" once Stage 3 knows how many URLs there are; nothing before (stages 1–2 have no URL count). */
export function urlCount(p: Pick<Progress, 'total' | 'done'>): string {
  return p.total > 0 ? `${p.done}/${p.total} URLs` : '';
}

export type ProgressOptions = { stream?: NodeJS.WriteStream; everyMs?: number };

/** Polls until `finished` settles; never throws (a missed look just skips a frame). */
export async function showProgress(handle: WorkflowHandle, finished: Promise<unknown>, opts: ProgressOptions = {}): Promise<void> {
  const stream = opts.stream ?? process.stderr;
  let done = false;
  void finished.then(
    () => (done = true),
    () => (done = true),
  );
  const tty = Boolean(stream.isTTY);
  // Loaded only for a bar on a terminal: `--json`, `--quiet`, logs and CI never draw one (21 modules, ~25 ms at start-up).
  const cliProgress = tty ? await import('cli-progress') : null;
  const bar = cliProgress
    ? new cliProgress.SingleBar({ format: '{stage} |{bar}| {urls} {statuses}', stream, hideCursor: true, clearOnComplete: false }, cliProgress.Presets.shades_classic)
    : null;
  let started = false;
  let lastStage = '';
  let lastDecile = -1;
  while (!done) {
    try {
      const p = await readProgress(handle);
      const stage = STAGE_LABELS[p.stage] ?? p.stage;
      const payload = { stage, urls: urlCount(p), statuses: formatByStatus(p.by_status) };
      if (bar) {
        // Before Stage 3 the bar has no URL total: it stays empty rather than showing 0/1.
        if (!started) bar.start(Math.max(p.total, 1), p.done, payload);
        started = true;
        bar.setTotal(Math.max(p.total, 1));
        bar.update(p.done, payload);
      } else {
        const decile = p.total ? Math.floor((10 * p.done) / p.total) : -1;
        if (p.stage !== lastStage || decile !== lastDecile) {
          stream.write(`… ${stage}${p.total ? ` — ${payload.urls}` : ''}${payload.statuses ? ` (${payload.statuses})` : ''}\n`);
        }
        lastStage = p.stage;
        lastDecile = decile;
      }
    } catch {
      // the workflow may not have had its first task yet
    }
    await Promise.race([finished.catch(() => undefined), new Promise((r) => setTimeout(r, opts.everyMs ?? 400))]);
  }
  bar?.stop();
}
