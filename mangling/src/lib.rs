//! Itanium mangling of OpenCL C and `__spirv_*` builtins (placeholder).
