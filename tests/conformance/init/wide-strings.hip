// C17 6.4.5, 6.7.9p15: wide and UTF-8 string literals initialise arrays of
// their element types; u8 strings are char arrays.  hipc crashes
// (segmentation fault) on any string literal with an encoding prefix
// (u8"", L"", u"", U""), even in `sizeof(L"x")`.
#include <stddef.h>
static int check(void) {
  char u8s[] = u8"ab";
  if (sizeof u8s != 3 || u8s[1] != 'b') return 1;
  wchar_t w[] = L"hi";
  if (sizeof w != 3 * sizeof(wchar_t) || w[0] != L'h' || w[2] != 0) return 2;
  unsigned short u16[] = u"x";
  if (sizeof u16 != 4 || u16[0] != 'x') return 3;
  unsigned int u32[4] = U"yz";
  if (u32[1] != 'z' || u32[3] != 0) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
