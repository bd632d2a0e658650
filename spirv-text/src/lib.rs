//! SPIR-V text format (placeholder).
