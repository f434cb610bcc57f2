// HIP-C takes C++'s functional casts T(e) of scalar types; they are
// expressions anywhere, but hipc parses them only in some places
// (`x = float(a)`, `return (float(a));`).  As a call argument, in a braced
// initializer and right after the '(' of an if it says "expected
// expression"; `{(float(a)), 1}` gives "unknown type name 'a'".
static float first(float x, ...) { return x; }
static int check(void) {
  int a = 3;
  if (first(float(a)) != 3.0f) return 1;
  if (first(1.0f, float(a)) != 1.0f) return 2;
  float y[2] = {float(a), 1};
  if (y[0] != 3.0f) return 3;
  float z[2] = {(float(a)), 1};
  if (z[0] != 3.0f) return 4;
  if (int(a) != 3) return 5;
  if (bool(a) != 1 || char(65) != 'A') return 6;
  return 0;
}
__device__ int test(void) { return check(); }
