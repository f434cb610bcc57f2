// C17 6.5.3.4p3, 6.2.8: _Alignof of scalars, arrays (their element's),
// structs (their strictest member's) and unions, in the x86-64/AMDGPU ABI.
#include <stddef.h>
struct cd { char c; double d; };
struct ci { char c; int i; };
union ud { char c[5]; int i; };
__device__ int test(void) {
  if (_Alignof(char) != 1 || _Alignof(short) != 2 || _Alignof(int) != 4) return 1;
  if (_Alignof(long) != 8 || _Alignof(long long) != 8 || _Alignof(double) != 8) return 2;
  if (_Alignof(float) != 4 || _Alignof(void *) != 8) return 3;
  if (_Alignof(char[10]) != 1 || _Alignof(double[3]) != 8) return 4;
  if (_Alignof(struct cd) != 8 || _Alignof(struct ci) != 4) return 5;
  if (_Alignof(union ud) != 4 || sizeof(union ud) != 8) return 6;
  if (_Alignof(const volatile int) != 4) return 7;
  if (__alignof__(struct cd) != 8) return 8;
  if (_Generic(_Alignof(int), size_t: 0, default: 1)) return 9;
  if (_Alignof(max_align_t) < 8) return 10;
  return 0;
}
