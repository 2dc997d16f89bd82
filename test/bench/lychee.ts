/**
 * Finds a lychee binary for the benchmark: $LYCHEE_BIN, `lychee` on PATH, ~/.cargo/bin/lychee;
 * else, when cargo is there, builds it once with `cargo install lychee --locked` (10–20 min on
 * a 2-core machine; BENCH_BUILD_LYCHEE=0 skips the build). Returns null with a reason when
 * there is no lychee: the benchmark then prints a clear "skipped" line. Never used by tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

function works(bin: string): string | null {
  const r = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

export function findLychee(log: (line: string) => void): { bin: string; version: string } | { skipped: string } {
  const cargoBin = join(process.env.CARGO_HOME ?? join(homedir(), '.cargo'), 'bin');
  const candidates = [process.env.LYCHEE_BIN, 'lychee', join(cargoBin, 'lychee')].filter((c): c is string => !!c);
  for (const bin of candidates) {
    const version = works(bin);
    if (version) return { bin, version };
  }
  const cargo = [process.env.CARGO, 'cargo', join(cargoBin, 'cargo')].filter((c): c is string => !!c).find((c) => works(c));
  if (!cargo) return { skipped: 'lychee skipped: no lychee binary (LYCHEE_BIN, PATH, ~/.cargo/bin) and no cargo to build one' };
  if (process.env.BENCH_BUILD_LYCHEE === '0') return { skipped: 'lychee skipped: not found, and BENCH_BUILD_LYCHEE=0 forbids building it' };
  log(`lychee: not found; building it with \`${cargo} install lychee --locked\` (once; 10–20 min on 2 cores)…`);
  const built = spawnSync('nice', [cargo, 'install', 'lychee', '--locked'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const bin = join(cargoBin, 'lychee');
  const version = built.status === 0 && existsSync(bin) ? works(bin) : null;
  if (!version) return { skipped: `lychee skipped: \`cargo install lychee --locked\` failed (exit ${built.status})` };
  return { bin, version };
}
