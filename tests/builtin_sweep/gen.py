#!/usr/bin/env python3
"""Generates OpenCL C kernels calling every builtin overload clang declares.

The declarations come from clang's own OpenCL headers (`opencl-c.h`,
`opencl-c-base.h`, included by `-finclude-default-header`): the header is
preprocessed for the requested OpenCL C version with every extension enabled
(`-cl-ext=+all`), so the overload set is exactly what a kernel of that version
can call. Each overload gets one kernel `t<N>` whose arguments supply its
operands (loaded from global buffers so nothing is folded) and whose result is
stored to a global buffer. Overloads are grouped by the header section (or, for
the extension part of the header, the extension) they are declared in, and large
groups are split into chunks of at most `--chunk` overloads: one `.cl` file each.

Usage: gen.py --clang clang-19 --cl-std CL2.0 --out DIR [--chunk 400]

Writes DIR/<family>.<k>.cl and DIR/manifest.tsv (one line per generated
overload: file, kernel, declaration, in-CL1.2 flag) and DIR/skipped.tsv (one
line per overload not generated, with the reason: a parameter type no kernel
can supply simply, such as the AVC motion-estimation payloads or pipe
reservation ids).
"""

import argparse
import os
import re
import subprocess
import sys

SCALARS = "char uchar short ushort int uint long ulong float double half".split()
VECTOR_RE = re.compile(r"^(%s)(2|3|4|8|16)?$" % "|".join(SCALARS))
QUALIFIERS = {"const", "volatile", "__global", "__local", "__private", "__constant", "__generic",
              "global", "local", "private", "constant", "generic", "restrict"}
ACCESS = {"read_only", "write_only", "read_write", "__read_only", "__write_only", "__read_write"}
# Opaque parameter types a kernel obtains from another builtin or a literal (not a load).
PRODUCED = {
    "memory_order": "memory_order_relaxed",
    "memory_scope": "memory_scope_work_group",
    "cl_mem_fence_flags": "CLK_GLOBAL_MEM_FENCE",
    "clk_profiling_info": "CLK_PROFILING_COMMAND_EXEC_TIME",
    "event_t": "0",
    "queue_t": "get_default_queue()",
    "clk_event_t": "create_user_event()",
}
LOADABLE_EXTRA = {"size_t", "ptrdiff_t", "intptr_t", "uintptr_t", "bool", "cl_mem_fence_flags"}


def strip_attributes(text):
    out, i = [], 0
    while True:
        j = text.find("__attribute__", i)
        if j < 0:
            out.append(text[i:])
            return "".join(out)
        out.append(text[i:j])
        k = text.index("(", j)
        depth = 0
        for m in range(k, len(text)):
            if text[m] == "(":
                depth += 1
            elif text[m] == ")":
                depth -= 1
                if depth == 0:
                    break
        i = m + 1


def split_params(text):
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return [p.strip() for p in parts if p.strip()]


def is_type_word(word):
    return (VECTOR_RE.match(word) or word.endswith("_t") or word in PRODUCED or word in LOADABLE_EXTRA
            or word.startswith("atomic_") or word in ("void", "bool", "unsigned", "signed"))


class Param:
    """One parameter: `text` (the type as declared, name dropped), `pointee`, `space`, `array`."""

    def __init__(self, text):
        text = re.sub(r"\s*\*\s*", " * ", text)
        array = None
        m = re.search(r"\[(\d+)\]\s*$", text)
        if m:
            array = int(m.group(1))
            text = text[: m.start()]
        toks = text.split()
        self.name = ""
        if len(toks) > 1 and toks[-1] != "*" and not is_type_word(toks[-1]) and toks[-1] not in QUALIFIERS:
            self.name = toks[-1]
            toks = toks[:-1]
        self.pointer = "*" in toks or array is not None
        self.array = array
        self.access = next((t for t in toks if t in ACCESS), None)
        space = None
        for t in toks:
            if t.lstrip("_") in ("global", "local", "private", "constant", "generic"):
                space = t.lstrip("_")
        self.space = space if self.pointer else None
        base = [t for t in toks if t not in QUALIFIERS and t not in ACCESS and t != "*"]
        self.base = " ".join(base)
        self.cv = " ".join(t for t in toks if t in ("const", "volatile"))
        self.text = " ".join(toks) if array is None else " ".join(toks) + " *"


def parse_declarations(pp_text):
    """(return type, name, [Param]) for every overloadable declaration."""
    decls = []
    pp_text = "\n".join(line for line in pp_text.splitlines() if not line.lstrip().startswith("#"))
    for chunk in pp_text.split(";"):
        if "overloadable" not in chunk:
            continue
        d = " ".join(strip_attributes(chunk).split())
        d = re.sub(r"^.*\}\s*", "", d)  # a preceding typedef/struct body
        m = re.match(r"^(.*?)\b(\w+)\s*\((.*)\)$", d)
        if not m:
            continue
        ret, name, params = m.group(1).strip(), m.group(2), m.group(3).strip()
        plist = [] if params in ("", "void") else [Param(p) for p in split_params(params)]
        decls.append((ret, name, plist, d))
    return decls


EXCLUDED_EXT = re.compile(r"cl_khr_(fp16|fp64|int64|3d_image|depth|gl_msaa|mipmap|global_int32|local_int32)")


def families(header_dir):
    """Maps each builtin name to its family: the header section (`// ... - Title`) it is first
    declared in or, past the core sections, the extension guarding it."""
    fam = {}
    section, ext, in_ext_part = "misc", None, False
    for path in ("opencl-c-base.h", "opencl-c.h"):
        text = open(os.path.join(header_dir, path)).read()
        for line in text.splitlines():
            m = re.match(r"^// (OpenCL .*?) - (.*)$", line)
            if m:
                section = m.group(2).strip()
                if section.startswith("Sub-groups"):
                    in_ext_part = True
                ext = None
                continue
            m = re.match(r"^#\s*(?:if defined\(|ifdef )(cl_\w+)", line)
            if m and in_ext_part and not EXCLUDED_EXT.match(m.group(1)):
                ext = m.group(1)
            for name in re.findall(r"\b(\w+)\s*\(", line):
                if "__ovld" in line or line.startswith(name):
                    fam.setdefault(name, ext or section)
    return fam


def slug(text):
    return re.sub(r"[^A-Za-z0-9]+", "_", text).strip("_").lower()[:40]


class Kernel:
    def __init__(self, idx, ret, name, params):
        self.idx, self.ret, self.name, self.params = idx, ret, name, params
        self.args, self.setup, self.operands = [], [], []

    def emit(self):
        """The kernel text, or raises ValueError naming what cannot be supplied."""
        ret = self.ret.replace("const ", "")
        for i, p in enumerate(self.params):
            self.operands.append(self.operand(i, p))
        call = "%s(%s)" % (self.name, ", ".join(self.operands))
        body = list(self.setup)
        if ret == "void":
            body.append("%s;" % call)
        elif ret == "bool":
            self.args.insert(0, "global int *out")
            body.append("out[0] = %s;" % call)
        elif ret == "event_t":
            body.append("event_t r = %s;" % call)
            body.append("wait_group_events(1, &r);")
        elif ret == "clk_event_t":
            body.append("clk_event_t r = %s;" % call)
            body.append("release_event(r);")
        elif ret == "queue_t":
            self.args.insert(0, "global int *out")
            body.append("queue_t r = %s;" % call)
            body.append("out[0] = enqueue_marker(r, 0, 0, 0);")
        elif ret == "ndrange_t":
            self.args.insert(0, "global uint *out")
            body.append("ndrange_t r = %s;" % call)
            body.append("out[0] = r.workDimension;")
        elif is_loadable(ret):
            self.args.insert(0, "global %s *out" % ret)
            body.append("out[0] = %s;" % call)
        else:
            raise ValueError("return type %s" % ret)
        return "kernel void t%d(%s) {\n  %s\n}\n" % (self.idx, ", ".join(self.args), "\n  ".join(body))

    def operand(self, i, p):
        if p.access:  # an image
            self.args.append("%s %s a%d" % (p.access, p.base, i))
            return "a%d" % i
        if p.base == "sampler_t":
            self.args.append("sampler_t a%d" % i)
            return "a%d" % i
        if p.pointer:
            if p.base in ("clk_event_t", "event_t"):
                init = "create_user_event()" if p.base == "clk_event_t" else "0"
                self.setup.append("%s v%d = %s;" % (p.base, i, init))
                return "&v%d" % i
            pointee = p.base if p.base != "void" else "uchar"
            if not (is_loadable(pointee) or pointee.startswith("atomic_")):
                raise ValueError("pointer to %s" % p.base)
            if p.space in ("global", "local", "constant"):
                self.args.append("%s %s %s *a%d" % (p.space, p.cv, p.base, i))
                return "a%d" % i
            if p.space == "private" or p.array:
                self.args.append("global %s *a%d" % (pointee, i))
                self.setup.append("%s v%d[16];" % (pointee, i))
                self.setup.append("for (int j = 0; j < 16; ++j) v%d[j] = a%d[j];" % (i, i))
                return "v%d" % i
            # generic (or, in OpenCL C 1.2, private by default): a global buffer converted implicitly
            self.args.append("global %s %s *a%d" % (p.cv, p.base, i))
            return "a%d" % i
        if p.name == "clustersize" or ("clustered" in self.name and i == len(self.params) - 1):
            # cl_khr_subgroup_clustered_reduce / _rotate: the cluster size (the last
            # parameter) must be a compile-time constant.
            return "4"
        if p.base in PRODUCED:
            return PRODUCED[p.base]
        if p.base == "ndrange_t":
            self.args.append("global size_t *a%d" % i)
            return "ndrange_1D(a%d[0])" % i
        if is_loadable(p.base) and p.base != "bool":
            self.args.append("global %s *a%d" % (p.base, i))
            return "a%d[%d]" % (i, i)
        raise ValueError("parameter type %s" % p.base)


def is_loadable(t):
    return bool(VECTOR_RE.match(t)) or t in LOADABLE_EXTRA


def preprocess(clang, cl_std):
    src = "\n"
    out = subprocess.run([clang, "-cc1", "-triple", "spir64-unknown-unknown", "-cl-std=" + cl_std,
                          "-finclude-default-header", "-cl-ext=+all", "-E", "-P", "-x", "cl", "-"],
                         input=src, capture_output=True, text=True, check=True)
    return out.stdout


def signature(ret, name, params):
    return "%s %s(%s)" % (ret, name, ", ".join(p.text for p in params))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--cl-std", default="CL2.0")
    ap.add_argument("--out", required=True)
    ap.add_argument("--chunk", type=int, default=400)
    args = ap.parse_args()
    resource = subprocess.run([args.clang, "-print-resource-dir"], capture_output=True, text=True,
                              check=True).stdout.strip()
    fam = families(os.path.join(resource, "include"))
    decls = parse_declarations(preprocess(args.clang, args.cl_std))
    cl12 = {signature(r, n, p) for r, n, p, _ in parse_declarations(preprocess(args.clang, "CL1.2"))}
    os.makedirs(args.out, exist_ok=True)
    groups, skipped, seen = {}, [], set()
    for ret, name, params, text in decls:
        sig = signature(ret, name, params)
        if sig in seen:
            continue
        seen.add(sig)
        groups.setdefault(fam.get(name, "misc"), []).append((ret, name, params, sig))
    manifest = []
    idx = 0
    for family in sorted(groups):
        items = groups[family]
        for k in range(0, len(items), args.chunk):
            fname = "%s.%d.cl" % (slug(family), k // args.chunk)
            kernels = []
            for ret, name, params, sig in items[k:k + args.chunk]:
                kern = Kernel(idx, ret, name, params)
                try:
                    kernels.append(kern.emit())
                except ValueError as e:
                    skipped.append("%s\t%s\t%s" % (family, sig, e))
                    continue
                manifest.append("%s\tt%d\t%s\t%d" % (fname, idx, sig, sig in cl12))
                idx += 1
            if kernels:
                header = ("// Generated by tests/builtin_sweep/gen.py (%s, family: %s)\n"
                          "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"
                          "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n" % (args.cl_std, family))
                with open(os.path.join(args.out, fname), "w") as f:
                    f.write(header + "\n".join(kernels))
    with open(os.path.join(args.out, "manifest.tsv"), "w") as f:
        f.write("\n".join(manifest) + "\n")
    with open(os.path.join(args.out, "skipped.tsv"), "w") as f:
        f.write("\n".join(skipped) + "\n")
    print("%d overloads in %d files, %d skipped" % (len(manifest), len({m.split()[0] for m in manifest}),
                                                    len(skipped)), file=sys.stderr)


if __name__ == "__main__":
    main()
