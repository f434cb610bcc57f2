# Shared helpers for test suites: source it from a tests/*/run.sh.
# Each test prints exactly one PASS, FAIL or SKIP line (see tests/run).
pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; }
skip() { echo "SKIP $1: $2"; }
# Compiler flags for a C program linked with $BUILD's libhipc-host: the
# sanitizers, when that library was built with them (make SAN=1), since
# ASan's runtime must come first in the program.
launcher_flags() {
  if readelf -d "$ROOT/$BUILD/libhipc-host.so" 2> /dev/null | grep -q libasan; then
    echo "-fsanitize=address,undefined"
  fi
}
