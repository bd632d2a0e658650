//! Lenient demangling: names that [`crate::demangle`] rejects but that real
//! producers write for OpenCL and SPIR-V friendly builtins.
//!
//! * The SPIR 1.2 qualifier order, CV-qualifiers before the address space
//!   (`PVU3AS4i` for clang's `PU3AS4Vi`).
//! * CV-qualifiers on a by-value parameter (`atomic_max(PU3AS3jVj)`), which
//!   qualify nothing.
//! * Function template specializations, as SYCL spells SPIR-V friendly calls
//!   (`_Z<len><name>I<template args>E<return type><parameter types>`, Itanium
//!   5.1.5 "Template Arguments" with 5.1.8 "Compression" references `T_`,
//!   `S_`), which [`crate::demangle`] rejects as C++-only.
//!
//! The Khronos SPIRV-LLVM-Translator accepts the same names (its
//! `OCLUtil`/`SPIRVBuiltinHelper` demangle through LLVM's Itanium demangler).

use crate::demangle::{demangle, demangle_type};
use crate::types::{Signature, Type};

/// Demangles `name` as [`crate::demangle`] does, also accepting the older SPIR 1.2
/// qualifier order that puts the CV-qualifiers before the address space (`PVU3AS4i` for
/// clang's `PU3AS4Vi`), CV-qualifiers on by-value parameters (dropped: they qualify
/// nothing) and function template specializations (see [`parse_function_template`]).
/// `None` when none of these readings demangles.
///
/// ```
/// use llvm_spirv_mangling::demangle_lenient;
/// let sig = demangle_lenient("_Z10atomic_incPVU3AS1i").unwrap();
/// assert_eq!(sig.params[0].to_string(), "volatile __global int*");
/// ```
pub fn demangle_lenient(name: &str) -> Option<Signature> {
    if let Ok(sig) = demangle(name) {
        return Some(sig);
    }
    let reordered = repair_qualifier_order(name);
    if let Some(sig) = reordered.as_deref().and_then(|n| demangle(n).ok()) {
        return Some(sig);
    }
    let unqualified = drop_value_cv_qualifiers(reordered.as_deref().unwrap_or(name));
    // Letters dropped inside the source name can still demangle, by chance, to another
    // name (`_Z26__spirv_CompositeConstructHalf`): only a repair keeping the name counts.
    if let Some(sig) = unqualified.and_then(|n| demangle(&n).ok()).filter(|s| s.name == unmangled_prefix(name)) {
        return Some(sig);
    }
    demangle_function_template(name)
}

/// `name` with every pointer's CV-qualifier run moved after its address space
/// (`PVU3AS4i` -> `PU3AS4Vi`, the order Itanium 5.1.5 and clang use); `None` if no
/// pointer has the SPIR 1.2 order.
///
/// ```
/// use llvm_spirv_mangling::repair_qualifier_order;
/// assert_eq!(repair_qualifier_order("_Z3fooPKVU3AS1i").as_deref(), Some("_Z3fooPU3AS1KVi"));
/// assert_eq!(repair_qualifier_order("_Z3fooPU3AS1Ki"), None);
/// ```
pub fn repair_qualifier_order(name: &str) -> Option<String> {
    let b = name.as_bytes();
    let mut out = String::with_capacity(name.len());
    let mut i = 0;
    let mut changed = false;
    while i < b.len() {
        if b[i] == b'P' {
            let quals_end = (i + 1..b.len()).find(|&j| !matches!(b[j], b'r' | b'V' | b'K')).unwrap_or(b.len());
            let rest = &name[quals_end..];
            if quals_end > i + 1 && rest.starts_with("U3AS") && rest.as_bytes().get(4).is_some_and(u8::is_ascii_digit) {
                out.push('P');
                out.push_str(&rest[..5]);
                out.push_str(&name[i + 1..quals_end]);
                i = quals_end + 5;
                changed = true;
                continue;
            }
        }
        out.push(b[i] as char);
        i += 1;
    }
    changed.then_some(out)
}

/// `name` without the CV-qualifier runs (`r`, `V`, `K`) that directly precede a one-letter
/// builtin type and follow another type's last letter (not a pointer `P` or an address
/// space `U3AS<n>`); `None` if there is none. The function's own source name
/// (`_Z<n><name>`) is kept whole: its letters are no qualifiers (`__spirv_ArbitraryFloatCastINTEL`
/// shortened by its `r`s would still demangle, as another name).
///
/// ```
/// use llvm_spirv_mangling::drop_value_cv_qualifiers;
/// assert_eq!(drop_value_cv_qualifiers("_Z10atomic_maxPU3AS3jVj").as_deref(), Some("_Z10atomic_maxPU3AS3jj"));
/// assert_eq!(drop_value_cv_qualifiers("_Z10atomic_maxPU3AS3Vjj"), None);
/// assert_eq!(drop_value_cv_qualifiers("_Z13__spirv_FooIiEiKi").as_deref(), Some("_Z13__spirv_FooIiEii"));
/// assert_eq!(drop_value_cv_qualifiers("_Z13__spirv_Fooii"), None);
/// ```
pub fn drop_value_cv_qualifiers(name: &str) -> Option<String> {
    let b = name.as_bytes();
    let mut out = String::with_capacity(name.len());
    let mut changed = false;
    let source_name = unmangled_prefix(name);
    let mut i = match name.find(source_name) {
        Some(at) if source_name.len() < name.len() => at + source_name.len(),
        _ => 0,
    };
    out.push_str(&name[..i]);
    while i < b.len() {
        let run = b[i..].iter().take_while(|c| matches!(c, b'r' | b'V' | b'K')).count();
        let after = b.get(i + run).copied();
        let before = i.checked_sub(1).map(|j| b[j]);
        if run > 0
            && after.is_some_and(|c| c.is_ascii_lowercase())
            && before.is_some_and(|c| c.is_ascii_lowercase() && c != b'P')
        {
            i += run;
            changed = true;
            continue;
        }
        out.push(b[i] as char);
        i += 1;
    }
    changed.then_some(out)
}

/// The unmangled name of a (possibly Itanium-mangled) function name: `_Z<n><name>...` ->
/// `<name>` (Itanium 5.1.2 `<source-name>`, whatever follows); `name` itself when it is
/// not mangled or the length is malformed.
///
/// ```
/// use llvm_spirv_mangling::unmangled_prefix;
/// assert_eq!(unmangled_prefix("_Z28__spirv_JointMatrixLoadINTELIU3AS1ff"), "__spirv_JointMatrixLoadINTEL");
/// assert_eq!(unmangled_prefix("__spirv_Foo"), "__spirv_Foo");
/// ```
pub fn unmangled_prefix(name: &str) -> &str {
    let Some(rest) = name.strip_prefix("_Z") else { return name };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let Ok(n) = rest[..digits].parse::<usize>() else { return name };
    rest.get(digits..digits + n).unwrap_or(name)
}

/// One `<type>` at the start of `s` and the rest, for the forms SPIR-V friendly function
/// templates use: qualifiers and pointers (`P K V r U3AS<n>`), source names, vectors
/// (`Dv<n>_<type>`), `Dh`/`DF16_`, references (`S_`, `T0_`) and one-letter builtins.
/// `None` when `s` does not start with one.
///
/// ```
/// use llvm_spirv_mangling::split_mangled_type;
/// assert_eq!(split_mangled_type("PU3AS1Dv4_fi"), Some(("PU3AS1Dv4_f", "i")));
/// assert_eq!(split_mangled_type("14ocl_image2d_roT_"), Some(("14ocl_image2d_ro", "T_")));
/// ```
pub fn split_mangled_type(s: &str) -> Option<(&str, &str)> {
    let b = s.as_bytes();
    let first = *b.first()?;
    let inner = |skip: usize| -> Option<(&str, &str)> {
        let (_, rest) = split_mangled_type(s.get(skip..)?)?;
        Some(s.split_at(s.len() - rest.len()))
    };
    // What follows `s[..at]`: its template arguments (`I ... E`) when they come next.
    let with_args = |at: usize| -> Option<(&str, &str)> {
        let rest = s.get(at..)?;
        let rest = if rest.starts_with('I') { after_template_args(rest)? } else { rest };
        Some(s.split_at(s.len() - rest.len()))
    };
    match first {
        b'0'..=b'9' => with_args(after_source_name(s)?.as_ptr() as usize - s.as_ptr() as usize),
        // A nested name (`N4sycl3_V14halfE`, Itanium 5.1.5 `<nested-name>`): prefixes
        // (source names, substitutions, template parameters), each possibly with template
        // arguments, up to `E`.
        b'N' => {
            let mut rest = s.get(1..)?.trim_start_matches(['K', 'V', 'r']);
            while !rest.starts_with('E') {
                rest = match *rest.as_bytes().first()? {
                    b'0'..=b'9' => after_source_name(rest)?,
                    b'S' | b'T' => &rest[rest.find('_')? + 1..],
                    b'I' => after_template_args(rest)?,
                    _ => return None,
                };
            }
            Some(s.split_at(s.len() - rest.len() + 1))
        }
        // A template argument literal (`Lm8E`, `LN5__spv5ScopeE3E`, 5.1.6 `<expr-primary>`):
        // its type, then its value.
        b'L' => {
            let (_, rest) = split_mangled_type(s.get(1..)?)?;
            let rest = rest.strip_prefix('n').unwrap_or(rest);
            let rest = rest.trim_start_matches(|c: char| c.is_ascii_digit()).strip_prefix('E')?;
            Some(s.split_at(s.len() - rest.len()))
        }
        // A template argument expression (`XT1_E`, 5.1.6): its operands up to `E`.
        b'X' => {
            let mut rest = s.get(1..)?;
            while !rest.starts_with('E') {
                rest = split_mangled_type(rest)?.1;
            }
            Some(s.split_at(s.len() - rest.len() + 1))
        }
        b'P' | b'K' | b'V' | b'r' => inner(1),
        b'U' if s.starts_with("U3AS") && b.get(4).is_some_and(u8::is_ascii_digit) => inner(5),
        b'D' if s.starts_with("Dv") => {
            let (_, t) = s[2..].split_once('_')?;
            let (_, rest) = split_mangled_type(t)?;
            Some(s.split_at(s.len() - rest.len()))
        }
        b'D' if s.starts_with("DF16_") => Some(s.split_at(5)),
        b'D' => s.get(..2).map(|_| s.split_at(2)),
        b'S' | b'T' => with_args(s.find('_')? + 1),
        b'a'..=b'z' => Some(s.split_at(1)),
        _ => None,
    }
}

/// What follows the `<source-name>` (`<length><identifier>`) at the start of `s`.
fn after_source_name(s: &str) -> Option<&str> {
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    let len: usize = s[..digits].parse().ok()?;
    s.get(digits.checked_add(len)?..)
}

/// What follows the `<template-args>` (`I <arg>+ E`) at the start of `s`.
fn after_template_args(s: &str) -> Option<&str> {
    let mut rest = s.strip_prefix('I')?;
    while !rest.starts_with('E') {
        rest = split_mangled_type(rest)?.1;
    }
    Some(&rest[1..])
}

/// The entry a substitution or template parameter reference names (Itanium 5.1.8,
/// 5.1.5.8): `X_` is entry 0, `X<n>_` entry n + 1 (`n` in decimal here, as SPIR-V
/// friendly names stay below ten entries).
///
/// ```
/// use llvm_spirv_mangling::reference_index;
/// assert_eq!(reference_index("T_"), Some(0));
/// assert_eq!(reference_index("S1_"), Some(2));
/// ```
pub fn reference_index(token: &str) -> Option<usize> {
    let digits: String = token.chars().skip(1).take_while(char::is_ascii_digit).collect();
    if digits.is_empty() {
        Some(0)
    } else {
        digits.parse::<usize>().ok().map(|n| n + 1)
    }
}

/// The parts of a function template specialization's mangled name, each type still
/// mangled, with the references of the return and parameter types resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionTemplate<'a> {
    /// The template's name (`__spirv_ImageRead`).
    pub name: &'a str,
    /// The template arguments, as written.
    pub args: Vec<&'a str>,
    /// The return type.
    pub return_type: &'a str,
    /// The parameter types (`v` for none).
    pub params: Vec<&'a str>,
}

/// Splits a function template specialization as SYCL spells SPIR-V friendly calls,
/// `_Z<len><name>I<template args>E<return type><parameter types>` (Itanium 5.1.2 with
/// 5.1.5 `<template-args>`), into its parts: template parameter references (`T_`, `T0_`,
/// ...) in the return and parameter types become the template arguments they stand for,
/// then substitutions (`S_`, ...) the candidates they name (the template name, then each
/// argument that is not a builtin type or a reference). `None` when `name` is not such a
/// name or a parameter's reference names nothing (an unresolvable return type is kept as
/// written).
///
/// ```
/// use llvm_spirv_mangling::parse_function_template;
/// let t = parse_function_template("_Z17__spirv_ImageReadIDv4_j14ocl_image3d_roDv4_iET_T0_T1_").unwrap();
/// assert_eq!(t.name, "__spirv_ImageRead");
/// assert_eq!(t.return_type, "Dv4_j");
/// assert_eq!(t.params, ["14ocl_image3d_ro", "Dv4_i"]);
/// ```
pub fn parse_function_template<'a>(name: &'a str) -> Option<FunctionTemplate<'a>> {
    let rest = name.strip_prefix("_Z")?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let len: usize = rest[..digits].parse().ok()?;
    let base = rest.get(digits..digits + len)?;
    let mut at = rest.get(digits + len..)?.strip_prefix('I')?;
    let mut args = Vec::new();
    let mut candidates = vec![""];
    while !at.starts_with('E') {
        let (t, r) = split_mangled_type(at)?;
        if !matches!(t.as_bytes().first(), Some(b'a'..=b'z' | b'S' | b'T')) {
            candidates.push(t);
        }
        args.push(t);
        at = r;
    }
    at = &at[1..];
    let resolve = |t: &'a str| resolve_reference(t, &args, &candidates);
    let (ret, mut at) = split_mangled_type(at)?;
    let return_type = resolve(ret).unwrap_or(ret);
    let mut params = Vec::new();
    while !at.is_empty() {
        let (t, r) = split_mangled_type(at)?;
        params.push(resolve(t)?);
        at = r;
    }
    Some(FunctionTemplate { name: base, args: args.clone(), return_type, params })
}

/// The leading parameter types of a function template specialization (see
/// [`parse_function_template`]) as far as they read: a parameter that is a template
/// parameter reference becomes its argument; the list stops before the first parameter
/// that is a substitution (whose numbering this lenient reading does not follow once
/// nested names are among the arguments) or does not demangle. For DPC++'s builtin
/// templates, whose later parameters refer to prefixes of nested names
/// (`_Z28__spirv_JointMatrixLoadINTELIU3AS1N4sycl3_V16detail9half_impl4halfES4_...EPT_mS8_SA_i`
/// gives the pointer and `unsigned long`, then stops at `S8_`).
///
/// ```
/// use llvm_spirv_mangling::{leading_template_params, Type};
/// let p = leading_template_params("_Z3fooIU3AS1N2ns4halfELm8EEvPT_mS1_");
/// assert_eq!(p.len(), 2);
/// assert_eq!(p[0].pointee(), Some(&Type::named("ns::half")));
/// ```
pub fn leading_template_params(name: &str) -> Vec<Type> {
    let Some(rest) = name.strip_prefix("_Z") else { return Vec::new() };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let Some(len) = rest[..digits].parse::<usize>().ok() else { return Vec::new() };
    let Some(mut at) = rest.get(digits + len..).and_then(|r| r.strip_prefix('I')) else { return Vec::new() };
    let mut args = Vec::new();
    while !at.starts_with('E') {
        let Some((t, r)) = split_mangled_type(at) else { return Vec::new() };
        args.push(t);
        at = r;
    }
    let Some((_, mut at)) = split_mangled_type(&at[1..]) else { return Vec::new() };
    let mut params = Vec::new();
    while let Some((t, r)) = split_mangled_type(at) {
        // Pointer and qualifier prefixes (`P`, `K`, `U3AS1`), then the type they qualify.
        let mut core = t;
        loop {
            core = match core.as_bytes() {
                [b'P' | b'K' | b'V' | b'r', ..] => &core[1..],
                [b'U', b'3', b'A', b'S', d, ..] if d.is_ascii_digit() => &core[5..],
                _ => break,
            };
        }
        let prefix = &t[..t.len() - core.len()];
        let resolved = match core.as_bytes().first() {
            Some(b'T') => reference_index(core).and_then(|i| args.get(i)).map(|a| format!("{prefix}{a}")),
            Some(b'S') => None,
            _ => Some(t.to_string()),
        };
        match resolved.as_deref().map(demangle_type) {
            Some(Ok(ty)) => params.push(ty),
            _ => break,
        }
        at = r;
    }
    params
}

/// `t` with a template parameter reference replaced by its argument, then a substitution
/// by its candidate; `None` when a reference names nothing.
fn resolve_reference<'a>(t: &'a str, args: &[&'a str], candidates: &[&'a str]) -> Option<&'a str> {
    let mut t = t;
    if t.starts_with('T') {
        t = args.get(reference_index(t)?).copied()?;
    }
    if t.starts_with('S') {
        t = candidates.get(reference_index(t)?).copied()?;
    }
    Some(t)
}

/// The signature of a function template specialization (see [`parse_function_template`]):
/// its name and its demangled parameter types; `None` when a type does not demangle.
///
/// ```
/// use llvm_spirv_mangling::{demangle_function_template, Scalar, Type};
/// let sig = demangle_function_template("_Z17__spirv_ImageReadIDv4_f14ocl_image2d_roDv2_iET_T0_T1_").unwrap();
/// assert_eq!(sig.name, "__spirv_ImageRead");
/// assert_eq!(sig.params[1], Type::vector(Scalar::Int, 2));
/// ```
pub fn demangle_function_template(name: &str) -> Option<Signature> {
    let t = parse_function_template(name)?;
    let mut params = Vec::with_capacity(t.params.len());
    for p in &t.params {
        params.push(demangle_type(p).ok()?);
    }
    if matches!(params.as_slice(), [Type::Void]) {
        params.clear();
    }
    Some(Signature::new(t.name, params))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Scalar;

    #[test]
    fn spir12_qualifier_order_is_repaired() {
        let sig = demangle_lenient("_Z10atomic_incPVU3AS1i").unwrap();
        assert_eq!(sig.name, "atomic_inc");
        assert_eq!(sig.params[0].pointee(), Some(&Type::Scalar(Scalar::Int)));
        assert_eq!(repair_qualifier_order("_Z1fPrVKU3AS3c").as_deref(), Some("_Z1fPU3AS3rVKc"));
        // A qualifier run without an address space stays as it is.
        assert_eq!(repair_qualifier_order("_Z1fPKc"), None);
    }

    #[test]
    fn value_qualifiers_are_dropped() {
        let sig = demangle_lenient("_Z10atomic_maxPU3AS3jVj").unwrap();
        assert_eq!(sig.params.len(), 2);
        assert_eq!(sig.params[1], Type::Scalar(Scalar::UInt));
        // Pointee qualifiers are kept.
        assert_eq!(drop_value_cv_qualifiers("_Z1fPVi"), None);
        // Dropping the `r`s of a source name demangles by chance to another name: refused.
        assert!(demangle_lenient("_Z26__spirv_CompositeConstructHalf")
            .is_none_or(|s| s.name == "__spirv_CompositeConstruct"));
    }

    #[test]
    fn dpcpp_template_arguments_split() {
        // Nested names, literals of builtin and enum types, expressions.
        assert_eq!(split_mangled_type("N4sycl3_V14halfES4_"), Some(("N4sycl3_V14halfE", "S4_")));
        assert_eq!(split_mangled_type("Lm8ELm16E"), Some(("Lm8E", "Lm16E")));
        assert_eq!(split_mangled_type("LNS6_12MatrixLayoutE0Ei"), Some(("LNS6_12MatrixLayoutE0E", "i")));
        assert_eq!(split_mangled_type("XT1_EXT2_E"), Some(("XT1_E", "XT2_E")));
        // A templated class with its arguments.
        assert_eq!(
            split_mangled_type("PNS1_24__spirv_JointMatrixINTELIT0_XT1_EEEPT_"),
            Some(("PNS1_24__spirv_JointMatrixINTELIT0_XT1_EEE", "PT_"))
        );
        // The leading parameters of DPC++'s joint matrix load, up to the first substitution.
        let p = leading_template_params(
            "_Z28__spirv_JointMatrixLoadINTELIU3AS1N4sycl3_V16detail9half_impl4halfES4_Lm8ELm16ELN5__spv9MatrixUseE0ELNS6_12MatrixLayoutE0ELNS6_5Scope4FlagE3EEPNS6_24__spirv_JointMatrixINTELIT0_XT1_EXT2_EXT4_EXT5_EXT3_EEEPT_mS8_SA_i",
        );
        assert_eq!(p.len(), 2, "{p:?}");
        assert_eq!(p[0].to_string(), "__global sycl::_V1::detail::half_impl::half*");
        assert_eq!(p[1], Type::Scalar(Scalar::ULong));
        assert!(leading_template_params("_Z3fooi").is_empty());
    }

    #[test]
    fn templates_resolve_references() {
        let t = parse_function_template("_Z18__spirv_ImageWriteI14ocl_image2d_woDv2_iDv4_jEvT_T0_T1_").unwrap();
        assert_eq!(t.return_type, "v");
        assert_eq!(t.params, ["14ocl_image2d_wo", "Dv2_i", "Dv4_j"]);
        // A substitution names the template name (0) or a non-builtin argument.
        let t = parse_function_template("_Z3fooIDv4_fEvS0_").unwrap();
        assert_eq!(t.params, ["Dv4_f"]);
        let sig = demangle_function_template("_Z3fooIiEvT_").unwrap();
        assert_eq!(sig.params, [Type::Scalar(Scalar::Int)]);
        let sig = demangle_function_template("_Z3barIiEiv").unwrap();
        assert!(sig.params.is_empty());
        // Unresolvable references and non-templates.
        assert_eq!(parse_function_template("_Z3fooIiEvT1_"), None);
        assert_eq!(parse_function_template("_Z3fooi"), None);
        assert_eq!(demangle_lenient("_Z3fooIiEvT1_"), None);
    }

    #[test]
    fn split_and_references() {
        assert_eq!(split_mangled_type("DF16_i"), Some(("DF16_", "i")));
        assert_eq!(split_mangled_type("Dhi"), Some(("Dh", "i")));
        assert_eq!(split_mangled_type("T0_i"), Some(("T0_", "i")));
        assert_eq!(split_mangled_type("99x"), None);
        assert_eq!(split_mangled_type(""), None);
        assert_eq!(reference_index("S_"), Some(0));
        assert_eq!(reference_index("T2_"), Some(3));
        assert_eq!(unmangled_prefix("_Z99x"), "_Z99x");
        assert_eq!(unmangled_prefix("_Z3foo"), "foo");
    }
}
