// C17 6.10.3.5p2: #undef ends a definition (of a name that is not a macro
// too); the name can then be defined again differently, even as a
// function-like macro.
#undef NEVER_DEFINED
#define M 1
static int check(void) {
  if (M != 1) return 1;
#undef M
#define M(x) (x * 10)
  if (M(2) != 20) return 2;
#undef M
  int M = 3;
  if (M != 3) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
