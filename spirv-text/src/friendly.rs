//! Friendly id names as `spirv-dis` prints them by default (SPIRV-Tools'
//! `FriendlyNameMapper`): an id is named by its `OpName`, a built-in variable by
//! its `BuiltIn` decoration, a type by its shape (`uint`, `v4float`,
//! `_ptr_CrossWorkgroup_uint`, `_arr_uint_uint_4`, `_struct_12`), a scalar
//! constant by its type and value (`uint_0`, `float_0_5`, `int_n1`, `true`),
//! and every other result by its number. Names are sanitised (characters
//! outside `[A-Za-z0-9_]` become `_`) and made unique with `_0`, `_1`, ...
//! suffixes, first come first served in instruction order.

use std::collections::{HashMap, HashSet};

use rspirv::binary::Disassemble;
use rspirv::grammar::OperandKind;
use spirv::{BuiltIn, Decoration, Op};

use crate::binary::Inst;

/// The id names of one module.
#[derive(Default)]
pub(crate) struct Names {
    name_for_id: HashMap<u32, String>,
    used: HashSet<String>,
}

/// Replaces characters outside `[A-Za-z0-9_]` by `_`; the empty name becomes `_`.
fn sanitize(s: &str) -> String {
    if s.is_empty() {
        return "_".to_string();
    }
    s.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect()
}

/// The `spirv-dis` spelling of a `BuiltIn`, for the built-ins SPIRV-Tools names.
fn builtin_name(v: u32) -> Option<&'static str> {
    use BuiltIn as B;
    let table: &[(B, &str)] = &[
        (B::Position, "gl_Position"),
        (B::PointSize, "gl_PointSize"),
        (B::ClipDistance, "gl_ClipDistance"),
        (B::CullDistance, "gl_CullDistance"),
        (B::VertexId, "gl_VertexID"),
        (B::InstanceId, "gl_InstanceID"),
        (B::PrimitiveId, "gl_PrimitiveID"),
        (B::InvocationId, "gl_InvocationID"),
        (B::Layer, "gl_Layer"),
        (B::ViewportIndex, "gl_ViewportIndex"),
        (B::TessLevelOuter, "gl_TessLevelOuter"),
        (B::TessLevelInner, "gl_TessLevelInner"),
        (B::TessCoord, "gl_TessCoord"),
        (B::PatchVertices, "gl_PatchVertices"),
        (B::FragCoord, "gl_FragCoord"),
        (B::PointCoord, "gl_PointCoord"),
        (B::FrontFacing, "gl_FrontFacing"),
        (B::SampleId, "gl_SampleID"),
        (B::SamplePosition, "gl_SamplePosition"),
        (B::SampleMask, "gl_SampleMask"),
        (B::FragDepth, "gl_FragDepth"),
        (B::HelperInvocation, "gl_HelperInvocation"),
        (B::NumWorkgroups, "gl_NumWorkGroups"),
        (B::WorkgroupSize, "gl_WorkGroupSize"),
        (B::WorkgroupId, "gl_WorkGroupID"),
        (B::LocalInvocationId, "gl_LocalInvocationID"),
        (B::GlobalInvocationId, "gl_GlobalInvocationID"),
        (B::LocalInvocationIndex, "gl_LocalInvocationIndex"),
        (B::WorkDim, "WorkDim"),
        (B::GlobalSize, "GlobalSize"),
        (B::EnqueuedWorkgroupSize, "EnqueuedWorkgroupSize"),
        (B::GlobalOffset, "GlobalOffset"),
        (B::GlobalLinearId, "GlobalLinearId"),
        (B::SubgroupSize, "SubgroupSize"),
        (B::SubgroupMaxSize, "SubgroupMaxSize"),
        (B::NumSubgroups, "NumSubgroups"),
        (B::NumEnqueuedSubgroups, "NumEnqueuedSubgroups"),
        (B::SubgroupId, "SubgroupId"),
        (B::SubgroupLocalInvocationId, "SubgroupLocalInvocationId"),
        (B::VertexIndex, "gl_VertexIndex"),
        (B::InstanceIndex, "gl_InstanceIndex"),
        (B::SubgroupEqMask, "SubgroupEqMaskKHR"),
        (B::SubgroupGeMask, "SubgroupGeMaskKHR"),
        (B::SubgroupGtMask, "SubgroupGtMaskKHR"),
        (B::SubgroupLeMask, "SubgroupLeMaskKHR"),
        (B::SubgroupLtMask, "SubgroupLtMaskKHR"),
    ];
    table.iter().find(|(b, _)| *b as u32 == v).map(|(_, n)| *n)
}

/// The grammar name of an enumerant operand, or `<fallback><value>` when unknown.
fn enum_name(kind: OperandKind, v: u32) -> String {
    llvm_spirv_binary::decode::enumerant(kind, v).map_or_else(|| format!("StorageClass{v}"), |o| o.disassemble())
}

impl Names {
    /// The name of `id`: its friendly name, or its number for an id never defined.
    pub(crate) fn get(&self, id: u32) -> String {
        self.name_for_id.get(&id).cloned().unwrap_or_else(|| id.to_string())
    }

    fn save(&mut self, id: u32, suggested: &str) {
        if self.name_for_id.contains_key(&id) {
            return;
        }
        let base = sanitize(suggested);
        let mut name = base.clone();
        let mut index = 0u32;
        while !self.used.insert(name.clone()) {
            name = format!("{base}_{index}");
            index += 1;
        }
        self.name_for_id.insert(id, name);
    }

    /// Notes the names one instruction gives, in module order. `result` is the
    /// instruction's result id (if any); `literal` renders the value of an
    /// `OpConstant` as the disassembly prints it.
    pub(crate) fn note(&mut self, inst: Inst<'_>, result: Option<u32>, literal: impl FnOnce() -> String) {
        let w = inst.words;
        let op = inst.opcode;
        let r = result.unwrap_or(0);
        let is = |o: Op| op == o as u16;
        if is(Op::Name) && w.len() >= 2 {
            self.save(w[1], &inst.string_lossy(1));
        } else if is(Op::Decorate) {
            if let [_, target, deco, b, ..] = w {
                if *deco == Decoration::BuiltIn as u32 {
                    if let Some(n) = builtin_name(*b) {
                        self.save(*target, n);
                    }
                }
            }
        } else if is(Op::TypeVoid) {
            self.save(r, "void");
        } else if is(Op::TypeBool) {
            self.save(r, "bool");
        } else if let (true, [_, _, width, signed, ..]) = (is(Op::TypeInt), w) {
            let (mut sign, root) = match width {
                8 => ("", "char".to_string()),
                16 => ("", "short".to_string()),
                32 => ("", "int".to_string()),
                64 => ("", "long".to_string()),
                _ => ("i", width.to_string()),
            };
            if *signed == 0 {
                sign = "u";
            }
            self.save(r, &format!("{sign}{root}"));
        } else if let (true, [_, _, width, ..]) = (is(Op::TypeFloat), w) {
            let n = match width {
                16 => "half".to_string(),
                32 => "float".to_string(),
                64 => "double".to_string(),
                _ => format!("fp{width}"),
            };
            self.save(r, &n);
        } else if let (true, [_, _, comp, n, ..]) = (is(Op::TypeVector), w) {
            let s = format!("v{n}{}", self.get(*comp));
            self.save(r, &s);
        } else if let (true, [_, _, col, n, ..]) = (is(Op::TypeMatrix), w) {
            let s = format!("mat{n}{}", self.get(*col));
            self.save(r, &s);
        } else if let (true, [_, _, elem, len, ..]) = (is(Op::TypeArray), w) {
            let s = format!("_arr_{}_{}", self.get(*elem), self.get(*len));
            self.save(r, &s);
        } else if let (true, [_, _, elem, ..]) = (is(Op::TypeRuntimeArray), w) {
            let s = format!("_runtimearr_{}", self.get(*elem));
            self.save(r, &s);
        } else if let (true, [_, _, sc, pointee, ..]) = (is(Op::TypePointer), w) {
            let s = format!("_ptr_{}_{}", enum_name(OperandKind::StorageClass, *sc), self.get(*pointee));
            self.save(r, &s);
        } else if let (true, [_, _, aq, ..]) = (is(Op::TypePipe), w) {
            self.save(r, &format!("Pipe{}", enum_name(OperandKind::AccessQualifier, *aq)));
        } else if is(Op::TypeEvent) {
            self.save(r, "Event");
        } else if is(Op::TypeDeviceEvent) {
            self.save(r, "DeviceEvent");
        } else if is(Op::TypeReserveId) {
            self.save(r, "ReserveId");
        } else if is(Op::TypeQueue) {
            self.save(r, "Queue");
        } else if is(Op::TypeOpaque) && w.len() >= 2 {
            self.save(r, &format!("Opaque_{}", sanitize(&inst.string_lossy(1))));
        } else if is(Op::TypePipeStorage) {
            self.save(r, "PipeStorage");
        } else if is(Op::TypeNamedBarrier) {
            self.save(r, "NamedBarrier");
        } else if is(Op::TypeStruct) {
            self.save(r, &format!("_struct_{r}"));
        } else if is(Op::ConstantTrue) {
            self.save(r, "true");
        } else if is(Op::ConstantFalse) {
            self.save(r, "false");
        } else if let (true, [_, ty, ..]) = (is(Op::Constant), w) {
            let value = literal().replace('-', "n");
            let s = format!("{}_{value}", self.get(*ty));
            self.save(r, &s);
        } else if r != 0 {
            self.save(r, &r.to_string());
        }
    }
}
