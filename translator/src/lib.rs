//! Translator core (placeholder).
