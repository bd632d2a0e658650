#!/usr/bin/env bash
# Compiles examples/vector_add.cl to LLVM bitcode with clang-19, translates it
# to SPIR-V with llvm-spirv-rs (built in release mode if missing) and checks
# the result with spirv-val (SPIRV-Tools 2025.5 from the test venv when
# scripts/setup-test-deps.sh installed it, else PATH's).
#   scripts/example.sh [output-dir]     (default: target/examples)
# LLVM_SPIRV_RS_BIN=/path/to/translator overrides the translator binary.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${1:-target/examples}
BIN=${LLVM_SPIRV_RS_BIN:-${CARGO_TARGET_DIR:-target}/release/llvm-spirv-rs}
if [ -z "${LLVM_SPIRV_RS_BIN:-}" ] && [ ! -x "$BIN" ]; then
  cargo build --release -p llvm-spirv-rs-tools --bin llvm-spirv-rs
fi
mkdir -p "$OUT"
clang-19 --target=spir64 -cl-std=CL2.0 -c -emit-llvm -O2 -o "$OUT/vector_add.bc" examples/vector_add.cl
"$BIN" "$OUT/vector_add.bc" -o "$OUT/vector_add.spv"
# shellcheck source=scripts/test-env.sh
. scripts/test-env.sh
SPIRV_VAL=${LLVM_SPIRV_RS_SPIRV_TOOLS:+$LLVM_SPIRV_RS_SPIRV_TOOLS/}spirv-val
echo "validating with $SPIRV_VAL ($("$SPIRV_VAL" --version | head -n1))" >&2
"$SPIRV_VAL" "$OUT/vector_add.spv"
"$SPIRV_VAL" --target-env opencl2.2 "$OUT/vector_add.spv"
echo "valid SPIR-V written to $OUT/vector_add.spv (disassemble it with: ${SPIRV_VAL%val}dis $OUT/vector_add.spv)"
