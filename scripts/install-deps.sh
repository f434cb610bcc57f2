#!/bin/sh
# Installs the Debian 12 packages hipc needs to build and test, and nothing
# else.  As root it runs apt-get; otherwise it prints the exact sudo line.
set -e
# Build: the toolchain, LLVM 22's C API and lld, libelf, re2c, Bison, zstd.
# Tests: clang 22 (the reference), LLVM's tools, AMD's comgr, clang's
# sanitizer and libFuzzer runtimes (libclang-rt-22-dev), python3 for
# the comparison scripts, strace and valgrind for the library's checks,
# Csmith and its header for the differential tests (tests/csmith), and
# HIP's own runtime headers and library (libamdhip64-dev) to prove that
# host programs link against it unchanged and that hipc's vector types
# match HIP's (tests/exec, tests/kernels), and gdb to step through a
# kernel built for the host target with -g (tests/cli).
PKGS="make gcc g++ llvm-22-dev lld-22 liblld-22-dev libelf-dev re2c bison libzstd-dev zlib1g-dev
      clang-22 llvm-22-tools libamd-comgr-dev libclang-rt-22-dev python3 strace valgrind
      csmith libcsmith-dev libamdhip64-dev gdb"
missing=""
for p in $PKGS; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "installing:$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends $missing >/dev/null
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  echo "installing:$missing"
  sudo DEBIAN_FRONTEND=noninteractive apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
else
  echo "hipc needs these Debian packages:$missing"
  echo "install them with:"
  echo "  sudo apt-get install$missing"
  exit 1
fi
