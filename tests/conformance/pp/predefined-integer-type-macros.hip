// The integer type and limit macros gcc and clang predefine (clang does
// for HIP device compiles) and freestanding headers build <stdint.h> on:
// __INTn_TYPE__, __UINTn_TYPE__, __INTn_MAX__, __UINTn_MAX__, __SIZE_MAX__,
// __INTMAX_MAX__, __PTRDIFF_MAX__, __WCHAR_MAX__, __CHAR16_TYPE__ and
// __CHAR32_TYPE__, __INT_LEAST8_TYPE__.
__device__ int test(void) {
  __INT8_TYPE__ a = -1;
  __UINT8_TYPE__ b = 255;
  __INT16_TYPE__ c = -1;
  __UINT32_TYPE__ d = 4294967295u;
  __INT64_TYPE__ e = -1;
  __UINT64_TYPE__ f = 0;
  if (sizeof a != 1 || sizeof c != 2 || sizeof d != 4 || sizeof e != 8 || sizeof f != 8) return 1;
  if (a != -1 || b != 255 || d + 1 != 0) return 2;
  if (__INT8_MAX__ != 127 || __INT16_MAX__ != 32767 || __INT32_MAX__ != 2147483647) return 3;
  if (__INT64_MAX__ != 9223372036854775807L || __UINT8_MAX__ != 255) return 4;
  if (__UINT16_MAX__ != 65535 || __UINT32_MAX__ != 4294967295U) return 5;
  if (__UINT64_MAX__ != 18446744073709551615UL || __SIZE_MAX__ != 18446744073709551615UL) return 6;
  if (__INTMAX_MAX__ != 9223372036854775807L || __PTRDIFF_MAX__ != 9223372036854775807L) return 7;
  if (__WCHAR_MAX__ != 2147483647) return 8;
  if (sizeof(__CHAR16_TYPE__) != 2 || sizeof(__CHAR32_TYPE__) != 4) return 9;
  if (_Generic(u'x', __CHAR16_TYPE__: 0, default: 1)) return 10;
  if (sizeof(__INT_LEAST8_TYPE__) != 1) return 11;
  return 0;
}
