#!/usr/bin/env bash
# The whole test suite: installs the test dependencies if missing, points the
# OpenCL loader at the Intel CPU runtime, builds the CLI (the clang driver
# test runs target/release/llvm-spirv) and runs every workspace test in the
# release profile. Ends with cargo's summary lines; exits non-zero on any
# failure.
set -euo pipefail
cd "$(dirname "$0")/.."

# `scripts/test.sh --llvm22`: the same suite for the LLVM 22 build (kernels compiled by
# clang-22), in its own target directory (target-llvm22) so both builds stay cached.
FEATURES=()
if [ "${1:-}" = "--llvm22" ]; then
  scripts/setup-test-deps.sh --llvm22
  export CARGO_TARGET_DIR=${LLVM_SPIRV_RS_LLVM22_TARGET_DIR:-target-llvm22}
  FEATURES=(--no-default-features --features llvm22)
else
  scripts/setup-test-deps.sh
fi
# shellcheck source=scripts/test-env.sh
. scripts/test-env.sh

cargo build --release -p llvm-spirv-rs-tools --bins "${FEATURES[@]}"
exec cargo test --workspace --release --no-fail-fast "${FEATURES[@]}"
