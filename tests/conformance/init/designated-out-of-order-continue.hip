// C17 6.7.9p17: after a designator, initialization continues with the
// member after the designated one, in declaration order.
struct s { int a, b, c, d, e; };
__device__ int test(void) {
  struct s v = { .c = 3, 4, .a = 1, 2 };
  if (v.a != 1 || v.b != 2 || v.c != 3 || v.d != 4 || v.e != 0) return 1;
  int arr[6] = { [4] = 40, 50, [1] = 10, 20 };
  if (arr[0] != 0 || arr[1] != 10 || arr[2] != 20 || arr[3] != 0) return 2;
  if (arr[4] != 40 || arr[5] != 50) return 3;
  struct s w = { .e = 5, .b = 2, 3 };
  if (w.a != 0 || w.b != 2 || w.c != 3 || w.d != 0 || w.e != 5) return 4;
  return 0;
}
