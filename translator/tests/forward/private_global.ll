; A module-scope variable in the private address space is not OpenCL.
target triple = "spir64-unknown-unknown"

@CG = common global i32 0, align 4
