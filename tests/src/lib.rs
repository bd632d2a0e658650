//! Integration test support (placeholder).
