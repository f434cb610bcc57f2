// C17 6.10.1p4: shifts and bitwise operators in #if work on intmax_t.
static int check(void) {
#if (1 << 62) <= 0
  return 1;
#endif
#if (1u << 63) != 9223372036854775808u
  return 2;
#endif
#if (0xF0 >> 4) != 0xF || (0xF0 & 0x3C) != 0x30 || (0xF0 | 0x0F) != 0xFF
  return 3;
#endif
#if (0xFF ^ 0x0F) != 0xF0 || ~0 != -1 || ~0u != 0xFFFFFFFFFFFFFFFF
  return 4;
#endif
#if (-16 >> 2) != -4
  return 5;                         /* arithmetic shift, as clang and GCC */
#endif
  return 0;
}
__device__ int test(void) { return check(); }
