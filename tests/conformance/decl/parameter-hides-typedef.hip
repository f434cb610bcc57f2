// C17 6.2.1p4, 6.9.1p9: a parameter named like a file-scope typedef hides
// the typedef in the function body, so `return T * 2;` multiplies the
// parameter (gcc and clang); a block-scope variable doing the same works
// in hipc.
typedef int T;
static int twice(int T) { return T * 2; }
static int plus1(int T) { int r = T + 1; return r; }
__device__ int test(void) {
  if (twice(4) != 8) return 1;
  if (plus1(1) != 2) return 2;
  T ok = 3;                                    /* the typedef again */
  return ok == 3 ? 0 : 3;
}
