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
