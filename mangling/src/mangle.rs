//! Itanium mangling of builtin signatures, reproducing clang's output for
//! OpenCL C on `spir`/`spir64`.

use crate::types::{FunctionType, PointerType, Signature, Type};

/// A substitution candidate (Itanium 5.1.8), borrowed from the input.
#[derive(Clone, Copy)]
enum Cand<'a> {
    /// An unqualified type (never a [`Type::Scalar`] or [`Type::Void`]).
    Type(&'a Type),
    /// A qualified pointee (address space + CV-qualifiers + type).
    Qual(&'a PointerType),
    /// A function type (block pointee).
    Func(&'a FunctionType),
}

struct Mangler<'a, 'o> {
    out: &'o mut String,
    subs: Vec<Cand<'a>>,
}

/// Mangles `name(params...)` as clang does for an `__attribute__((overloadable))`
/// OpenCL C function (Itanium 5.1.2 `<mangled-name> ::= _Z <encoding>`,
/// `<encoding> ::= <source-name> <bare-function-type>`; 5.1.5 type
/// encodings; 5.1.8 compression with `S_`, `S0_`, ...). An empty parameter
/// list is written `v`.
///
/// ```
/// use llvm_spirv_mangling::{mangle, AddrSpace, CvQuals, Scalar, Type};
/// let p = Type::pointer_cv(Scalar::Float.into(), AddrSpace::Global, CvQuals::CONST);
/// assert_eq!(mangle("vload4", &[Scalar::ULong.into(), p]), "_Z6vload4mPU3AS1Kf");
/// ```
pub fn mangle(name: &str, params: &[Type]) -> String {
    let mut out = String::with_capacity(name.len() + 8 + 6 * params.len());
    mangle_into(&mut out, name, params);
    out
}

/// [`mangle`] appending to an existing buffer (Itanium 5.1.2/5.1.5/5.1.8).
pub fn mangle_into(out: &mut String, name: &str, params: &[Type]) {
    out.push_str("_Z");
    push_num(out, name.len());
    out.push_str(name);
    let mut m = Mangler { out, subs: Vec::new() };
    if params.is_empty() {
        m.out.push('v');
    }
    for p in params {
        m.ty(p);
    }
}

/// Mangles a single type with a fresh substitution table (Itanium 5.1.5
/// `<type>`, 5.1.8), e.g. `PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0`.
/// Used for `_R{ReturnType}` postfixes of types that have no OpenCL C
/// spelling.
pub fn mangle_type(ty: &Type) -> String {
    let mut out = String::new();
    mangle_type_into(&mut out, ty);
    out
}

/// [`mangle_type`] appending to an existing buffer.
pub fn mangle_type_into(out: &mut String, ty: &Type) {
    let mut m = Mangler { out, subs: Vec::new() };
    m.ty(ty);
}

impl Signature {
    /// [`mangle`] of this signature (Itanium 5.1.2 `<mangled-name>`).
    pub fn mangle(&self) -> String {
        mangle(&self.name, &self.params)
    }
}

fn push_num(out: &mut String, mut n: usize) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &b in &buf[i..] {
        out.push(char::from(b));
    }
}

/// Writes `S_` / `S<seq-id>_` (Itanium 5.1.8: seq-id is base 36 with digits
/// and upper-case letters, `S_` is the first candidate).
fn push_subst(out: &mut String, index: usize) {
    out.push('S');
    if index > 0 {
        let mut n = index - 1;
        let mut buf = [0u8; 16];
        let mut i = buf.len();
        loop {
            i -= 1;
            let d = (n % 36) as u8;
            buf[i] = if d < 10 { b'0' + d } else { b'A' + d - 10 };
            n /= 36;
            if n == 0 {
                break;
            }
        }
        for &b in &buf[i..] {
            out.push(b as char);
        }
    }
    out.push('_');
}

impl<'a> Mangler<'a, '_> {
    fn find(&self, pred: impl Fn(&Cand<'a>) -> bool) -> Option<usize> {
        self.subs.iter().position(pred)
    }

    fn try_subst_type(&mut self, t: &Type) -> bool {
        match self.find(|c| matches!(c, Cand::Type(u) if *u == t)) {
            Some(i) => {
                push_subst(self.out, i);
                true
            }
            None => false,
        }
    }

    fn ty(&mut self, t: &'a Type) {
        match t {
            Type::Void => {
                self.out.push('v');
                return;
            }
            Type::Scalar(s) => {
                self.out.push_str(s.mangled());
                return;
            }
            _ => {}
        }
        if self.try_subst_type(t) {
            return;
        }
        match t {
            Type::Void | Type::Scalar(_) => {}
            Type::Vector { elem, len } => {
                self.out.push_str("Dv");
                push_num(self.out, *len as usize);
                self.out.push('_');
                self.out.push_str(elem.mangled());
            }
            Type::Pointer(p) => {
                self.out.push('P');
                self.qualified(p);
            }
            Type::Atomic(inner) => {
                self.out.push_str("U7_Atomic");
                self.ty(inner);
            }
            Type::BlockPointer(f) => {
                self.out.push_str("U13block_pointer");
                self.func(f);
            }
            Type::Ocl(o) => self.source_name(o.mangled_name()),
            Type::Pipe => self.out.push_str("8ocl_pipe"),
            Type::Spirv(s) => {
                self.source_name(&s.to_string());
            }
            Type::Named(n) => self.source_name(n),
        }
        self.subs.push(Cand::Type(t));
    }

    fn source_name(&mut self, n: &str) {
        push_num(self.out, n.len());
        self.out.push_str(n);
    }

    /// `<qualified-type>`: clang checks the whole qualified type first, then
    /// writes `U3AS<n>` (none for private), `r`, `V`, `K`, then the
    /// unqualified type, and finally records the qualified type.
    fn qualified(&mut self, p: &'a PointerType) {
        if let Some(i) = self.find(
            |c| matches!(c, Cand::Qual(q) if q.addr_space == p.addr_space && q.cv == p.cv && q.pointee == p.pointee),
        ) {
            push_subst(self.out, i);
            return;
        }
        let n = p.addr_space.number();
        if n != 0 {
            let len = 2 + decimal_len(n);
            self.out.push('U');
            push_num(self.out, len);
            self.out.push_str("AS");
            push_num(self.out, n as usize);
        }
        if p.cv.is_restrict {
            self.out.push('r');
        }
        if p.cv.is_volatile {
            self.out.push('V');
        }
        if p.cv.is_const {
            self.out.push('K');
        }
        self.ty(&p.pointee);
        if p.has_qualified_candidate() {
            self.subs.push(Cand::Qual(p));
        }
    }

    /// `<function-type> ::= F <bare-function-type> E` with the return type
    /// first; `v` for an empty non-variadic list, `z` for `...`.
    fn func(&mut self, f: &'a FunctionType) {
        if let Some(i) = self.find(|c| matches!(c, Cand::Func(g) if *g == f)) {
            push_subst(self.out, i);
            return;
        }
        self.out.push('F');
        self.ty(&f.ret);
        if f.params.is_empty() && !f.variadic {
            self.out.push('v');
        }
        for p in &f.params {
            self.ty(p);
        }
        if f.variadic {
            self.out.push('z');
        }
        self.out.push('E');
        self.subs.push(Cand::Func(f));
    }
}

fn decimal_len(mut n: u32) -> usize {
    let mut len = 1;
    while n >= 10 {
        n /= 10;
        len += 1;
    }
    len
}
