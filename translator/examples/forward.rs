//! Library usage: translate an LLVM module to SPIR-V.
//!
//! `cargo run -p llvm-spirv-rs --example forward -- in.bc out.spv`
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let (Some(input), Some(output)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: forward IN.bc OUT.spv");
        return ExitCode::from(2);
    };
    let options = llvm_spirv::llvm_to_spirv::Options::default();
    match llvm_spirv::llvm_to_spirv::translate_file(std::path::Path::new(input), &options) {
        Ok(words) => {
            let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            if let Err(e) = std::fs::write(output, bytes) {
                eprintln!("cannot write {output}: {e}");
                return ExitCode::from(1);
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(1)
        }
    }
}
