//! `spirv.*` metadata codec (placeholder).
