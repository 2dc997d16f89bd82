#!/usr/bin/env bash
# `npm run bench`: the pipeline against a plain undici loop on a loopback web (see test/bench/pipeline-bench.ts),
# then the citation service's response times and throughput with 100,000 citations (test/bench/api-bench.ts).
# BENCH_ONLY=pipeline or BENCH_ONLY=api runs one of the two.
set -euo pipefail
cd "$(dirname "$0")/.."
temporal_bin="$(bash scripts/setup.sh | tail -n 1)"
export CITEFLOW_TEMPORAL_BIN="$temporal_bin"
case "${BENCH_ONLY:-all}" in
  pipeline) exec node dist/test/bench/pipeline-bench.js "$@" ;;
  api) exec node dist/test/bench/api-bench.js ;;
  *)
    node dist/test/bench/pipeline-bench.js "$@"
    exec node dist/test/bench/api-bench.js
    ;;
esac
