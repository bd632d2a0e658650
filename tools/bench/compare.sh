#!/usr/bin/env bash
# compare.sh — whole-process speed and memory of llvm-spirv-rs against the
# reference translator (Khronos llvm-spirv as shipped in PyPI's
# dpcpp-llvm-spirv), on generated OpenCL modules (issue 7).
#
# Usage:
#   tools/bench/compare.sh [SIZES...]        (default: 300 1000 3000)
#
# For each size N:
#   1. tools/bench/gen_kernels.py N writes N OpenCL kernels (a loop calling two
#      math builtins, atomic_inc, __local memory + barrier, vload4/vstore4,
#      dot, convert_int_sat; constants and names vary per kernel);
#   2. clang-$LLVM (default clang-19) --target=spir64 -cl-std=CL2.0 -Xclang -finclude-default-header
#      -O2 -c -emit-llvm compiles it to N.bc;
#   3. forward  `X N.bc -o N.X.spv` and reverse `X -r N.X.spv -o N.X.rev.bc`
#      (each translator reverses its OWN forward output) run once untimed
#      (warm-up, page cache) and then RUNS times, the two translators
#      interleaved (ref fwd, ours fwd, ref rev, ours rev, repeat);
#   4. every run records the whole-process wall time (bash EPOCHREALTIME around
#      the process, microsecond resolution; /usr/bin/time's own %e has only
#      10 ms) and the peak RSS (/usr/bin/time -f %M, the maximum resident set
#      size of the process in KiB); the table shows the medians.
#   5. the outputs are checked so that a broken translation cannot look fast:
#      spirv-val on both .spv files plus an OpEntryPoint count of N,
#      llvm-dis-$LLVM and `opt-$LLVM -passes=verify` on both reverse outputs plus a
#      count of N `spir_kernel` definitions. A failure of OUR output makes the
#      script exit 1 (after printing the table); a failure of the reference's
#      output is reported as a warning (the reference's default output is
#      SPIR-V 1.4 whose OpEntryPoint interfaces omit the Workgroup variables,
#      which spirv-val rejects; set REF_FWD_ARGS=--spirv-max-version=1.3 to
#      avoid that).
#
# Printed: per direction, a table of N, bitcode size, median time and peak RSS
# of both translators, the ratios ref/ours (time and memory: > 1 means ours is
# faster / smaller), the growth ratio time(max N)/time(min N) of each, and the
# issue-7 goals evaluated at the largest size (forward >= 5x faster, reverse
# >= 3x faster, peak RSS <= half the reference's, growth <= 1.1 * Nmax/Nmin,
# i.e. <= 11 for 3000/300). Missing a goal is reported, not an error, unless
# STRICT=1.
#
# Environment:
#   RUNS=5            timed runs per (tool, direction, size); the median is shown
#   CACHE=DIR         cache for the reference venv (default
#                     ${XDG_CACHE_HOME:-$HOME/.cache}/llvm-spirv-rs-bench)
#   REF_VENV=DIR      venv holding dpcpp-llvm-spirv (default $CACHE/ref-venv;
#                     created with `python3 -m venv` + pip install if missing)
#   REF=PATH          reference llvm-spirv binary (skips the venv entirely)
#   OURS=PATH         our binary (skips `cargo build --release`)
#   WORK=DIR          where inputs/outputs/results.csv go (default: a new
#                     temporary directory, kept and printed at the end)
#   REF_FWD_ARGS, OURS_FWD_ARGS, REF_REV_ARGS, OURS_REV_ARGS
#                     extra arguments (word-split) for the respective runs
#   CARGO_TARGET_DIR  honoured when building and locating our binary
#   STRICT=1          exit 2 if a goal is missed
#   LLVM=19|22        the LLVM major (default 19): clang-N compiles the kernels,
#                     llvm-dis-N and opt-N check the reverse outputs, and our
#                     binary is built with `--features llvmN` (LLVM 22: in
#                     ${CARGO_TARGET_DIR:-target-llvm22}, the README's LLVM 22 build);
#                     the reference, which reads LLVM 19 bitcode only, gets
#                     clang-19's module of the same source (needs clang-19 too)
#   DEBUG_INFO=1      compile the kernels with -g as well (full debug information: the
#                     translators then carry DWARF metadata to the debug extended
#                     instruction set and back; compare with a run without it for the
#                     cost of -g). Our forward gets OURS_FWD_ARGS as usual, e.g.
#                     --spirv-debug-info-version=nonsemantic-shader-200. The PyPI reference
#                     (DPC++ 2024.2) cannot read clang-19's -g bitcode ("Invalid record"):
#                     give another reference with REF=PATH
#   NO_PERF=1         skip the retired-instruction counts (perf stat), which are
#                     otherwise recorded in one extra run per tool/direction/size
#                     whenever `perf stat -e instructions` works
#
# Requires: python3, clang-N, llvm-dis-N, opt-N (Debian clang-N, llvm-N; N = $LLVM),
# spirv-val (spirv-tools), /usr/bin/time (time; installed with apt-get if
# missing and running as root), cargo.
set -euo pipefail
export LC_ALL=C

die() { echo "compare.sh: error: $*" >&2; exit 1; }
note() { echo "compare.sh: $*" >&2; }

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$SCRIPT_DIR/../.." && pwd)
SIZES=("$@")
[ ${#SIZES[@]} -gt 0 ] || SIZES=(300 1000 3000)
for n in "${SIZES[@]}"; do
    [[ $n =~ ^[1-9][0-9]*$ ]] || die "size '$n' is not a positive integer"
done
RUNS=${RUNS:-5}
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "RUNS='$RUNS' is not a positive integer"
CACHE=${CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/llvm-spirv-rs-bench}
REF_VENV=${REF_VENV:-$CACHE/ref-venv}
read -r -a REF_FWD_EXTRA <<<"${REF_FWD_ARGS:-}"
read -r -a OURS_FWD_EXTRA <<<"${OURS_FWD_ARGS:-}"
read -r -a REF_REV_EXTRA <<<"${REF_REV_ARGS:-}"
read -r -a OURS_REV_EXTRA <<<"${OURS_REV_ARGS:-}"
CLANG_EXTRA=()
[ "${DEBUG_INFO:-0}" = 1 ] && CLANG_EXTRA=(-g)

# ---- tools -----------------------------------------------------------------
need() { command -v "$1" >/dev/null 2>&1 || die "'$1' not found on PATH (Debian package: $2)"; }
need python3 python3
LLVM=${LLVM:-19}
[[ $LLVM == 19 || $LLVM == 22 ]] || die "LLVM='$LLVM': the translator builds for LLVM 19 or 22"
CLANG=clang-$LLVM LLVM_DIS=llvm-dis-$LLVM OPT=opt-$LLVM
need "$CLANG" "clang-$LLVM"
need "$LLVM_DIS" "llvm-$LLVM"
need "$OPT" "llvm-$LLVM"
need spirv-val spirv-tools
need spirv-dis spirv-tools
if [ ! -x /usr/bin/time ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        note "installing /usr/bin/time (Debian package 'time')"
        apt-get install -y -q time >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q time >/dev/null; } \
            || die "apt-get install time failed"
    else
        die "/usr/bin/time missing: install the Debian package 'time'"
    fi
fi

# ---- reference translator --------------------------------------------------
find_ref() { find "$1" -path '*dpcpp_llvm_spirv/bin/llvm-spirv' -type f -perm -u+x 2>/dev/null | head -n 1; }
if [ -z "${REF:-}" ]; then
    REF=$( [ -d "$REF_VENV" ] && find_ref "$REF_VENV" || true)
    if [ -z "$REF" ]; then
        note "installing the reference (dpcpp-llvm-spirv) into $REF_VENV"
        mkdir -p "$(dirname "$REF_VENV")"
        python3 -m venv "$REF_VENV" || die "python3 -m venv $REF_VENV failed (Debian: python3-venv)"
        "$REF_VENV/bin/pip" install -q dpcpp-llvm-spirv || die "pip install dpcpp-llvm-spirv failed"
        REF=$(find_ref "$REF_VENV")
        [ -n "$REF" ] || die "dpcpp_llvm_spirv/bin/llvm-spirv not found under $REF_VENV after pip install"
    fi
fi
[ -x "$REF" ] || die "reference binary '$REF' is not executable"

# ---- our translator --------------------------------------------------------
if [ -z "${OURS:-}" ]; then
    if [ "$LLVM" = 22 ]; then
        export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$ROOT/target-llvm22}
        FEATURES=(--no-default-features --features llvm22)
    else
        FEATURES=()
    fi
    note "building llvm-spirv-rs (cargo build --release -p llvm-spirv-rs-tools ${FEATURES[*]})"
    (cd "$ROOT" && cargo build --release -q -p llvm-spirv-rs-tools "${FEATURES[@]}") || die "cargo build failed"
    OURS=${CARGO_TARGET_DIR:-$ROOT/target}/release/llvm-spirv-rs
fi
[ -x "$OURS" ] || die "our binary '$OURS' is not executable"

if [ -z "${WORK:-}" ]; then WORK=$(mktemp -d /tmp/llvm-spirv-bench.XXXXXX); fi
mkdir -p "$WORK"
RESULTS=$WORK/results.csv
echo "tool,dir,n,run,seconds,peak_kib" >"$RESULTS"
note "reference: $REF"
note "ours:      $OURS ($("$OURS" --version | head -n 1)); kernels compiled by $CLANG"
note "work dir:  $WORK; runs: $RUNS; clang flags: -O2 ${CLANG_EXTRA[*]}; load average: $(cut -d' ' -f1-3 /proc/loadavg)"

# run_one TOOL DIR N RUN -- CMD...: times one process, appends to results.csv.
run_one() {
    local tool=$1 dir=$2 n=$3 run=$4; shift 5
    local tf=$WORK/time.out t0 t1 rc=0
    t0=$EPOCHREALTIME
    /usr/bin/time -f "%e %M" -o "$tf" "$@" >"$WORK/last.stdout" 2>"$WORK/last.stderr" || rc=$?
    t1=$EPOCHREALTIME
    if [ $rc -ne 0 ]; then
        echo "compare.sh: error: $tool $dir (N=$n) exited with $rc: $*" >&2
        head -c 2000 "$WORK/last.stderr" >&2
        exit 1
    fi
    local peak
    peak=$(tail -n 1 "$tf" | cut -d' ' -f2)
    [ "$run" = warmup ] && return 0
    echo "$tool,$dir,$n,$run,$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", b - a }'),$peak" >>"$RESULTS"
}

# Retired instructions (perf stat) are nearly independent of machine load, so
# they are recorded too (one extra run per tool/direction/size) when perf works.
PERF_OK=0
if [ "${NO_PERF:-0}" != 1 ] && command -v perf >/dev/null 2>&1 \
    && perf stat -x, -e instructions -o /dev/null true >/dev/null 2>&1; then
    PERF_OK=1
fi
INSTR=$WORK/instructions.csv
echo "tool,dir,n,instructions" >"$INSTR"
count_instr() { # count_instr TOOL DIR N CMD...
    local tool=$1 dir=$2 n=$3; shift 3
    [ $PERF_OK = 1 ] || return 0
    perf stat -x, -e instructions -o "$WORK/perf.out" -- "$@" >/dev/null 2>&1 \
        || die "$tool $dir (N=$n) failed under perf stat: $*"
    local c
    c=$(awk -F, '$3 ~ /^instructions/ { print $1 }' "$WORK/perf.out" | head -n 1)
    [[ $c =~ ^[0-9]+$ ]] && echo "$tool,$dir,$n,$c" >>"$INSTR"
    return 0
}

FAILED_OURS=0
check() { # check WHO WHAT CMD...: runs a check, records a failure
    local who=$1 what=$2; shift 2
    local out
    if out=$("$@" 2>&1); then return 0; fi
    if [ "$who" = ours ]; then
        echo "compare.sh: FAIL (ours): $what" >&2; FAILED_OURS=1
    else
        echo "compare.sh: WARNING (reference): $what" >&2
    fi
    printf '%s\n' "$out" | grep -v 'failed to create target machine' | head -n 3 | sed 's/^/    /' >&2
    return 0
}
count_is() { # count_is EXPECTED CMD... (stdin of grep -c from CMD)
    local want=$1; shift
    local got
    got=$("$@") || return 1
    [ "$got" = "$want" ] || { echo "expected $want, got $got"; return 1; }
}

for n in "${SIZES[@]}"; do
    cl=$WORK/k$n.cl bc=$WORK/k$n.bc
    python3 "$SCRIPT_DIR/gen_kernels.py" "$n" -o "$cl" || die "gen_kernels.py $n failed"
    "$CLANG" --target=spir64 -cl-std=CL2.0 -Xclang -finclude-default-header -O2 "${CLANG_EXTRA[@]}" -c -emit-llvm "$cl" -o "$bc" \
        || die "$CLANG failed on $cl"
    # The reference (DPC++ 2024.2's llvm-spirv) reads LLVM 19 bitcode, not LLVM 22's
    # ("Unknown attribute kind (102)"): under LLVM=22 it gets clang-19's module of the
    # same source, ours clang-22's.
    ref_bc=$bc
    if [ "$LLVM" != 19 ]; then
        ref_bc=$WORK/k$n.clang19.bc
        clang-19 --target=spir64 -cl-std=CL2.0 -Xclang -finclude-default-header -O2 "${CLANG_EXTRA[@]}" -c -emit-llvm "$cl" -o "$ref_bc" \
            || die "clang-19 failed on $cl"
    fi
    note "N=$n: $(stat -c %s "$bc") bytes of bitcode; warm-up"
    for run in warmup $(seq 1 "$RUNS"); do
        run_one ref fwd "$n" "$run" -- "$REF" "${REF_FWD_EXTRA[@]}" "$ref_bc" -o "$WORK/k$n.ref.spv"
        run_one ours fwd "$n" "$run" -- "$OURS" "${OURS_FWD_EXTRA[@]}" "$bc" -o "$WORK/k$n.ours.spv"
        run_one ref rev "$n" "$run" -- "$REF" -r "${REF_REV_EXTRA[@]}" "$WORK/k$n.ref.spv" -o "$WORK/k$n.ref.rev.bc"
        run_one ours rev "$n" "$run" -- "$OURS" -r "${OURS_REV_EXTRA[@]}" "$WORK/k$n.ours.spv" -o "$WORK/k$n.ours.rev.bc"
        [ "$run" = warmup ] || printf '.' >&2
    done
    echo >&2
    count_instr ref fwd "$n" "$REF" "${REF_FWD_EXTRA[@]}" "$ref_bc" -o "$WORK/k$n.ref.spv"
    count_instr ours fwd "$n" "$OURS" "${OURS_FWD_EXTRA[@]}" "$bc" -o "$WORK/k$n.ours.spv"
    count_instr ref rev "$n" "$REF" -r "${REF_REV_EXTRA[@]}" "$WORK/k$n.ref.spv" -o "$WORK/k$n.ref.rev.bc"
    count_instr ours rev "$n" "$OURS" -r "${OURS_REV_EXTRA[@]}" "$WORK/k$n.ours.spv" -o "$WORK/k$n.ours.rev.bc"
    for who in ref ours; do
        spv=$WORK/k$n.$who.spv rev=$WORK/k$n.$who.rev.bc
        check $who "spirv-val $spv" spirv-val "$spv"
        check $who "$spv has $n OpEntryPoint Kernel" \
            count_is "$n" bash -c "spirv-dis --raw-id '$spv' | grep -c 'OpEntryPoint Kernel'"
        check $who "$LLVM_DIS $rev" "$LLVM_DIS" "$rev" -o "$rev.ll"
        check $who "$OPT -passes=verify $rev" "$OPT" -passes=verify -disable-output "$rev"
        check $who "$rev defines $n spir_kernel functions" \
            count_is "$n" bash -c "grep -c '^define .*spir_kernel' '$rev.ll'"
    done
done

# ---- report ----------------------------------------------------------------
rc=0
STRICT=${STRICT:-0} python3 - "$RESULTS" "$INSTR" "$WORK" "${SIZES[@]}" <<'EOF' || rc=$?
import csv, os, statistics, sys
path, ipath, work, sizes = sys.argv[1], sys.argv[2], sys.argv[3], [int(s) for s in sys.argv[4:]]
rows = list(csv.DictReader(open(path)))
instr = {(r["tool"], r["dir"], int(r["n"])): int(r["instructions"]) for r in csv.DictReader(open(ipath))}
def med(tool, d, n, key):
    v = [float(r[key]) for r in rows if r["tool"] == tool and r["dir"] == d and int(r["n"]) == n]
    return statistics.median(v)
def mb(kib): return kib / 1024.0
sizes = sorted(set(sizes))
lo, hi = sizes[0], sizes[-1]
goals = []
for d, name, need in (("fwd", "forward", 5.0), ("rev", "reverse", 3.0)):
    print(f"\n{name} (median of {len([r for r in rows if r['tool']=='ours' and r['dir']==d and int(r['n'])==hi])} runs)")
    print(f"{'N':>6} {'bitcode':>9} | {'ref time':>9} {'ref peak':>9} | {'ours time':>9} {'ours peak':>9} | {'time ref/ours':>13} {'mem ref/ours':>12}")
    for n in sizes:
        bc = os.path.getsize(os.path.join(work, f"k{n}.bc")) / 1e6
        rt, rm = med("ref", d, n, "seconds"), mb(med("ref", d, n, "peak_kib"))
        ot, om = med("ours", d, n, "seconds"), mb(med("ours", d, n, "peak_kib"))
        print(f"{n:>6} {bc:>7.2f}MB | {rt:>8.3f}s {rm:>7.0f}MB | {ot:>8.3f}s {om:>7.0f}MB | {rt/ot:>12.2f}x {rm/om:>11.2f}x")
    if hi != lo:
        for tool in ("ref", "ours"):
            g = med(tool, d, hi, "seconds") / med(tool, d, lo, "seconds")
            print(f"  growth {tool:>4}: time({hi})/time({lo}) = {g:.2f}  (linear: {hi/lo:.2f})")
    rt, ot = med("ref", d, hi, "seconds"), med("ours", d, hi, "seconds")
    rm, om = med("ref", d, hi, "peak_kib"), med("ours", d, hi, "peak_kib")
    goals.append((f"{name} N={hi}: ours >= {need:g}x faster", rt / ot >= need, f"{rt/ot:.2f}x"))
    goals.append((f"{name} N={hi}: peak RSS <= 1/2 reference", om * 2 <= rm, f"{mb(om):.0f} MB vs {mb(rm):.0f} MB"))
    if hi != lo:
        g = ot / med("ours", d, lo, "seconds")
        lim = 1.1 * hi / lo
        goals.append((f"{name}: time({hi})/time({lo}) <= {lim:.1f}", g <= lim, f"{g:.2f}"))
if instr:
    print("\nretired instructions (perf stat, one run; insensitive to machine load)")
    print(f"{'N':>6} | {'ref':>12} {'ours':>12} | {'ref/ours fwd':>12} || {'ref':>12} {'ours':>12} | {'ref/ours rev':>12}")
    for n in sizes:
        cells = []
        for d in ("fwd", "rev"):
            r, o = instr.get(("ref", d, n)), instr.get(("ours", d, n))
            if r and o:
                cells.append(f"{r/1e6:>11.0f}M {o/1e6:>11.0f}M | {r/o:>11.2f}x")
            else:
                cells.append(f"{'-':>12} {'-':>12} | {'-':>12}")
        print(f"{n:>6} | " + " || ".join(cells))
    if hi != lo:
        for d in ("fwd", "rev"):
            for tool in ("ref", "ours"):
                a, b = instr.get((tool, d, lo)), instr.get((tool, d, hi))
                if a and b:
                    print(f"  growth {d} {tool:>4}: instructions({hi})/instructions({lo}) = {b/a:.2f}")
print("\ngoals (issue 7)")
for text, ok, val in goals:
    print(f"  [{'met ' if ok else 'MISS'}] {text}: {val}")
print(f"\nper-run data: {path}" + (f", {ipath}" if instr else ""))
print(f"load average at the end: {open('/proc/loadavg').read().split()[:3]} (other processes inflate wall times)")
if os.environ.get("STRICT") == "1" and not all(ok for _, ok, _ in goals):
    sys.exit(2)
EOF
if [ $FAILED_OURS -ne 0 ]; then
    die "our output failed a check (see FAIL lines above); the numbers are not valid"
fi
exit $rc
