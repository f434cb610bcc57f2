// GNU __label__ (gcc and clang): a label declared local to a block, so a
// macro built on a statement expression can use a goto label and be
// expanded twice in one function.
#define SUM_TO(n) ({ __label__ out; int r_ = 0, i_ = 0; for (;; i_++) { if (i_ > (n)) goto out; r_ += i_; } out: r_; })
__device__ int test(void) {
  if (SUM_TO(3) != 6) return 1;
  if (SUM_TO(4) + SUM_TO(1) != 11) return 2;
  return 0;
}
