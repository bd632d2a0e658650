#!/usr/bin/env python3
"""Sweeps every OpenCL C builtin overload through the translator, both directions.

For each OpenCL C version (CL2.0, CL3.0) the kernels of gen.py are compiled with
clang (spir64, -O0 and -O2, every extension enabled) and each module is:

1. translated forward (`TRANSLATOR in.bc -o out.spv`, and with `--spirv-ext=+all`);
   the output must pass spirv-val;
2. translated back (`-r --spirv-target-env=E` for E in CL1.2, CL2.0, SPV-IR); every
   output must pass the LLVM verifier (the translator runs it; llvm-dis must read it);
3. kernel by kernel (each calls one overload), in the CL2.0 reverse and, for the
   overloads OpenCL C 1.2 declares, in the CL1.2 reverse, the builtins called (declared,
   non-intrinsic callees) must be the input's, modulo RENAMINGS (each documented: one
   SPIR-V instruction for two OpenCL C spellings). Counted apart, not failures: a kernel
   whose reverse calls no builtin (lowered to LLVM instructions or intrinsics, e.g.
   convert_float -> sitofp, isequal -> fcmp) and one calling the same builtin name with
   other parameter mangling (SPIR-V integers are signless, so unsigned overloads come
   back signed; a scalar operand splat to the vector of the others; generic pointers);
4. the CL2.0 reverse output is translated forward again: it must pass spirv-val.

A forward translation that fails with an error naming a builtin without the needed
extension is a refusal, not a failure, when `--spirv-ext=+all` succeeds.

Prints one line per failure (`FAIL <family> <variant> <check>: <detail>`), a table
of failures by family, and exits 1 when a failure is not in the allow-list
(`allow.tsv` next to this script: `family<TAB>check<TAB>reason`).

Usage: sweep.py --translator target/release/llvm-spirv-rs [--spirv-val PATH]
                [--std CL2.0,CL3.0] [--opt O0,O2] [--only FAMILY_SUBSTRING] [-j N]
"""

import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# Renamings the reverse translation makes, accepted as equal: (regex on the input's
# unmangled name, replacement). Each is a case where SPIR-V has one instruction for
# two OpenCL C spellings, so the reverse direction can only produce one of them.
RENAMINGS = [
    # OpenCL.std has fmax/fmin only: max/min of floating types are the same operation
    # (OpenCL C 6.15.4: "max ... of floating types is fmax").
    (r"^max$", "fmax", "float"),
    (r"^min$", "fmin", "float"),
    # cl_intel_subgroups_short spells the uint block reads/writes both
    # intel_sub_group_block_read{,2,4,8} and intel_sub_group_block_read_ui{,2,4,8}
    # (same for _write): one OpSubgroupBlockReadINTEL / OpSubgroupImageBlockReadINTEL
    # (and Write) each, so the reverse direction names the cl_intel_subgroups spelling.
    (r"^(intel_sub_group_block_(?:read|write))_ui(\d*)$", r"\1\2", "any"),
    # cl_intel_subgroups_short/_char: intel_sub_group_broadcast and the intel_sub_group_
    # reductions and scans are OpGroupBroadcast / OpGroup<Op> at Subgroup scope, the
    # instructions of sub_group_broadcast / sub_group_<reduce|scan>_<op>
    # (cl_khr_subgroup_extended_types declares those for 8- and 16-bit types too).
    (r"^intel_(sub_group_(?:broadcast|reduce_\w+|scan_\w+))$", r"\1", "any"),
    # OpGroupAsyncCopy always has a Stride operand: the reverse direction writes
    # async_work_group_strided_copy (stride 1 for async_work_group_copy), as the Khronos
    # translator does for every stride.
    (r"^async_work_group_copy$", "async_work_group_strided_copy", "any"),
    # OpAtomic* always carry Scope and Memory Semantics operands: the CL2.0 reverse writes
    # the C11-style `_explicit` builtins (OpenCL C 2.0 6.13.11) for the legacy atomic_*/atom_*
    # and the implicit-order forms; OpAtomicIIncrement/IDecrement are atomic_fetch_add/sub
    # of 1, OpAtomicCompareExchange is atomic_compare_exchange_strong_explicit (weak has no
    # SPIR-V instruction of its own: OpAtomicCompareExchangeWeak is deprecated and the
    # same), OpAtomicFAddEXT serves atomic_fetch_sub on floats with the value negated.
    # CL2.0 only: the CL1.2 reverse keeps the OpenCL C 1.2 names.
    (r"^(?:atomic|atom)_(add|sub|and|or|xor|min|max)$", r"atomic_fetch_\1_explicit", "cl20"),
    (r"^(?:atomic|atom)_inc$", "atomic_fetch_add_explicit", "cl20"),
    (r"^(?:atomic|atom)_dec$", "atomic_fetch_sub_explicit", "cl20"),
    (r"^(?:atomic|atom)_xchg$", "atomic_exchange_explicit", "cl20"),
    (r"^(?:atomic|atom)_cmpxchg$", "atomic_compare_exchange_strong_explicit", "cl20"),
    (r"^atomic_compare_exchange_(?:strong|weak)(?:_explicit)?$", "atomic_compare_exchange_strong_explicit", "cl20"),
    (r"^atomic_(fetch_(?:add|sub|and|or|xor|min|max)|exchange|load|store|flag_clear|flag_test_and_set)$",
     r"atomic_\1_explicit", "cl20"),
    # cl_khr_{global,local}_int32_* / cl_khr_int64_* spell the OpenCL C 1.1 atomic_<op>
    # atom_<op>: one OpAtomic<Op> each, named atomic_<op> by the CL1.2 reverse.
    (r"^atom_(\w+)$", r"atomic_\1", "any"),
    # OpenCL C 2.0 6.13.8: barrier is work_group_barrier; both are one OpControlBarrier,
    # named work_group_barrier by the CL2.0 reverse. mem_fence / read_mem_fence /
    # write_mem_fence are OpMemoryBarrier (AcquireRelease, Acquire, Release semantics),
    # named atomic_work_item_fence(flags, order, memory_scope_work_group) by the CL2.0 reverse.
    (r"^barrier$", "work_group_barrier", "cl20"),
    (r"^(?:read_|write_)?mem_fence$", "atomic_work_item_fence", "cl20"),
    # Rounding modes of integer-to-integer conversions have no effect (OpenCL C 3.0 6.4.3.2:
    # "Rounding modes ... are ignored for integer destinations ... from integer sources"):
    # SPIR-V carries none (FPRoundingMode applies to floating-point results) and the reverse
    # names the conversion without one.
    (r"^(convert_\w+?)_rt[enpz]$", r"\1", "intsrc"),
    # The CL1.2 reverse writes the stronger fence/barrier where the OpenCL C 1.2 spelling
    # would need the semantics split again, as the Khronos translator does
    # (spirv_to_llvm/atomics.rs): read_/write_mem_fence become mem_fence, a Subgroup
    # OpControlBarrier becomes barrier.
    (r"^(?:read_|write_)mem_fence$", "mem_fence", "cl12"),
    (r"^sub_group_barrier$", "barrier", "cl12"),
    # cl_khr_integer_dot_product: dot_4x8packed_us_int(a, b) is OpSUDotKHR(b, a) (the
    # instruction takes the signed operand first), named dot_4x8packed_su_int(b, a) back.
    (r"^(dot(?:_acc_sat)?_4x8packed)_us_(\w+)$", r"\1_su_\2", "any"),
]


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def called_builtins(ll_text):
    """{kernel name: set of mangled callees} and the set of all callees, from LLVM IR text."""
    declared = set(re.findall(r"^declare [^@]*@([\w.$]+)\(", ll_text, re.M))
    per_kernel, current = {}, None
    for line in ll_text.splitlines():
        m = re.match(r"^define [^@]*@([\w.$]+)\(", line)
        if m:
            current = m.group(1)
            per_kernel[current] = set()
            continue
        if current is not None:
            for callee in re.findall(r"call [^@]*@([\w.$]+)\(", line):
                if callee in declared and not callee.startswith("llvm."):
                    per_kernel[current].add(callee)
    everything = set().union(*per_kernel.values()) if per_kernel else set()
    return per_kernel, everything


def demangle_name(mangled):
    m = re.match(r"^_Z(\d+)", mangled)
    if not m:
        return mangled, ""
    n = int(m.group(1))
    start = len(m.group(0))
    return mangled[start:start + n], mangled[start + n:]


FLOAT_CODES = re.compile(r"^(Dv\d+_)?[fdDh]")


def normalize(mangled, env="CL2.0"):
    """The mangled name with the accepted renamings applied (the parameters kept)."""
    name, params = demangle_name(mangled)
    for pattern, repl, kind in RENAMINGS:
        if kind == "float" and not FLOAT_CODES.match(params):
            continue
        if kind == "cl20" and env != "CL2.0":
            continue
        if kind == "cl12" and env != "CL1.2":
            continue
        if kind == "intsrc" and not re.match(r"^(Dv\d+_)?[chstijlm]$", params):
            continue
        if re.match(pattern, name):
            name = re.sub(pattern, repl, name)
    if env == "CL2.0" and name == "atomic_fetch_sub_explicit" and re.search(r"Atomic(?:Dh|f|d)", params):
        name = "atomic_fetch_add_explicit"  # OpAtomicFAddEXT of the negated value
    return "_Z%d%s%s" % (len(name), name, params) if mangled.startswith("_Z") else mangled


class Sweep:
    def __init__(self, args):
        self.args = args
        self.failures = []
        self.lowered = collections.Counter()
        self.remangled = collections.Counter()

    def fail(self, family, variant, check, detail):
        detail = " ".join(detail.split())[:400]
        self.failures.append((family, variant, check, detail))

    def compare(self, family, variant, env, in_per_kernel, out_per_kernel, manifest):
        """Kernel by kernel, the builtins the reverse output calls against the input's.

        A kernel whose reverse calls no builtin at all had its builtin lowered to LLVM
        instructions or intrinsics (`convert_float` to `sitofp`, `isequal` to `fcmp`,
        `popcount` to `llvm.ctpop`): counted, not a failure. In CL1.2 only the kernels
        of overloads OpenCL C 1.2 declares are compared."""
        for kernel, callees in in_per_kernel.items():
            if env == "CL1.2" and not manifest.get(kernel, (None, False))[1]:
                continue
            want = {normalize(c, env) for c in callees}
            got = {normalize(c, env) for c in out_per_kernel.get(kernel, set())}
            if want == got:
                continue
            if not got:
                self.lowered[env] += 1
                continue
            if {demangle_name(c)[0] for c in want} == {demangle_name(c)[0] for c in got}:
                # Same builtin, other parameter mangling: integer signedness (SPIR-V
                # integers are signless), a generic pointer for a named one, a scalar
                # operand widened to the vector of the others (one instruction for both
                # overloads), memory order/scope operands made explicit.
                self.remangled[env] += 1
                continue
            self.fail(family, variant, "%s reverse renamed" % env,
                      "%s: %s -> %s" % (kernel, " ".join(sorted(want - got)), " ".join(sorted(got - want))))

    def forward(self, bc, spv, ext):
        cmd = [self.args.translator, bc, "-o", spv] + (["--spirv-ext=+all"] if ext else [])
        return run(cmd)

    def val(self, spv):
        return run([self.args.spirv_val, spv])

    def one(self, *job):
        work = tempfile.mkdtemp(prefix="sweep-", dir=self.args.tmp)
        try:
            self.check_module(work, *job)
        except Exception as e:  # a harness error is reported as a failure of its module
            self.fail(job[0], job[1], "harness", repr(e))
        finally:
            if not self.args.keep:
                subprocess.run(["rm", "-rf", work])

    def check_module(self, work, family, variant, src, std, opt, manifest):
        bc = os.path.join(work, "in.bc")
        spv = os.path.join(work, "out.spv")
        source = open(src).read()
        # A forward refusal names the builtin it refuses: the kernels calling any overload
        # of that name are dropped and the rest of the module is checked.
        for _attempt in range(200):
            path = os.path.join(work, "in.cl")
            with open(path, "w") as f:
                f.write(source)
            r = run([self.args.clang, "-cc1", "-triple", "spir64-unknown-unknown", "-cl-std=" + std,
                     "-finclude-default-header", "-cl-ext=+all", "-emit-llvm-bc", "-" + opt, path, "-o", bc])
            if r.returncode:
                self.fail(family, variant, "clang", r.stderr)
                return
            r = self.forward(bc, spv, True)
            if r.returncode == 0:
                break
            m = re.search(r"'(_Z\w+|\w+)'", r.stderr)
            name = demangle_name(m.group(1))[0] if m else None
            kernels = [k for k, (sig, _) in manifest.items() if name and re.search(r"\b%s\(" % re.escape(name), sig)]
            pattern = re.compile(r"^kernel void (t\d+)\(", re.M)
            blocks = re.split(r"(?=^kernel void t\d+\()", source, flags=re.M)
            kept = [b for b in blocks if not (pattern.match(b) and pattern.match(b).group(1) in kernels)]
            if not name or len(kept) == len(blocks):
                self.fail(family, variant, "forward", r.stderr)
                return
            self.fail(family, variant, "forward refused " + name, r.stderr)
            source = "".join(kept)
            if not pattern.search(source):
                return
        in_ll = run([self.args.llvm_dis, bc, "-o", "-"]).stdout
        in_per_kernel, in_set = called_builtins(in_ll)
        r0 = self.forward(bc, spv + ".noext", False)
        if r0.returncode == 0:
            v = self.val(spv + ".noext")
            if v.returncode:
                self.fail(family, variant, "spirv-val(no ext)", v.stderr + v.stdout)
        elif "extension" not in r0.stderr.lower() and "spirv-ext" not in r0.stderr.lower():
            self.fail(family, variant, "forward(no ext) refusal without naming an extension", r0.stderr)
        v = self.val(spv)
        if v.returncode:
            self.fail(family, variant, "spirv-val", v.stderr + v.stdout)
            return
        for env in ("CL1.2", "CL2.0", "SPV-IR"):
            out = os.path.join(work, "rev.%s.bc" % env)
            r = run([self.args.translator, "-r", "--spirv-target-env=" + env, spv, "-o", out])
            if r.returncode:
                self.fail(family, variant, "reverse " + env, r.stderr)
                continue
            d = run([self.args.llvm_dis, out, "-o", "-"])
            if d.returncode:
                self.fail(family, variant, "reverse %s unreadable" % env, d.stderr)
                continue
            out_per_kernel, out_set = called_builtins(d.stdout)
            if env in ("CL2.0", "CL1.2"):
                self.compare(family, variant, env, in_per_kernel, out_per_kernel, manifest)
            if env == "CL2.0":
                spv2 = os.path.join(work, "again.spv")
                r = self.forward(out, spv2, True)
                if r.returncode:
                    self.fail(family, variant, "forward again", r.stderr)
                else:
                    v = self.val(spv2)
                    if v.returncode:
                        self.fail(family, variant, "spirv-val again", v.stderr + v.stdout)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--translator", required=True)
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--llvm-dis", default="llvm-dis-19")
    ap.add_argument("--spirv-val", default=os.path.join(os.environ.get("LLVM_SPIRV_RS_SPIRV_TOOLS", ""), "spirv-val")
                    if os.environ.get("LLVM_SPIRV_RS_SPIRV_TOOLS") else "spirv-val")
    ap.add_argument("--std", default="CL2.0,CL3.0")
    ap.add_argument("--opt", default="O0,O2")
    ap.add_argument("--only", default="")
    ap.add_argument("--chunk", default="400")
    ap.add_argument("--allow", default=os.path.join(HERE, "allow.tsv"))
    ap.add_argument("--tmp", default=None)
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("-j", type=int, default=2)
    args = ap.parse_args()
    sweep = Sweep(args)
    jobs = []
    gen_root = tempfile.mkdtemp(prefix="sweep-gen-", dir=args.tmp)
    for std in args.std.split(","):
        out = os.path.join(gen_root, std)
        subprocess.run([sys.executable, os.path.join(HERE, "gen.py"), "--clang", args.clang, "--cl-std", std,
                        "--out", out, "--chunk", args.chunk], check=True)
        manifest = {}
        for line in open(os.path.join(out, "manifest.tsv")):
            parts = line.rstrip("\n").split("\t")
            if len(parts) == 4:
                manifest[parts[1]] = (parts[2], parts[3] == "1")
        for f in sorted(os.listdir(out)):
            if not f.endswith(".cl") or args.only not in f:
                continue
            family = f.rsplit(".", 2)[0]
            for opt in args.opt.split(","):
                jobs.append((family, "%s/%s/%s" % (std, opt, f), os.path.join(out, f), std, opt, manifest))
    with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        list(pool.map(lambda j: sweep.one(*j), jobs))
    allow = []
    if os.path.exists(args.allow):
        for line in open(args.allow):
            if line.strip() and not line.startswith("#"):
                fam, check, _reason = line.rstrip("\n").split("\t", 2)
                allow.append((fam, check))
    table = collections.Counter()
    unexpected = 0
    for family, variant, check, detail in sorted(sweep.failures):
        allowed = any(family == f and check.startswith(c) for f, c in allow)
        unexpected += not allowed
        print("%s %s %s %s: %s" % ("ALLOWED" if allowed else "FAIL", family, variant, check, detail))
        table[(family, check)] += 1
    print("\n| family | check | failures |\n| --- | --- | --- |")
    for (family, check), n in sorted(table.items()):
        print("| %s | %s | %d |" % (family, check, n))
    print("\n%d modules, %d failures (%d not allowed); kernels whose builtin the reverse lowered to LLVM "
          "instructions: %s; kernels calling the same builtin with other parameter mangling: %s"
          % (len(jobs), len(sweep.failures), unexpected, dict(sweep.lowered), dict(sweep.remangled)))
    subprocess.run(["rm", "-rf", gen_root])
    sys.exit(1 if unexpected else 0)


if __name__ == "__main__":
    main()
