// <wchar.h> and <uchar.h> (C17 7.29, 7.28): the types and limits device
// code gets, with clang's sizes and signedness for its targets.
#include <uchar.h>
#include <wchar.h>

_Static_assert(sizeof(wchar_t) == 4 && (wchar_t)-1 < 0, "wchar_t is int");
_Static_assert(sizeof(wint_t) == 4 && (wint_t)-1 > 0, "wint_t is unsigned int");
_Static_assert(sizeof(char16_t) == 2 && (char16_t)-1 > 0, "char16_t is uint_least16_t");
_Static_assert(sizeof(char32_t) == 4 && (char32_t)-1 > 0, "char32_t is uint_least32_t");
_Static_assert(WCHAR_MAX == 2147483647 && WCHAR_MIN == -2147483647 - 1, "wchar_t's range");

__device__ int test(void) {
  mbstate_t st = {0};
  wint_t w = WEOF;
  if (w != 0xffffffffu || st.__count != 0)
    return 1;
  wchar_t wide[3] = {L'a', 0x263a, 0};
  char16_t u16 = (char16_t)0xd83d;
  char32_t u32 = (char32_t)0x1f600;
  if (wide[1] != 9786 || u16 != 55357 || u32 != 128512 || sizeof(mbstate_t) != 8)
    return 2;
  size_t n = 0;
  return (int)n + (NULL != 0);
}
