/**
 * `npm ci` on a fresh clone, on any platform, needs package-lock.json to list every platform's
 * optional binaries of a dependency (@swc/core-*, @unrs/resolver-binding-*, …), not only this
 * machine's: npm ci refuses a lock file that lacks one ("Missing: … from lock file").
 * This checks the lock itself (no network), so a new dependency that leaves one out fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type LockEntry = { version?: string; optionalDependencies?: Record<string, string>; os?: string[]; cpu?: string[] };

const lock = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package-lock.json'), 'utf8')) as { lockfileVersion: number; packages: Record<string, LockEntry> };

/** Where npm would look for `dep` required from the package at `from` (nested first, then each ancestor, then the root). */
function resolveInLock(from: string, dep: string): LockEntry | undefined {
  let base = from;
  for (;;) {
    const candidate = lock.packages[`${base ? `${base}/` : ''}node_modules/${dep}`];
    if (candidate) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('node_modules/');
    base = cut <= 0 ? '' : base.slice(0, cut - 1);
  }
}

test('package-lock.json is a v3 lock', () => {
  expect(lock.lockfileVersion).toBe(3);
});

test("every package's optional dependencies (every platform's binaries) are in the lock, at the version asked for", () => {
  const missing: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const found = resolveInLock(path, dep);
      if (!found) missing.push(`${path || '(root)'} → ${dep}@${range}: not in the lock`);
      else if (/^\d+\.\d+\.\d+$/.test(range) && found.version !== range) missing.push(`${path} → ${dep}@${range}: lock has ${found.version}`);
    }
  }
  expect(missing).toEqual([]);
});

test('the platform binaries in the lock cover more than this machine (darwin and win32 too)', () => {
  const platforms = new Set(Object.values(lock.packages).flatMap((e) => e.os ?? []));
  expect([...platforms]).toEqual(expect.arrayContaining(['darwin', 'linux', 'win32']));
});
