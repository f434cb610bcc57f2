// GNU __auto_type (gcc 4.9, clang 3.8; C23's auto): the declared object
// takes the type of its initializer, after lvalue conversion; type-safe
// MAX/SWAP macros are written with it.
#define MAX(a, b) ({ __auto_type _a = (a); __auto_type _b = (b); _a > _b ? _a : _b; })
__device__ int test(void) {
  __auto_type x = 5;
  __auto_type y = 2.5;
  __auto_type p = &x;
  const int c = 1;
  __auto_type d = c;                           /* int, not const int */
  if (_Generic(x, int: 0, default: 1) || _Generic(y, double: 0, default: 1)) return 1;
  if (_Generic(p, int *: 0, default: 1) || *p != 5) return 2;
  d = 3;
  if (d != 3 || MAX(2, 7) != 7) return 3;
  return 0;
}
