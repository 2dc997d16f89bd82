#!/usr/bin/env bash
# Installs what citeflow needs on a fresh clone, once: npm packages, the compiled TypeScript,
# and the Temporal CLI (dev server + UI); with --test, also what the test suite needs (tmux, and
# Debian's chromium for the browser rung's tests and the Temporal UI test).
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

# 1. npm packages, exactly as package-lock.json pins them (`npm ci`). The lock lists every
#    platform's optional binaries (@swc/core-*, @unrs/resolver-binding-*, …) so `npm ci` accepts it
#    on any machine; test/cli/lockfile.test.ts fails when a new dependency leaves one out.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages (npm ci)…"
  npm ci --no-audit --no-fund --loglevel=error >&2
fi

# 2. Compile when a source is newer than the build (tsc + the prebuilt workflow bundle).
stamp=dist/.build-stamp
if [ ! -f "$stamp" ] || [ -n "$(find shared api activities workflows workers cli tsconfig.json package-lock.json -newer "$stamp" -print -quit 2>/dev/null)" ]; then
  say "compiling TypeScript…"
  npm run --silent build >&2
fi

# 3. Test prerequisites (--test): tmux, in which the render test runs the bin in a real terminal
#    and reads the screen back, and chromium, which the browser rung's tests drive (test/browser/).
#    Installed with apt-get when we are root or have passwordless sudo; otherwise a message names
#    them (setup goes on: only those tests need them).
# apt_install PACKAGE COMMAND: installs PACKAGE when COMMAND is missing; 0 when COMMAND is there after.
apt_install() {
  local package="$1" check="$2"
  local as_root=()
  local can_install=false
  if [ "$(id -u)" -eq 0 ]; then
    can_install=true
  elif command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; then
    as_root=(sudo -n); can_install=true
  fi
  if command -v apt-get >/dev/null 2>&1 && [ "$can_install" = true ]; then
    say "installing $package (apt-get install $package)…"
    local install=(${as_root[@]+"${as_root[@]}"} env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$package")
    # A fresh machine may have no package lists yet: update once, then try again.
    if "${install[@]}" >/dev/null 2>&1 || { ${as_root[@]+"${as_root[@]}"} apt-get update -qq >/dev/null 2>&1 && "${install[@]}" >/dev/null 2>&1; }; then
      if eval "$check"; then say "$package installed"; return 0; fi
    fi
    say "apt-get could not install $package"
  fi
  return 1
}
ensure_tmux() {
  command -v tmux >/dev/null 2>&1 && return 0
  apt_install tmux 'command -v tmux >/dev/null 2>&1' && return 0
  say "tmux is missing: the tests need it (test/provider/render-command.test.ts runs citeflow in a real terminal through it); install it as root, e.g. 'apt-get install tmux'"
}
# The browser rung's Chromium: $CITEFLOW_CHROMIUM, else Debian's package (what activities/browser/chromium.ts looks for).
have_chromium() {
  if [ -n "${CITEFLOW_CHROMIUM:-}" ]; then [ -x "$CITEFLOW_CHROMIUM" ]; return; fi
  [ -x /usr/lib/chromium/chromium ] || [ -x /usr/bin/chromium ] || [ -x /usr/bin/chromium-browser ] || [ -x /usr/bin/google-chrome-stable ] || [ -x /usr/bin/google-chrome ]
}
ensure_chromium() {
  have_chromium && return 0
  if [ -n "${CITEFLOW_CHROMIUM:-}" ]; then
    say "CITEFLOW_CHROMIUM=$CITEFLOW_CHROMIUM is not an executable file: the browser rung's tests (test/browser/) need a Chromium"
    return 0
  fi
  apt_install chromium have_chromium && return 0
  say "chromium is missing: the browser rung's tests (test/browser/) and the UI test (test/e2e/ui.test.ts) need it; install it as root, e.g. 'apt-get install chromium', or set CITEFLOW_CHROMIUM"
}
if [ "$for_tests" = true ]; then ensure_tmux; ensure_chromium; fi

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
