// GNU __attribute__((cleanup(f))) (gcc and clang; systemd, glib and the
// Linux kernel rely on it): f(&var) runs when var leaves its scope, on
// every exit, in reverse order of declaration.  hipc ignores the
// attribute ("unknown attribute 'cleanup' ignored") and never calls f.
static int log_[4], n_;
static void note(int *p) { log_[n_++] = *p; }
static int scoped(int early) {
  int a __attribute__((cleanup(note))) = 1;
  int b __attribute__((cleanup(note))) = 2;
  if (early) return 10;
  return 20;
}
__device__ int test(void) {
  if (scoped(0) != 20) return 1;
  if (n_ != 2 || log_[0] != 2 || log_[1] != 1) return 2;
  n_ = 0;
  for (int i = 0; i < 3; i++) {
    int k __attribute__((cleanup(note))) = i;
    if (i == 1) break;
  }
  if (n_ != 2 || log_[0] != 0 || log_[1] != 1) return 3;
  return 0;
}
