//! Round-trips every builtin overload declared in clang-19's own
//! `opencl-c.h` through clang's mangler and ours.
//!
//! At test time: the header (found via `clang-19 -print-resource-dir`) is
//! preprocessed by `clang-19 -E`, its declarations are parsed (return type,
//! name, parameters; typedefs are taken from the header itself), one probe
//! function per overload is generated that forwards its own parameters to
//! the builtin, the probes are compiled to LLVM IR by clang-19 and every
//! `declare ... @_Z...(` is checked: `demangle` succeeds and `mangle`
//! reproduces it byte for byte. Each probe's call is also matched back to
//! its declaration and the demangled name and parameter types are compared
//! with the types spelled in the header.
//!
//! clang-19 is a declared test dependency: if it is missing this test fails.

use std::collections::{BTreeSet, HashMap};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::Mutex;

use llvm_spirv_mangling::*;

const CLANG: &str = "clang-19";

struct Config {
    triple: &'static str,
    std: &'static str,
    /// Default address space of an unqualified pointee.
    default_as: AddrSpace,
}

const CONFIGS: &[Config] = &[
    Config { triple: "spir64", std: "CL2.0", default_as: AddrSpace::Generic },
    Config { triple: "spir64", std: "CL3.0", default_as: AddrSpace::Generic },
    Config { triple: "spir64", std: "CL1.2", default_as: AddrSpace::Private },
    Config { triple: "spir", std: "CL2.0", default_as: AddrSpace::Generic },
];

const PROBES_PER_TU: usize = 4000;

fn clang(args: &[&str], stdin: Option<&str>) -> String {
    let mut cmd = Command::new(CLANG);
    cmd.args(args)
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => panic!(
            "cannot run `{CLANG}` ({e}): clang-19 is a required test dependency of \
             llvm-spirv-mangling (Debian/Ubuntu: `apt-get install clang-19`)"
        ),
    };
    let writer = stdin.map(|text| {
        let mut pipe = child.stdin.take().expect("stdin pipe");
        let text = text.to_owned();
        std::thread::spawn(move || {
            use std::io::Write;
            pipe.write_all(text.as_bytes()).expect("write clang stdin");
        })
    });
    let out = child.wait_with_output().expect("wait for clang");
    if let Some(w) = writer {
        w.join().expect("stdin writer");
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "{CLANG} {args:?} failed: {}\n{}",
        out.status,
        stderr.lines().take(40).collect::<Vec<_>>().join("\n")
    );
    String::from_utf8(out.stdout).expect("utf-8 clang output")
}

fn header_path() -> PathBuf {
    let dir = clang(&["-print-resource-dir"], None);
    let p = PathBuf::from(dir.trim()).join("include").join("opencl-c.h");
    assert!(p.is_file(), "clang-19's opencl-c.h not found at {}", p.display());
    p
}

// ---------------------------------------------------------------- tokens

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Id(String),
    Num(String),
    P(char),
}

impl Tok {
    fn id(&self) -> Option<&str> {
        match self {
            Tok::Id(s) => Some(s),
            _ => None,
        }
    }
    fn text(&self) -> String {
        match self {
            Tok::Id(s) | Tok::Num(s) => s.clone(),
            Tok::P(c) => c.to_string(),
        }
    }
}

fn tokenize(src: &str) -> Vec<Tok> {
    let mut toks = Vec::new();
    for line in src.lines() {
        if line.trim_start().starts_with('#') {
            continue;
        }
        let b = line.as_bytes();
        let mut i = 0;
        while i < b.len() {
            let c = b[i];
            if c.is_ascii_whitespace() {
                i += 1;
            } else if c.is_ascii_alphabetic() || c == b'_' {
                let s = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                toks.push(Tok::Id(line[s..i].to_owned()));
            } else if c.is_ascii_digit() {
                let s = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'.') {
                    i += 1;
                }
                toks.push(Tok::Num(line[s..i].to_owned()));
            } else if c == b'"' {
                let s = i;
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                toks.push(Tok::Num(line[s..i.min(b.len())].to_owned()));
            } else {
                toks.push(Tok::P(c as char));
                i += 1;
            }
        }
    }
    toks
}

fn statements(toks: &[Tok]) -> Vec<Vec<Tok>> {
    let mut out = Vec::new();
    let mut cur = Vec::new();
    let mut braces = 0i32;
    for t in toks {
        match t {
            Tok::P('{') => braces += 1,
            Tok::P('}') => braces -= 1,
            Tok::P(';') if braces == 0 => {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(t.clone());
    }
    out
}

/// Removes `__attribute__((...))` groups; returns the remaining tokens and
/// the attribute token lists.
fn strip_attributes(toks: &[Tok]) -> (Vec<Tok>, Vec<Vec<Tok>>) {
    let mut out = Vec::new();
    let mut attrs = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        if toks[i].id() == Some("__attribute__") {
            let mut depth = 0;
            let mut j = i + 1;
            let mut group = Vec::new();
            while j < toks.len() {
                match toks[j] {
                    Tok::P('(') => depth += 1,
                    Tok::P(')') => depth -= 1,
                    _ => {}
                }
                group.push(toks[j].clone());
                j += 1;
                if depth == 0 {
                    break;
                }
            }
            attrs.push(group);
            i = j;
        } else {
            out.push(toks[i].clone());
            i += 1;
        }
    }
    (out, attrs)
}

fn split_commas(toks: &[Tok]) -> Vec<Vec<Tok>> {
    let mut out = vec![Vec::new()];
    let mut depth = 0;
    for t in toks {
        match t {
            Tok::P('(') => depth += 1,
            Tok::P(')') => depth -= 1,
            Tok::P(',') if depth == 0 => {
                out.push(Vec::new());
                continue;
            }
            _ => {}
        }
        if let Some(last) = out.last_mut() {
            last.push(t.clone());
        }
    }
    out
}

// ------------------------------------------------------------ type names

struct Types {
    typedefs: HashMap<String, Type>,
    default_as: AddrSpace,
}

fn access_of(word: &str) -> Option<Access> {
    Some(match word {
        "read_only" | "__read_only" => Access::ReadOnly,
        "write_only" | "__write_only" => Access::WriteOnly,
        "read_write" | "__read_write" => Access::ReadWrite,
        _ => return None,
    })
}

fn addr_space_of(word: &str) -> Option<AddrSpace> {
    Some(match word {
        "__global" | "global" => AddrSpace::Global,
        "__local" | "local" => AddrSpace::Local,
        "__constant" | "constant" => AddrSpace::Constant,
        "__private" | "private" => AddrSpace::Private,
        "__generic" | "generic" => AddrSpace::Generic,
        _ => return None,
    })
}

impl Types {
    /// Resolves the type-specifier words of a declaration (no qualifiers).
    fn resolve(&self, words: &[&str], access: Option<Access>) -> Option<Type> {
        let mut unsigned = false;
        let mut signed = false;
        let mut int = false;
        let mut rest = Vec::new();
        for w in words {
            match *w {
                "unsigned" => unsigned = true,
                "signed" => signed = true,
                "int" => int = true,
                w => rest.push(w),
            }
        }
        let int_like = |s: Scalar, u: Scalar| Some(Type::Scalar(if unsigned { u } else { s }));
        match rest.as_slice() {
            [] if unsigned || signed || int => int_like(Scalar::Int, Scalar::UInt),
            ["char"] if signed => Some(Scalar::SChar.into()),
            ["char"] => int_like(Scalar::Char, Scalar::UChar),
            ["short"] => int_like(Scalar::Short, Scalar::UShort),
            ["long"] => int_like(Scalar::Long, Scalar::ULong),
            _ if unsigned || signed || int => None,
            [w] => self.resolve_name(w, access),
            _ => None,
        }
    }

    fn resolve_name(&self, w: &str, access: Option<Access>) -> Option<Type> {
        if let Some(t) = self.typedefs.get(w) {
            return Some(t.clone());
        }
        Some(match w {
            "void" => Type::Void,
            "bool" => Scalar::Bool.into(),
            "half" => Scalar::Half.into(),
            "float" => Scalar::Float.into(),
            "double" => Scalar::Double.into(),
            "__bf16" => Scalar::BFloat16.into(),
            "sampler_t" => OclType::Sampler.into(),
            "event_t" => OclType::Event.into(),
            "clk_event_t" => OclType::ClkEvent.into(),
            "queue_t" => OclType::Queue.into(),
            "reserve_id_t" => OclType::ReserveId.into(),
            "atomic_flag" => Type::atomic(Scalar::Int.into()),
            _ => {
                if let Some(kind) = ImageKind::ALL.iter().find(|k| k.opencl_name() == w) {
                    return Some(Type::Ocl(OclType::Image { kind: *kind, access: access.unwrap_or(Access::ReadOnly) }));
                }
                if let Some(a) = AvcType::ALL.iter().find(|a| a.opencl_name() == w) {
                    return Some(Type::Ocl(OclType::IntelAvc(*a)));
                }
                // clang's implicit OpenCL 2.0 typedefs atomic_int, atomic_size_t, ...
                let inner = w.strip_prefix("atomic_")?;
                return Some(Type::atomic(self.resolve(&[inner], None)?));
            }
        })
    }

    /// Parses one parameter declaration: the expected [`Type`] and the
    /// index of the parameter-name token, if any.
    fn param(&self, toks: &[Tok]) -> Option<(Type, Option<usize>, usize)> {
        // An array declarator `T name[N]` decays to a pointer; clang gives
        // its pointee no (i.e. the private) address space.
        let array_at = toks.iter().position(|t| *t == Tok::P('[')).unwrap_or(toks.len());
        let is_array = array_at < toks.len();
        let toks = &toks[..array_at];
        let mut i = 0;
        let mut words: Vec<(usize, &str)> = Vec::new();
        let mut cv = CvQuals::NONE;
        let mut as_ = None;
        let mut access = None;
        let mut base: Option<Type> = None;
        while i < toks.len() && toks[i] != Tok::P('*') {
            let w = toks[i].id()?;
            match w {
                "const" => cv.is_const = true,
                "volatile" => cv.is_volatile = true,
                "restrict" | "__restrict" => cv.is_restrict = true,
                "_Atomic" => {
                    // _Atomic ( type-name )
                    let close = toks[i..].iter().position(|t| *t == Tok::P(')'))? + i;
                    let inner: Vec<&str> = toks[i + 2..close].iter().filter_map(Tok::id).collect();
                    base = Some(Type::atomic(self.resolve(&inner, None)?));
                    i = close;
                }
                w => {
                    if let Some(a) = addr_space_of(w) {
                        as_ = Some(a);
                    } else if let Some(a) = access_of(w) {
                        access = Some(a);
                    } else {
                        words.push((i, w));
                    }
                }
            }
            i += 1;
        }
        let mut name = None;
        let plain: Vec<&str> = words.iter().map(|w| w.1).collect();
        let mut ty = match base {
            Some(b) => {
                if let Some((idx, _)) = words.first() {
                    name = Some(*idx);
                }
                b
            }
            None => match self.resolve(&plain, access) {
                Some(t) => t,
                None if plain.len() > 1 => {
                    name = words.last().map(|w| w.0);
                    self.resolve(&plain[..plain.len() - 1], access)?
                }
                None => return None,
            },
        };
        // Pointer declarators: each `*` makes a pointer to the type so far,
        // qualified by what preceded it; qualifiers after it apply to the
        // new pointer object.
        while i < toks.len() {
            match &toks[i] {
                Tok::P('*') => {
                    ty = Type::pointer_cv(ty, as_.unwrap_or(self.default_as), cv);
                    cv = CvQuals::NONE;
                    as_ = None;
                }
                Tok::Id(w) => match w.as_str() {
                    "const" => cv.is_const = true,
                    "volatile" => cv.is_volatile = true,
                    "restrict" | "__restrict" => cv.is_restrict = true,
                    w if addr_space_of(w).is_some() => as_ = addr_space_of(w),
                    _ if i + 1 == toks.len() => name = Some(i),
                    _ => return None,
                },
                _ => return None,
            }
            i += 1;
        }
        if is_array {
            ty = Type::pointer_cv(ty, as_.unwrap_or(AddrSpace::Private), cv);
        }
        Some((ty, name, array_at))
    }
}

// ----------------------------------------------------------- declarations

struct Decl {
    name: String,
    /// Parameter declarations for the probe: text before and after the
    /// (removed) parameter name.
    param_texts: Vec<(String, String)>,
    params: Vec<Type>,
}

fn parse_header(pre: &str, default_as: AddrSpace) -> (Vec<Decl>, Vec<String>) {
    let toks = tokenize(pre);
    let mut types = Types { typedefs: HashMap::new(), default_as };
    let mut decls = Vec::new();
    let mut unparsed = Vec::new();
    for st in statements(&toks) {
        if st.first().and_then(Tok::id) == Some("typedef") {
            let (body, attrs) = strip_attributes(&st[1..]);
            let Some(name) = body.last().and_then(Tok::id) else {
                continue;
            };
            let ty = if body.contains(&Tok::P('{')) {
                match (body.first().and_then(Tok::id), body.get(1)) {
                    (Some("struct" | "enum" | "union"), Some(Tok::Id(tag))) => Type::named(tag),
                    _ => Type::named(name),
                }
            } else {
                let words: Vec<&str> = body[..body.len() - 1].iter().filter_map(Tok::id).collect();
                let Some(t) = types.resolve(&words, None) else {
                    unparsed.push(format!("typedef {name}"));
                    continue;
                };
                let lanes = attrs.iter().find_map(|a| {
                    let pos = a.iter().position(|t| t.id() == Some("ext_vector_type"))?;
                    match a.get(pos + 2) {
                        Some(Tok::Num(n)) => n.parse::<u32>().ok(),
                        _ => None,
                    }
                });
                match (lanes, t.scalar()) {
                    (Some(n), Some(s)) => Type::vector(s, n),
                    _ => t,
                }
            };
            types.typedefs.insert(name.to_owned(), ty);
            continue;
        }
        let (body, attrs) = strip_attributes(&st);
        let overloadable = attrs.iter().any(|a| a.iter().any(|t| t.id() == Some("overloadable")));
        if !overloadable {
            continue;
        }
        let text = || st.iter().map(Tok::text).collect::<Vec<_>>().join(" ");
        let Some(open) = body.iter().position(|t| *t == Tok::P('(')) else {
            unparsed.push(text());
            continue;
        };
        let (Some(name), Some(Tok::P(')'))) = (open.checked_sub(1).and_then(|i| body[i].id()), body.last()) else {
            unparsed.push(text());
            continue;
        };
        let inner = &body[open + 1..body.len() - 1];
        let mut param_texts = Vec::new();
        let mut params = Vec::new();
        let mut ok = true;
        let parts = split_commas(inner);
        let is_void = parts.len() == 1 && parts[0].len() == 1 && parts[0][0].id() == Some("void");
        if !is_void && !inner.is_empty() {
            for p in parts {
                match types.param(&p) {
                    Some((t, name_idx, split)) => {
                        let spell = |r: std::ops::Range<usize>| -> String {
                            r.filter(|i| Some(*i) != name_idx).map(|i| p[i].text()).collect::<Vec<_>>().join(" ")
                        };
                        param_texts.push((spell(0..split), spell(split..p.len())));
                        params.push(t);
                    }
                    None => ok = false,
                }
            }
        }
        if ok {
            decls.push(Decl { name: name.to_owned(), param_texts, params });
        } else {
            unparsed.push(text());
        }
    }
    (decls, unparsed)
}

fn probe_source(decls: &[(usize, &Decl)]) -> String {
    let mut src = String::from(
        "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n\
         #pragma OPENCL EXTENSION cl_khr_fp64 : enable\n",
    );
    for (k, d) in decls {
        let params: Vec<String> =
            d.param_texts.iter().enumerate().map(|(i, (pre, post))| format!("{pre} a{i}{post}")).collect();
        let args: Vec<String> = (0..d.param_texts.len()).map(|i| format!("a{i}")).collect();
        src.push_str(&format!(
            "void __mp_{k}({}) {{ {}({}); }}\n",
            if params.is_empty() { "void".to_string() } else { params.join(", ") },
            d.name,
            args.join(", ")
        ));
    }
    src
}

/// All `declare`d `_Z` names, and probe index -> called `_Z` name.
type Scan = (Vec<String>, HashMap<usize, String>);

/// Scans probe IR.
fn scan_ir(ir: &str) -> Scan {
    let mut declared = Vec::new();
    let mut calls = HashMap::new();
    let mut current: Option<usize> = None;
    let callee = |line: &str| -> Option<String> {
        let at = line.find("@_Z")?;
        let rest = &line[at + 1..];
        Some(rest[..rest.find('(')?].to_owned())
    };
    for line in ir.lines() {
        if line.starts_with("declare ") {
            if let Some(n) = callee(line) {
                declared.push(n);
            }
        } else if line.starts_with("define ") {
            current = line.find("@__mp_").and_then(|at| {
                let rest = &line[at + 6..];
                rest[..rest.find('(')?].parse().ok()
            });
        } else if line.starts_with('}') {
            current = None;
        } else if let Some(k) = current {
            if line.contains(" call ") {
                if let Some(n) = callee(line) {
                    calls.insert(k, n);
                }
            }
        }
    }
    (declared, calls)
}

#[test]
fn every_opencl_c_builtin_round_trips() {
    let start = std::time::Instant::now();
    let header = header_path();
    let header = header.to_str().expect("utf-8 path");
    let mut all_names = BTreeSet::new();
    let mut failures = Vec::new();
    let mut total_probes = 0usize;
    let mut total_typed = 0usize;
    let mut main_config_names = 0usize;

    for cfg in CONFIGS {
        let base =
            ["-cc1", "-triple", cfg.triple, &format!("-cl-std={}", cfg.std), "-cl-ext=+all"].map(|s| s.to_string());
        let base: Vec<&str> = base.iter().map(String::as_str).collect();
        let mut pre_args = base.clone();
        pre_args.extend(["-x", "cl", "-E", header, "-o", "-"]);
        let pre = clang(&pre_args, None);
        let (decls, unparsed) = parse_header(&pre, cfg.default_as);
        assert!(
            unparsed.is_empty(),
            "{} {}: {} declarations not understood, e.g. {:?}",
            cfg.triple,
            cfg.std,
            unparsed.len(),
            &unparsed[..unparsed.len().min(5)]
        );

        let indexed: Vec<(usize, &Decl)> = decls.iter().enumerate().collect();
        let chunks: Vec<&[(usize, &Decl)]> = indexed.chunks(PROBES_PER_TU).collect();
        let results: Mutex<Vec<Scan>> = Mutex::new(Vec::new());
        let next = Mutex::new(0usize);
        std::thread::scope(|s| {
            for _ in 0..2 {
                s.spawn(|| loop {
                    let i = {
                        let mut n = next.lock().expect("lock");
                        let i = *n;
                        *n += 1;
                        i
                    };
                    let Some(chunk) = chunks.get(i) else { break };
                    let src = probe_source(chunk);
                    let mut args = base.clone();
                    args.extend([
                        "-finclude-default-header",
                        "-w",
                        "-disable-llvm-passes",
                        "-emit-llvm",
                        "-o",
                        "-",
                        "-x",
                        "cl",
                        "-",
                    ]);
                    let ir = clang(&args, Some(&src));
                    results.lock().expect("lock").push(scan_ir(&ir));
                });
            }
        });

        let mut declared = BTreeSet::new();
        let mut calls = HashMap::new();
        for (d, c) in results.into_inner().expect("results") {
            declared.extend(d);
            calls.extend(c);
        }
        for name in &declared {
            match demangle(name) {
                Ok(sig) => {
                    let again = sig.mangle();
                    if &again != name {
                        failures.push(format!("{name}: re-mangled as {again} ({sig})"));
                    }
                }
                Err(e) => failures.push(format!("{name}: {e}")),
            }
        }
        let mut typed = 0;
        for (k, d) in decls.iter().enumerate() {
            let Some(name) = calls.get(&k) else {
                failures.push(format!("probe {k} ({}) has no call in the IR", d.name));
                continue;
            };
            match demangle(name) {
                Ok(sig) if sig.name == d.name && sig.params == d.params => typed += 1,
                Ok(sig) => failures.push(format!(
                    "{name}: demangled {sig}, header declares {}({})",
                    d.name,
                    d.params.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
                )),
                Err(_) => {} // already reported above
            }
        }
        println!(
            "{} {}: {} declarations, {} distinct mangled names, {} typed matches",
            cfg.triple,
            cfg.std,
            decls.len(),
            declared.len(),
            typed
        );
        if cfg.triple == "spir64" && cfg.std == "CL2.0" {
            main_config_names = declared.len();
        }
        total_probes += decls.len();
        total_typed += typed;
        all_names.extend(declared);
    }
    println!(
        "total: {} distinct mangled builtin names over {} configurations ({} probes, {} typed) in {:.1?}",
        all_names.len(),
        CONFIGS.len(),
        total_probes,
        total_typed,
        start.elapsed()
    );
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures[..failures.len().min(30)].join("\n"));
    assert_eq!(total_typed, total_probes);
    assert!(total_probes >= 50_000, "only {total_probes} overload probes");
    // spir64 / CL2.0 with all extensions declares 12,882 distinct overloads
    // in clang 19.1; the union over the four configurations is ~15,100.
    assert!(main_config_names >= 12_000, "only {main_config_names} names for spir64 CL2.0");
    assert!(all_names.len() >= 14_000, "only {} names in total", all_names.len());
}
