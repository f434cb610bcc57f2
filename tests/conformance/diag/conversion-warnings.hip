// FLAGS: -Wconversion
// -Wconversion: implicit conversions that may change a value - precision,
// sign, fraction - with clang-22's messages, flags and columns, judged by
// the bits a value needs (a char, `x & 0xff`), as clang judges them.
#include <hip/hip_runtime.h>
__device__ unsigned g(unsigned);
__device__ float h(float);
__device__ int f(long l, double d, float x, int i, unsigned u, short s, char c, long long ll,
      volatile double vd, _Bool b, unsigned char uc) {
  int a = l; // expected-warning-col 11: implicit conversion loses integer precision: 'long' to 'int'
  float fl = d; // expected-warning-col 14: implicit conversion loses floating-point precision: 'double' to 'float'
  int e = x; // expected-warning-col 11: implicit conversion turns floating-point number into integer: 'float' to 'int'
  unsigned v = i; // expected-warning-col 16: implicit conversion changes signedness: 'int' to 'unsigned int'
  int w = u; // expected-warning-col 11: implicit conversion changes signedness: 'unsigned int' to 'int'
  short t = i; // expected-warning-col 13: implicit conversion loses integer precision: 'int' to 'short'
  char k = 300; // expected-warning-col 12: implicit conversion from 'int' to 'char' changes value from 300 to 44
  float y = i; // expected-warning-col 13: implicit conversion from 'int' to 'float' may lose precision
  float z = x + i; // expected-warning-col 17: implicit conversion from 'int' to 'float' may lose precision
  double q = x;
  i = l + 1; // expected-warning-col 9: implicit conversion loses integer precision: 'long' to 'int'
  s += i;
  g(i); // expected-warning-col 5: implicit conversion changes signedness: 'int' to 'unsigned int'
  h(d); // expected-warning-col 5: implicit conversion loses floating-point precision: 'double' to 'float'
  c = i & 0xff;
  s = c;
  x = 1.5;
  x = 16777217; // expected-warning-col 7: implicit conversion from 'int' to 'float' changes value from 16777217 to 16777216
  i = 2147483648u; // expected-warning-col 7: implicit conversion changes signedness: 'unsigned int' to 'int'
  u = -1; // expected-warning-col 7: implicit conversion changes signedness: 'int' to 'unsigned int'
  uc = -1; // expected-warning-col 8: implicit conversion changes signedness: 'int' to 'unsigned char'
  uc = uc - 1;
  i /= 0.5; // expected-warning-col 5: implicit conversion turns floating-point number into integer: 'double' to 'int'
  x *= 0.5; // expected-warning-col 8: implicit conversion when assigning computation result loses floating-point precision: 'double' to 'float'
  b = 0.5; // expected-warning-col 7: implicit conversion from 'double' to '_Bool' changes value from 0.5 to true
  if (vd) return 1; // expected-warning-col 7: implicit conversion turns floating-point number into integer: 'volatile double' to '_Bool'
  i = !vd; // expected-warning-col 8: implicit conversion turns floating-point number into integer: 'volatile double' to '_Bool'
  i = c ? i : u; // expected-warning-col 15: operand of ? changes signedness: 'unsigned int' to 'int'
  u = u + i; // expected-warning-col 11: implicit conversion changes signedness: 'int' to 'unsigned int'
  i = (i < u) + (-1 == 4294967295u); // expected-warning-col 18: implicit conversion changes signedness: 'int' to 'unsigned int'
  float exact = 1.0 / 4;
  return l; // expected-warning-col 10: implicit conversion loses integer precision: 'long' to 'int'
}

/* defined, so that the kernel links */
__device__ unsigned g(unsigned v) { return v; }
__device__ float h(float v) { return v; }
