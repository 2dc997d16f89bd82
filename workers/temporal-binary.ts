import { accessSync, constants } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

export const TEMPORAL_CLI_VERSION = 'v1.5.1';

/** Where scripts/setup.sh caches the Temporal CLI it builds (outside the clone, per user). */
export function cachedTemporalBinary(env: NodeJS.ProcessEnv = process.env): string {
  const cacheHome = env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(cacheHome, 'citeflow', `temporal-cli-${TEMPORAL_CLI_VERSION}`, 'temporal');
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Same order as scripts/setup.sh: $CITEFLOW_TEMPORAL_BIN, `temporal` on PATH, the cache. */
export function findTemporalBinary(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CITEFLOW_TEMPORAL_BIN) {
    if (!isExecutable(env.CITEFLOW_TEMPORAL_BIN)) {
      throw new Error(`CITEFLOW_TEMPORAL_BIN=${env.CITEFLOW_TEMPORAL_BIN} is not an executable file`);
    }
    return env.CITEFLOW_TEMPORAL_BIN;
  }
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, 'temporal'))) return join(dir, 'temporal');
  }
  const cached = cachedTemporalBinary(env);
  if (isExecutable(cached)) return cached;
  throw new Error('the Temporal CLI is not installed: run `npm run setup` (builds it once with Go), or set CITEFLOW_TEMPORAL_BIN');
}
