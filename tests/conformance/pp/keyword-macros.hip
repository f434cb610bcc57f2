// C17 6.10.3p1 (a macro name may be any identifier, keywords included,
// in practice): portability headers redefine keywords, e.g. inline as
// __inline__, restrict as __restrict, and empty-define a qualifier.
#define inline __inline__
#define restrict __restrict
#define CONST_DROPPED
#define register
static inline int add(int *restrict a, int b) { register int t = *a; return t + b; }
__device__ int test(void) {
  int x = 2;
  CONST_DROPPED int y = 3;
  if (add(&x, y) != 5) return 1;
#undef inline
  return 0;
}
