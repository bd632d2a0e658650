; Global variable decorations of SPV_INTEL_global_variable_fpga_decorations and
; SPV_INTEL_global_variable_host_access given as !spirv.Decorations: HostAccessINTEL
; (access, name), InitModeINTEL (trigger), ImplementInRegisterMapINTEL (flag, also as i1),
; with their capabilities.
; OPTIONS: --spirv-ext=+SPV_INTEL_global_variable_fpga_decorations --spirv-ext=+SPV_INTEL_global_variable_host_access
target triple = "spir64-unknown-unknown"

@counter = addrspace(1) global i32 7, !spirv.Decorations !0
@flag = addrspace(1) global i8 0, !spirv.Decorations !4

!0 = !{!1, !2, !3}
!1 = !{i32 6188, i32 2, !"counter_on_host"}
!2 = !{i32 6190, i32 1}
!3 = !{i32 6191, i1 true}
!4 = !{!5, !6}
!5 = !{i32 6191, i32 0}
!6 = !{i32 6190, i32 0}
