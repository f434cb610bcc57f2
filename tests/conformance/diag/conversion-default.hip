// Without -Wconversion only the conversions of constants that change their
// value warn (clang's default -Wconstant-conversion, -Wliteral-conversion,
// -Wimplicit-const-int-float-conversion).
#include <hip/hip_runtime.h>
__device__ unsigned g(unsigned);
__device__ float h(float);
__device__ int f(long l, double d, float x, int i, unsigned u, short s, char c, long long ll,
      volatile double vd, _Bool b, unsigned char uc) {
  int a = l;
  float fl = d;
  int e = x;
  unsigned v = i;
  int w = u;
  short t = i;
  char k = 300; // expected-warning-col 12: implicit conversion from 'int' to 'char' changes value from 300 to 44
  float y = i;
  float z = x + i;
  double q = x;
  i = l + 1;
  s += i;
  g(i);
  h(d);
  c = i & 0xff;
  s = c;
  x = 1.5;
  x = 16777217; // expected-warning-col 7: implicit conversion from 'int' to 'float' changes value from 16777217 to 16777216
  i = 2147483648u;
  u = -1;
  uc = -1;
  uc = uc - 1;
  i /= 0.5;
  x *= 0.5;
  b = 0.5; // expected-warning-col 7: implicit conversion from 'double' to '_Bool' changes value from 0.5 to true
  if (vd) return 1;
  i = !vd;
  i = c ? i : u;
  u = u + i;
  i = (i < u) + (-1 == 4294967295u);
  float exact = 1.0 / 4;
  return l;
}

/* defined, so that the kernel links */
__device__ unsigned g(unsigned v) { return v; }
__device__ float h(float v) { return v; }
