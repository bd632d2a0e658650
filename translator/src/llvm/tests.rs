//! Each check of the wrapper refuses its mismatched combination with the error naming the
//! check (and builds nothing), and accepts the matching one. A refused call that reached
//! LLVM would corrupt the module: every test ends by running the verifier on what was built.

use super::checks::Error;
use super::*;

/// A module with `define void @f(ptr addrspace(1) %p, i32 %x, float %y)` and a builder at the
/// end of its entry block.
struct Fixture<'c> {
    m: Module<'c>,
    f: Value<'c>,
    b: Builder<'c>,
    i32t: Type<'c>,
    i64t: Type<'c>,
    f32t: Type<'c>,
    p1: Type<'c>,
}

impl<'c> Fixture<'c> {
    fn new(ctx: &'c Context) -> Self {
        let m = ctx.create_module("t");
        let i32t = Type::int_n::<32>(ctx);
        let i64t = Type::int_n::<64>(ctx);
        let f32t = Type::float(ctx, 32).expect("float");
        let p1 = Type::pointer(ctx, 1).expect("pointer");
        let void = Type::void(ctx);
        let f = m.add_function("f", Type::function(void, &[p1, i32t, f32t], false).expect("fn type")).expect("f");
        let b = Builder::new(ctx);
        b.position_at_end(f.append_block(ctx, "entry").expect("block"));
        Fixture { m, f, b, i32t, i64t, f32t, p1 }
    }

    fn p(&self) -> Value<'c> {
        self.f.params()[0]
    }
    fn x(&self) -> Value<'c> {
        self.f.params()[1]
    }
    fn y(&self) -> Value<'c> {
        self.f.params()[2]
    }

    /// Ends the function and runs the verifier: the refused calls left nothing behind.
    fn finish(self) {
        self.b.ret(None).expect("ret void");
        self.m.verify().expect("verifier");
    }
}

fn precondition(e: Error) -> Option<&'static str> {
    match e {
        Error::Precondition { reason, .. } => Some(reason),
        _ => None,
    }
}

#[test]
fn type_constructors_refuse_invalid_element_types_and_widths() {
    let ctx = Context::new();
    let void = Type::void(&ctx);
    let i32t = Type::int_n::<32>(&ctx);
    let fn_ty = Type::function(void, &[], false).expect("fn type");
    assert_eq!(precondition(Type::int(&ctx, 0).unwrap_err()), Some("the width must be 1 to 2^23 bits"));
    assert!(Type::int(&ctx, (1 << 23) + 1).is_err());
    assert_eq!(Type::int(&ctx, 17).expect("i17").int_width(), Some(17));
    assert!(matches!(Type::vector(void, 4), Err(Error::WrongKind { operand: "element type", .. })));
    assert!(matches!(Type::vector(i32t, 0), Err(Error::Precondition { .. })));
    assert!(matches!(Type::array(fn_ty, 2), Err(Error::WrongKind { .. })));
    assert!(matches!(Type::literal_struct(&ctx, &[i32t, void], false), Err(Error::WrongKind { .. })));
    assert!(matches!(Type::pointer(&ctx, 1 << 24), Err(Error::Precondition { .. })));
    assert!(matches!(Type::function(fn_ty, &[], false), Err(Error::WrongKind { operand: "return type", .. })));
    assert!(matches!(Type::function(void, &[void], false), Err(Error::WrongKind { operand: "parameter type", .. })));
    // A literal struct has no settable body; a named one only once.
    let lit = Type::literal_struct(&ctx, &[i32t], false).expect("literal");
    assert!(lit.set_struct_body(&[i32t], false).is_err());
    let named = Type::named_struct(&ctx, "S");
    named.set_struct_body(&[i32t, i32t], false).expect("body");
    assert!(named.set_struct_body(&[i32t], false).is_err());
    assert_eq!(named.struct_fields(), [i32t, i32t]);
}

#[test]
fn constants_refuse_mismatched_types() {
    let ctx = Context::new();
    let t = Fixture::new(&ctx);
    let (i32t, i64t, f32t) = (t.i32t, t.i64t, t.f32t);
    // const_int on a float type, const_real on an integer type.
    let e = Value::const_int(f32t, 1).unwrap_err();
    assert!(matches!(e, Error::WrongKind { op: "const_int", found: ref f, .. } if f == "float"), "{e}");
    assert!(Value::const_real(i32t, 1.0).is_err());
    assert!(Value::const_null(Type::void(&ctx)).is_err());
    assert!(Value::const_null(Type::target_ext(&ctx, "spirv.Event", &[], &[])).is_ok());
    assert!(Value::const_null(Type::target_ext(&ctx, "other.Thing", &[], &[])).is_err());
    let one = Value::const_int(i32t, 1).expect("i32 1");
    let wide = Value::const_int(i64t, 1).expect("i64 1");
    // Arrays, vectors and structs of elements of other types, or of run-time values.
    assert!(matches!(Value::const_array(i32t, &[one, wide]), Err(Error::TypeMismatch { .. })));
    assert!(matches!(Value::const_array(i32t, &[t.x()]), Err(Error::WrongKind { operand: "element", .. })));
    assert!(matches!(Value::const_vector(&[]), Err(Error::Precondition { .. })));
    assert!(matches!(Value::const_vector(&[one, wide]), Err(Error::TypeMismatch { .. })));
    let pair = Type::literal_struct(&ctx, &[i32t, i64t], false).expect("pair");
    assert!(matches!(Value::const_struct(pair, &[one]), Err(Error::ArgumentCount { expected: 2, found: 1, .. })));
    assert!(matches!(Value::const_struct(pair, &[wide, one]), Err(Error::TypeMismatch { .. })));
    assert!(matches!(Value::const_struct(i32t, &[one]), Err(Error::WrongKind { .. })));
    assert!(Value::const_struct(pair, &[one, wide]).is_ok());
    // Constant casts: only the constant-expression opcodes, only valid casts, only constants.
    assert!(Value::const_cast(Opcode::LLVMZExt, one, i64t).is_err());
    assert!(Value::const_cast(Opcode::LLVMTrunc, one, i64t).is_err());
    assert!(Value::const_cast(Opcode::LLVMTrunc, t.x(), Type::int_n::<8>(&ctx)).is_err());
    assert!(Value::const_cast(Opcode::LLVMTrunc, wide, i32t).is_ok());
    let g = t.m.add_global(Type::array(i32t, 4).expect("array"), "g", 1).expect("global");
    assert!(Value::const_gep(i32t, g, &[t.x()], true).is_err());
    assert!(Value::const_gep(i32t, g, &[one], true).is_ok());
    t.finish();
}

#[test]
fn binop_cmp_and_select_refuse_mismatched_operands() {
    let ctx = Context::new();
    let t = Fixture::new(&ctx);
    let (x, y) = (t.x(), t.y());
    let wide = Value::const_int(t.i64t, 1).expect("i64");
    let e = t.b.binop(Opcode::LLVMAdd, x, wide).unwrap_err();
    assert!(matches!(e, Error::TypeMismatch { op: "binop", .. }), "{e}");
    assert_eq!(e.to_string(), "binop: operand types differ: i32 and i64");
    // Constant operands would be folded by IRBuilder, which is where a mismatch crashes.
    let c = Value::const_int(t.i32t, 2).expect("i32");
    assert!(t.b.binop(Opcode::LLVMAdd, c, wide).is_err());
    assert!(matches!(t.b.binop(Opcode::LLVMFAdd, x, x), Err(Error::WrongKind { .. })));
    assert!(matches!(t.b.binop(Opcode::LLVMAdd, y, y), Err(Error::WrongKind { .. })));
    assert!(matches!(t.b.binop(Opcode::LLVMLoad, x, x), Err(Error::Precondition { .. })));
    assert!(t.b.fneg(x).is_err());
    assert!(t.b.icmp(IntPredicate::LLVMIntEQ, x, wide).is_err());
    assert!(t.b.icmp(IntPredicate::LLVMIntEQ, y, y).is_err());
    assert!(t.b.fcmp(RealPredicate::LLVMRealOEQ, x, x).is_err());
    assert!(t.b.select(x, x, x).is_err(), "the condition must be an i1");
    let cond = t.b.icmp(IntPredicate::LLVMIntEQ, x, x).expect("icmp");
    assert!(t.b.select(cond, x, y).is_err());
    assert!(t.b.select(cond, x, x).is_ok());
    assert!(t.b.binop(Opcode::LLVMAdd, x, x).is_ok());
    t.finish();
}

#[test]
fn casts_follow_cast_is_valid() {
    let ctx = Context::new();
    let t = Fixture::new(&ctx);
    let (x, y, p) = (t.x(), t.y(), t.p());
    let i8t = Type::int_n::<8>(&ctx);
    assert!(t.b.cast(Opcode::LLVMZExt, x, i8t).is_err(), "zext to a narrower type");
    assert!(t.b.cast(Opcode::LLVMTrunc, x, t.i64t).is_err(), "trunc to a wider type");
    assert!(t.b.cast(Opcode::LLVMBitCast, x, t.i64t).is_err(), "bitcast between sizes");
    assert!(t.b.cast(Opcode::LLVMBitCast, p, t.i64t).is_err(), "bitcast pointer to integer");
    assert!(t.b.cast(Opcode::LLVMAddrSpaceCast, p, t.p1).map(|v| v == p).unwrap_or(false), "same type");
    assert!(t.b.cast(Opcode::LLVMAddrSpaceCast, x, t.p1).is_err());
    assert!(t.b.cast(Opcode::LLVMFPToSI, x, t.i64t).is_err());
    assert!(t.b.cast(Opcode::LLVMAdd, x, t.i64t).is_err(), "not a cast opcode");
    let v2 = Type::vector(t.i32t, 2).expect("v2");
    assert!(t.b.cast(Opcode::LLVMSExt, x, Type::vector(t.i64t, 2).expect("v2i64")).is_err(), "lane counts");
    assert!(t.b.cast(Opcode::LLVMBitCast, y, t.i32t).is_ok());
    assert!(t.b.cast(Opcode::LLVMBitCast, Value::undef(v2), t.i64t).is_ok());
    assert!(t.b.no_fold().cast(Opcode::LLVMZExt, Value::const_int(t.i32t, 1).expect("c"), i8t).is_err());
    t.finish();
}

#[test]
fn memory_and_aggregate_instructions_refuse_bad_operands() {
    let ctx = Context::new();
    let t = Fixture::new(&ctx);
    let (x, y, p) = (t.x(), t.y(), t.p());
    let void = Type::void(&ctx);
    let opaque = Type::named_struct(&ctx, "opaque");
    assert!(t.b.load(void, p).is_err());
    assert!(t.b.load(t.i32t, x).is_err(), "load through an integer");
    assert!(t.b.store(x, y).is_err(), "store through a float");
    assert!(t.b.alloca(opaque).is_err());
    // GEP: unsized source, non-pointer base, non-integer index, struct index out of range or
    // not a constant, indexing into a scalar.
    let pair = Type::literal_struct(&ctx, &[t.i32t, t.f32t], false).expect("pair");
    let zero = Value::const_int(t.i32t, 0).expect("0");
    let two = Value::const_int(t.i32t, 2).expect("2");
    assert!(matches!(t.b.gep(opaque, p, &[zero], true), Err(Error::WrongKind { .. })));
    assert!(t.b.gep(pair, x, &[zero], true).is_err());
    assert!(t.b.gep(pair, p, &[y], true).is_err());
    assert!(matches!(t.b.gep(pair, p, &[zero, two], true), Err(Error::IndexOutOfRange { index: 2, .. })));
    assert!(t.b.gep(pair, p, &[zero, x], true).is_err());
    assert!(t.b.gep(t.i32t, p, &[zero, zero], true).is_err());
    assert!(t.b.gep(pair, p, &[zero, zero], true).is_ok());
    // extractvalue / insertvalue: index past the fields, non-aggregate, wrong field type.
    let agg = Value::undef(pair);
    assert!(matches!(t.b.extract_value(agg, 2), Err(Error::IndexOutOfRange { index: 2, .. })));
    assert!(matches!(t.b.extract_value(x, 0), Err(Error::WrongKind { .. })));
    assert!(matches!(t.b.insert_value(agg, x, 1), Err(Error::TypeMismatch { .. })));
    assert!(t.b.insert_value(agg, x, 0).is_ok());
    // Vectors: element type, index type, shuffle mask.
    let v4 = Type::vector(t.i32t, 4).expect("v4");
    let vec = Value::undef(v4);
    assert!(t.b.extract_element(x, zero).is_err());
    assert!(t.b.extract_element(vec, y).is_err());
    assert!(t.b.insert_element(vec, y, zero).is_err());
    assert!(t.b.insert_element(vec, x, zero).is_ok());
    let lanes = |ks: &[u64]| {
        let vals: Vec<_> = ks.iter().map(|&k| Value::const_int(t.i32t, k).expect("lane")).collect();
        Value::const_vector(&vals).expect("mask")
    };
    assert!(matches!(t.b.shuffle_vector(vec, vec, lanes(&[0, 8])), Err(Error::IndexOutOfRange { index: 8, .. })));
    assert!(t.b.shuffle_vector(vec, Value::undef(Type::vector(t.i32t, 2).expect("v2")), lanes(&[0])).is_err());
    assert!(t.b.shuffle_vector(vec, vec, Value::undef(v4)).is_ok());
    assert!(t.b.shuffle_vector(vec, vec, lanes(&[0, 7, 3])).is_ok());
    t.finish();
}

#[test]
fn calls_check_arity_and_argument_types() {
    let ctx = Context::new();
    let t = Fixture::new(&ctx);
    let (x, y) = (t.x(), t.y());
    let callee_ty = Type::function(t.i32t, &[t.i32t, t.f32t], false).expect("fn");
    let g = t.m.add_function("g", callee_ty).expect("g");
    let e = t.b.call(callee_ty, g, &[x]).unwrap_err();
    assert_eq!(e, Error::ArgumentCount { op: "call", expected: 2, found: 1 });
    let e = t.b.call(callee_ty, g, &[y, x]).unwrap_err();
    assert_eq!(e.to_string(), "call: argument 0 and parameter types differ: float and i32");
    assert!(t.b.call(t.i32t, g, &[x, y]).is_err(), "not a function type");
    assert!(t.b.call(callee_ty, x, &[x, y]).is_err(), "callee not a pointer");
    let variadic = Type::function(t.i32t, &[t.i32t], true).expect("variadic");
    let h = t.m.add_function("h", variadic).expect("h");
    assert!(t.b.call(variadic, h, &[]).is_err());
    assert!(t.b.call(variadic, h, &[x, y, y]).is_ok());
    assert!(t.b.call(callee_ty, g, &[x, y]).is_ok());
    // A non-overloaded intrinsic declared with another type.
    let wrong = Type::function(t.i32t, &[], false).expect("fn");
    assert!(matches!(t.m.add_function("llvm.trap", wrong), Err(Error::TypeMismatch { .. })));
    let void = Type::void(&ctx);
    assert!(t.m.add_function("llvm.trap", Type::function(void, &[], false).expect("fn")).is_ok());
    assert!(t.m.add_function("k", t.i32t).is_err(), "not a function type");
    t.finish();
}

#[test]
fn atomics_terminators_and_phis_check_their_operands() {
    use AtomicOrdering as O;
    let ctx = Context::new();
    let t = Fixture::new(&ctx);
    let (x, y, p) = (t.x(), t.y(), t.p());
    let seq = O::LLVMAtomicOrderingSequentiallyConsistent;
    assert!(t.b.atomic_rmw(AtomicRmwBinOp::Add, p, y, seq).is_err(), "integer op on float");
    assert!(t.b.atomic_rmw(AtomicRmwBinOp::Add, x, x, seq).is_err(), "non-pointer");
    assert!(t.b.atomic_rmw(AtomicRmwBinOp::Add, p, x, O::LLVMAtomicOrderingNotAtomic).is_err());
    assert!(t.b.cmpxchg(p, x, Value::const_int(t.i64t, 0).expect("c"), seq, seq).is_err());
    assert!(t.b.cmpxchg(p, x, x, seq, O::LLVMAtomicOrderingRelease).is_err());
    assert!(t.b.cmpxchg(p, y, y, seq, seq).is_err(), "float cmpxchg");
    assert!(t.b.cmpxchg(p, x, x, seq, O::LLVMAtomicOrderingMonotonic).is_ok());
    assert!(t.b.fence(O::LLVMAtomicOrderingMonotonic).is_err());
    assert!(t.b.fence(seq).is_ok());
    assert!(t.b.cond_br(x, t.f.basic_blocks()[0], t.f.basic_blocks()[0]).is_err());
    assert!(t.b.switch(y, t.f.basic_blocks()[0], 0).is_err());
    assert!(t.b.phi(Type::void(&ctx)).is_err());
    let entry = t.f.basic_blocks()[0];
    assert!(x.add_incoming(x, entry).is_err(), "not a phi");
    assert!(t.b.ret(Some(x)).is_err(), "value returned from a void function");
    t.finish();
    // A phi of another type than its incoming value (in a module of its own: an empty phi
    // does not verify).
    let other = Context::new();
    let u = Fixture::new(&other);
    let phi = u.b.phi(u.i32t).expect("phi");
    let entry = u.f.basic_blocks()[0];
    assert!(matches!(phi.add_incoming(u.y(), entry), Err(Error::TypeMismatch { .. })));
    assert!(phi.add_incoming(u.x(), entry).is_ok());
}

#[test]
fn setters_check_their_receiver() {
    let ctx = Context::new();
    let t = Fixture::new(&ctx);
    let x = t.x();
    let kinds = AttributeKinds::new();
    let g = t.m.add_global(t.i32t, "g", 1).expect("global");
    let wide = Value::const_int(t.i64t, 0).expect("c");
    assert!(matches!(g.set_initializer(wide), Err(Error::TypeMismatch { .. })));
    assert!(g.set_initializer(x).is_err(), "not a constant");
    assert!(x.set_initializer(wide).is_err(), "not a global");
    assert!(x.set_linkage(Linkage::LLVMInternalLinkage).is_err());
    assert!(x.set_section("s").is_err());
    assert!(x.set_alignment(4).is_err());
    assert!(g.set_alignment(3).is_err(), "not a power of two");
    assert!(g.set_alignment(8).is_ok());
    assert!(x.set_volatile(true).is_err());
    assert!(t.f.set_function_call_conv(1024).is_err());
    assert!(x.set_call_conv(75).is_err());
    let fa = AttributeIndex::Function;
    assert!(x.add_enum_attribute(&ctx, fa, kinds.nounwind, 0).is_err(), "not a function");
    assert!(t.f.add_enum_attribute(&ctx, fa, kinds.byval, 0).is_err(), "type attribute as enum");
    assert!(t.f.add_enum_attribute(&ctx, fa, kinds.nounwind, 5).is_err(), "payload of a plain attribute");
    assert!(t.f.add_enum_attribute(&ctx, AttributeIndex::Param(0), kinds.align, 3).is_err());
    assert!(t.f.add_enum_attribute(&ctx, AttributeIndex::Param(7), kinds.noalias, 0).is_err());
    assert!(t.f.add_type_attribute(&ctx, AttributeIndex::Param(0), kinds.align, t.i32t).is_err());
    t.f.add_enum_attribute(&ctx, AttributeIndex::Param(0), kinds.align, 16).expect("align 16");
    t.f.add_enum_attribute(&ctx, AttributeIndex::Param(0), kinds.noalias, 0).expect("noalias");
    assert_eq!(t.f.enum_attribute(AttributeIndex::Param(0), kinds.align), Some(16));
    assert_eq!(t.f.enum_attribute(AttributeIndex::Param(0), kinds.noalias), Some(0));
    assert_eq!(t.f.enum_attribute(AttributeIndex::Param(0), kinds.byval), None, "absent");
    t.f.add_type_attribute(&ctx, AttributeIndex::Param(0), kinds.byval, t.i32t).expect("byval");
    assert_eq!(t.f.enum_attribute(AttributeIndex::Param(0), kinds.byval), Some(0), "present, no integer");
    assert_eq!(t.f.type_attribute(AttributeIndex::Param(0), kinds.byval), Some(t.i32t));
    assert_eq!(t.f.type_attribute(AttributeIndex::Param(0), kinds.align), None);
    // Metadata: strings are not attachable nodes, constants need constants.
    let s = ctx.md_string("s");
    let kind = ctx.md_kind_id("k");
    assert!(t.f.set_global_metadata(kind, s).is_err());
    assert!(t.f.set_global_metadata(0, ctx.md_node(&[s])).is_err(), "!dbg needs debug info");
    assert!(t.m.add_named_metadata(&ctx, "n", s).is_err());
    assert!(Metadata::constant(x).is_err());
    assert!(t.b.position_before(x).is_err());
    assert!(x.append_block(&ctx, "b").is_err());
    // Flags on values that are not their instructions are left alone (a folded constant).
    let folded = t.b.binop(Opcode::LLVMAdd, wide, wide).expect("folded add");
    assert!(folded.is_constant());
    folded.set_nsw();
    folded.set_exact();
    folded.set_fast_math_flags(FastMathFlags(FastMathFlags::ALL));
    assert_eq!(t.m.abi_size_of(Type::void(&ctx)).map_err(|e| matches!(e, Error::WrongKind { .. })), Err(true));
    assert_eq!(t.m.abi_size_of(t.i64t), Ok(8));
    t.finish();
}

#[test]
fn accessors_of_values_without_operands_do_not_reach_llvm() {
    let ctx = Context::new();
    let t = Fixture::new(&ctx);
    let x = t.x();
    assert_eq!(x.num_operands(), 0, "an argument is not a User");
    assert_eq!(x.operand(0), None);
    assert_eq!(x.aggregate_element(0), None, "not a constant");
    t.finish();
}
