; llvm.readcyclecounter needs SPV_KHR_shader_clock.
target triple = "spir64-unknown-unknown"

define spir_func i64 @clock() {
  %t = call i64 @llvm.readcyclecounter()
  ret i64 %t
}
declare i64 @llvm.readcyclecounter()
