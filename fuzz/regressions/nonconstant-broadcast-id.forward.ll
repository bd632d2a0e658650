define spir_func i32 @groups(i32 %x) #0 {
  %1 = call spir_func i32 @_Z17__spirv_GroupUMiniij(i32 2, i32 1, i32 %x) #1
  %2 = call spir_func i32 @_Z32__spirv_GroupNonUniformBroadcastiij(i32 3, i32 %x, i32 %x) #1
  %3 = call spir_func <4 x i32> @_Z32__spirv_BuiltInSubgroupEqMaskKHRv() #0
  %4 = extractelement <4 x i32> %3, i32 0
  %5 = add i32 %1, %2
  %6 = add i32 %5, %4
  ret i32 %6
}
declare spir_func i32 @_Z17__spirv_GroupUMiniij(i32, i32, i32) #1
declare spir_func i32 @_Z32__spirv_GroupNonUniformBroadcastiij(i32, i32, i32) #1
declare spir_func <4 x i32> @_Z32__spirv_BuiltInSubgroupEqMaskKHRv() #0
