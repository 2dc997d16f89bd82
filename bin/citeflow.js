#!/bin/sh
':' //; MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}" MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}" exec node ${CITEFLOW_NODE_FLAGS---max-semi-space-size=8} "$0" "$@"
'use strict';
// The package's bin: runs the compiled CLI, building it first on a fresh checkout.
// Run as a program (`citeflow …`, `npx citeflow …`), the line above is a shell line that starts
// node on this file with MALLOC_ARENA_MAX=2 (unless already set) — for node it is a string and a
// comment. glibc gives each thread that allocates its own arena (up to 8 per core) and keeps
// what was freed in each; the Temporal core's threads, libuv's pool and the worker threads left
// ~45 MB in them at 20,000 URLs (309 → 263 MB peak, no more CPU; docs/performance.md,
// "Memory"). It must be in the environment before the process starts, so `node bin/citeflow.js`
// (the Docker image's entrypoint) gets it from ENV instead.
// MALLOC_MMAP_THRESHOLD_=131072 (unless set) fixes glibc's mmap threshold at its initial 128 KB:
// by default, once a block above it is freed, glibc raises the threshold to that block's size
// (up to 32 MB), and from then on 1 MB read and write buffers come from the arenas and stay
// there. Fixed, such blocks are mapped and unmapped: Stage 3 at 5,000 URLs 184–189 MB median
// instead of 195–222, the same CPU (docs/performance.md, "Stop 18").
// The same line gives node `--max-semi-space-size=8` (CITEFLOW_NODE_FLAGS replaces it; empty:
// none): this thread's young generation is sized before any JavaScript runs, so the flag set
// below reaches only the isolates created later. 3 × 8 MB instead of V8's 3 × 16 MB: −13 MB at
// 5,000 URLs, the same CPU time (docs/performance.md, "Memory"); 4 MB cost ~18 % more CPU.
const path = require('node:path');
const fs = require('node:fs');
// A smaller heap growing factor (1.2 instead of V8's up to 4): the heap is collected when it has
// grown 20 % past what was alive, not when it has doubled or more, so a long run's garbage
// (pages, records of finished batches) never piles up to several times the live data
// (docs/performance.md, "Memory"). Set before anything is loaded; CITEFLOW_V8_FLAGS adds more.
const v8 = require('node:v8');
v8.setFlagsFromString('--heap-growing-percent=20');
// Young generations of 3 × 4 MB instead of V8's 3 × 16 MB for every isolate created from now on
// (the Temporal workflow thread, the artifact-parse and page-analysis threads read the flag when
// they start): −15 MB at 5,000 URLs, no more CPU (docs/performance.md, "Memory"). This thread's
// own heap is configured before any code runs; an operator can cap it with
// NODE_OPTIONS=--max-semi-space-size=4.
v8.setFlagsFromString('--max-semi-space-size=4');
// Regular expressions compiled to machine code at their first use, not interpreted first and
// compiled again once hot (V8's regexp tier-up): the classifier's large case-insensitive rules
// run a few times on each page, so tier-up paid for two compilations and interpreted runs.
// 5,000 URLs, three alternating pairs on a nearly idle machine: 20.6–21.3 s CPU instead of
// 23.2–24.2 s (docs/performance.md, "Stop 29"). CITEFLOW_V8_FLAGS=--regexp-tier-up restores it.
v8.setFlagsFromString('--no-regexp-tier-up');
if (process.env.CITEFLOW_V8_FLAGS) v8.setFlagsFromString(process.env.CITEFLOW_V8_FLAGS);
const root = path.resolve(__dirname, '..');
const entry = path.join(root, 'dist', 'cli', 'main.js');
if (!fs.existsSync(entry)) {
  const { execFileSync } = require('node:child_process');
  process.stderr.write('citeflow: first run, compiling TypeScript (npm run build)…\n');
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.json')], { stdio: 'inherit' });
}
require(entry).main(process.argv).catch((err) => {
  process.stderr.write(`citeflow: ${err && err.message ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
