// C17 6.10.3.5: after #undef a name may be redefined with another body or
// another kind (object-like, function-like); #undef of an undefined name
// is fine.
#undef NEVER_DEFINED
#define M 1
static int m1(void) { return M; }
#undef M
#define M(x) ((x) * 10)
static int m2(void) { return M(2); }
#undef M
#define M 3 + M_TAIL
#define M_TAIL 4
static int m3(void) { return M; }
__device__ int test(void) {
  if (m1() != 1 || m2() != 20 || m3() != 7) return 1;
  return 0;
}
