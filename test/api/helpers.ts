/**
 * The citation service as a client sees it: a real `citeflow serve` process (the compiled bin)
 * on a free port, over a real Temporal dev server and a real database — the embedded PGlite
 * (served by its own process, as citeflow runs it) or a throwaway PostgreSQL cluster.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openLibraryDb, type LibraryDb } from '../../activities/library/db';
import { libraryUrl } from '../../workers/library-server';
import { embeddedPglite, realPostgres, type TestDatabase } from '../helpers/databases';
import { removeHome, startTestServer, type TestServer } from '../helpers/temporal-server';
import { CLI, ROOT, runCli } from '../e2e/helpers';
import { withOperatorConfig } from '../helpers/operator-config';

export type Backend = 'pglite' | 'postgres';

export type Service = {
  backend: Backend;
  base: string;
  env: NodeJS.ProcessEnv;
  /** A direct connection to the service's database (to seed rows and check what was stored). */
  db: LibraryDb;
  adminKey: string;
  process: ChildProcess;
  stderr(): string;
  stop(): Promise<void>;
};

/** Starts the stack for one backend; null when that backend cannot run here (said by the caller). */
export async function startService(backend: Backend, extraEnv: NodeJS.ProcessEnv = {}): Promise<Service | null> {
  let pg: TestDatabase | null = null;
  if (backend === 'postgres') {
    pg = await realPostgres();
    if (!pg) return null;
  }
  // The dev server starts the embedded library for its home unless a real PostgreSQL is configured.
  const saved = process.env.CITEFLOW_DATABASE_URL;
  if (pg) process.env.CITEFLOW_DATABASE_URL = pg.url;
  let temporal: TestServer;
  try {
    temporal = await startTestServer();
  } finally {
    if (saved === undefined) delete process.env.CITEFLOW_DATABASE_URL;
    else process.env.CITEFLOW_DATABASE_URL = saved;
  }
  // The operator allows loopback (CITEFLOW_OPERATOR_CONFIG): verify workflows re-check the loopback web.
  const env: NodeJS.ProcessEnv = withOperatorConfig({ ...temporal.env, ...extraEnv }, { allow_cidrs: ['127.0.0.0/8'] });
  if (pg) env.CITEFLOW_DATABASE_URL = pg.url;
  else delete env.CITEFLOW_DATABASE_URL;
  const url = pg ? pg.url : await libraryUrl(temporal.home, env, { waitMs: 120_000 });
  const db = await openLibraryDb(url);

  const created = await runCli(['keys', 'create', '--role', 'admin', '--name', 'test admin', '--json'], env);
  if (created.code !== 0) throw new Error(`keys create failed: ${created.stderr}${created.stdout}`);
  const adminKey = (JSON.parse(created.stdout) as { key: string }).key;

  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${stdout}${stderr}`)), 120_000);
    child.stdout!.on('data', (d) => {
      stdout += d;
      const m = /listening on (http:\/\/[^\s]+)/.exec(stdout);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited (${code}): ${stdout}${stderr}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    backend,
    base,
    env,
    db,
    adminKey,
    process: child,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise<void>((r) => {
          const t = setTimeout(() => {
            child.kill('SIGKILL');
            r();
          }, 15_000);
          child.once('exit', () => {
            clearTimeout(t);
            r();
          });
        });
      }
      await db.close().catch(() => undefined);
      await temporal.stop();
      removeHome(temporal.home);
      await pg?.stop();
    },
  };
}

export type Reply = { status: number; headers: Headers; body: any; text: string };

/** One HTTP call; records the route template hit so a test can prove every documented route was exercised. */
export class Client {
  readonly hits = new Set<string>();
  constructor(
    readonly base: string,
    readonly key: string | null,
  ) {}

  as(key: string | null): Client {
    const c = new Client(this.base, key);
    (c as { hits: Set<string> }).hits = this.hits;
    return c;
  }

  async call(method: string, path: string, body?: unknown, init: { headers?: Record<string, string>; raw?: string; template?: string } = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (this.key) headers.authorization = `Bearer ${this.key}`;
    let payload: string | undefined;
    if (init.raw !== undefined) payload = init.raw;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.base + path, { method, headers, body: payload });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    this.hits.add(`${method} ${init.template ?? templateOf(path)}`);
    return { status: res.status, headers: res.headers, body: parsed, text };
  }
  get(path: string, template?: string) {
    return this.call('GET', path, undefined, { template });
  }
  post(path: string, body?: unknown, template?: string) {
    return this.call('POST', path, body, { template });
  }
  put(path: string, body?: unknown) {
    return this.call('PUT', path, body);
  }
  delete(path: string) {
    return this.call('DELETE', path);
  }
}

/** `/api/v1/citations/cid_…/usage?x` → `/api/v1/citations/{cid}/usage` (the OpenAPI path). */
export function templateOf(path: string): string {
  return path
    .split('?')[0]
    .replace(/\/cid_[^/]+/, '/{cid}')
    .replace(/\/keys\/[^/]+$/, '/keys/{key_id}')
    .replace(/\/by-content\/[^/]+$/, '/by-content/{content_id}');
}

/**
 * Validates an OpenAPI document with @apidevtools/swagger-parser (schema + semantic checks). In
 * a plain Node child: the validator's dependencies are ES modules, which jest's CommonJS runtime
 * cannot load. Resolves to the list of problems (empty when valid).
 */
export function validateOpenApi(doc: unknown): Promise<string> {
  const code = `let s='';process.stdin.on('data',d=>s+=d).on('end',()=>require('@apidevtools/swagger-parser').validate(JSON.parse(s)).then(()=>process.stdout.write('valid'),e=>process.stdout.write('invalid: '+e.message)))`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', code], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', () => resolve(out));
    child.stdin!.end(JSON.stringify(doc));
  });
}
