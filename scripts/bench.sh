#!/usr/bin/env bash
# `npm run bench`: the pipeline against a plain undici loop on a loopback web (see test/bench/pipeline-bench.ts),
# then the browser rung's pages per second on client-rendered pages (test/bench/browser-bench.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
temporal_bin="$(bash scripts/setup.sh | tail -n 1)"
export CITEFLOW_TEMPORAL_BIN="$temporal_bin"
node dist/test/bench/pipeline-bench.js "$@"
exec node dist/test/bench/browser-bench.js
