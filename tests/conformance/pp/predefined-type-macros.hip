// The GNU/clang predefined macros real code reads for sizes and byte
// order: __SIZEOF_*__, __CHAR_BIT__, __*_MAX__, __BYTE_ORDER__, __LP64__,
// and __SIZE_TYPE__ / __PTRDIFF_TYPE__ as type names.
__device__ int test(void) {
  if (__SIZEOF_INT__ != sizeof(int) || __SIZEOF_LONG__ != sizeof(long)) return 1;
  if (__SIZEOF_POINTER__ != sizeof(void *) || __SIZEOF_SHORT__ != 2) return 2;
  if (__CHAR_BIT__ != 8 || __SIZEOF_DOUBLE__ != 8) return 3;
  if (__INT_MAX__ != 2147483647 || __LONG_MAX__ != 9223372036854775807L) return 4;
  if (__SCHAR_MAX__ != 127 || __SHRT_MAX__ != 32767) return 5;
#if __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
  return 6;
#endif
#if !defined(__LP64__) || __SIZEOF_LONG_LONG__ != 8
  return 7;
#endif
  __SIZE_TYPE__ n = sizeof(int);
  __PTRDIFF_TYPE__ d = -1;
  if (n != 4 || d >= 0 || sizeof n != 8 || sizeof d != 8) return 8;
  return 0;
}
