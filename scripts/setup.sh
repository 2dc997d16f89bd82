#!/usr/bin/env bash
# Installs what citeflow needs on a fresh clone, once: npm packages, the compiled TypeScript,
# and the Temporal CLI (dev server + UI); with --test, also what the test suite needs (tmux).
# Every later run reuses them. Prints nothing but progress on stderr, and the Temporal binary's
# path as its last stdout line.
set -euo pipefail
cd "$(dirname "$0")/.."

for_tests=false
for arg in "$@"; do
  case "$arg" in
    --test) for_tests=true ;;
    *) printf 'citeflow setup: unknown option %s (expected --test)\n' "$arg" >&2; exit 2 ;;
  esac
done

TEMPORAL_CLI_VERSION="v1.5.1"   # later tags carry a `replace` directive and cannot be `go install`ed
cache_root="${XDG_CACHE_HOME:-$HOME/.cache}/citeflow"
cached_bin="$cache_root/temporal-cli-$TEMPORAL_CLI_VERSION/temporal"

say() { printf 'citeflow setup: %s\n' "$*" >&2; }

# 1. npm packages, exactly as package-lock.json pins them. npm 11 here writes lock files that
#    list only this platform's optional binaries (@swc/core-*, …), which its own `npm ci` then
#    refuses as "out of sync"; `npm install` installs the same pinned tree from that lock file
#    without changing it, so it is the fallback.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages (npm ci)…"
  if ! npm ci --no-audit --no-fund --loglevel=error >&2 2>/dev/null; then
    say "npm ci refused the lock file; installing the same pinned versions with npm install…"
    npm install --no-audit --no-fund --loglevel=error >&2
  fi
fi

# 2. Compile when a source is newer than the build (tsc + the prebuilt workflow bundle).
stamp=dist/.build-stamp
if [ ! -f "$stamp" ] || [ -n "$(find shared api activities workflows workers cli tsconfig.json package-lock.json -newer "$stamp" -print -quit 2>/dev/null)" ]; then
  say "compiling TypeScript…"
  npm run --silent build >&2
fi

# 3. Test prerequisites (--test): tmux, in which the render test runs the bin in a real terminal
#    and reads the screen back. Installed with apt-get when we are root or have passwordless sudo;
#    otherwise a message names it (setup goes on: only that test needs it).
ensure_tmux() {
  command -v tmux >/dev/null 2>&1 && return 0
  local as_root=()
  local can_install=false
  if [ "$(id -u)" -eq 0 ]; then
    can_install=true
  elif command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; then
    as_root=(sudo -n); can_install=true
  fi
  if command -v apt-get >/dev/null 2>&1 && [ "$can_install" = true ]; then
    say "installing tmux (apt-get install tmux)…"
    local install=(${as_root[@]+"${as_root[@]}"} env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends tmux)
    # A fresh machine may have no package lists yet: update once, then try again.
    if "${install[@]}" >/dev/null 2>&1 || { ${as_root[@]+"${as_root[@]}"} apt-get update -qq >/dev/null 2>&1 && "${install[@]}" >/dev/null 2>&1; }; then
      if command -v tmux >/dev/null 2>&1; then say "tmux installed"; return 0; fi
    fi
    say "apt-get could not install tmux"
  fi
  say "tmux is missing: the tests need it (test/provider/render-command.test.ts runs citeflow in a real terminal through it); install it as root, e.g. 'apt-get install tmux'"
}
if [ "$for_tests" = true ]; then ensure_tmux; fi

# 4. The Temporal CLI: $CITEFLOW_TEMPORAL_BIN, else `temporal` on PATH, else the per-user cache.
resolve_temporal() {
  if [ -n "${CITEFLOW_TEMPORAL_BIN:-}" ]; then
    [ -x "$CITEFLOW_TEMPORAL_BIN" ] || { say "CITEFLOW_TEMPORAL_BIN=$CITEFLOW_TEMPORAL_BIN is not an executable file"; exit 2; }
    echo "$CITEFLOW_TEMPORAL_BIN"; return
  fi
  if command -v temporal >/dev/null 2>&1; then command -v temporal; return; fi
  if [ -x "$cached_bin" ]; then echo "$cached_bin"; return; fi
  command -v go >/dev/null 2>&1 || { say "no 'temporal' on PATH and no Go toolchain to build it; install the Temporal CLI or set CITEFLOW_TEMPORAL_BIN"; exit 2; }
  say "building the Temporal CLI $TEMPORAL_CLI_VERSION from source with Go into $cache_root"
  say "(first time only: this takes several minutes; later runs and fresh clones reuse it)"
  mkdir -p "$(dirname "$cached_bin")"
  local tmp; tmp="$(mktemp -d "$cache_root/build.XXXXXX")"
  ( cd "$tmp" && GOBIN="$tmp/bin" go install "github.com/temporalio/cli/cmd/temporal@$TEMPORAL_CLI_VERSION" ) >&2 &
  local pid=$! start=$SECONDS
  while kill -0 "$pid" 2>/dev/null; do
    sleep 15
    kill -0 "$pid" 2>/dev/null && say "…still building the Temporal CLI ($((SECONDS - start)) s)"
  done
  wait "$pid" || { say "go install of the Temporal CLI failed (see above)"; rm -rf "$tmp"; exit 2; }
  mv "$tmp/bin/temporal" "$cached_bin"   # atomic within one filesystem: a half-built binary is never used
  rm -rf "$tmp"
  say "Temporal CLI ready: $cached_bin"
  echo "$cached_bin"
}
resolve_temporal
