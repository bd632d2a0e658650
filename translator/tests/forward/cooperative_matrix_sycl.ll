; OPTIONS: --spirv-ext=+SPV_KHR_cooperative_matrix
; The shapes DPC++'s joint_matrix headers give SPV_KHR_cooperative_matrix: templated
; builtin names, the matrix wrapped in a struct and reached through a GEP and an
; addrspacecast to generic, element access through __spirv_AccessChain with an i64
; index on that generic pointer, the length returned as size_t (i64).
target triple = "spir64-unknown-unknown"

%jm = type { target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) }

define spir_kernel void @scale(ptr addrspace(1) %c, i64 %ld) {
entry:
  %tile = alloca %jm, align 8
  %m = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z32__spirv_CooperativeMatrixLoadKHRIU3AS1iiLm8ELm8ELN5__spv9MatrixUseE2ELNS1_12MatrixLayoutE0ELNS1_5Scope4FlagE3EEPNS1_28__spirv_CooperativeMatrixKHRIT0_XT5_EXT1_EXT2_EXT3_EEEPT_S3_mi(ptr addrspace(1) %c, i32 0, i64 %ld, i32 0)
  %field = getelementptr inbounds %jm, ptr %tile, i64 0, i32 0
  store target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %m, ptr %field, align 8
  %g = addrspacecast ptr %field to ptr addrspace(4)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %body ]
  %cur = load target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2), ptr %field, align 8
  %len = call spir_func i64 @_Z34__spirv_CooperativeMatrixLengthKHRIiLm8ELm8ELN5__spv9MatrixUseE2ELNS0_12MatrixLayoutE0ELNS0_5Scope4FlagE3EEmPNS0_28__spirv_CooperativeMatrixKHRIT_XT4_EXT0_EXT1_EXT2_EEE(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %cur)
  %more = icmp ult i64 %i, %len
  br i1 %more, label %body, label %done

body:
  %p = call spir_func ptr addrspace(4) @_Z19__spirv_AccessChainIiiLm8ELm8ELN5__spv9MatrixUseE2ELNS0_5Scope4FlagE3EEPT_PPNS0_28__spirv_CooperativeMatrixKHRIT0_XT4_EXT1_EXT2_EXT3_EEEm(ptr addrspace(4) %g, i64 %i)
  %x = load i32, ptr addrspace(4) %p, align 4
  %y = mul i32 %x, 3
  store i32 %y, ptr addrspace(4) %p, align 4
  %next = add i64 %i, 1
  br label %loop

done:
  %out = load target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2), ptr %field, align 8
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRIU3AS1iiLm8ELm8ELN5__spv9MatrixUseE2ELNS1_12MatrixLayoutE0ELNS1_5Scope4FlagE3EEvPT_PNS1_28__spirv_CooperativeMatrixKHRIT0_XT5_EXT1_EXT2_EXT3_EEES3_mi(ptr addrspace(1) %c, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %out, i32 0, i64 %ld, i32 0)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z32__spirv_CooperativeMatrixLoadKHRIU3AS1iiLm8ELm8ELN5__spv9MatrixUseE2ELNS1_12MatrixLayoutE0ELNS1_5Scope4FlagE3EEPNS1_28__spirv_CooperativeMatrixKHRIT0_XT5_EXT1_EXT2_EXT3_EEEPT_S3_mi(ptr addrspace(1), i32, i64, i32)
declare spir_func i64 @_Z34__spirv_CooperativeMatrixLengthKHRIiLm8ELm8ELN5__spv9MatrixUseE2ELNS0_12MatrixLayoutE0ELNS0_5Scope4FlagE3EEmPNS0_28__spirv_CooperativeMatrixKHRIT_XT4_EXT0_EXT1_EXT2_EEE(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2))
declare spir_func ptr addrspace(4) @_Z19__spirv_AccessChainIiiLm8ELm8ELN5__spv9MatrixUseE2ELNS0_5Scope4FlagE3EEPT_PPNS0_28__spirv_CooperativeMatrixKHRIT0_XT4_EXT1_EXT2_EXT3_EEEm(ptr addrspace(4), i64)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRIU3AS1iiLm8ELm8ELN5__spv9MatrixUseE2ELNS1_12MatrixLayoutE0ELNS1_5Scope4FlagE3EEvPT_PNS1_28__spirv_CooperativeMatrixKHRIT0_XT5_EXT1_EXT2_EXT3_EEES3_mi(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2), i32, i64, i32)
