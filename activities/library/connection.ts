/**
 * The library as activities and commands reach it: one pool per process and database URL,
 * opened (and migrated) on first use. The URL comes from CITEFLOW_DATABASE_URL, else the
 * embedded library of CITEFLOW_HOME (workers/library-server.ts). It never travels through
 * Temporal and never reaches a log with its password.
 */
import { libraryUrl } from '../../workers/library-server';
import { citeflowHome } from '../../workers/settings';
import { openLibraryDb, type LibraryDb } from './db';

const pools = new Map<string, Promise<LibraryDb>>();

export type LibraryOptions = { env?: NodeJS.ProcessEnv; start?: boolean; waitMs?: number };

export async function getLibraryDb(opts: LibraryOptions = {}): Promise<LibraryDb> {
  const env = opts.env ?? process.env;
  const url = await libraryUrl(citeflowHome(env), env, { start: opts.start, waitMs: opts.waitMs });
  let db = pools.get(url);
  if (!db) {
    db = openLibraryDb(url);
    db.catch(() => pools.delete(url));
    pools.set(url, db);
  }
  return db;
}

/** Closes every pool this process opened (commands call it before exiting). */
export async function closeLibraryDbs(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map(async (p) => (await p.catch(() => null))?.close().catch(() => undefined)));
}
