#!/usr/bin/env bash
# Builds the Rust engine (sentiment-wasm) to WebAssembly, then optimises it with
# Binaryen's wasm-opt -O3 (npm package `binaryen`, so `npm install` comes first):
#
#   sentiment-wasm/dist/sentiment.wasm
#
# It needs a rustc that has the wasm32-unknown-unknown standard library. It
# tries, in order: $RUSTC, `rustc` on PATH, /usr/bin/rustc (Debian's, which has
# it via libstd-rust-dev-wasm32) and every rustup toolchain, and uses the cargo
# beside the rustc it picks (or `cargo` on PATH).
#
# The build is skipped when the .wasm is newer than every source file
# (sentiment-wasm/src/**, sentiment-wasm/Cargo.toml, Cargo.toml, Cargo.lock and this script);
# FORCE=1 rebuilds anyway. With --check it only looks for a suitable rustc
# and exits 0 (found) or 1 (with what to install).
set -euo pipefail

CHECK_ONLY=0
if [[ "${1:-}" == "--check" ]]; then
  CHECK_ONLY=1
fi

TARGET=wasm32-unknown-unknown
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CRATE="$ROOT/sentiment-wasm"
DIST="$CRATE/dist"
OUT="$DIST/sentiment.wasm"

report() {
  local size
  size=$(wc -c <"$OUT" | tr -d ' ')
  echo "$1 ${OUT#"$ROOT"/} ($size bytes)"
}

# Up to date? Every input must be older than the output.
if [[ "$CHECK_ONLY" == "0" && "${FORCE:-0}" != "1" && -f "$OUT" ]]; then
  inputs=("$CRATE/Cargo.toml" "$ROOT/Cargo.toml" "${BASH_SOURCE[0]}")
  if [[ -f "$ROOT/Cargo.lock" ]]; then
    inputs+=("$ROOT/Cargo.lock")
  fi
  newer=$(find "$CRATE/src" "${inputs[@]}" -newer "$OUT" -print -quit)
  if [[ -z "$newer" ]]; then
    report "wasm up to date:"
    exit 0
  fi
fi

has_wasm_std() {
  local sysroot
  sysroot=$("$1" --print sysroot 2>/dev/null) || return 1
  [[ -n "$sysroot" && -d "$sysroot/lib/rustlib/$TARGET" ]]
}

candidates=()
if [[ -n "${RUSTC:-}" ]]; then
  candidates+=("$RUSTC")
fi
if command -v rustc >/dev/null 2>&1; then
  candidates+=("$(command -v rustc)")
fi
candidates+=(/usr/bin/rustc)
for rc in "$HOME"/.rustup/toolchains/*/bin/rustc; do
  if [[ -x "$rc" ]]; then
    candidates+=("$rc")
  fi
done

RC=""
for rc in "${candidates[@]}"; do
  if has_wasm_std "$rc"; then
    RC="$rc"
    break
  fi
done

if [[ -z "$RC" ]]; then
  cat >&2 <<'EOF'
build-wasm: no Rust compiler with the wasm32-unknown-unknown standard library was found.
Tried: $RUSTC, rustc on PATH, /usr/bin/rustc and ~/.rustup/toolchains/*/bin/rustc.
Install one of:
  Debian/Ubuntu:  sudo apt-get install -y rustc cargo libstd-rust-dev-wasm32
  rustup:         rustup target add wasm32-unknown-unknown
EOF
  exit 1
fi

if [[ "$CHECK_ONLY" == "1" ]]; then
  echo "build-wasm: using $RC ($("$RC" --version))"
  exit 0
fi

# Binaryen's wasm-opt (the npm package, run with the project's Node) optimises rustc's module
# again: a few per cent faster under V8, with the same results
# (docs/decisions/020-wasm-opt-from-npm.md). Looked for before compiling, not after.
WASM_OPT="$ROOT/node_modules/binaryen/bin/wasm-opt"
NODE="$ROOT/node_modules/.bin/node"
if [[ ! -x "$NODE" ]]; then
  NODE="node"
fi
if [[ ! -f "$WASM_OPT" ]]; then
  echo "build-wasm: $WASM_OPT is missing: run 'npm install' first." >&2
  exit 1
fi

# `command -v` may give a bare name (e.g. RUSTC=rustc): resolve it to a path.
if [[ "$RC" != */* ]]; then
  RC="$(command -v "$RC")"
fi
if [[ -x "$(dirname "$RC")/cargo" ]]; then
  CARGO="$(dirname "$RC")/cargo"
elif command -v cargo >/dev/null 2>&1; then
  CARGO="$(command -v cargo)"
else
  echo "build-wasm: found $RC but no cargo beside it or on PATH; install cargo." >&2
  exit 1
fi

# Cargo.lock (committed) must stay at lock-file version 3 so that Debian's
# cargo 1.65 can read it: `rust-version = "1.63"` in sentiment-wasm/Cargo.toml
# makes newer cargo keep writing version 3. Version 4 needs cargo >= 1.78.
# --locked keeps this build from rewriting the file.
locked=()
if [[ -f "$ROOT/Cargo.lock" ]]; then
  locked=(--locked)
  lock_version=$(sed -nE 's/^version = ([0-9]+)$/\1/p' "$ROOT/Cargo.lock" | head -n 1)
  cargo_minor=$("$CARGO" --version | sed -nE 's/^cargo 1\.([0-9]+).*/\1/p')
  if [[ "${lock_version:-3}" -ge 4 && "${cargo_minor:-999}" -lt 78 ]]; then
    echo "build-wasm: Cargo.lock is lock-file version $lock_version, which $("$CARGO" --version) cannot read." >&2
    echo "Regenerate it as version 3: keep rust-version below 1.78 in sentiment-wasm/Cargo.toml and run 'cargo generate-lockfile'." >&2
    exit 1
  fi
fi

# RUSTC must be set explicitly: otherwise cargo would run whatever `rustc` is
# first on PATH (often a rustup proxy without the wasm32 target).
# Its own target dir: a different rustc than the native tests use must not share build artefacts.
export CARGO_TARGET_DIR="$ROOT/target/wasm"
(
  cd "$ROOT"
  RUSTC="$RC" "$CARGO" build ${locked[@]+"${locked[@]}"} --release --target "$TARGET" -p sentiment-wasm
)

mkdir -p "$DIST"
"$NODE" "$WASM_OPT" -O3 "$CARGO_TARGET_DIR/$TARGET/release/sentiment_wasm.wasm" -o "$OUT.tmp"
chmod 0644 "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
report "built"
