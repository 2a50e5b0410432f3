#!/usr/bin/env bash
# Installs what `make dev` (setup.sh dev) and `make test` (setup.sh test) need on a fresh
# machine, and nothing that is already there: npm packages (with Node 22 from the `node`
# package), the Rust wasm toolchain, Debian's Chromium for tests; then builds the wasm.
# System packages are installed with apt-get when running as root; otherwise it stops with
# the one command to run.
set -euo pipefail

mode="${1:-dev}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

apt_updated=0
apt_install() {
  if [[ "$(id -u)" != "0" ]]; then
    echo "setup: missing system packages. Run:  sudo apt-get install -y $*" >&2
    exit 1
  fi
  if [[ "$apt_updated" == "0" ]]; then
    say "apt-get update"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    apt_updated=1
  fi
  say "apt-get install $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# 1. Node packages. node_modules/.package-lock.json is npm's record of the last install;
#    when it is newer than package-lock.json there is nothing to do.
if ! command -v npm >/dev/null 2>&1; then
  echo "setup: npm is missing. Install Node.js (any version >= 18) with npm, e.g. sudo apt-get install -y nodejs npm" >&2
  exit 1
fi
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  # Not `npm ci`: it rejects our lock file where the registry lacks other platforms' optional
  # packages (docs/decisions/013-npm-install-not-ci.md). --no-save keeps the lock untouched.
  say "npm install (from package-lock.json; installs Node 22 into node_modules/.bin as well)"
  npm install --no-save --no-audit --no-fund --loglevel=error
else
  say "npm packages up to date"
fi
say "node $(node_modules/.bin/node --version) from node_modules/.bin"

# 2. A Rust compiler with the wasm32 standard library (Debian's rustc 1.63 here).
if ! bash scripts/build-wasm.sh --check >/dev/null 2>&1; then
  apt_install rustc cargo libstd-rust-dev-wasm32
fi
bash scripts/build-wasm.sh --check

if [[ "$mode" == "test" ]]; then
  # 3. cargo fmt and clippy for the Rust checks (rustup's stable has them; Debian's cargo may not).
  if ! cargo fmt --version >/dev/null 2>&1 || ! cargo clippy --version >/dev/null 2>&1; then
    apt_install rustfmt rust-clippy
  fi
  # 4. Debian's Chromium for the end-to-end tests (never a downloaded browser).
  if [[ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]]; then
    apt_install chromium
  fi
fi

# 5. The engine, built once and rebuilt only when its sources change.
bash scripts/build-wasm.sh
