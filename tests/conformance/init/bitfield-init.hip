// C17 6.7.9: bit-fields take initializers like other members, converted
// to the field (modulo for unsigned, in order, or by designator).
struct bf { unsigned a : 3; int b : 5; unsigned c : 8; _Bool d : 1; };
__device__ struct bf gb = {5, -3, 200, 1};
__device__ struct bf gd = {.c = 17, .a = 9};
static int check(void) {
  if (gb.a != 5 || gb.b != -3 || gb.c != 200 || gb.d != 1) return 1;
  if (gd.a != 1 || gd.b != 0 || gd.c != 17 || gd.d != 0) return 2;
  struct bf l = {7, 15, 255, 0};
  if (l.a != 7 || l.b != 15 || l.c != 255) return 3;
  struct bf m = {.b = -16, .d = 1};
  if (m.b != -16 || m.a != 0 || m.d != 1) return 4;
  struct bf arr[2] = {{1, 1, 1, 1}, [1].c = 3};
  if (arr[1].c != 3 || arr[1].a != 0 || arr[0].d != 1) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
