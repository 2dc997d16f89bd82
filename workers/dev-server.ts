/**
 * The embedded Temporal dev server: `temporal server start-dev` on a SQLite file under
 * CITEFLOW_HOME (so history survives a server restart), the UI on port+1000, and citeflow's
 * search attributes registered. A lock file beside the database says which process owns it,
 * so two servers never share one database. The embedded citation library (PGlite,
 * workers/library-server.ts) starts and stops with it, unless CITEFLOW_DATABASE_URL names a
 * real PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Connection } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import { SEARCH_ATTRIBUTE_NAMES } from '../shared/search-attributes';
import { startLibraryServer, stopLibraryServer } from './library-server';
import { isAlive, stopProcess } from './owned-process';
import { findTemporalBinary } from './temporal-binary';

export type DevServerOptions = {
  home: string;
  port: number;
  uiPort: number;
  namespace: string;
  /** Detached servers outlive the command that started them (the CLI's embedded default). */
  detached: boolean;
  binary?: string;
  readyTimeoutMs?: number;
};

export type DevServerLock = { pid: number; port: number; ui_port: number; db: string; started_at: string };

export type DevServerHandle = {
  address: string;
  uiUrl: string;
  pid: number;
  /** False when an already-running server (ours, from an earlier command) was reused. */
  started: boolean;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

export function serverPaths(home: string) {
  const dir = join(home, 'temporal');
  return { dir, db: join(dir, 'dev.db'), lock: join(dir, 'server.lock'), log: join(home, 'logs', 'temporal-server.log') };
}

export function readLock(home: string): DevServerLock | null {
  const { lock } = serverPaths(home);
  if (!existsSync(lock)) return null;
  try {
    return JSON.parse(readFileSync(lock, 'utf8')) as DevServerLock;
  } catch {
    return null;
  }
}

/** The live owner of this home's database, or null (a stale lock of a dead process is removed). */
export function liveLock(home: string): DevServerLock | null {
  const lock = readLock(home);
  if (lock && isAlive(lock.pid)) return lock;
  if (lock) rmSync(serverPaths(home).lock, { force: true });
  return null;
}

/** One cheap gRPC call: does a Temporal frontend answer at this address? */
export async function temporalAnswers(address: string, timeoutMs = 1500): Promise<boolean> {
  let connection: Connection | undefined;
  try {
    connection = await Connection.connect({ address, connectTimeout: timeoutMs });
    await connection.withDeadline(Date.now() + timeoutMs, () => connection!.workflowService.getSystemInfo({}));
    return true;
  } catch {
    return false;
  } finally {
    await connection?.close().catch(() => undefined);
  }
}

/** Registers citeflow's Keyword search attributes where they are missing (idempotent). */
export async function ensureSearchAttributes(connection: Connection, namespace: string): Promise<void> {
  const keyword = temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD;
  const existing = await connection.operatorService.listSearchAttributes({ namespace });
  const missing = SEARCH_ATTRIBUTE_NAMES.filter((name) => !(name in (existing.customAttributes ?? {})));
  if (missing.length === 0) return;
  await connection.operatorService.addSearchAttributes({
    namespace,
    searchAttributes: Object.fromEntries(missing.map((name) => [name, keyword])),
  });
}

function tail(path: string, lines = 15): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitUntilReady(address: string, pid: number, log: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) throw new Error(`the Temporal dev server exited during start-up; last log lines:\n${tail(log)}`);
    if (await temporalAnswers(address, 1000)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the Temporal dev server did not answer at ${address} within ${timeoutMs} ms; log: ${log}`);
}

export function uiUrl(uiPort: number): string {
  return `http://127.0.0.1:${uiPort}`;
}

function handleFor(lock: DevServerLock, home: string, started: boolean): DevServerHandle {
  return {
    address: `127.0.0.1:${lock.port}`,
    uiUrl: uiUrl(lock.ui_port),
    pid: lock.pid,
    started,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      await stopProcess(lock.pid, signal);
      const current = readLock(home);
      if (current?.pid === lock.pid) rmSync(serverPaths(home).lock, { force: true });
      // The library is always stopped cleanly (PGlite flushes its data directory on exit).
      await stopLibraryServer(home);
    },
  };
}

export { stopProcess } from './owned-process';

/**
 * Starts the dev server for `home`, or reuses the one that already owns its database.
 * Throws when the port is taken by something that is not ours.
 */
export async function startDevServer(opts: DevServerOptions): Promise<DevServerHandle> {
  const paths = serverPaths(opts.home);
  mkdirSync(paths.dir, { recursive: true });
  mkdirSync(join(opts.home, 'logs'), { recursive: true });

  const owner = liveLock(opts.home);
  if (owner) {
    await waitUntilReady(`127.0.0.1:${owner.port}`, owner.pid, paths.log, opts.readyTimeoutMs ?? 60000);
    ensureLibrary(opts);
    return handleFor(owner, opts.home, false);
  }
  const address = `127.0.0.1:${opts.port}`;
  if (await temporalAnswers(address, 1000)) {
    throw new Error(`port ${opts.port} already has a Temporal server that does not use ${paths.db}; set TEMPORAL_ADDRESS=${address} to use it, or CITEFLOW_SERVER_PORT to pick another port`);
  }

  const binary = opts.binary ?? findTemporalBinary();
  const args = [
    'server', 'start-dev',
    '--db-filename', paths.db,
    '--ip', '127.0.0.1',
    '--port', String(opts.port),
    '--ui-port', String(opts.uiPort),
    '--namespace', opts.namespace,
    '--log-level', 'warn',
    // Eager activity dispatch: an activity a workflow task schedules on the task queue of the
    // worker completing that task goes back to it in the completion's answer, without the
    // match-and-poll round trip (docs/performance.md). Workers opt in per activity (the SDK's default).
    '--dynamic-config-value', 'system.enableActivityEagerExecution=true',
    ...SEARCH_ATTRIBUTE_NAMES.flatMap((name) => ['--search-attribute', `${name}=Keyword`]),
  ];
  const logFd = openSync(paths.log, 'a');
  const child = spawn(binary, args, { detached: opts.detached, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  if (child.pid === undefined) throw new Error(`could not start ${binary}`);
  if (opts.detached) child.unref();

  const lock: DevServerLock = { pid: child.pid, port: opts.port, ui_port: opts.uiPort, db: paths.db, started_at: new Date().toISOString() };
  writeFileSync(`${paths.lock}.tmp`, JSON.stringify(lock) + '\n');
  renameSync(`${paths.lock}.tmp`, paths.lock);

  try {
    await waitUntilReady(address, child.pid, paths.log, opts.readyTimeoutMs ?? 60000);
    const connection = await Connection.connect({ address });
    try {
      await ensureSearchAttributes(connection, opts.namespace);
    } finally {
      await connection.close();
    }
  } catch (err) {
    await stopProcess(child.pid, 'SIGKILL');
    rmSync(paths.lock, { force: true });
    throw err;
  }
  ensureLibrary(opts);
  return handleFor(lock, opts.home, true);
}

/**
 * Starts the embedded library's owning process unless it runs already or a real PostgreSQL is
 * configured. Does not wait: PGlite's first start (initdb in WASM) takes seconds, and only
 * the library's clients need it — they wait for its lock to name a port.
 */
function ensureLibrary(opts: DevServerOptions): void {
  if (process.env.CITEFLOW_DATABASE_URL?.trim()) return;
  startLibraryServer(opts.home, { detached: opts.detached });
}
