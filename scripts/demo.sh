#!/usr/bin/env bash
# The demo, from a fresh clone: installs what it needs once (setup.sh), then `citeflow demo`
# (starts the embedded Temporal dev server and an in-process worker, runs the example run).
set -euo pipefail
cd "$(dirname "$0")/.."
temporal_bin="$(bash scripts/setup.sh | tail -n 1)"
export CITEFLOW_TEMPORAL_BIN="$temporal_bin"
exec node bin/citeflow.js demo "$@"
