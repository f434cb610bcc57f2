// C17 6.5.16.1, 6.5.2.2: structs are assigned, passed and returned by
// value (with arrays inside them copied too).
struct v { int a[4]; double d; };
static struct v twice(struct v x) {
  for (int i = 0; i < 4; i++)
    x.a[i] *= 2;
  x.d *= 2;
  return x;
}
static int check(void) {
  struct v s = {{1, 2, 3, 4}, 1.5};
  struct v t = twice(s);
  if (s.a[3] != 4 || s.d != 1.5) return 1;        /* s is unchanged */
  if (t.a[0] != 2 || t.a[3] != 8 || t.d != 3.0) return 2;
  struct v u;
  u = t;
  t.a[0] = 100;
  if (u.a[0] != 2) return 3;
  if (twice(twice(s)).a[2] != 12) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
