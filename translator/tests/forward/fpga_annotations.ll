; FPGA annotation keys: memory attributes on a variable (stride_size, word_size, true_dual_port by
; name and number) and on a struct member, latency controls on member pointers (quoted
; comma-separated integers); the latency extension in its SPV_ALTERA spelling.
; OPTIONS: --spirv-ext=+SPV_ALTERA_fpga_latency_control --spirv-ext=+SPV_INTEL_fpga_memory_attributes
target triple = "spir64-unknown-unknown"

%struct.pair = type { i32, i32 }

@.file = private unnamed_addr addrspace(1) constant [7 x i8] c"fpga.c\00", section "llvm.metadata"
@.mem = private unnamed_addr addrspace(1) constant [44 x i8] c"{stride_size:4}{5884:8}{true_dual_port:any}\00", section "llvm.metadata"
@.banks = private unnamed_addr addrspace(1) constant [13 x i8] c"{numbanks:2}\00", section "llvm.metadata"
@.anchor = private unnamed_addr addrspace(1) constant [11 x i8] c"{6172:\222\22}\00", section "llvm.metadata"
@.after = private unnamed_addr addrspace(1) constant [58 x i8] c"{sycl-latency-anchor-id:3}{sycl-latency-constraint:2,1,4}\00", section "llvm.metadata"

declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare ptr @llvm.ptr.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %buf = alloca [4 x i32], align 4
  %p = alloca %struct.pair, align 4
  call void @llvm.var.annotation.p0.p1(ptr %buf, ptr addrspace(1) @.mem, ptr addrspace(1) @.file, i32 1, ptr addrspace(1) null)
  %first = getelementptr inbounds %struct.pair, ptr %p, i32 0, i32 0
  %a = call ptr @llvm.ptr.annotation.p0.p1(ptr %first, ptr addrspace(1) @.anchor, ptr addrspace(1) @.file, i32 2, ptr addrspace(1) null)
  %b0 = call ptr @llvm.ptr.annotation.p0.p1(ptr %first, ptr addrspace(1) @.banks, ptr addrspace(1) @.file, i32 3, ptr addrspace(1) null)
  store i32 1, ptr %a, align 4
  %second = getelementptr inbounds %struct.pair, ptr %p, i32 0, i32 1
  %b = call ptr @llvm.ptr.annotation.p0.p1(ptr %second, ptr addrspace(1) @.after, ptr addrspace(1) @.file, i32 4, ptr addrspace(1) null)
  %v = load i32, ptr %b, align 4
  %w = load i32, ptr %b0, align 4
  %s = add i32 %v, %w
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}
