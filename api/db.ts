/**
 * What the service needs from the library's database handle (activities/library/db.ts): one
 * statement (`rows` parsed through a zod schema, `exec`) and transactions. Written as a shape,
 * not an import, so api/ depends on the contract and not on the pool's internals.
 */
import type { z } from 'zod';

export type Queryable = {
  rows<S extends z.ZodType>(sql: string, params: unknown[], schema: S): Promise<Array<z.output<S>>>;
  exec(sql: string, params?: unknown[]): Promise<number>;
};

export type Db = Queryable & { tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> };

/**
 * Single statements straight on a pool, without the BEGIN … COMMIT the library wraps around
 * every statement (activities/library/db.ts): for a real PostgreSQL only, where one statement
 * is its own transaction anyway — it saves two round trips on each key check and read. The
 * embedded PGlite needs the wrapping (one session shared by every connection), so it never
 * gets this reader.
 */
export async function openDirectReader(url: string, max: number): Promise<Queryable & { close(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 10_000, connectionTimeoutMillis: 30_000 });
  pool.on('error', () => undefined);
  return {
    async rows(sql, params, schema) {
      const result = await pool.query(sql, params);
      return result.rows.map((row) => schema.parse(row));
    },
    async exec(sql, params = []) {
      return (await pool.query(sql, params)).rowCount ?? 0;
    },
    close: () => pool.end(),
  };
}
