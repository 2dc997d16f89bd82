#!/usr/bin/env node
'use strict';
// The package's bin: runs the compiled CLI, building it first on a fresh checkout.
const path = require('node:path');
const fs = require('node:fs');
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
