#!/usr/bin/env bash
# The whole test suite: installs the test dependencies if missing, points the
# OpenCL loader at the Intel CPU runtime, builds the CLI (the clang driver
# test runs target/release/llvm-spirv) and runs every workspace test in the
# release profile. Ends with cargo's summary lines; exits non-zero on any
# failure.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup-test-deps.sh
# shellcheck source=scripts/test-env.sh
. scripts/test-env.sh

cargo build --release -p llvm-spirv-rs-tools --bins
exec cargo test --workspace --release --no-fail-fast
