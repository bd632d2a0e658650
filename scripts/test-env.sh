# shellcheck shell=bash
# Source this file (`. scripts/test-env.sh`) to point the OpenCL ICD loader
# at the Intel CPU runtime that scripts/setup-test-deps.sh installed.
_llvm_spirv_rs_venv=${LLVM_SPIRV_RS_OCL_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/llvm-spirv-rs/ocl-venv}
export OCL_ICD_VENDORS="$_llvm_spirv_rs_venv/icd"
unset _llvm_spirv_rs_venv
