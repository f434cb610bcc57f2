# Shared helpers for test suites: source it from a tests/*/run.sh.
# Each test prints exactly one PASS, FAIL or SKIP line (see tests/run).
pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; }
skip() { echo "SKIP $1: $2"; }
