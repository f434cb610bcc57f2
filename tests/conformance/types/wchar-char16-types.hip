// C17 7.19, 6.4.4.4p11: wchar_t (from <stddef.h>) is int on these ABIs;
// u'' and U'' constants have the unsigned 16- and 32-bit types.
#include <stddef.h>
__device__ int test(void) {
  if (sizeof(wchar_t) != 4) return 1;
  if (_Generic(L'a', wchar_t: 0, default: 1)) return 2;
  wchar_t w[] = L"hi";
  if (sizeof w != 12 || w[1] != L'i') return 3;
  if (_Generic(u'a', unsigned short: 0, default: 1)) return 4;
  if (_Generic(U'a', unsigned int: 0, default: 1)) return 5;
  if (sizeof(__WCHAR_TYPE__) != sizeof(wchar_t)) return 6;
  if (L'\x7fffffff' != 2147483647) return 7;
  return 0;
}
