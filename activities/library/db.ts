/**
 * The library's connection layer: one `pg` pool per database URL, whether the URL points at a
 * real PostgreSQL (CITEFLOW_DATABASE_URL) or at the embedded PGlite served over the wire
 * protocol (workers/library-server.ts). Every statement runs inside a transaction: PGlite is
 * one session shared by all connections, and pglite-socket keeps a connection's messages
 * together only while that connection is inside a transaction (see docs/library.md).
 */
import pg from 'pg';
import type { z } from 'zod';
import { applyMigrations } from './migrate';

// timestamptz → Date (default), int8/numeric → string: the zod row schemas convert them.
export type Queryable = {
  /** Runs one statement; rows are parsed through `schema` when given. */
  rows<S extends z.ZodType>(sql: string, params: unknown[], schema: S): Promise<Array<z.output<S>>>;
  exec(sql: string, params?: unknown[]): Promise<number>;
};

export type LibraryDb = Queryable & {
  readonly url: string;
  /** Runs `fn` in one transaction (BEGIN … COMMIT, ROLLBACK on error). */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

function queryable(client: pg.PoolClient): Queryable {
  return {
    async rows(sql, params, schema) {
      const result = await client.query(sql, params);
      return result.rows.map((row) => schema.parse(row) as z.output<typeof schema>);
    },
    async exec(sql, params = []) {
      const result = await client.query(sql, params);
      return result.rowCount ?? 0;
    },
  };
}

/** The URL without its password, for messages (a credential never reaches a log). */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable database URL)';
  }
}

export type OpenOptions = { max?: number; migrate?: boolean };

/** Opens a pool and (by default) applies pending migrations before returning. */
export async function openLibraryDb(url: string, opts: OpenOptions = {}): Promise<LibraryDb> {
  // allowExitOnIdle: an idle pool never keeps a finished command alive for idleTimeoutMillis.
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 4, idleTimeoutMillis: 10_000, connectionTimeoutMillis: 30_000, allowExitOnIdle: true });
  pool.on('error', () => undefined); // an idle client's error (server gone) surfaces on the next query
  const tx = async <T>(fn: (q: Queryable) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      const out = await fn(queryable(client));
      await client.query('COMMIT');
      return out;
    } catch (err) {
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true;
      }
      throw err;
    } finally {
      client.release(broken);
    }
  };
  const db: LibraryDb = {
    url,
    tx,
    rows: (sql, params, schema) => tx((q) => q.rows(sql, params, schema)),
    exec: (sql, params) => tx((q) => q.exec(sql, params)),
    close: () => pool.end(),
  };
  if (opts.migrate !== false) {
    try {
      await applyMigrations(db);
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw new Error(`the citation library at ${describeUrl(url)} could not be opened: ${(err as Error).message}`);
    }
  }
  return db;
}
