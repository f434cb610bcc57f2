// C17 6.7.4: inline is a hint; an inline function computes the same
// result whether or not it is inlined (also HIP's __forceinline__ and
// __noinline__).
static inline int sq(int x) { return x * x; }
__device__ __forceinline__ int cube(int x) { return x * sq(x); }
__device__ __noinline__ int quad(int x) { return sq(sq(x)); }
static inline int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
__device__ int test(void) {
  if (sq(7) != 49) return 1;
  if (cube(3) != 27) return 2;
  if (quad(3) != 81) return 3;
  if (fact(6) != 720) return 4;                /* recursive inline */
  int (*fp)(int) = sq;                         /* its address can be taken */
  if (fp(5) != 25) return 5;
  return 0;
}
