//! LLVM IR -> SPIR-V (work in progress).
use std::path::Path;

/// Options of the forward translation.
#[derive(Debug, Clone, Default)]
pub struct Options {}

/// Errors of the forward translation.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("not implemented yet")]
    NotImplemented,
}

/// Translates the LLVM module in `path` (`.bc` or `.ll`) into SPIR-V words.
pub fn translate_file(_path: &Path, _options: &Options) -> Result<Vec<u32>, Error> {
    Err(Error::NotImplemented)
}
