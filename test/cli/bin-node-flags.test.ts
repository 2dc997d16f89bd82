/**
 * bin/citeflow.js run as a program: its shell line starts node with MALLOC_ARENA_MAX=2,
 * MALLOC_MMAP_THRESHOLD_=131072 and `--max-semi-space-size=8` (the main thread's young generation can only be sized on node's
 * command line), CITEFLOW_NODE_FLAGS replacing the flags (empty: none). A preload reports what the
 * node process really got, then ends it before the CLI runs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = join(__dirname, '..', '..', 'bin', 'citeflow.js');
let dir: string;
let preload: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'citeflow-binflags-'));
  preload = join(dir, 'report.js');
  writeFileSync(preload, "process.stdout.write(JSON.stringify({ execArgv: process.execArgv, arena: process.env.MALLOC_ARENA_MAX ?? null, mmap: process.env.MALLOC_MMAP_THRESHOLD_ ?? null })); process.exit(0);\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function started(env: Record<string, string>): { execArgv: string[]; arena: string | null; mmap: string | null } {
  const base = { ...process.env };
  delete base.CITEFLOW_NODE_FLAGS;
  delete base.MALLOC_ARENA_MAX;
  delete base.MALLOC_MMAP_THRESHOLD_;
  return JSON.parse(execFileSync(BIN, ['--help'], { env: { ...base, NODE_OPTIONS: `--require ${preload}`, ...env }, encoding: 'utf8' }));
}

test('by default: the arena cap, a fixed mmap threshold and an 8 MB semi-space for the main thread', () => {
  expect(started({})).toMatchObject({ execArgv: ['--max-semi-space-size=8'], arena: '2', mmap: '131072' });
});

test('a set MALLOC_MMAP_THRESHOLD_ stays', () => {
  expect(started({ MALLOC_MMAP_THRESHOLD_: '1048576' })).toMatchObject({ arena: '2', mmap: '1048576' });
});

test('CITEFLOW_NODE_FLAGS replaces the flags; empty means none; a set MALLOC_ARENA_MAX stays', () => {
  expect(started({ CITEFLOW_NODE_FLAGS: '--max-semi-space-size=4 --stack-size=984' })).toMatchObject({ execArgv: ['--max-semi-space-size=4', '--stack-size=984'], arena: '2' });
  expect(started({ CITEFLOW_NODE_FLAGS: '', MALLOC_ARENA_MAX: '4' })).toMatchObject({ execArgv: [], arena: '4' });
});
