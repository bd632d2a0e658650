#!/usr/bin/env python3
"""Merges grammar/spirv.internal.grammar.json into the workspace's SPIR-V tables.

Usage: scripts/gen-spirv-internal.py [UPSTREAM_AUTOGEN_SPIRV_RS]

The internal grammar lists opcodes and enumerants that the Khronos translator
reads and writes but that no SPIRV-Headers grammar this workspace builds against
has (each entry cites its extension specification). This script writes two files
from it, both committed:

1. vendor/spirv/autogen_spirv.rs: the `spirv` 0.4.0+sdk-1.4.341.0 crate's generated
   enums (UPSTREAM defaults to the copy in ~/.cargo/registry) with every internal
   enumerant inserted into its enum (`spirv::Op::PredicatedLoadINTEL`,
   `spirv::Capability::DeviceBarrierINTEL`, ...): the variant at its value, the
   `from_u32` ranges recomputed from all variants, the `FromStr` arm, and for a
   bit-mask kind the `bitflags` constant. A value the upstream enum already has
   under another name becomes an alias constant. The workspace's Cargo.toml
   patches `spirv` with this copy, so rspirv and every crate see one enum.
2. vendor/rspirv: rspirv 0.13.0+sdk-1.4.341.0 with arms for those enumerants in its
   two exhaustive matches over all operand kinds (`dr::Operand::required_capabilities`,
   `required_extensions`), also patched in.
3. spirv-binary/src/grammar/internal.rs: the internal instructions as rspirv
   `grammar::Instruction` entries, merged into `spirv_binary::grammar`'s opcode
   index (decoder, text format and names read that index).

The capability and extension tables (scripts/gen-capability-table.py,
scripts/gen-extension-table.py) read the same JSON. Rerun all three after editing
the JSON and review the diff.
"""
import glob
import json
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GRAMMAR = ROOT / "grammar/spirv.internal.grammar.json"
VENDOR = ROOT / "vendor/spirv/autogen_spirv.rs"
RSPIRV = ROOT / "vendor/rspirv"
TABLE = ROOT / "spirv-binary/src/grammar/internal.rs"


def registry(crate):
    found = sorted(glob.glob(str(Path.home() / f".cargo/registry/src/*/{crate}")))
    if not found:
        sys.exit(f"upstream {crate} not found in ~/.cargo/registry (cargo fetch without the patch)")
    return Path(found[0])


def upstream_path():
    if len(sys.argv) > 1:
        return Path(sys.argv[1])
    return registry("spirv-0.4.0+sdk-1.4.341.0") / "autogen_spirv.rs"


def shouty(name):
    """bitflags constant spelling of an enumerant (rspirv's codegen: shouty snake case)."""
    s = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    s = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", s)
    return s.upper()


def find_block(lines, header):
    """Index of the line equal to `header` and of the first following line that is `}`."""
    start = lines.index(header)
    end = next(i for i in range(start, len(lines)) if lines[i] == "}")
    return start, end


def add_enumerants(lines, kind, entries):
    """Inserts (name, value) pairs into `pub enum kind`, its from_u32 and FromStr."""
    start, end = find_block(lines, f"pub enum {kind} {{")
    variant = re.compile(r"^    (\w+) = (\d+)u32,$")
    variants = []
    for line in lines[start + 1 : end]:
        m = variant.match(line)
        if not m:
            sys.exit(f"{kind}: unexpected enum line {line!r}")
        variants.append((m.group(1), int(m.group(2))))
    by_name = dict(variants)
    by_value = {}
    for n, v in variants:
        by_value.setdefault(v, n)
    new_variants, aliases, parse = [], [], []
    for name, value in entries:
        if name in by_name:
            if by_name[name] != value:
                sys.exit(f"{kind}::{name}: internal value {value}, upstream {by_name[name]}")
            continue  # upstream caught up: nothing to add
        if value in by_value:
            aliases.append((name, by_value[value]))
        else:
            new_variants.append((name, value))
            by_value[value] = name
        by_name[name] = value
        parse.append(name)
    if not parse:
        return lines
    variants = sorted(variants + new_variants, key=lambda nv: nv[1])
    lines = lines[: start + 1] + [f"    {n} = {v}u32," for n, v in variants] + lines[end:]

    # from_u32: contiguous ranges of the variants' values.
    head = f"impl {kind} {{"
    i = next(j for j in range(len(lines) - 1) if lines[j] == head and "pub fn from_u32" in lines[j + 1])
    m_start = i + 3  # impl, fn, Some(match n {
    m_end = next(j for j in range(m_start, len(lines)) if lines[j].strip() == "_ => return None,")
    values = sorted({v for _, v in variants})
    ranges, lo = [], values[0]
    for a, b in zip(values, values[1:] + [None]):
        if b != a + 1:
            ranges.append((lo, a))
            lo = b
    arms = []
    for a, b in ranges:
        if a == b:
            arms.append(f"            {a}u32 => unsafe {{ core::mem::transmute::<u32, {kind}>({a}u32) }},")
        else:
            arms.append(f"            {a}u32..={b}u32 => unsafe {{ core::mem::transmute::<u32, {kind}>(n) }},")
    lines = lines[:m_start] + arms + lines[m_end:]

    if aliases:
        # After the from_u32 impl (its `}` closes the impl block).
        i = next(j for j in range(m_start, len(lines)) if lines[j] == "}") + 1
        block = ["#[allow(non_upper_case_globals)]", f"impl {kind} {{"]
        block += [f"    pub const {n}: Self = Self::{target};" for n, target in aliases]
        block += ["}"]
        lines = lines[:i] + block + lines[i:]

    # FromStr (upstream has none for Op): one arm per new name, before the fallback.
    i = next((j for j in range(len(lines)) if lines[j] == f"impl core::str::FromStr for {kind} {{"), None)
    if i is None:
        return lines
    k = next(j for j in range(i, len(lines)) if lines[j].strip() == "_ => return Err(()),")
    arms = [f'            "{n}" => Self::{n},' for n in parse]
    return lines[:k] + arms + lines[k:]


def add_bits(lines, kind, entries):
    """Inserts (name, value) bits into the bitflags struct of `kind`."""
    marker = f"pub struct {kind} : u32 {{"
    i = next((j for j, l in enumerate(lines) if marker in l), None)
    if i is None:
        sys.exit(f"{kind}: no such bit-mask kind upstream (a new operand kind needs a generator change)")
    line = lines[i]
    for name, value in entries:
        const = shouty(name)
        if f"const {const} = " in line:
            continue
        line = line.replace(" } }", f" const {const} = {value}u32 ; }} }}")
    lines[i] = line
    return lines


def gen_vendor(g):
    lines = upstream_path().read_text().split("\n")
    ops = [(i["opname"][2:], int(i["opcode"])) for i in g["instructions"]]
    lines = add_enumerants(lines, "Op", ops)
    for k in g["operand_kinds"]:
        entries = [(e["enumerant"], int(str(e["value"]), 0)) for e in k["enumerants"]]
        if k["category"] == "BitEnum":
            lines = add_bits(lines, k["kind"], entries)
        else:
            lines = add_enumerants(lines, k["kind"], entries)
    note = [
        "// Upstream spirv 0.4.0+sdk-1.4.341.0 autogen_spirv.rs with the enumerants of",
        "// grammar/spirv.internal.grammar.json merged in by scripts/gen-spirv-internal.py.",
        "// DO NOT MODIFY: edit the JSON and rerun the script.",
    ]
    VENDOR.write_text("\n".join(note + lines))


def gen_rspirv(g):
    """vendor/rspirv: rspirv 0.13 whose two exhaustive matches over every operand kind
    (`dr::Operand::required_capabilities` / `required_extensions`) get arms for the
    internal enumerants; without them rspirv does not compile against the patched enums."""
    upstream = registry("rspirv-0.13.0+sdk-1.4.341.0")
    if RSPIRV.exists():
        shutil.rmtree(RSPIRV)
    shutil.copytree(upstream, RSPIRV, ignore=shutil.ignore_patterns(".cargo-ok", ".cargo_vcs_info.json", "Cargo.lock"))
    path = RSPIRV / "dr/autogen_operand.rs"
    lines = path.read_text().split("\n")
    for fn, arm in (
        ("required_capabilities", lambda e: ", ".join(f"spirv::Capability::{c}" for c in e.get("capabilities", []))),
        ("required_extensions", lambda e: ", ".join(f'"{x}"' for x in e.get("extensions", []))),
    ):
        start = next(i for i, l in enumerate(lines) if f"pub fn {fn}(&self)" in l)
        end = next(i for i in range(start + 1, len(lines)) if lines[i] == "    }")
        for k in g["operand_kinds"]:
            if k["category"] == "BitEnum":
                continue  # bit masks are tested with `intersects`, not matched
            head = f"            Self::{k['kind']}(v) => match v {{"
            i = next((j for j in range(start, end) if lines[j] == head), None)
            if i is None:
                continue
            close = next(j for j in range(i, end) if lines[j] == "            },")
            # A second name of a value (FloatConversionsINTEL = FloatConversionsFtoFINTEL) is an
            # alias constant, not a variant: its value's arm is the first name's.
            first = {}
            for e in k["enumerants"]:
                first.setdefault(int(str(e["value"]), 0), e["enumerant"])
            arms = [
                f"                s::{k['kind']}::{e['enumerant']} => vec![{arm(e)}],"
                for e in k["enumerants"]
                if first[int(str(e["value"]), 0)] == e["enumerant"]
            ]
            lines = lines[:close] + arms + lines[close:]
            end += len(arms)
    path.write_text("\n".join(lines))


QUANT = {None: "One", "?": "ZeroOrOne", "*": "ZeroOrMore"}


def gen_table(g):
    out = [
        "//! The instructions of `grammar/spirv.internal.grammar.json` (opcodes the Khronos",
        "//! translator uses that no published grammar this workspace builds on lists) as",
        "//! rspirv grammar entries. Generated by `scripts/gen-spirv-internal.py`; do not edit.",
        "",
        "use rspirv::grammar::{Instruction, LogicalOperand, OperandKind, OperandQuantifier};",
        "",
        "/// Every internal instruction, sorted by opcode.",
        "pub static INTERNAL_INSTRUCTIONS: &[Instruction<'static>] = &[",
    ]
    for inst in sorted(g["instructions"], key=lambda i: i["opcode"]):
        name = inst["opname"][2:]
        caps = ", ".join(f"spirv::Capability::{c}" for c in inst.get("capabilities", []))
        exts = ", ".join(f'"{e}"' for e in inst.get("extensions", []))
        out += [
            "    Instruction {",
            f'        opname: "{name}",',
            f"        opcode: spirv::Op::{name},",
            f"        capabilities: &[{caps}],",
            f"        extensions: &[{exts}],",
            "        operands: &[",
        ]
        for o in inst.get("operands", []):
            q = QUANT[o.get("quantifier")]
            out.append(
                f"            LogicalOperand {{ kind: OperandKind::{o['kind']}, quantifier: OperandQuantifier::{q} }},"
            )
        out += ["        ],", "    },"]
    out.append("];")
    out += [
        "",
        "/// Every internal enumerant as `(operand kind, name, value)`, in the JSON's order.",
        "pub static INTERNAL_ENUMERANTS: &[(&str, &str, u32)] = &[",
    ]
    for k in g["operand_kinds"]:
        for e in k["enumerants"]:
            out.append(f'    ("{k["kind"]}", "{e["enumerant"]}", {int(str(e["value"]), 0)}),')
    out.append("];")
    TABLE.parent.mkdir(parents=True, exist_ok=True)
    TABLE.write_text("\n".join(out) + "\n")


def main():
    g = json.loads(GRAMMAR.read_text())
    gen_vendor(g)
    gen_rspirv(g)
    gen_table(g)
    n_enum = sum(len(k["enumerants"]) for k in g["operand_kinds"])
    print(f"wrote {VENDOR} and {TABLE} ({len(g['instructions'])} instructions, {n_enum} enumerants)")


main()
