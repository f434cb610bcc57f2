// C17 6.10.1p4: #if evaluates in intmax_t/uintmax_t, with the usual
// arithmetic conversions; unsigned wins.
static int check(void) {
#if -1 < 0u
  return 1;                         /* -1 converts to UINTMAX_MAX */
#endif
#if !(-1 < 0)
  return 2;
#endif
#if 0xFFFFFFFFFFFFFFFF != -1
  return 3;                         /* an unsigned constant */
#endif
#if 18446744073709551615u != 0xffffffffffffffff
  return 4;
#endif
#if 9223372036854775807 + 0 <= 0
  return 5;
#endif
#if -9223372036854775807 - 1 >= 0
  return 6;
#endif
#if 10 / 3 != 3 || 10 % 3 != 1 || -7 / 2 != -3 || -7 % 2 != -1
  return 7;
#endif
#if (2 + 3) * 4 != 20 || 2 + 3 * 4 != 14
  return 8;
#endif
#if 'A' != 65 || '\n' != 10
  return 9;
#endif
#if (0x7fffffff + 1) != 2147483648
  return 10;                        /* no int overflow: intmax_t */
#endif
  return 0;
}
__device__ int test(void) { return check(); }
