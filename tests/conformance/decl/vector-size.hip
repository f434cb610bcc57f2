// GNU __attribute__((vector_size(N))) (clang): a vector of N bytes with
// element-wise arithmetic and subscripting; its size and alignment are N.
typedef int v4si __attribute__((vector_size(16)));
typedef float v2sf __attribute__((vector_size(8)));
static int check(void) {
  v4si a = {1, 2, 3, 4}, b = {10, 20, 30, 40};
  v4si c = a + b;
  if (c[0] != 11 || c[3] != 44) return 1;
  c = c * 2 - a;
  if (c[1] != 42 || c[2] != 63) return 2;
  if (sizeof(v4si) != 16 || _Alignof(v4si) != 16) return 3;
  v2sf f = {1.5f, -2.0f};
  f = f * f;
  if (f[0] != 2.25f || f[1] != 4.0f) return 4;
  c[0] = 100;
  if (c[0] != 100) return 5;
  v4si s = a + 1;                         /* a scalar is splatted */
  if (s[3] != 5) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
