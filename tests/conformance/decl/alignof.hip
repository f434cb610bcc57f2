// C17 6.5.3.4p3: _Alignof gives the type's alignment (of the element type
// for an array); alignof is accepted without <stdalign.h> as in HIP's C++.
struct sd { char c; double d; };
struct sc { char a, b; };
static int check(void) {
  if (_Alignof(char) != 1 || _Alignof(short) != 2 || _Alignof(int) != 4) return 1;
  if (_Alignof(long) != 8 || _Alignof(long long) != 8 || _Alignof(void *) != 8) return 2;
  if (_Alignof(float) != 4 || _Alignof(double) != 8 || _Alignof(_Float16) != 2) return 3;
  if (_Alignof(struct sd) != 8 || _Alignof(struct sc) != 1) return 4;
  if (_Alignof(int[10]) != 4 || _Alignof(double[2][3]) != 8) return 5;
  if (_Alignof(const volatile int) != 4) return 6;
  if (alignof(double) != 8 || alignof(struct sd) != 8) return 7;
  if (sizeof(_Alignof(int)) != sizeof(unsigned long)) return 8;   /* size_t */
  return 0;
}
__device__ int test(void) { return check(); }
