; !spirv.Source with the optional file ("SPIR-V representation in LLVM IR", OpSource row): OpString + OpSource.
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
entry:
  ret void
}

!spirv.Source = !{!0}
!0 = !{i32 3, i32 102000, !1}
!1 = !{!"/tmp/opencl/program.cl"}
