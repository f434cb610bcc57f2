#!/bin/sh
# Installs the Debian 12 packages hipc needs to build and test, and nothing
# else.  As root (or with sudo that asks no password) it runs apt-get;
# otherwise it prints the exact sudo line.  Without a build package
# nothing can be built: it fails.  A test package it cannot install (no
# root, no network) only makes the tests that need it print
# "SKIP <suite>: needs <package>" (tests/lib.sh); the rest still run.
set -e
# Build: the toolchain, LLVM 22's C API and lld, libelf, re2c, Bison, zstd,
# and HIP's runtime headers and library (libamdhip64-dev): libhipc-host
# implements that API, and the tests prove that host programs link against
# AMD's library unchanged and that hipc's vector types match HIP's.
BUILD_PKGS="make gcc g++ llvm-22-dev lld-22 liblld-22-dev libelf-dev re2c bison libzstd-dev
            zlib1g-dev libamdhip64-dev"
# Tests: clang 22 (the reference) and its clang-offload-bundler
# (clang-tools-22), LLVM's tools, AMD's comgr, clang's sanitizer and
# libFuzzer runtimes (libclang-rt-22-dev), python3 for the comparison
# scripts, strace and valgrind for the library's checks, Csmith and its
# header for the differential tests (tests/csmith), and gdb to step through
# a kernel built for the host target with -g (tests/cli).  ROCm's device
# libraries (rocm-device-libs) are clang's for device printf in
# tests/kernels: ockl's hostcall functions, which clang's printf calls.
# MPFR (libmpfr-dev) is tests/math's reference for the device math, a
# test dependency only: hipc itself never links it.
TEST_PKGS="clang-22 clang-tools-22 llvm-22-tools libamd-comgr-dev libclang-rt-22-dev python3
           strace valgrind csmith libcsmith-dev gdb rocm-device-libs libmpfr-dev"

missing() {
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || printf ' %s' "$p"
  done
}
build=$(missing $BUILD_PKGS)
tests=$(missing $TEST_PKGS)
[ -z "$build$tests" ] && exit 0

if [ "$(id -u)" = 0 ]; then
  sudo=
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo=sudo
else
  sudo=no
fi
if [ "$sudo" != no ]; then
  echo "installing:$build$tests"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq || true
  install() { $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null; }
  # All at once; failing that (one package not to be had), one by one, so
  # that one missing package keeps none of the others out.
  if ! install $build $tests; then
    for p in $build $tests; do install "$p" || true; done
  fi
  build=$(missing $BUILD_PKGS)
  tests=$(missing $TEST_PKGS)
fi

if [ -n "$tests" ]; then
  echo "hipc's tests use these Debian packages, not installed:$tests"
  echo "the tests that need them will be skipped; to run them too:"
  echo "  sudo apt-get install$tests"
fi
if [ -n "$build" ]; then
  echo "hipc needs these Debian packages:$build"
  echo "install them with:"
  echo "  sudo apt-get install$build"
  exit 1
fi
exit 0
