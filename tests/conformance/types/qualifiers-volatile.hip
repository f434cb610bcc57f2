// C17 6.7.3p7, 5.1.2.3p6: every access to a volatile object is performed;
// volatile objects keep their values like any other.
static int check(void) {
  volatile int v = 0;
  for (int i = 0; i < 10; i++)
    v += i;
  if (v != 45) return 1;
  volatile int *p = &v;
  *p = 7;
  if (v != 7) return 2;
  int a = v, b = v;
  if (a != b) return 3;
  const volatile int cv = 4;
  if (cv * 2 != 8) return 4;
  volatile struct { int x; } s = {3};
  s.x++;
  if (s.x != 4) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
