//! Light structural checks of SPIR-V binaries (header, capabilities, memory
//! model, entry points), independent of the translator's own libraries.

use std::collections::BTreeSet;

use crate::kernels::Variant;
use llvm_spirv::debug_info::DebugInfoSet;

/// SPIR-V magic number (first word of every module).
pub const MAGIC: u32 = 0x0723_0203;

const OP_CAPABILITY: u32 = 17;
const OP_MEMORY_MODEL: u32 = 14;
const OP_ENTRY_POINT: u32 = 15;
const OP_EXT_INST_IMPORT: u32 = 11;
const OP_EXT_INST: u32 = 12;
const CAPABILITY_ADDRESSES: u32 = 4;
const CAPABILITY_KERNEL: u32 = 6;
const ADDRESSING_PHYSICAL32: u32 = 1;
const ADDRESSING_PHYSICAL64: u32 = 2;
const MEMORY_MODEL_OPENCL: u32 = 2;
const EXECUTION_MODEL_KERNEL: u32 = 6;

/// The parts of a module the harness checks.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ModuleInfo {
    /// SPIR-V version as (major, minor).
    pub version: (u32, u32),
    /// Operands of every `OpCapability`.
    pub capabilities: BTreeSet<u32>,
    /// (addressing model, memory model) of `OpMemoryModel`, if present.
    pub memory_model: Option<(u32, u32)>,
    /// (execution model, name) of every `OpEntryPoint`.
    pub entry_points: Vec<(u32, String)>,
    /// (name, number of `OpExtInst`s of the set) of every `OpExtInstImport`.
    pub ext_inst_imports: Vec<(String, usize)>,
}

/// Decodes a literal string operand (UTF-8, NUL-terminated, packed
/// little-endian into words).
fn literal_string(words: &[u32]) -> String {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).take_while(|&b| b != 0).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Parses the header and the instructions the harness checks.
///
/// Errors on a bad magic number, a truncated header or an instruction whose
/// word count is zero or runs past the end.
pub fn parse(words: &[u32]) -> Result<ModuleInfo, String> {
    if words.len() < 5 {
        return Err(format!("module of {} words has no complete header", words.len()));
    }
    if words[0] != MAGIC {
        return Err(format!("bad magic number {:#010x}", words[0]));
    }
    let mut info = ModuleInfo { version: ((words[1] >> 16) & 0xff, (words[1] >> 8) & 0xff), ..ModuleInfo::default() };
    let mut at = 5;
    let mut import_ids = Vec::new();
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        let opcode = words[at] & 0xffff;
        if count == 0 || at + count > words.len() {
            return Err(format!("malformed instruction (opcode {opcode}, {count} words) at word {at}"));
        }
        let operands = &words[at + 1..at + count];
        match opcode {
            OP_CAPABILITY if !operands.is_empty() => {
                info.capabilities.insert(operands[0]);
            }
            OP_MEMORY_MODEL if operands.len() >= 2 => {
                info.memory_model = Some((operands[0], operands[1]));
            }
            OP_ENTRY_POINT if operands.len() >= 3 => {
                info.entry_points.push((operands[0], literal_string(&operands[2..])));
            }
            OP_EXT_INST_IMPORT if !operands.is_empty() => {
                import_ids.push(operands[0]);
                info.ext_inst_imports.push((literal_string(&operands[1..]), 0));
            }
            OP_EXT_INST if operands.len() >= 3 => {
                if let Some(i) = import_ids.iter().position(|&id| id == operands[2]) {
                    info.ext_inst_imports[i].1 += 1;
                }
            }
            _ => {}
        }
        at += count;
    }
    Ok(info)
}

/// Checks what every translated OpenCL module must have: SPIR-V 1.0-1.4
/// (what OpenCL 3.0 devices accept), the `Addresses` and `Kernel`
/// capabilities, `OpMemoryModel Physical64|Physical32 OpenCL` matching the
/// triple's pointer width, exactly one `OpEntryPoint Kernel` per name in
/// `kernels`, and debug instructions of the variant's debug set (none of any debug set
/// without `-g`).
pub fn check_module_shape(words: &[u32], variant: Variant, kernels: &BTreeSet<String>) -> Result<(), String> {
    let info = parse(words)?;
    let mut problems = Vec::new();
    if info.version.0 != 1 || info.version.1 > 4 {
        problems.push(format!("SPIR-V version {}.{} is not 1.0-1.4", info.version.0, info.version.1));
    }
    for (cap, name) in [(CAPABILITY_ADDRESSES, "Addresses"), (CAPABILITY_KERNEL, "Kernel")] {
        if !info.capabilities.contains(&cap) {
            problems.push(format!("missing OpCapability {name}"));
        }
    }
    let want_addressing = if variant.triple.ends_with("64") { ADDRESSING_PHYSICAL64 } else { ADDRESSING_PHYSICAL32 };
    if info.memory_model != Some((want_addressing, MEMORY_MODEL_OPENCL)) {
        problems.push(format!(
            "OpMemoryModel is {:?}, want (addressing {want_addressing}, memory model OpenCL=2)",
            info.memory_model
        ));
    }
    let mut found = BTreeSet::new();
    for (model, name) in &info.entry_points {
        if *model != EXECUTION_MODEL_KERNEL {
            problems.push(format!("entry point {name:?} has execution model {model}, not Kernel"));
        }
        if !found.insert(name.clone()) {
            problems.push(format!("entry point {name:?} is declared twice"));
        }
    }
    if &found != kernels {
        problems.push(format!("entry points {found:?}, want the source's kernels {kernels:?}"));
    }
    for (name, count) in &info.ext_inst_imports {
        let is_debug_set = DebugInfoSet::from_import_name(name).is_some();
        let wanted = variant.debug.is_some_and(|set| set.import_name() == name);
        if is_debug_set && !wanted {
            problems.push(format!("imports {name:?}, want {:?}", variant.debug.map(DebugInfoSet::import_name)));
        }
        if wanted && *count == 0 {
            problems.push(format!("imports {name:?} but has no instruction of it"));
        }
    }
    if let Some(set) = variant.debug {
        if !info.ext_inst_imports.iter().any(|(name, _)| name == set.import_name()) {
            problems.push(format!("a -g module without debug information: no OpExtInstImport {:?}", set.import_name()));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("; "))
    }
}

/// `words` without the `OpExtInst`s numbered `instruction` of the extended instruction set
/// imported as `set` (instructions no other names, such as DebugEntryPoint); `words` itself
/// when there are none or the module does not parse.
pub fn without_ext_insts(words: &[u32], set: &str, instruction: u32) -> Vec<u32> {
    if words.len() < 5 {
        return words.to_vec();
    }
    let mut out = words[..5].to_vec();
    let mut import = None;
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        let opcode = words[at] & 0xffff;
        if count == 0 || at + count > words.len() {
            return words.to_vec();
        }
        let inst = &words[at..at + count];
        if opcode == OP_EXT_INST_IMPORT && count > 2 && literal_string(&inst[2..]) == set {
            import = Some(inst[1]);
        }
        let drop = opcode == OP_EXT_INST && count > 4 && Some(inst[3]) == import && inst[4] == instruction;
        if !drop {
            out.extend_from_slice(inst);
        }
        at += count;
    }
    out
}

/// Removes comments, string and character literals and preprocessor lines
/// from OpenCL C source (replacing them by spaces).
fn strip_noise(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    let mut chars = source.chars().peekable();
    let mut line_start = true;
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
                line_start = true;
                continue;
            }
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                let mut prev = ' ';
                for c in chars.by_ref() {
                    if prev == '*' && c == '/' {
                        break;
                    }
                    prev = c;
                }
                out.push(' ');
            }
            '"' | '\'' => {
                let mut escaped = false;
                for d in chars.by_ref() {
                    if !escaped && d == c {
                        break;
                    }
                    escaped = !escaped && d == '\\';
                }
                out.push(' ');
            }
            '#' if line_start => {
                // Skip the directive, honouring line continuations.
                let mut prev = ' ';
                for c in chars.by_ref() {
                    if c == '\n' && prev != '\\' {
                        out.push('\n');
                        break;
                    }
                    prev = c;
                }
                line_start = true;
                continue;
            }
            _ => out.push(c),
        }
        if c == '\n' {
            line_start = true;
        } else if !c.is_whitespace() {
            line_start = false;
        }
    }
    out
}

/// Splits C source into identifiers/numbers and single punctuation characters.
fn tokens(source: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for c in source.chars() {
        if c.is_ascii_alphanumeric() || c == '_' {
            current.push(c);
            continue;
        }
        if !current.is_empty() {
            out.push(std::mem::take(&mut current));
        }
        if !c.is_whitespace() {
            out.push(c.to_string());
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// The names of the kernel functions defined in OpenCL C `source`: the
/// identifier after `kernel`/`__kernel`, optional `__attribute__((...))`, `void`.
pub fn kernel_names_in_source(source: &str) -> BTreeSet<String> {
    let toks = tokens(&strip_noise(source));
    let mut names = BTreeSet::new();
    for i in 0..toks.len() {
        if toks[i] != "kernel" && toks[i] != "__kernel" {
            continue;
        }
        let mut j = i + 1;
        while j < toks.len() && toks[j] == "__attribute__" {
            // Skip the balanced parentheses after __attribute__.
            j += 1;
            let mut depth = 0usize;
            while j < toks.len() {
                match toks[j].as_str() {
                    "(" => depth += 1,
                    ")" => depth -= 1,
                    _ => {}
                }
                j += 1;
                if depth == 0 {
                    break;
                }
            }
        }
        if toks.get(j).map(String::as_str) == Some("void") {
            if let Some(name) = toks.get(j + 1) {
                names.insert(name.clone());
            }
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_kernels_but_not_comments_or_strings() {
        let src = r#"
            // kernel void commented(void) {}
            /* kernel void blocked(void) {} */
            #define K kernel void macro_kernel
            void helper(void) { printf("kernel void in_string"); }
            kernel void plain(global int* p) {}
            __kernel __attribute__((reqd_work_group_size(4, 1, 1))) void attributed(void) {}
            __attribute__((vec_type_hint(float4))) kernel void attr_first(void) {}
        "#;
        let names: Vec<String> = kernel_names_in_source(src).into_iter().collect();
        assert_eq!(names, ["attr_first", "attributed", "plain"]);
    }

    fn instruction(opcode: u32, operands: &[u32]) -> Vec<u32> {
        let mut v = vec![((operands.len() as u32 + 1) << 16) | opcode];
        v.extend_from_slice(operands);
        v
    }

    #[test]
    fn parses_header_and_entry_points() {
        let mut words = vec![MAGIC, 0x0001_0000, 0, 10, 0];
        words.extend(instruction(OP_CAPABILITY, &[CAPABILITY_ADDRESSES]));
        words.extend(instruction(OP_CAPABILITY, &[CAPABILITY_KERNEL]));
        words.extend(instruction(OP_MEMORY_MODEL, &[2, 2]));
        // "add" = 0x00646461
        words.extend(instruction(OP_ENTRY_POINT, &[6, 3, 0x0064_6461]));
        let info = parse(&words).unwrap();
        assert_eq!(info.version, (1, 0));
        assert_eq!(info.entry_points, vec![(6, "add".to_owned())]);
        let variant = Variant::new("spir64", "-O0");
        let want: BTreeSet<String> = ["add".to_owned()].into();
        assert_eq!(check_module_shape(&words, variant, &want), Ok(()));
        let err = check_module_shape(&words, Variant::new("spir", "-O0"), &want).unwrap_err();
        assert!(err.contains("OpMemoryModel"), "{err}");
        let err = check_module_shape(&words, variant, &BTreeSet::new()).unwrap_err();
        assert!(err.contains("entry points"), "{err}");
        // A -g variant needs instructions of its debug set.
        let debug = variant.with_debug(DebugInfoSet::ShaderDebugInfo100);
        let err = check_module_shape(&words, debug, &want).unwrap_err();
        assert!(err.contains("without debug information"), "{err}");
        // "NonSemantic.Shader.DebugInfo.100" as a literal string.
        let name: Vec<u32> = b"NonSemantic.Shader.DebugInfo.100\0\0\0\0"
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        let mut with_import = words.clone();
        with_import.extend(instruction(OP_EXT_INST_IMPORT, &[[7].as_slice(), &name].concat()));
        let err = check_module_shape(&with_import, debug, &want).unwrap_err();
        assert!(err.contains("no instruction of it"), "{err}");
        with_import.extend(instruction(OP_EXT_INST, &[1, 8, 7, 1]));
        assert_eq!(check_module_shape(&with_import, debug, &want), Ok(()));
        let err = check_module_shape(&with_import, variant, &want).unwrap_err();
        assert!(err.contains("imports \"NonSemantic.Shader.DebugInfo.100\""), "{err}");
    }

    #[test]
    fn drops_ext_insts_of_one_set_and_number() {
        let mut words = vec![MAGIC, 0x0001_0000, 0, 10, 0];
        // "NonSemantic.Shader.DebugInfo.200" as a literal string.
        let name: Vec<u32> = b"NonSemantic.Shader.DebugInfo.200\0\0\0\0"
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        words.extend(instruction(OP_EXT_INST_IMPORT, &[[7].as_slice(), &name].concat()));
        words.extend(instruction(OP_EXT_INST, &[1, 8, 7, 107, 2, 3]));
        words.extend(instruction(OP_EXT_INST, &[1, 9, 7, 1, 2]));
        words.extend(instruction(OP_EXT_INST, &[1, 10, 6, 107, 2]));
        let out = without_ext_insts(&words, "NonSemantic.Shader.DebugInfo.200", 107);
        let info = parse(&out).unwrap();
        assert_eq!(info.ext_inst_imports, vec![("NonSemantic.Shader.DebugInfo.200".to_owned(), 1)]);
        assert_eq!(out.len(), words.len() - 7);
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse(&[1, 2, 3, 4, 5]).is_err());
        assert!(parse(&[MAGIC, 0x0001_0000, 0, 1, 0, 0]).is_err());
    }
}
