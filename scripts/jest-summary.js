#!/usr/bin/env node
'use strict';
// Prints the closing line CI counts ("N passed, N failed") from jest's --json results.
const fs = require('node:fs');
const file = process.argv[2];
let results;
try {
  results = JSON.parse(fs.readFileSync(file, 'utf8'));
} catch (err) {
  process.stdout.write(`0 passed, 1 failed\n`);
  process.stderr.write(`citeflow test: no jest results (${err.message})\n`);
  process.exit(1);
}
// A suite that failed to load counts as a failure even though it ran no test.
const brokenSuites = results.numRuntimeErrorTestSuites || 0;
const failed = results.numFailedTests + brokenSuites;
const skipped = results.numPendingTests + (results.numTodoTests || 0);
process.stdout.write(`${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exit(failed > 0 || results.numTotalTests === 0 ? 1 : 0);
