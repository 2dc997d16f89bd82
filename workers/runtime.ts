/**
 * The Temporal runtime's logger, installed once per process before any worker or native
 * connection: a CLI's in-process worker writes to a log file instead of the user's terminal.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DefaultLogger, Runtime, type LogLevel } from '@temporalio/worker';

let installed = false;

/**
 * `ownSignals`: the command handles SIGINT/SIGTERM itself (the CLI's in-process worker: Ctrl-C
 * during `run` says what happens to the run instead of the SDK silently shutting the worker down).
 */
export function installRuntimeLogging(logFile: string | null, level: LogLevel = 'INFO', ownSignals = false): void {
  if (installed) return;
  installed = true;
  if (logFile === null) return; // keep the SDK's console logger (long-running `citeflow worker`)
  mkdirSync(dirname(logFile), { recursive: true });
  const logger = new DefaultLogger(level, (entry) => {
    const line = { ts: new Date(Number(entry.timestampNanos / 1_000_000n)).toISOString(), level: entry.level, msg: entry.message, ...entry.meta };
    try {
      appendFileSync(logFile, JSON.stringify(line) + '\n');
    } catch {
      // logging is best effort; never fail a run over it
    }
  });
  Runtime.install({ logger, telemetryOptions: { logging: { forward: {}, filter: 'WARN' } }, ...(ownSignals ? { shutdownSignals: [] } : {}) });
}
