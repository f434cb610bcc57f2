// C17 6.7.9p11, p17: each initializer in a list converts to its element's
// type as by assignment.
struct m { char c; unsigned short us; float f; _Bool b; };
static int check(void) {
  int a[4] = {1.9, 2.5, -0.5, 'A'};
  if (a[0] != 1 || a[1] != 2 || a[2] != 0 || a[3] != 65) return 1;
  float f[2] = {1, 7 / 2};
  if (f[0] != 1.0f || f[1] != 3.0f) return 2;
  struct m s = {300, -1, 3, 4};
  if (s.c != 44 || s.us != 65535 || s.f != 3.0f || s.b != 1) return 3;
  _Bool bs[3] = {0, 2, 0.0};
  if (bs[0] != 0 || bs[1] != 1 || bs[2] != 0) return 4;
  int b[2] = {(1, 2), 3};             /* a comma expression in parentheses */
  if (b[0] != 2 || b[1] != 3) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
