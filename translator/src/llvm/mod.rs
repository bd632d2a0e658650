//! The one thin safe wrapper over the LLVM 19 C API (`llvm-sys` 191).
//!
//! Nothing else in the workspace calls `llvm-sys`. Handles are `Copy` newtypes
//! over the C pointers, tied by lifetime to the [`Context`] that owns them, and
//! hash and compare by identity, so the translators key their tables by them.
//!
//! Every accessor that LLVM only defines for one kind of value (an `icmp`
//! predicate, a GEP's source element type, ...) checks the kind first with the
//! matching `LLVMIsA*` and returns `None` otherwise: LLVM's release builds do
//! not check, and a wrong call would be undefined behaviour.
//!
//! Likewise every constructor (types, constants, instructions, attributes,
//! metadata attachments) checks the preconditions LLVM only asserts in debug
//! builds (an `add` of two types, an `extractvalue` past the fields, a call with
//! arguments of other types than the parameters, ...) and returns [`Error`]
//! naming the failed check instead of building corrupt IR; see [`checks`]. The
//! checks compare type handles, kinds and counts; no IR is printed on success.
//!
//! What the types cannot express and callers must keep: all handles passed to
//! one call come from one [`Context`] (the translators use one context per
//! module; LLVM does not check, and handles of two live contexts share a lifetime).
//!
//! Source: LLVM 19 `llvm-c/Core.h`, `llvm-c/IRReader.h`, `llvm-c/BitWriter.h`,
//! `llvm-c/Analysis.h`, `llvm-c/DebugInfo.h`.

mod builder;
pub mod checks;
pub mod debug_info;
mod di_builder;
#[cfg(test)]
mod tests;
mod types;
mod values;

pub use builder::{Builder, Metadata, NoFold};
pub use checks::Error;
pub use di_builder::{
    is_known_language, Bound, CompileUnitDesc, CompositeDesc, DiBuilder, DiFlags, FortranArray, GlobalVariableDesc,
    ImportDesc, MemberDesc, ModuleDesc, SubprogramDesc, TemporaryType, VariableDesc, DW_TAG_CLASS_TYPE,
    DW_TAG_STRUCTURE_TYPE, DW_TAG_UNION_TYPE,
};
pub use llvm_sys::{
    LLVMAtomicOrdering as AtomicOrdering, LLVMIntPredicate as IntPredicate, LLVMLinkage as Linkage,
    LLVMOpcode as Opcode, LLVMRealPredicate as RealPredicate, LLVMTypeKind as TypeKind, LLVMValueKind as ValueKind,
};
pub use types::Type;
pub use values::{
    attribute_kind, intrinsic_id_for_name, AttributeIndex, BasicBlock, FastMathFlags, FunctionAttribute, InlineAsm,
    Value,
};

use llvm_sys::prelude::{LLVMContextRef, LLVMModuleRef, LLVMValueRef};
use llvm_sys::LLVMAtomicRMWBinOp as RawRmw;
use llvm_sys::{analysis, bit_writer, core, ir_reader};
use std::ffi::{c_char, CStr, CString};
use std::marker::PhantomData;
use std::path::Path;

/// Whether `llvm.lifetime.start/end` take the object's size before its pointer (LLVM 19)
/// or the pointer alone, which must then point to an `alloca` (LLVM 22; LLVM Language
/// Reference, "'llvm.lifetime.start' Intrinsic").
pub const LIFETIME_MARKERS_TAKE_SIZE: bool = cfg!(feature = "llvm19");

/// Whether `llvm.masked.gather`/`llvm.masked.scatter` take the alignment as an `i32`
/// operand after the pointers (LLVM 19) or as an `align` attribute on the pointers
/// argument alone (LLVM 22; LLVM Language Reference, "Masked Vector Gather and Scatter
/// Intrinsics").
pub const MASKED_GATHER_SCATTER_TAKE_ALIGNMENT: bool = cfg!(feature = "llvm19");

/// A `memory(...)` attribute's payload, LLVM's `MemoryEffects` encoding
/// (`llvm/Support/ModRef.h`): two bits (Ref = 1, Mod = 2) per memory location, three
/// locations in LLVM 19 (argmem, inaccessiblemem, other), six in LLVM 22 (errnomem and two
/// target locations added).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemoryEffects(pub u64);

impl MemoryEffects {
    /// The number of locations in this LLVM's encoding.
    const LOCATIONS: u32 = if cfg!(feature = "llvm22") { 6 } else { 3 };

    /// `memory(none)`.
    pub const NONE: MemoryEffects = MemoryEffects(0);

    /// `memory(read)`: every location read, none written.
    pub fn read_only() -> Self {
        MemoryEffects((0..Self::LOCATIONS).fold(0, |acc, loc| acc | (1 << (2 * loc))))
    }

    /// Whether no location is written (`memory(none)` or reads only).
    pub fn writes_nothing(self) -> bool {
        let mod_bits = (0..Self::LOCATIONS).fold(0u64, |acc, loc| acc | (2 << (2 * loc)));
        self.0 & mod_bits == 0
    }
}

/// An `atomicrmw` operation (LLVM Language Reference, "atomicrmw instruction"): the
/// operations of every LLVM major the wrapper builds for (LLVM 20 added `usub_cond`,
/// `usub_sat`, `fmaximum` and `fminimum`). A module read by an LLVM without an operation
/// never holds it; [`Builder::atomic_rmw`] refuses one this LLVM lacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicRmwBinOp {
    /// `xchg`.
    Xchg,
    /// `add`.
    Add,
    /// `sub`.
    Sub,
    /// `and`.
    And,
    /// `nand`.
    Nand,
    /// `or`.
    Or,
    /// `xor`.
    Xor,
    /// `max` (signed).
    Max,
    /// `min` (signed).
    Min,
    /// `umax`.
    UMax,
    /// `umin`.
    UMin,
    /// `fadd`.
    FAdd,
    /// `fsub`.
    FSub,
    /// `fmax` (`maxnum` semantics).
    FMax,
    /// `fmin` (`minnum` semantics).
    FMin,
    /// `uinc_wrap`.
    UIncWrap,
    /// `udec_wrap`.
    UDecWrap,
    /// `usub_cond` (LLVM 20 on).
    USubCond,
    /// `usub_sat` (LLVM 20 on).
    USubSat,
    /// `fmaximum` (LLVM 20 on; `maximum` semantics).
    FMaximum,
    /// `fminimum` (LLVM 20 on; `minimum` semantics).
    FMinimum,
}

impl AtomicRmwBinOp {
    /// The operation LLVM reports.
    fn from_raw(op: RawRmw) -> Self {
        use AtomicRmwBinOp as B;
        match op {
            RawRmw::LLVMAtomicRMWBinOpXchg => B::Xchg,
            RawRmw::LLVMAtomicRMWBinOpAdd => B::Add,
            RawRmw::LLVMAtomicRMWBinOpSub => B::Sub,
            RawRmw::LLVMAtomicRMWBinOpAnd => B::And,
            RawRmw::LLVMAtomicRMWBinOpNand => B::Nand,
            RawRmw::LLVMAtomicRMWBinOpOr => B::Or,
            RawRmw::LLVMAtomicRMWBinOpXor => B::Xor,
            RawRmw::LLVMAtomicRMWBinOpMax => B::Max,
            RawRmw::LLVMAtomicRMWBinOpMin => B::Min,
            RawRmw::LLVMAtomicRMWBinOpUMax => B::UMax,
            RawRmw::LLVMAtomicRMWBinOpUMin => B::UMin,
            RawRmw::LLVMAtomicRMWBinOpFAdd => B::FAdd,
            RawRmw::LLVMAtomicRMWBinOpFSub => B::FSub,
            RawRmw::LLVMAtomicRMWBinOpFMax => B::FMax,
            RawRmw::LLVMAtomicRMWBinOpFMin => B::FMin,
            RawRmw::LLVMAtomicRMWBinOpUIncWrap => B::UIncWrap,
            RawRmw::LLVMAtomicRMWBinOpUDecWrap => B::UDecWrap,
            #[cfg(feature = "llvm22")]
            RawRmw::LLVMAtomicRMWBinOpUSubCond => B::USubCond,
            #[cfg(feature = "llvm22")]
            RawRmw::LLVMAtomicRMWBinOpUSubSat => B::USubSat,
            #[cfg(feature = "llvm22")]
            RawRmw::LLVMAtomicRMWBinOpFMaximum => B::FMaximum,
            #[cfg(feature = "llvm22")]
            RawRmw::LLVMAtomicRMWBinOpFMinimum => B::FMinimum,
        }
    }

    /// The operation as this LLVM's C API names it; `None` when this LLVM lacks it.
    fn to_raw(self) -> Option<RawRmw> {
        use AtomicRmwBinOp as B;
        Some(match self {
            B::Xchg => RawRmw::LLVMAtomicRMWBinOpXchg,
            B::Add => RawRmw::LLVMAtomicRMWBinOpAdd,
            B::Sub => RawRmw::LLVMAtomicRMWBinOpSub,
            B::And => RawRmw::LLVMAtomicRMWBinOpAnd,
            B::Nand => RawRmw::LLVMAtomicRMWBinOpNand,
            B::Or => RawRmw::LLVMAtomicRMWBinOpOr,
            B::Xor => RawRmw::LLVMAtomicRMWBinOpXor,
            B::Max => RawRmw::LLVMAtomicRMWBinOpMax,
            B::Min => RawRmw::LLVMAtomicRMWBinOpMin,
            B::UMax => RawRmw::LLVMAtomicRMWBinOpUMax,
            B::UMin => RawRmw::LLVMAtomicRMWBinOpUMin,
            B::FAdd => RawRmw::LLVMAtomicRMWBinOpFAdd,
            B::FSub => RawRmw::LLVMAtomicRMWBinOpFSub,
            B::FMax => RawRmw::LLVMAtomicRMWBinOpFMax,
            B::FMin => RawRmw::LLVMAtomicRMWBinOpFMin,
            B::UIncWrap => RawRmw::LLVMAtomicRMWBinOpUIncWrap,
            B::UDecWrap => RawRmw::LLVMAtomicRMWBinOpUDecWrap,
            #[cfg(feature = "llvm22")]
            B::USubCond => RawRmw::LLVMAtomicRMWBinOpUSubCond,
            #[cfg(feature = "llvm22")]
            B::USubSat => RawRmw::LLVMAtomicRMWBinOpUSubSat,
            #[cfg(feature = "llvm22")]
            B::FMaximum => RawRmw::LLVMAtomicRMWBinOpFMaximum,
            #[cfg(feature = "llvm22")]
            B::FMinimum => RawRmw::LLVMAtomicRMWBinOpFMinimum,
            #[cfg(not(feature = "llvm22"))]
            B::USubCond | B::USubSat | B::FMaximum | B::FMinimum => return None,
        })
    }
}

/// Enum attribute kind ids the translators read and write, looked up once
/// (`LLVMGetEnumAttributeKindForName`; 0 when this LLVM does not know a name).
#[derive(Debug, Clone, Copy)]
pub struct AttributeKinds {
    /// `nocapture`.
    pub nocapture: u32,
    /// `readonly`.
    pub readonly: u32,
    /// `readnone`.
    pub readnone: u32,
    /// `noalias`.
    pub noalias: u32,
    /// `zeroext`.
    pub zeroext: u32,
    /// `signext`.
    pub signext: u32,
    /// `byval(<ty>)`.
    pub byval: u32,
    /// `sret(<ty>)`.
    pub sret: u32,
    /// `align <n>`.
    pub align: u32,
    /// `dereferenceable(<n>)`.
    pub dereferenceable: u32,
    /// `alwaysinline`.
    pub alwaysinline: u32,
    /// `noinline`.
    pub noinline: u32,
    /// `optnone`.
    pub optnone: u32,
    /// `memory(...)` (MemoryEffects encoding).
    pub memory: u32,
    /// `nounwind`.
    pub nounwind: u32,
    /// `convergent`.
    pub convergent: u32,
    /// `willreturn`.
    pub willreturn: u32,
}

impl AttributeKinds {
    /// Looks the kinds up.
    pub fn new() -> Self {
        let k = attribute_kind;
        AttributeKinds {
            nocapture: k("nocapture"),
            readonly: k("readonly"),
            readnone: k("readnone"),
            noalias: k("noalias"),
            zeroext: k("zeroext"),
            signext: k("signext"),
            byval: k("byval"),
            sret: k("sret"),
            align: k("align"),
            dereferenceable: k("dereferenceable"),
            alwaysinline: k("alwaysinline"),
            noinline: k("noinline"),
            optnone: k("optnone"),
            memory: k("memory"),
            nounwind: k("nounwind"),
            convergent: k("convergent"),
            willreturn: k("willreturn"),
        }
    }
}

impl Default for AttributeKinds {
    fn default() -> Self {
        Self::new()
    }
}

/// Errors of the LLVM wrapper.
#[derive(Debug, thiserror::Error)]
pub enum LlvmError {
    /// The file could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The path.
        path: std::path::PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// LLVM rejected the bitcode or textual IR.
    #[error("invalid LLVM IR in {name}: {message}")]
    InvalidIr {
        /// The buffer's name (file name or `<stdin>`).
        name: String,
        /// LLVM's diagnostic.
        message: String,
    },
    /// The module failed `llvm::verifyModule`.
    #[error("LLVM verifier rejected the module: {message}")]
    Verifier {
        /// LLVM's diagnostic.
        message: String,
    },
    /// An LLVM pass pipeline failed to run.
    #[error("LLVM pass failed: {message}")]
    Pass {
        /// LLVM's message.
        message: String,
    },
    /// Writing the module failed.
    #[error("cannot write {path}: {message}")]
    Write {
        /// The path.
        path: std::path::PathBuf,
        /// What went wrong.
        message: String,
    },
}

/// Takes ownership of an LLVM-allocated message and returns it as a `String`.
fn take_message(ptr: *mut c_char) -> String {
    if ptr.is_null() {
        return String::new();
    }
    // SAFETY: LLVM returned a NUL-terminated string it allocated; we dispose of it once.
    let s = unsafe { CStr::from_ptr(ptr) }.to_string_lossy().into_owned();
    // SAFETY: `ptr` came from LLVM's allocator and is not used after this.
    unsafe { core::LLVMDisposeMessage(ptr) };
    s
}

/// Converts a borrowed C string (may be null) to `&str`, lossily dropping invalid UTF-8.
fn borrowed_str<'a>(ptr: *const c_char, len: usize) -> &'a [u8] {
    if ptr.is_null() {
        return &[];
    }
    // SAFETY: LLVM guarantees `len` readable bytes at `ptr` for the owner's lifetime.
    unsafe { std::slice::from_raw_parts(ptr.cast::<u8>(), len) }
}

fn cstring(s: &str) -> CString {
    // Interior NULs cannot occur in names we build; strip them defensively.
    CString::new(s.replace('\0', "")).unwrap_or_default()
}

/// An `llvm::LLVMContext`. Owns every type, constant and module created in it.
pub struct Context {
    raw: LLVMContextRef,
}

impl Context {
    /// Creates a fresh context.
    pub fn new() -> Self {
        // SAFETY: plain constructor.
        Context { raw: unsafe { core::LLVMContextCreate() } }
    }
    /// The name of metadata kind `kind` (as [`Context::md_kind_id`] numbers them), `None`
    /// for a number this context has not given out.
    pub fn md_kind_name(&self, kind: u32) -> Option<String> {
        let mut len = 0usize;
        // SAFETY: valid context; the name is owned by the context and copied here.
        let p = unsafe { values::shim::llvm_spirv_md_kind_name(self.raw, kind, &mut len) };
        if p.is_null() {
            return None;
        }
        Some(String::from_utf8_lossy(borrowed_str(p, len)).into_owned())
    }

    /// The id of the metadata kind `name` (e.g. `"reqd_work_group_size"`), registering it if new.
    pub fn md_kind_id(&self, name: &str) -> u32 {
        // SAFETY: valid context and buffer.
        unsafe { core::LLVMGetMDKindIDInContext(self.raw, name.as_ptr().cast(), name.len() as u32) }
    }

    /// Parses a module from bitcode or textual IR (LLVM sniffs which). `name` is used in errors.
    ///
    /// Errors: [`LlvmError::InvalidIr`] with LLVM's diagnostic.
    pub fn parse_ir(&self, bytes: &[u8], name: &str) -> Result<Module<'_>, LlvmError> {
        let cname = cstring(name);
        // SAFETY: the buffer copies `bytes`; LLVM 19's LLVMParseIRInContext takes ownership
        // of it, LLVM 22's LLVMParseIRInContext2 leaves it to us (the module is fully read
        // and keeps no reference to it).
        unsafe {
            let buf =
                core::LLVMCreateMemoryBufferWithMemoryRangeCopy(bytes.as_ptr().cast(), bytes.len(), cname.as_ptr());
            let mut module = std::ptr::null_mut();
            let mut msg = std::ptr::null_mut();
            #[cfg(feature = "llvm19")]
            let failed = ir_reader::LLVMParseIRInContext(self.raw, buf, &mut module, &mut msg);
            #[cfg(feature = "llvm22")]
            let failed = {
                let failed = ir_reader::LLVMParseIRInContext2(self.raw, buf, &mut module, &mut msg);
                core::LLVMDisposeMemoryBuffer(buf);
                failed
            };
            if failed != 0 || module.is_null() {
                return Err(LlvmError::InvalidIr { name: name.to_string(), message: take_message(msg) });
            }
            Ok(Module { raw: module, _ctx: PhantomData })
        }
    }

    /// Reads a module from a `.bc` or `.ll` file.
    pub fn read_ir_file(&self, path: &Path) -> Result<Module<'_>, LlvmError> {
        let bytes = std::fs::read(path).map_err(|source| LlvmError::Read { path: path.to_path_buf(), source })?;
        self.parse_ir(&bytes, &path.display().to_string())
    }

    /// Creates an empty module named `name`.
    pub fn create_module(&self, name: &str) -> Module<'_> {
        let cname = cstring(name);
        // SAFETY: valid context.
        let raw = unsafe { core::LLVMModuleCreateWithNameInContext(cname.as_ptr(), self.raw) };
        Module { raw, _ctx: PhantomData }
    }

    pub(crate) fn raw(&self) -> LLVMContextRef {
        self.raw
    }
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        if disposal_skipped() {
            return;
        }
        // SAFETY: modules borrow the context, so none outlives it.
        unsafe { core::LLVMContextDispose(self.raw) }
    }
}

/// The line prefix [`exit_on_fatal_error`] prints before LLVM's reason.
static FATAL_ERROR_PREFIX: std::sync::OnceLock<&'static str> = std::sync::OnceLock::new();

/// Makes LLVM's fatal errors (`report_fatal_error`, e.g. "Broken module found,
/// compilation aborted!" from the bitcode and IR readers' debug-info upgrade of a module
/// that fails the verifier) end the process with one line on standard error,
/// `{prefix}LLVM fatal error: {reason}` (the reason cut to [`crate::excerpt`] length), and
/// exit status 1, instead of LLVM's default report and `abort()` (SIGABRT).
///
/// For command-line tools: it ends the whole process, so a library that must survive bad
/// input should not call it. The first call's `prefix` stays; later calls change nothing.
/// Out-of-memory inside LLVM (`report_bad_alloc_error`) does not come here.
pub fn exit_on_fatal_error(prefix: &'static str) {
    extern "C" fn handler(reason: *const c_char) {
        let reason = if reason.is_null() {
            String::new()
        } else {
            // SAFETY: LLVM passes a NUL-terminated string valid for the call.
            unsafe { CStr::from_ptr(reason) }.to_string_lossy().into_owned()
        };
        let reason = reason.split_whitespace().collect::<Vec<_>>().join(" ");
        let prefix = FATAL_ERROR_PREFIX.get().copied().unwrap_or("");
        let line = format!("{prefix}LLVM fatal error: {}\n", crate::excerpt(&reason));
        // Best effort: with standard error gone there is nobody to tell.
        std::io::Write::write_all(&mut std::io::stderr(), line.as_bytes()).ok();
        // SAFETY: _exit ends the process without running atexit handlers or C++ static
        // destructors, which must not run while LLVM is in an inconsistent state.
        unsafe { libc::_exit(1) }
    }
    if FATAL_ERROR_PREFIX.set(prefix).is_err() {
        return;
    }
    // SAFETY: `handler` is a plain function valid for the whole process; it does not
    // unwind (it formats, writes and calls `_exit`) and does not return to LLVM, which
    // would otherwise go on to abort.
    unsafe { llvm_sys::error_handling::LLVMInstallFatalErrorHandler(Some(handler)) }
}

static SKIP_DISPOSAL: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// With `true`, contexts and modules dropped from now on are not disposed: their memory
/// is left to the end of the process. For command-line tools that exit right after a
/// translation, where tearing a large module down costs several percent of the run.
pub fn skip_disposal(skip: bool) {
    SKIP_DISPOSAL.store(skip, std::sync::atomic::Ordering::Relaxed);
}

fn disposal_skipped() -> bool {
    SKIP_DISPOSAL.load(std::sync::atomic::Ordering::Relaxed)
}

/// An `llvm::Module`, owned; disposed on drop.
pub struct Module<'c> {
    raw: LLVMModuleRef,
    _ctx: PhantomData<&'c Context>,
}

impl<'c> Module<'c> {
    /// The target triple (`spir64-unknown-unknown`, ...), empty if none.
    pub fn triple(&self) -> String {
        // SAFETY: valid module; the string is owned by the module.
        let p = unsafe { core::LLVMGetTarget(self.raw) };
        if p.is_null() {
            return String::new();
        }
        // SAFETY: non-null (checked above), NUL-terminated, owned by the module that outlives this call.
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    }

    /// Sets the target triple.
    pub fn set_triple(&self, triple: &str) {
        let c = cstring(triple);
        // SAFETY: valid module.
        unsafe { core::LLVMSetTarget(self.raw, c.as_ptr()) }
    }

    /// Sets the data layout string. LLVM parses it and ends the process through its fatal
    /// error handler (see [`exit_on_fatal_error`]) when it is malformed: a checked stop, not
    /// undefined behaviour; the translators pass only the fixed SPIR layouts.
    pub fn set_data_layout(&self, layout: &str) {
        let c = cstring(layout);
        // SAFETY: valid module.
        unsafe { core::LLVMSetDataLayout(self.raw, c.as_ptr()) }
    }

    /// The functions, definitions and declarations, in module order.
    pub fn functions(&self) -> impl Iterator<Item = Value<'c>> + '_ {
        // SAFETY: valid module; the iteration follows LLVM's intrusive list.
        let first = unsafe { core::LLVMGetFirstFunction(self.raw) };
        std::iter::successors(Value::from_raw(first), |f| {
            // SAFETY: `f` is a function of this live module; null ends the list.
            Value::from_raw(unsafe { core::LLVMGetNextFunction(f.raw()) })
        })
    }

    /// The last function in module order (the most recently added unless moved), if any.
    pub fn last_function(&self) -> Option<Value<'c>> {
        // SAFETY: valid module.
        Value::from_raw(unsafe { core::LLVMGetLastFunction(self.raw) })
    }

    /// The functions after function `f` in module order.
    pub fn functions_after(&self, f: Value<'c>) -> impl Iterator<Item = Value<'c>> + '_ {
        // SAFETY: `f` and its successors are functions of this live module; null ends the list.
        let next = |f: &Value<'c>| Value::from_raw(unsafe { core::LLVMGetNextFunction(f.raw()) });
        std::iter::successors(next(&f), next)
    }

    /// Moves function `f` to just after function `after` in the module's function list (the
    /// order in which the module prints them); no other change. Returns whether it moved:
    /// `false` when either is not a function of this module, or they are the same.
    pub fn move_function_after(&self, f: Value<'c>, after: Value<'c>) -> bool {
        extern "C" {
            fn llvm_spirv_move_function_after(m: LLVMModuleRef, f: LLVMValueRef, after: LLVMValueRef) -> i32;
        }
        // SAFETY: a live module and live values; the shim (debug_info_shim.cpp) checks that
        // both are functions of this module before splicing its list.
        unsafe { llvm_spirv_move_function_after(self.raw, f.raw(), after.raw()) != 0 }
    }

    /// The global variables in module order.
    pub fn globals(&self) -> impl Iterator<Item = Value<'c>> + '_ {
        // SAFETY: as above.
        let first = unsafe { core::LLVMGetFirstGlobal(self.raw) };
        // SAFETY: `g` is a global of this live module; null ends the list.
        std::iter::successors(Value::from_raw(first), |g| Value::from_raw(unsafe { core::LLVMGetNextGlobal(g.raw()) }))
    }

    /// The function named `name`, if any.
    pub fn function(&self, name: &str) -> Option<Value<'c>> {
        let c = cstring(name);
        // SAFETY: valid module.
        Value::from_raw(unsafe { core::LLVMGetNamedFunction(self.raw, c.as_ptr()) })
    }

    /// The operands of the named metadata `!name` (each an MDNode as a metadata value); empty if absent.
    pub fn named_metadata(&self, name: &str) -> Vec<Value<'c>> {
        let c = cstring(name);
        // SAFETY: valid module; the array is sized by the count LLVM reports.
        unsafe {
            let n = core::LLVMGetNamedMetadataNumOperands(self.raw, c.as_ptr());
            let mut out = vec![std::ptr::null_mut(); n as usize];
            if n > 0 {
                core::LLVMGetNamedMetadataOperands(self.raw, c.as_ptr(), out.as_mut_ptr());
            }
            out.into_iter().filter_map(Value::from_raw).collect()
        }
    }

    /// ABI size in bytes of `ty` under the module's data layout. Errors:
    /// [`Error::WrongKind`] for a type without a fixed size (`void`, functions, opaque
    /// structs, scalable vectors, ...; `DataLayout` reaches `llvm_unreachable` for them).
    pub fn abi_size_of(&self, ty: Type<'c>) -> Result<u64, Error> {
        checks::ensure_type(checks::is_sized_fixed(ty), "abi_size_of", "type", "a sized type", ty)?;
        // SAFETY: the data layout is owned by the module, and `ty` is sized (checked above).
        Ok(unsafe {
            let dl = llvm_sys::target::LLVMGetModuleDataLayout(self.raw);
            llvm_sys::target::LLVMABISizeOfType(dl, ty.raw())
        })
    }

    /// ABI alignment in bytes of `ty` under the module's data layout. Errors: as
    /// [`Module::abi_size_of`].
    pub fn abi_alignment_of(&self, ty: Type<'c>) -> Result<u32, Error> {
        checks::ensure_type(checks::is_sized_fixed(ty), "abi_alignment_of", "type", "a sized type", ty)?;
        // SAFETY: the data layout is owned by the module, and `ty` is sized (checked above).
        Ok(unsafe {
            let dl = llvm_sys::target::LLVMGetModuleDataLayout(self.raw);
            llvm_sys::target::LLVMABIAlignmentOfType(dl, ty.raw())
        })
    }

    /// Preferred alignment in bytes of `ty` under the module's data layout (LangRef "Data
    /// Layout": the `pref` part, 8 bytes for aggregates by default). Errors: as
    /// [`Module::abi_size_of`].
    pub fn preferred_alignment_of(&self, ty: Type<'c>) -> Result<u32, Error> {
        checks::ensure_type(checks::is_sized_fixed(ty), "preferred_alignment_of", "type", "a sized type", ty)?;
        // SAFETY: the data layout is owned by the module, and `ty` is sized (checked above).
        Ok(unsafe {
            let dl = llvm_sys::target::LLVMGetModuleDataLayout(self.raw);
            llvm_sys::target::LLVMPreferredAlignmentOfType(dl, ty.raw())
        })
    }

    /// Runs the LLVM verifier. Errors: [`LlvmError::Verifier`] with its report.
    pub fn verify(&self) -> Result<(), LlvmError> {
        let mut msg = std::ptr::null_mut();
        // SAFETY: valid module; ReturnStatus does not abort.
        let failed = unsafe {
            analysis::LLVMVerifyModule(self.raw, analysis::LLVMVerifierFailureAction::LLVMReturnStatusAction, &mut msg)
        };
        let message = take_message(msg);
        if failed != 0 {
            return Err(LlvmError::Verifier { message });
        }
        Ok(())
    }

    /// A copy of the module in the same context (`LLVMCloneModule`): functions, globals,
    /// metadata and debug information, in the same order.
    pub fn clone_module(&self) -> Module<'c> {
        // SAFETY: valid module; the clone is a new module owned by the returned handle.
        Module { raw: unsafe { core::LLVMCloneModule(self.raw) }, _ctx: PhantomData }
    }

    /// Runs LLVM's `scalarize-masked-mem-intrin` and `scalarizer` passes, with loads and
    /// stores scalarized too, on `functions` (definitions of this module): masked loads,
    /// stores, gathers and scatters become per-lane conditional scalar accesses, and every
    /// vector instruction the scalarizer knows becomes one
    /// instruction per element, gathered back into a vector only where a value crosses what
    /// it cannot split (calls, returns, bitcasts, aggregates). LLVM 22 runs it on each named
    /// function (`LLVMRunPassesOnFunction`, pass parameters `load-store`); LLVM 19 has
    /// neither, so there it runs on the whole module with the pass's `-scalarize-load-store`
    /// option set once per process (`LLVMParseCommandLineOptions`). Source: LLVM
    /// `Transforms/Scalar/Scalarizer.h`, `llvm-c/Transforms/PassBuilder.h`.
    ///
    /// Errors: [`LlvmError::Pass`] with LLVM's message if the pass pipeline is refused.
    pub fn scalarize(&self, functions: &[Value<'c>]) -> Result<(), LlvmError> {
        use llvm_sys::transforms::pass_builder as pb;
        // SAFETY: options are created and disposed here; the module and functions are live.
        unsafe {
            let options = pb::LLVMCreatePassBuilderOptions();
            let result = if cfg!(feature = "llvm22") {
                scalarize_functions(functions, options)
            } else {
                scalarizer_options_once();
                let passes = cstring("function(scalarize-masked-mem-intrin,scalarizer)");
                error_message(pb::LLVMRunPasses(self.raw, passes.as_ptr(), std::ptr::null_mut(), options))
            };
            pb::LLVMDisposePassBuilderOptions(options);
            result.map_err(|message| LlvmError::Pass { message })
        }
    }

    /// The module as bitcode bytes.
    pub fn to_bitcode(&self) -> Vec<u8> {
        // SAFETY: the memory buffer is owned here and disposed after copying.
        unsafe {
            let buf = bit_writer::LLVMWriteBitcodeToMemoryBuffer(self.raw);
            let start = core::LLVMGetBufferStart(buf);
            let len = core::LLVMGetBufferSize(buf);
            let bytes = borrowed_str(start, len).to_vec();
            core::LLVMDisposeMemoryBuffer(buf);
            bytes
        }
    }

    /// The module as textual IR.
    pub fn to_text(&self) -> String {
        // SAFETY: valid module; message disposed by take_message.
        take_message(unsafe { core::LLVMPrintModuleToString(self.raw) })
    }
}

/// LLVM 22: `scalarizer<load-store>` on each function.
///
/// # Safety
/// `options` is a live pass-builder options object; the functions are live definitions.
#[cfg(feature = "llvm22")]
unsafe fn scalarize_functions(
    functions: &[Value<'_>],
    options: llvm_sys::transforms::pass_builder::LLVMPassBuilderOptionsRef,
) -> Result<(), String> {
    let passes = cstring("scalarize-masked-mem-intrin,scalarizer<load-store>");
    for f in functions {
        // SAFETY: as the caller guarantees.
        let err = unsafe {
            llvm_sys::transforms::pass_builder::LLVMRunPassesOnFunction(
                f.raw(),
                passes.as_ptr(),
                std::ptr::null_mut(),
                options,
            )
        };
        error_message(err)?;
    }
    Ok(())
}

/// LLVM 19 has no `LLVMRunPassesOnFunction`; never called there.
///
/// # Safety
/// None needed: it does nothing.
#[cfg(not(feature = "llvm22"))]
unsafe fn scalarize_functions(
    _functions: &[Value<'_>],
    _options: llvm_sys::transforms::pass_builder::LLVMPassBuilderOptionsRef,
) -> Result<(), String> {
    Ok(())
}

/// LLVM 19's scalarizer takes its options from the command line only: set
/// `-scalarize-load-store` once per process (a second parse of the same option would be
/// an error in LLVM's option parser).
fn scalarizer_options_once() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let args = [cstring("llvm-spirv-rs"), cstring("-scalarize-load-store")];
        let argv: Vec<*const c_char> = args.iter().map(|a| a.as_ptr()).collect();
        // SAFETY: argv holds two NUL-terminated strings that outlive the call.
        unsafe { llvm_sys::support::LLVMParseCommandLineOptions(2, argv.as_ptr(), c"".as_ptr()) }
    });
}

/// The message of an `LLVMErrorRef` (consumed), `Ok` for success (null).
fn error_message(err: llvm_sys::error::LLVMErrorRef) -> Result<(), String> {
    if err.is_null() {
        return Ok(());
    }
    // SAFETY: a non-null error is consumed by LLVMGetErrorMessage; the message is ours to dispose.
    unsafe {
        let msg = llvm_sys::error::LLVMGetErrorMessage(err);
        let text = CStr::from_ptr(msg).to_string_lossy().into_owned();
        llvm_sys::error::LLVMDisposeErrorMessage(msg);
        Err(text)
    }
}

impl Drop for Module<'_> {
    fn drop(&mut self) {
        if disposal_skipped() {
            return;
        }
        // SAFETY: the module is owned by this handle.
        unsafe { core::LLVMDisposeModule(self.raw) }
    }
}
