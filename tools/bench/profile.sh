#!/usr/bin/env bash
# profile.sh — callgrind profiles of llvm-spirv-rs forward and reverse on a
# generated module (issue 7), with the top inclusive and self entries.
#
# Usage:
#   tools/bench/profile.sh [N]            (default N=3000 kernels)
#
# Generates N kernels with gen_kernels.py, compiles them with clang-19 as
# compare.sh does, builds our release binary (debug info is on in the
# workspace's release profile), and runs
#   valgrind --tool=callgrind X k.bc -o k.spv      (forward)
#   valgrind --tool=callgrind X -r k.spv -o k.bc   (reverse)
# Instruction counts (Ir) are deterministic, so the profile does not depend on
# the machine's load. Prints, per direction, the TOP (default 30) functions by
# inclusive and by self cost; the raw callgrind.out files stay in WORK for
# callgrind_annotate / kcachegrind (e.g. `callgrind_annotate --tree=caller`).
#
# Environment: TOP=30, OURS=PATH (skip the build), WORK=DIR (default: a new
# temporary directory), CARGO_TARGET_DIR (honoured).
# Requires: python3, clang-19, valgrind (Debian: valgrind), cargo.
set -euo pipefail
export LC_ALL=C

die() { echo "profile.sh: error: $*" >&2; exit 1; }
SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$SCRIPT_DIR/../.." && pwd)
N=${1:-3000}
[[ $N =~ ^[1-9][0-9]*$ ]] || die "N='$N' is not a positive integer"
TOP=${TOP:-30}
for t in python3 clang-19 valgrind callgrind_annotate; do
    command -v "$t" >/dev/null 2>&1 || die "'$t' not found on PATH"
done
if [ -z "${OURS:-}" ]; then
    (cd "$ROOT" && cargo build --release -q -p llvm-spirv-rs-tools) || die "cargo build failed"
    OURS=${CARGO_TARGET_DIR:-$ROOT/target}/release/llvm-spirv-rs
fi
[ -x "$OURS" ] || die "our binary '$OURS' is not executable"
if [ -z "${WORK:-}" ]; then WORK=$(mktemp -d /tmp/llvm-spirv-profile.XXXXXX); fi
mkdir -p "$WORK"

python3 "$SCRIPT_DIR/gen_kernels.py" "$N" -o "$WORK/k$N.cl"
clang-19 --target=spir64 -cl-std=CL2.0 -Xclang -finclude-default-header -O2 -c -emit-llvm \
    "$WORK/k$N.cl" -o "$WORK/k$N.bc" || die "clang-19 failed"

show() { # show TITLE CALLGRIND_OUT
    echo "=== $1: top $TOP inclusive"
    # (the process start-up frames above cli::run are left out)
    callgrind_annotate --inclusive=yes "$2" 2>/dev/null | awk '/^-+$/ { d++ } d >= 5 && /[0-9] \(/' \
        | grep -Ev 'below main|libc-start|ld-linux|lang_start|backtrace|ops/function.rs|tools/src/main.rs|main_exit_code|\?\?\?:main ' \
        | head -n "$TOP" | sed -E 's#/rustc/[0-9a-f]+/library/##; s#/root/\.cargo/registry/src/[^/]+/##' | cut -c1-200 || true
    echo "=== $1: top $TOP self"
    callgrind_annotate "$2" 2>/dev/null | awk '/^-+$/ { d++ } d >= 5 && /[0-9] \(/' \
        | head -n "$TOP" | sed -E 's#/rustc/[0-9a-f]+/library/##; s#/root/\.cargo/registry/src/[^/]+/##' | cut -c1-200 || true
    echo
}

valgrind --tool=callgrind --callgrind-out-file="$WORK/callgrind.fwd.out" \
    "$OURS" "$WORK/k$N.bc" -o "$WORK/k$N.spv" 2>"$WORK/valgrind.fwd.log" || die "forward failed under valgrind (see $WORK/valgrind.fwd.log)"
valgrind --tool=callgrind --callgrind-out-file="$WORK/callgrind.rev.out" \
    "$OURS" -r "$WORK/k$N.spv" -o "$WORK/k$N.rev.bc" 2>"$WORK/valgrind.rev.log" || die "reverse failed under valgrind (see $WORK/valgrind.rev.log)"
show "forward N=$N" "$WORK/callgrind.fwd.out"
show "reverse N=$N" "$WORK/callgrind.rev.out"
echo "callgrind data: $WORK/callgrind.{fwd,rev}.out"
