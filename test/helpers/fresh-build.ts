/**
 * Tests that run the compiled bin (dist/) check first that dist/ is there and built from the
 * sources as they are now: a stale build would test yesterday's code. The suite builds once
 * (`npm test` runs scripts/setup.sh, which compiles when a source is newer than the build).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');
/** The folders the bin's code comes from. */
const SOURCE_DIRS = ['shared', 'api', 'activities', 'workflows', 'workers', 'cli'];

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The sources whose compiled file is missing from dist/ or older than they are (empty: dist/ is fresh). */
export function staleBuildFiles(root = ROOT): string[] {
  const stale: string[] = [];
  for (const dir of SOURCE_DIRS) {
    for (const source of sources(join(root, dir))) {
      const rel = relative(root, source);
      const compiled = join(root, 'dist', rel.replace(/\.ts$/, '.js'));
      if (!existsSync(compiled) || statSync(compiled).mtimeMs < statSync(source).mtimeMs) stale.push(rel);
    }
  }
  return stale;
}

export function requireFreshBuild(root = ROOT): void {
  const needed = [join(root, 'bin', 'citeflow.js'), join(root, 'dist', 'cli', 'main.js'), join(root, 'dist', 'workflow-bundle.js')];
  if (!needed.every((file) => existsSync(file))) {
    throw new Error('dist/ is missing: build first (`npm run build`; `npm test` does it through scripts/setup.sh)');
  }
  const stale = staleBuildFiles(root);
  if (stale.length > 0) {
    const shown = stale.slice(0, 5).join(', ') + (stale.length > 5 ? `, … (${stale.length} in all)` : '');
    throw new Error(`dist/ is older than the sources (${shown}): rebuild with \`npm run build\` (\`npm test\` does it through scripts/setup.sh)`);
  }
}
