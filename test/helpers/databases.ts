/**
 * The two databases the library's tests run against: the embedded PGlite served over the wire
 * protocol (exactly as citeflow serves it), and a throwaway real PostgreSQL cluster made with
 * initdb / pg_ctl on a free port. When the PostgreSQL binaries are missing, `realPostgres()`
 * returns null and the suite says so plainly.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { libraryUrl, startLibraryServer, stopLibraryServer } from '../../workers/library-server';
import { freePort } from './ports';


/**
 * CITEFLOW_TEST_DATABASE=postgres: every test server's citeflow processes use a throwaway real
 * PostgreSQL (CITEFLOW_DATABASE_URL) instead of the embedded PGlite, so the whole suite runs
 * against both (`CITEFLOW_TEST_DATABASE=postgres npm test`).
 */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  const kind = process.env.CITEFLOW_TEST_DATABASE?.trim() || 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`CITEFLOW_TEST_DATABASE must be pglite or postgres, not ${kind}`);
  if (kind === 'postgres' && postgresUnavailable()) throw new Error(`CITEFLOW_TEST_DATABASE=postgres: ${postgresUnavailable()}`);
  return kind;
}

export type TestDatabase = { kind: 'pglite' | 'postgres'; url: string; stop(): Promise<void> };

export async function embeddedPglite(): Promise<TestDatabase> {
  const home = mkdtempSync(join(tmpdir(), 'citeflow-lib-'));
  // Its own process, as citeflow runs it (PGlite's WASM loader also needs a plain Node, not jest's VM).
  startLibraryServer(home, { detached: false });
  const url = await libraryUrl(home, {}, { waitMs: 120_000 });
  return {
    kind: 'pglite',
    url,
    async stop() {
      await stopLibraryServer(home);
      rmSync(home, { recursive: true, force: true });
    },
  };
}

function which(bin: string): string | null {
  const r = spawnSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** Why real-PostgreSQL tests cannot run here, or null when they can. */
export function postgresUnavailable(): string | null {
  const missing = ['initdb', 'pg_ctl'].filter((b) => !which(b));
  if (missing.length) return `PostgreSQL binaries not found on PATH (${missing.join(', ')}): the real-PostgreSQL half of the library suite is skipped`;
  if (process.getuid?.() === 0 && !which('runuser')) return 'running as root without runuser: initdb refuses to run as root';
  return null;
}

/** A throwaway PostgreSQL cluster (initdb + pg_ctl, trust auth on 127.0.0.1, a free port). */
export async function realPostgres(): Promise<TestDatabase | null> {
  if (postgresUnavailable()) return null;
  const dir = mkdtempSync(join(tmpdir(), 'citeflow-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  // initdb refuses root: run the cluster as the postgres user when we are root.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (bin: string, args: string[]) => {
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
    const r = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 120_000 });
    if (r.status !== 0) throw new Error(`${bin} failed (${r.status}): ${r.stderr || r.stdout}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // A safety net: the cluster never outlives the test process, whatever happened to afterAll.
  process.once('exit', () => {
    try {
      stopNow();
    } catch {
      // best effort at exit
    }
  });
  return {
    kind: 'postgres',
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      stopNow();
    },
  };
}
