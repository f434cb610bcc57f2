// HIP-C takes C++'s functional casts of scalar types, T(e), including
// through typedef names.  (Functional casts as call arguments, in braced
// initializers and right after '(': PENDING-A.md.)
typedef unsigned int u32;
typedef float f32;
static int check(void) {
  int i = int(2.9);
  if (i != 2) return 1;
  float f = float(7) / 2;
  if (f != 3.5f) return 2;
  u32 u = u32(-1);
  if (u != 4294967295u) return 3;
  double d = double(1) / 3;
  if (d != 1.0 / 3) return 4;
  f32 g = f32(i) * 2;
  if (g != 4.0f) return 5;
  int b = bool(5) + char(65);
  if (b != 66) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
