// FLAGS: -Wall -Werror
// Under -Werror, a warning a pragma asks for stays a warning (clang's
// rule); the others are errors as -Werror makes them.
#pragma clang diagnostic warning "-Wunused-variable"
__device__ int kept_warning(void) {
  int w; // expected-warning-col 7: unused variable 'w'
  return 0;
}
__device__ int made_error(int unused) {
lbl: // expected-error-col 1: unused label 'lbl'
  return 0;
}
#pragma clang diagnostic fatal "-Wunused-variable"
__device__ int fatal(void) {
  int f; // expected-fatal: unused variable 'f'
  int after; // nothing after a fatal error
  return 0;
}
