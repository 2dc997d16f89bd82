/**
 * The embedded citation library: PGlite (PostgreSQL compiled to WASM) with its data directory
 * under $CITEFLOW_HOME/library/pgdata, owned by ONE process that serves it to every other
 * process (CLI, workers, the REST service) over the PostgreSQL wire protocol with
 * @electric-sql/pglite-socket. Started and stopped with the embedded Temporal dev server by
 * the same launcher (workers/dev-server.ts); a lock file beside the data says who owns it.
 *
 * Run as a script (`node dist/workers/library-server.js <home>`) it is the owning process.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isAlive, stopProcess } from './owned-process';

export type LibraryLock = { pid: number; port: number | null; data_dir: string; started_at: string };

export function libraryPaths(home: string) {
  const dir = join(home, 'library');
  return { dir, data: join(dir, 'pgdata'), lock: join(dir, 'server.lock'), log: join(home, 'logs', 'library-server.log') };
}

export function readLibraryLock(home: string): LibraryLock | null {
  try {
    return JSON.parse(readFileSync(libraryPaths(home).lock, 'utf8')) as LibraryLock;
  } catch {
    return null;
  }
}

/** The live owner of this home's library, or null (a dead owner's lock is removed). */
export function liveLibraryLock(home: string): LibraryLock | null {
  const lock = readLibraryLock(home);
  if (lock && isAlive(lock.pid)) return lock;
  if (lock) rmSync(libraryPaths(home).lock, { force: true });
  return null;
}

function writeLock(path: string, lock: LibraryLock): void {
  writeFileSync(`${path}.${process.pid}.tmp`, JSON.stringify(lock) + '\n');
  renameSync(`${path}.${process.pid}.tmp`, path);
}

export function embeddedLibraryUrl(port: number): string {
  return `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
}

/**
 * Starts the owning process for `home` unless one is alive (detached: it outlives the command,
 * like the embedded Temporal server). Returns at once; clients wait for the lock to name a port.
 */
export function startLibraryServer(home: string, opts: { detached: boolean }): { pid: number; started: boolean } {
  const paths = libraryPaths(home);
  mkdirSync(paths.dir, { recursive: true });
  mkdirSync(join(home, 'logs'), { recursive: true });
  const owner = liveLibraryLock(home);
  if (owner) return { pid: owner.pid, started: false };
  // Compiled: this very file. From the TypeScript sources (jest): the build's copy.
  const script = __filename.endsWith('.js') ? __filename : join(__dirname, '..', 'dist', 'workers', 'library-server.js');
  if (!existsSync(script)) throw new Error(`the embedded citation library needs a build (${script} is missing): run \`npm run build\``);
  const logFd = openSync(paths.log, 'a');
  const child = spawn(process.execPath, [script, home], { detached: opts.detached, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  if (child.pid === undefined) throw new Error('could not start the citation library server');
  if (opts.detached) child.unref();
  writeLock(paths.lock, { pid: child.pid, port: null, data_dir: paths.data, started_at: new Date().toISOString() });
  return { pid: child.pid, started: true };
}

export async function stopLibraryServer(home: string, timeoutMs = 15000): Promise<number | null> {
  const owner = liveLibraryLock(home);
  if (!owner) return null;
  await stopProcess(owner.pid, 'SIGTERM', timeoutMs);
  rmSync(libraryPaths(home).lock, { force: true });
  return owner.pid;
}

function tail(path: string, lines = 10): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * The database URL of the library for this environment: CITEFLOW_DATABASE_URL when set (a real
 * PostgreSQL), else the embedded library of CITEFLOW_HOME — started here when `start` says so
 * and nobody owns it — waiting up to `waitMs` for its owner to listen.
 */
export async function libraryUrl(home: string, env: NodeJS.ProcessEnv = process.env, opts: { start?: boolean; waitMs?: number } = {}): Promise<string> {
  const configured = env.CITEFLOW_DATABASE_URL?.trim();
  if (configured) return configured;
  const deadline = Date.now() + (opts.waitMs ?? 120_000);
  let started = false;
  for (;;) {
    const lock = liveLibraryLock(home);
    if (lock?.port) return embeddedLibraryUrl(lock.port);
    if (!lock) {
      if (opts.start && !started) {
        startLibraryServer(home, { detached: true });
        started = true;
        continue;
      }
      if (!opts.start) {
        throw new Error(
          `the citation library is not running for ${home} (it starts with the embedded Temporal server: \`citeflow server\`), and CITEFLOW_DATABASE_URL is not set`,
        );
      }
      if (started) throw new Error(`the citation library server exited during start-up; last log lines:\n${tail(libraryPaths(home).log)}`);
    }
    if (Date.now() > deadline) throw new Error(`the citation library did not start within ${opts.waitMs ?? 120_000} ms; log: ${libraryPaths(home).log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The owning process: opens PGlite, applies migrations, serves it on 127.0.0.1, writes the lock. */
export async function serveLibrary(home: string, port = 0): Promise<{ port: number; stop(): Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const { openLibraryDb } = await import('../activities/library/db');
  const paths = libraryPaths(home);
  mkdirSync(paths.dir, { recursive: true });
  const db = await PGlite.create({ dataDir: paths.data });
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 100 });
  await server.start();
  const actual = Number(server.getServerConn().split(':').pop());
  const migrated = await openLibraryDb(embeddedLibraryUrl(actual), { max: 1 });
  await migrated.close();
  return {
    port: actual,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

async function main(): Promise<void> {
  const home = process.argv[2];
  if (!home) throw new Error('usage: library-server <CITEFLOW_HOME>');
  const paths = libraryPaths(home);
  const port = process.env.CITEFLOW_LIBRARY_PORT ? Number(process.env.CITEFLOW_LIBRARY_PORT) : 0;
  const served = await serveLibrary(home, port);
  writeLock(paths.lock, { pid: process.pid, port: served.port, data_dir: paths.data, started_at: new Date().toISOString() });
  process.stdout.write(`${new Date().toISOString()} citation library (PGlite) serving ${paths.data} on 127.0.0.1:${served.port}\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void served.stop().finally(() => {
      const lock = readLibraryLock(home);
      if (lock?.pid === process.pid) rmSync(paths.lock, { force: true });
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (require.main === module) {
  main().catch((err) => {
    process.stderr.write(`${new Date().toISOString()} citation library server failed: ${(err as Error).stack ?? err}\n`);
    process.exit(1);
  });
}
