// C17 6.7.2.1p11, 6.5.16.1: assigning one bit-field leaves its neighbours
// in the same unit alone; struct copy carries every field.
struct f { unsigned a : 5, b : 7, c : 13, d : 7; };
__device__ int test(void) {
  struct f x = {31, 127, 8191, 127};
  x.b = 0;
  if (x.a != 31 || x.b != 0 || x.c != 8191 || x.d != 127) return 1;
  x.c = 1;
  if (x.a != 31 || x.d != 127 || x.c != 1) return 2;
  struct f y = x;
  y.a = 2;
  if (y.a != 2 || y.c != 1 || y.d != 127 || x.a != 31) return 3;
  struct f z;
  z = y;
  if (z.a != 2 || z.b != 0 || z.c != 1 || z.d != 127) return 4;
  x.d = x.a + y.a;
  if (x.d != 33) return 5;
  return 0;
}
