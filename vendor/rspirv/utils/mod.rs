//! The module containing utility functions for:
//! * handling numbers.

pub mod version;
