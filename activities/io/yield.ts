/**
 * Long synchronous loops over a run's records (50,000 sources: URL normalization, hashing,
 * redaction) give the event loop a turn every so often, so liveness heartbeats (every 2 s,
 * timeout 10 s) keep going: a stage that stalls past the timeout is retried while its first
 * attempt is still running, and both hold the run's records at once.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

export function loopTurns(every = 500): () => Promise<void> {
  let n = 0;
  return async () => {
    if (++n % every === 0) await nextTurn();
  };
}
