#!/usr/bin/env bash
# The whole test suite, from a fresh clone: installs what it needs (setup.sh --test: tmux too), typechecks,
# runs jest against the real Temporal dev server, and closes with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

temporal_bin="$(bash scripts/setup.sh --test | tail -n 1)" || { echo "citeflow test: setup failed" >&2; exit 2; }
export CITEFLOW_TEMPORAL_BIN="$temporal_bin"

echo "citeflow test: typechecking…" >&2
npm run --silent typecheck || { echo "0 passed, 1 failed"; exit 1; }

mkdir -p .tmp
results=.tmp/jest-results.json
rm -f "$results"
npx jest --ci --maxWorkers=2 --json --outputFile="$results" "$@"
status=$?
node scripts/jest-summary.js "$results" || status=1
exit $status
