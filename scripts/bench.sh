#!/usr/bin/env bash
# `npm run bench`: the pipeline against a plain undici loop and lychee on a loopback web
# (test/bench/pipeline-bench.ts), re-verification of library citations (test/bench/reverify-bench.ts),
# the browser rung's pages per second (test/bench/browser-bench.ts), then the citation service's
# response times and throughput with 100,000 citations (test/bench/api-bench.ts).
# BENCH_ONLY=pipeline|reverify|browser|api runs one of them; BENCH_ONLY=citeflow runs the pipeline bench
# with citeflow alone (no plain loop, no lychee).
set -euo pipefail
cd "$(dirname "$0")/.."
temporal_bin="$(bash scripts/setup.sh | tail -n 1)"
export CITEFLOW_TEMPORAL_BIN="$temporal_bin"
case "${BENCH_ONLY:-all}" in
  pipeline) exec node dist/test/bench/pipeline-bench.js "$@" ;;
  # citeflow alone on the pipeline bench (pipeline-bench.ts reads BENCH_ONLY=citeflow itself).
  citeflow) exec node dist/test/bench/pipeline-bench.js "$@" ;;
  reverify) exec node dist/test/bench/reverify-bench.js ;;
  browser) exec node dist/test/bench/browser-bench.js ;;
  api) exec node dist/test/bench/api-bench.js ;;
  *)
    node dist/test/bench/pipeline-bench.js "$@"
    node dist/test/bench/reverify-bench.js
    node dist/test/bench/browser-bench.js
    exec node dist/test/bench/api-bench.js
    ;;
esac
