; Constant expressions on vectors (LangRef "Constant Expressions"): a bitcast regrouping
; lanes, extractelement/insertelement with constant lane numbers, integer add/sub/xor
; of those lanes, nested inside a vector initializer.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@lanes = addrspace(1) global <4 x i8> <i8 add (i8 extractelement (<8 x i8> bitcast (<2 x i32> <i32 65793, i32 65793> to <8 x i8>), i32 0), i8 extractelement (<8 x i8> bitcast (<2 x i32> <i32 131586, i32 131586> to <8 x i8>), i32 0)), i8 sub (i8 extractelement (<8 x i8> bitcast (<2 x i32> <i32 65793, i32 65793> to <8 x i8>), i32 5), i8 3), i8 xor (i8 extractelement (<8 x i8> bitcast (<2 x i32> <i32 65793, i32 65793> to <8 x i8>), i32 2), i8 7), i8 undef>
@halves = addrspace(1) global <2 x i32> bitcast (<4 x i16> <i16 1, i16 2, i16 3, i16 4> to <2 x i32>)
@ins = addrspace(1) global <2 x i32> insertelement (<2 x i32> bitcast (<4 x i16> <i16 5, i16 6, i16 7, i16 8> to <2 x i32>), i32 9, i32 1)

define spir_kernel void @read(ptr addrspace(1) %o, ptr addrspace(1) %p) {
  %v = load <4 x i8>, ptr addrspace(1) @lanes
  store <4 x i8> %v, ptr addrspace(1) %o
  %w = load <2 x i32>, ptr addrspace(1) @halves
  store <2 x i32> %w, ptr addrspace(1) %p
  %x = load <2 x i32>, ptr addrspace(1) @ins
  store <2 x i32> %x, ptr addrspace(1) %p
  ret void
}
