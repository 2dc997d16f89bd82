/**
 * Progress of a running workflow, from its `progress` query: a live bar on a terminal
 * (cli-progress), one line per stage change or every 10 % of URLs otherwise (logs, CI).
 */
import { SingleBar, Presets } from 'cli-progress';
import type { WorkflowHandle } from '@temporalio/client';
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

/** Polls until `finished` resolves; never throws (a missed query just skips a frame). */
export async function showProgress(handle: WorkflowHandle, finished: Promise<unknown>, stream: NodeJS.WriteStream = process.stderr): Promise<void> {
  let done = false;
  void finished.then(
    () => (done = true),
    () => (done = true),
  );
  const tty = Boolean(stream.isTTY);
  const bar = tty
    ? new SingleBar({ format: '{stage} |{bar}| {value}/{total} URLs {statuses}', stream, hideCursor: true, clearOnComplete: false }, Presets.shades_classic)
    : null;
  let started = false;
  let lastStage = '';
  let lastDecile = -1;
  while (!done) {
    try {
      const p = await handle.query<Progress>('progress');
      const stage = STAGE_LABELS[p.stage] ?? p.stage;
      const payload = { stage, statuses: formatByStatus(p.by_status) };
      if (bar) {
        if (!started) bar.start(Math.max(p.total, 1), p.done, payload);
        started = true;
        bar.setTotal(Math.max(p.total, 1));
        bar.update(p.done, payload);
      } else {
        const decile = p.total ? Math.floor((10 * p.done) / p.total) : -1;
        if (p.stage !== lastStage || decile !== lastDecile) {
          stream.write(`… ${stage}${p.total ? ` — ${p.done}/${p.total} URLs` : ''}${payload.statuses ? ` (${payload.statuses})` : ''}\n`);
        }
        lastStage = p.stage;
        lastDecile = decile;
      }
    } catch {
      // the workflow may not have had its first task yet
    }
    await Promise.race([finished.catch(() => undefined), new Promise((r) => setTimeout(r, 400))]);
  }
  bar?.stop();
}
