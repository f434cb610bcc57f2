// C17 6.7.9p17, p20: a designator naming an array followed by a scalar
// starts brace elision inside that array: in {[1] = 1, 2} on int[2][2],
// 1 initializes n[1][0] and 2 n[1][1]; in {.a = 1, 2, 3} on
// struct { int a[2]; int b; }, a = {1, 2} and b = 3 (gcc and clang).
struct sa { int a[2]; int b; };
__device__ int test(void) {
  int n[2][2] = {[1] = 1, 2};
  if (n[0][0] != 0 || n[0][1] != 0) return 1;
  if (n[1][0] != 1 || n[1][1] != 2) return 2;
  struct sa x = {.a = 1, 2, 3};
  if (x.a[0] != 1 || x.a[1] != 2 || x.b != 3) return 3;
  return 0;
}
