// C17 6.10.3.3p3, 6.10.3.4p1: a token formed by ## is rescanned, so it can
// name another macro, function-like ones included when ( follows.
#define CAT(a, b) a##b
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define PICK(which) CAT(M, which)
#define VALUE_A 10
#define VALUE_B 20
#define VALUE(x) CAT(VALUE_, x)
__device__ int test(void) {
  if (CAT(MA, X)(3, 7) != 7) return 1;
  if (PICK(IN)(3, 7) != 3) return 2;
  if (VALUE(A) + VALUE(B) != 30) return 3;
  return 0;
}
