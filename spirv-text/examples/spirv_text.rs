//! Small command-line front end, handy for comparing with the reference:
//!
//! ```text
//! spirv_text to-text IN.spv [OUT.spt]
//! spirv_text to-binary IN.spt OUT.spv
//! spirv_text dis IN.spv
//! ```
use std::process::ExitCode;

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks(4)
        .map(|c| {
            let mut b = [0u8; 4];
            b[..c.len()].copy_from_slice(c);
            u32::from_le_bytes(b)
        })
        .collect()
}

fn run(args: &[String]) -> Result<(), String> {
    let (cmd, input) = match args {
        [cmd, input, ..] => (cmd.as_str(), input),
        _ => return Err("usage: spirv_text to-text|to-binary|dis IN [OUT]".into()),
    };
    let data = std::fs::read(input).map_err(|e| format!("{input}: {e}"))?;
    let out: Vec<u8> = match cmd {
        "to-text" => llvm_spirv_text::to_text_bytes(&words(&data), &Default::default()).map_err(|e| e.to_string())?,
        "dis" => llvm_spirv_text::disassemble(&words(&data)).map_err(|e| e.to_string())?.into_bytes(),
        "to-binary" => llvm_spirv_text::from_text_bytes(&data)
            .map_err(|e| e.to_string())?
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect(),
        _ => return Err(format!("unknown command {cmd}")),
    };
    match args.get(2) {
        Some(path) => std::fs::write(path, out).map_err(|e| format!("{path}: {e}")),
        None => {
            use std::io::Write;
            std::io::stdout().write_all(&out).map_err(|e| e.to_string())
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
