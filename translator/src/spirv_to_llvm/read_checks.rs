//! Checks of each instruction made while reading a module, in one pass over the decoded
//! instructions before any LLVM call. The same checks run where a module is only read and
//! rewritten (`-to-text`, `-to-binary`: reading SPIR-V refuses what the reverse
//! translation refuses on reading, as the Khronos translator's reader does), through
//! [`check_words`].
//!
//! - **Shader-only instructions.** An instruction whose grammar capabilities are all
//!   `Shader` or imply it (OpDPdx, OpKill, OpEmitVertex, ...) belongs to the shader
//!   execution models; an OpenCL kernel module cannot declare those capabilities (OpenCL
//!   SPIR-V environment spec 5.1), so nothing in OpenCL gives it a meaning: refused, in the
//!   Khronos translator's words for an opcode it does not implement.
//! - **Operand types** of the instructions whose extension states them ("Validation
//!   Rules"), from `crate::number_formats`'s table (one place for both directions):
//!   SPV_INTEL_bfloat16_conversion (OpConvertFToBF16INTEL: result a scalar or vector of
//!   16-bit integers, input of 32-bit floats with as many components; OpConvertBF16ToFINTEL
//!   the reverse) and SPV_INTEL_tensor_float32_conversion (OpRoundFToTF32INTEL: 32-bit
//!   floats to 32-bit floats). A cooperative or joint matrix counts by its component type
//!   (SPV_INTEL_joint_matrix 3.42.11 "Conversion Instructions").

use super::parse::Inst;
use super::{Error, FastMap, Result};
use crate::number_formats::{sized_conversion_of_op, Component, OperandShape};
use rspirv::dr;
use spirv::{Op, Word};

/// What the rules need to know of a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// `OpTypeInt` of this width.
    Int(u32),
    /// `OpTypeFloat` of this width, with no FP encoding operand (IEEE 754).
    Float(u32),
    /// `OpTypeFloat` with an FP encoding (bfloat16, FP8, ...).
    EncodedFloat,
    /// `OpTypeVector` of this component type and count.
    Vector(Word, u32),
    /// A cooperative or joint matrix of this component type.
    Matrix(Word),
    /// Any other type.
    Other,
}

/// The shape of type declaration `inst` (`None`: not a type).
fn shape_of(inst: &dr::Instruction) -> Option<Shape> {
    let literal = |i: usize| match inst.operands.get(i) {
        Some(dr::Operand::LiteralBit32(n)) => Some(*n),
        _ => None,
    };
    let id = |i: usize| inst.operands.get(i).and_then(|o| o.id_ref_any());
    Some(match inst.class.opcode {
        Op::TypeInt => literal(0).map_or(Shape::Other, Shape::Int),
        Op::TypeFloat if inst.operands.len() > 1 => Shape::EncodedFloat,
        Op::TypeFloat => literal(0).map_or(Shape::Other, Shape::Float),
        Op::TypeVector => match (id(0), literal(1)) {
            (Some(c), Some(n)) => Shape::Vector(c, n),
            _ => Shape::Other,
        },
        Op::TypeCooperativeMatrixKHR | Op::TypeJointMatrixINTEL => id(0).map_or(Shape::Other, Shape::Matrix),
        _ if inst.class.opname.starts_with("Type") => Shape::Other,
        _ => return None,
    })
}

/// The types of the module by id, and the type of each value.
#[derive(Default)]
struct Types {
    shapes: FastMap<Word, Shape>,
    values: FastMap<Word, Word>,
}

impl Types {
    /// Whether type `t` (a scalar) is component `c`.
    fn is_component(&self, t: Word, c: Component) -> bool {
        matches!(
            (self.shapes.get(&t), c),
            (Some(Shape::Float(32)), Component::Float) | (Some(Shape::Int(16)), Component::Ushort)
        )
    }

    /// The rule's view of type `t` for component `c`: whether its component (a vector's
    /// element, a matrix's component type) is `c`, and its component count (1 for a scalar
    /// or a matrix).
    fn operand_shape(&self, t: Word, c: Component) -> OperandShape {
        match self.shapes.get(&t) {
            Some(&Shape::Vector(e, n)) => (self.is_component(e, c), n),
            Some(&Shape::Matrix(e)) => (self.is_component(e, c), 1),
            _ => (self.is_component(t, c), 1),
        }
    }
}

/// Checks every instruction of `insts` (see the module doc), in module order (a value is
/// defined before the instructions it dominates, SPIR-V spec 2.16.1 "Universal Validation
/// Rules"; an operand whose type is not known yet is left to the checks of the
/// translation).
///
/// Errors: [`Error::UnsupportedShaderOpcode`] for a shader-only instruction;
/// [`Error::InvalidOperands`] naming the instruction, its word offset and the operand rule
/// it breaks in the Khronos translator's words ("Result value must be a scalar or vector of
/// integer 16-bit type").
pub(super) fn check(insts: &[Inst]) -> Result<()> {
    let mut types = Types::default();
    for it in insts {
        let inst = &it.inst;
        shader_only(it)?;
        let Some(id) = inst.result_id else { continue };
        if let Some(shape) = shape_of(inst) {
            types.shapes.insert(id, shape);
            continue;
        }
        if let Some(t) = inst.result_type {
            types.values.insert(id, t);
        }
        let opcode = inst.class.opcode;
        let Some(conversion) = sized_conversion_of_op(opcode) else { continue };
        let (Some(result_ty), Some(input_ty)) =
            (inst.result_type, inst.operands.first().and_then(|o| o.id_ref_any()).and_then(|x| types.values.get(&x)))
        else {
            continue;
        };
        let result = types.operand_shape(result_ty, conversion.result);
        let input = types.operand_shape(*input_ty, conversion.input);
        if let Some(reason) = conversion.operand_rule(result, input) {
            return Err(Error::InvalidOperands { offset: it.offset, opcode, reason });
        }
    }
    Ok(())
}

/// Refuses a shader-only instruction (see the module doc).
///
/// Errors: [`Error::UnsupportedShaderOpcode`] naming it, its word offset and capabilities.
fn shader_only(it: &Inst) -> Result<()> {
    let caps = it.inst.class.capabilities;
    if caps.is_empty() || caps.iter().any(|c| crate::llvm_to_spirv::kernel_may_declare(*c)) {
        return Ok(());
    }
    Err(Error::UnsupportedShaderOpcode {
        offset: it.offset,
        opcode: it.inst.class.opcode as u32,
        name: it.inst.class.opname,
        capabilities: caps.iter().map(|c| format!("{c:?}")).collect::<Vec<_>>().join(" or "),
    })
}

/// Checks a SPIR-V module (host-order words, magic first) as reading it for the reverse
/// translation does, without translating it: the checks of the module doc.
/// For the conversions between the binary and the text format, which read the module as
/// the Khronos translator does and refuse the same invalid instructions. A module that
/// does not decode is left to the conversion's own reader, which reports it.
///
/// Errors: those of the checks ([`Error::UnsupportedShaderOpcode`],
/// [`Error::InvalidOperands`]).
pub fn check_words(words: &[u32]) -> Result<()> {
    match llvm_spirv_binary::decode(words) {
        Ok(module) => check(&module.instructions),
        Err(_) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Words of a kernel-free module: types, then `f` converting `x` of type `input` to
    /// `result` with `op` (ids: 1 i16, 2 f32, 3 v4i16, 4 v4f32, 5 v3f32, 6 void, 7 fn, 8 x
    /// param type...).
    fn module(op: Op, result: Word, input: Word) -> Vec<u32> {
        let mut b = rspirv::dr::Builder::new();
        b.set_version(1, 0);
        b.capability(spirv::Capability::Kernel);
        b.memory_model(spirv::AddressingModel::Physical64, spirv::MemoryModel::OpenCL);
        let i16t = b.type_int(16, 0);
        let f32t = b.type_float(32, None);
        let v4i16 = b.type_vector(i16t, 4);
        let v4f32 = b.type_vector(f32t, 4);
        let v3f32 = b.type_vector(f32t, 3);
        let ids = [i16t, f32t, v4i16, v4f32, v3f32];
        let void = b.type_void();
        let fty = b.type_function(void, vec![ids[input as usize]]);
        b.begin_function(void, None, spirv::FunctionControl::NONE, fty).unwrap();
        let x = b.function_parameter(ids[input as usize]).unwrap();
        b.begin_block(None).unwrap();
        let r = b.id();
        b.insert_into_block(
            rspirv::dr::InsertPoint::End,
            dr::Instruction::new(op, Some(ids[result as usize]), Some(r), vec![dr::Operand::IdRef(x)]),
        )
        .unwrap();
        b.ret().unwrap();
        b.end_function().unwrap();
        use rspirv::binary::Assemble;
        b.module().assemble()
    }

    const I16: Word = 0;
    const F32: Word = 1;
    const V4I16: Word = 2;
    const V4F32: Word = 3;
    const V3F32: Word = 4;

    /// The operand rule `words` breaks (`Some("other error: ...")` for another error).
    fn reason(words: &[u32]) -> Option<String> {
        match check_words(words) {
            Ok(()) => None,
            Err(Error::InvalidOperands { reason, .. }) => Some(reason.to_string()),
            Err(e) => Some(format!("other error: {e}")),
        }
    }

    #[test]
    fn bfloat16_conversions_keep_their_operand_rules() {
        assert_eq!(reason(&module(Op::ConvertFToBF16INTEL, I16, F32)), None);
        assert_eq!(reason(&module(Op::ConvertFToBF16INTEL, V4I16, V4F32)), None);
        assert_eq!(reason(&module(Op::ConvertBF16ToFINTEL, V4F32, V4I16)), None);
        assert_eq!(
            reason(&module(Op::ConvertFToBF16INTEL, F32, F32)).as_deref(),
            Some("Result value must be a scalar or vector of integer 16-bit type")
        );
        assert_eq!(
            reason(&module(Op::ConvertFToBF16INTEL, V4I16, I16)).as_deref(),
            Some("Input value must be a scalar or vector of floating-point 32-bit type")
        );
        assert_eq!(
            reason(&module(Op::ConvertBF16ToFINTEL, V3F32, V4I16)).as_deref(),
            Some("Input type must have the same number of components as result type")
        );
        assert_eq!(
            reason(&module(Op::ConvertBF16ToFINTEL, I16, I16)).as_deref(),
            Some("Result value must be a scalar or vector of floating-point 32-bit type")
        );
        assert_eq!(
            reason(&module(Op::RoundFToTF32INTEL, V4F32, V4I16)).as_deref(),
            Some("Input value must be a scalar or vector of floating-point 32-bit type")
        );
        assert_eq!(reason(&module(Op::RoundFToTF32INTEL, V4F32, V4F32)), None);
        // Other instructions are no business of these rules.
        assert_eq!(reason(&module(Op::FConvert, I16, F32)), None);
    }

    #[test]
    fn shader_only_instructions_are_refused_and_kernel_ones_kept() {
        // OpDPdx (capability Shader) in place of the conversion; OpFConvert has none.
        let e = check_words(&module(Op::DPdx, F32, F32)).unwrap_err().to_string();
        assert!(e.starts_with("UnimplementedOpCode: Unimplemented opcode 207 (OpDPdx at word "), "{e}");
        assert!(e.ends_with("needs capability Shader, which an OpenCL kernel module cannot declare)"), "{e}");
        // OpDPdxFine: DerivativeControl, which implies Shader.
        let e = check_words(&module(Op::DPdxFine, F32, F32)).unwrap_err().to_string();
        assert!(e.contains("(OpDPdxFine at word"), "{e}");
        assert!(check_words(&module(Op::FConvert, F32, F32)).is_ok());
        // OpImageQuerySizeLod: Kernel or ImageQuery, so an OpenCL module may have it.
        let caps = crate::grammar::core_instruction(Op::ImageQuerySizeLod as u32).map_or(&[][..], |g| g.capabilities);
        assert!(!caps.is_empty());
        assert!(caps.iter().any(|c| crate::llvm_to_spirv::kernel_may_declare(*c)));
    }

    #[test]
    fn the_error_names_the_instruction_and_its_offset() {
        let words = module(Op::ConvertFToBF16INTEL, F32, F32);
        let e = check_words(&words).unwrap_err().to_string();
        assert!(e.starts_with("InvalidInstruction: invalid OpConvertFToBF16INTEL at word "), "{e}");
        assert!(e.ends_with(": Result value must be a scalar or vector of integer 16-bit type"), "{e}");
    }
}
