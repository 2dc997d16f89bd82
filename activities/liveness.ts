/**
 * Liveness heartbeats: while an activity runs, heartbeat every few seconds, so a worker that
 * dies (SIGKILL, OOM, lost machine) is noticed within the heartbeat timeout and the activity
 * is retried elsewhere, instead of waiting out the whole start-to-close timeout.
 */
import { Context } from '@temporalio/activity';

export const LIVENESS_INTERVAL_MS = 2000;

export async function withLiveness<T>(work: () => Promise<T>): Promise<T> {
  let ctx: Context | undefined;
  try {
    ctx = Context.current();
  } catch {
    return work(); // called outside an activity (tests, CLI): nothing to heartbeat to
  }
  ctx.heartbeat();
  const timer = setInterval(() => ctx!.heartbeat(), LIVENESS_INTERVAL_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
