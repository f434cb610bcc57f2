// C17 6.7.9p15: wide and UTF string literals initialize arrays of
// wchar_t, char16_t (unsigned short) and char32_t (unsigned int) elements.
#include <stddef.h>
__device__ int test(void) {
  wchar_t w[] = L"ab";
  unsigned short u16[] = u"\u00e9t";
  unsigned int u32[4] = U"\U0001F600";
  wchar_t w2[2] = L"xy";                       /* exact size: no NUL */
  if (sizeof w != 3 * sizeof(wchar_t) || w[1] != L'b' || w[2] != 0) return 1;
  if (sizeof u16 != 6 || u16[0] != 0xE9 || u16[1] != 't') return 2;
  if (u32[0] != 0x1F600 || u32[1] != 0 || u32[3] != 0) return 3;
  if (w2[1] != L'y') return 4;
  return 0;
}
