; OPTIONS: --spirv-ext=+SPV_INTEL_vector_compute
; SPV_INTEL_vector_compute attributes of functions, return values and parameters.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func "VCSingleElementVector" i8 @helper(i8 "VCSingleElementVector"="0" %a, i32 "VCArgumentIOKind"="2" %b) #0 {
  %t = trunc i32 %b to i8
  %r = add i8 %a, %t
  ret i8 %r
}

define spir_func void @stack(i32 "VCArgumentIOKind"="0" %x) #1 {
  ret void
}

attributes #0 = { "VCFunction" "VCSIMTCall"="8" }
attributes #1 = { "VCFunction" "VCStackCall" "VCCallable" }
