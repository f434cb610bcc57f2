// C17 6.7.9p4, 6.6: __constant__ and __device__ globals initialised with
// constant expressions: arithmetic, casts, sizeof, enum constants,
// conditional expressions, float arithmetic.
enum { K = 5 };
__constant__ int ci = 3 * 4 + 1;
__constant__ float cf = 1.0f / 4;
__constant__ double cd = (double)K / 2;
__device__ long gl = sizeof(long) * 8 - 1;
__device__ int gc = K > 3 ? 100 : 200;
__device__ unsigned gu = (unsigned)-1;
__device__ int gt = (int)3.99;
__device__ char gch = 'a' + 2;
__constant__ int table[4] = {1, 1 << 4, K * K, -K};
static int check(void) {
  if (ci != 13 || cf != 0.25f || cd != 2.5) return 1;
  if (gl != 63 || gc != 100 || gu != 4294967295u || gt != 3) return 2;
  if (gch != 'c') return 3;
  if (table[1] != 16 || table[2] != 25 || table[3] != -5) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
