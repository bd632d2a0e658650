# shellcheck shell=bash
# Source this file (`. scripts/test-env.sh`) to point the OpenCL ICD loader
# at the Intel CPU runtime that scripts/setup-test-deps.sh installed, and the
# tests at its SPIRV-Tools 2025.5: LLVM_SPIRV_RS_SPIRV_TOOLS names the
# directory holding spirv-val/spirv-as/spirv-dis (unset when it is missing:
# the tests then run PATH's, Debian's, and say so).
_llvm_spirv_rs_venv=${LLVM_SPIRV_RS_OCL_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/llvm-spirv-rs/ocl-venv}
export OCL_ICD_VENDORS="$_llvm_spirv_rs_venv/icd"
[ -n "${LLVM_SPIRV_RS_SPIRV_TOOLS:-}" ] || for _llvm_spirv_rs_f in "$_llvm_spirv_rs_venv"/lib/python3*/site-packages/cmeel.prefix/bin/spirv-val; do
  if [ -x "$_llvm_spirv_rs_f" ]; then
    LLVM_SPIRV_RS_SPIRV_TOOLS=$(dirname "$_llvm_spirv_rs_f")
    export LLVM_SPIRV_RS_SPIRV_TOOLS
  fi
done
unset _llvm_spirv_rs_venv _llvm_spirv_rs_f
