#!/usr/bin/env python3
"""Generates translator/src/debug_info/instructions.rs: the debug extended instruction sets.

Usage: scripts/gen-debug-info-table.py [GRAMMAR_DIR]
GRAMMAR_DIR (default /usr/include/spirv/unified1) holds the SPIRV-Headers grammars
`extinst.opencl.debuginfo.100.grammar.json` and
`extinst.nonsemantic.shader.debuginfo.100.grammar.json`. NonSemantic.Shader.DebugInfo.200 is
not in SPIRV-Headers: it is the Khronos SPIRV-LLVM-Translator's extension of
NonSemantic.Shader.DebugInfo.100 (its `lib/SPIRV/libSPIRV/SPIRV.debug.h`); its additional
instruction numbers and operands are listed in `SHADER_200_ADDITIONS` below (interoperability
facts: numbers and operand order only).
The output is committed; rerun after a grammar update and review the diff.
"""
import json
import subprocess
import sys
from pathlib import Path

grammar_dir = Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/include/spirv/unified1")
OCL = json.loads((grammar_dir / "extinst.opencl.debuginfo.100.grammar.json").read_text())
NS = json.loads((grammar_dir / "extinst.nonsemantic.shader.debuginfo.100.grammar.json").read_text())

# NonSemantic.Shader.DebugInfo.200 = NonSemantic.Shader.DebugInfo.100 plus these instructions,
# and these operands appended to existing ones (SPIRV.debug.h of the Khronos translator).
SHADER_200_ADDITIONS = [
    # Line before Parent: the order the Khronos translator writes and reads (ModuleINTEL::LineIdx 2).
    (200, "DebugModule", ["Name", "Source", "Line", "Parent", "ConfigurationMacros",
                          "IncludePath", "APINotesFile", "IsDeclaration"], []),
    # Lower Bound, Upper Bound, Count, then an optional Stride: the order of the translator's
    # LLVM 19 branch (TypeSubrange::LowerBoundIdx 0 ... StrideIdx 3, MinOperandCount 3).
    (201, "DebugTypeSubrange", ["Lower Bound", "Upper Bound", "Count", "Stride?"], []),
    (202, "DebugTypeArrayDynamic", ["Base Type", "Data Location", "Associated", "Allocated",
                                    "Rank"], ["Subranges"]),
    (203, "DebugTypeString", ["Name", "Base Type", "Data Location", "Size", "Length Address"],
     ["Length Size"]),
]
SHADER_200_EXTRA_OPERANDS = {
    "DebugCompilationUnit": ("Producer", "?"),
    "DebugFunction": ("Target Function Name", "?"),
}
# Operand lists .200 changes inside: DebugInlinedAt has a Column after its Line
# (InlinedAt::NonSemantic: LineIdx 0, ColumnIdx 1, ScopeIdx 2, InlinedIdx 3).
SHADER_200_OPERANDS = {
    "DebugInlinedAt": [("Line", ""), ("Column", ""), ("Scope", ""), ("Inlined", "?")],
}


def operands(inst):
    out = []
    for o in inst.get("operands", []):
        name = o.get("name", o["kind"]).strip("'")
        out.append((name, o.get("quantifier", "")))
    return out


rows = {}  # opname -> {"opcode", "sets", "operands": {set: [...]}}
for set_name, g in (("OpenCl100", OCL), ("Shader100", NS)):
    for inst in g["instructions"]:
        row = rows.setdefault(inst["opname"], {"opcode": inst["opcode"], "operands": {}})
        assert row["opcode"] == inst["opcode"], inst["opname"]
        row["operands"][set_name] = operands(inst)
for name, row in rows.items():
    if "Shader100" in row["operands"]:
        ops = list(row["operands"]["Shader100"])
        if name in SHADER_200_EXTRA_OPERANDS:
            ops.append(SHADER_200_EXTRA_OPERANDS[name])
        ops = SHADER_200_OPERANDS.get(name, ops)
        row["operands"]["Shader200"] = ops
for opcode, name, fixed, star in SHADER_200_ADDITIONS:
    # A fixed name ending in "?" is an optional operand.
    rows[name] = {"opcode": opcode,
                  "operands": {"Shader200": [(n[:-1], "?") if n.endswith("?") else (n, "") for n in fixed]
                               + [(n, "*") for n in star]}}

ordered = sorted(rows.items(), key=lambda kv: kv[1]["opcode"])


def variant(opname):
    return opname[len("Debug"):] if opname.startswith("Debug") else opname


def rust_operands(ops):
    q = {"": "One", "?": "Optional", "*": "Variadic"}
    return "&[" + ", ".join(f'("{n}", Quantity::{q[k]})' for n, k in ops) + "]"


L = [
    "//! The debug extended instruction sets (instruction numbers and operand layouts), generated",
    "//! by `scripts/gen-debug-info-table.py` from SPIRV-Headers' `extinst.opencl.debuginfo.100`",
    f"//! (revision {OCL['revision']}) and `extinst.nonsemantic.shader.debuginfo.100` (revision",
    f"//! {NS['revision']}) grammars, plus the Khronos SPIRV-LLVM-Translator's",
    "//! NonSemantic.Shader.DebugInfo.200 additions. Do not edit by hand.",
    "",
    "use super::DebugInfoSet;",
    "",
    "/// How many times an operand occurs (the grammar's `quantifier`).",
    "#[derive(Clone, Copy, Debug, PartialEq, Eq)]",
    "pub enum Quantity {",
    "    /// Exactly once.",
    "    One,",
    "    /// Zero or one time (only last operands).",
    "    Optional,",
    "    /// Zero or more times (only the last operand).",
    "    Variadic,",
    "}",
    "",
    "/// One instruction of a debug extended instruction set (the grammar's `opname` without its",
    "/// `Debug` prefix); [`DebugInstruction::number`] is its `Instruction` operand of",
    "/// `OpExtInst`, the same in every set that has it.",
    "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]",
    "pub enum DebugInstruction {",
]
for name, row in ordered:
    sets = ", ".join(sorted(row["operands"]))
    L.append(f"    /// `{name}` ({row['opcode']}; in {sets}).")
    L.append(f"    {variant(name)},")
L += ["}", "", "impl DebugInstruction {",
      "    /// Every instruction, by number.",
      "    pub const ALL: &'static [DebugInstruction] = &["]
for name, _ in ordered:
    L.append(f"        DebugInstruction::{variant(name)},")
L += ["    ];", "",
      "    /// The instruction number (`OpExtInst`'s `Instruction` operand).",
      "    pub const fn number(self) -> u32 {",
      "        match self {"]
for name, row in ordered:
    L.append(f"            DebugInstruction::{variant(name)} => {row['opcode']},")
L += ["        }", "    }", "",
      "    /// The grammar name (`DebugTypeBasic`, ...).",
      "    pub const fn name(self) -> &'static str {",
      "        match self {"]
for name, _ in ordered:
    L.append(f'            DebugInstruction::{variant(name)} => "{name}",')
L += ["        }", "    }", "",
      "    /// The instruction of `set` numbered `number`; `None` when `set` has no such instruction.",
      "    pub fn from_number(set: DebugInfoSet, number: u32) -> Option<DebugInstruction> {",
      "        let inst = match number {"]
for name, row in ordered:
    L.append(f"            {row['opcode']} => DebugInstruction::{variant(name)},")
L += ["            _ => return None,", "        };",
      "        inst.operands(set).map(|_| inst)", "    }", "",
      "    /// The operands (after the `Instruction` operand of `OpExtInst`) of this instruction in",
      "    /// `set`, by grammar name and quantity; `None` when `set` lacks the instruction. In the",
      "    /// NonSemantic sets every operand is an `<id>` (numbers are ids of 32-bit `OpConstant`s);",
      "    /// in OpenCL.DebugInfo.100 numbers, flags and enumerants are literals.",
      "    pub fn operands(self, set: DebugInfoSet) -> Option<&'static [(&'static str, Quantity)]> {",
      "        match (self, set) {"]
set_variant = {"OpenCl100": "OpenClDebugInfo100", "Shader100": "ShaderDebugInfo100",
               "Shader200": "ShaderDebugInfo200"}
for name, row in ordered:
    for s in ("OpenCl100", "Shader100", "Shader200"):
        if s in row["operands"]:
            L.append(f"            (DebugInstruction::{variant(name)}, DebugInfoSet::{set_variant[s]}) => "
                     f"Some({rust_operands(row['operands'][s])}),")
L += ["            _ => None,", "        }", "    }", "}"]
out = Path(__file__).resolve().parent.parent / "translator/src/debug_info/instructions.rs"
out.parent.mkdir(parents=True, exist_ok=True)
out.write_text("\n".join(L) + "\n")
subprocess.run(["rustfmt", "--edition", "2021", str(out)], check=True)
print(f"wrote {out} ({len(ordered)} instructions)")
