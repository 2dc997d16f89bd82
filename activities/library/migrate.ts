/**
 * Versioned migrations, applied at start-up in one transaction and recorded in
 * `citeflow_migrations`. Each migration is a file in ./migrations named
 * `<YYYYMMDD>T<HHMM>-<topic>.ts` exporting `up` (SQL); files are applied in name order and
 * never edited once landed. Timestamped names let two branches add migrations without
 * colliding (the REST service adds its own files beside these).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { LibraryDb } from './db';

export type Migration = { id: string; up: string };

const MIGRATION_FILE = /^(\d{8}T\d{4}-[a-z0-9-]+)\.(ts|js)$/;

export function loadMigrations(dir = join(__dirname, 'migrations')): Migration[] {
  const out: Migration[] = [];
  for (const name of readdirSync(dir).sort()) {
    const m = MIGRATION_FILE.exec(name);
    if (!m || name.endsWith('.d.ts')) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(join(dir, name)) as { up?: unknown };
    if (typeof mod.up !== 'string') throw new Error(`migration ${name} does not export \`up\` (SQL)`);
    out.push({ id: m[1], up: mod.up });
  }
  return out;
}

/** A constant key for pg_advisory_xact_lock: two processes never migrate at once. */
const MIGRATION_LOCK = 726_173_410;

export async function applyMigrations(db: LibraryDb, migrations = loadMigrations()): Promise<string[]> {
  return db.tx(async (q) => {
    await q.exec('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await q.exec(`CREATE TABLE IF NOT EXISTS citeflow_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await q.rows('SELECT id FROM citeflow_migrations', [], z.object({ id: z.string() }))).map((r) => r.id));
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      await q.exec(m.up);
      await q.exec('INSERT INTO citeflow_migrations (id) VALUES ($1)', [m.id]);
      applied.push(m.id);
    }
    return applied;
  });
}
