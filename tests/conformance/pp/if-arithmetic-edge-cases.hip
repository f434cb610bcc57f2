// C17 6.10.1p4: #if arithmetic: identifiers that are not macros are 0,
// && and || and ?: short-circuit so a division by zero on the untaken side
// is not an error, character constants, ~ and unsigned results.
#define TEN 10
static int check(void) {
#if UNDEFINED_NAME != 0 || UNDEFINED_NAME + 1 != 1
  return 1;
#endif
#if !(0 && 1 / 0 == 0) && 0
#else
  int shortcut = 1;
#endif
#if 1 || (1 / 0)
  shortcut++;
#endif
#if (0 ? 1 / 0 : 2) != 2
  return 2;
#endif
#if ~0 != -1 || ~0u != 0xffffffffffffffff
  return 3;
#endif
#if (TEN << 2) != 40 || (-16 >> 2) != -4
  return 4;
#endif
#if 'a' + 1 != 'b' || '\0' != 0 || '\x41' != 65
  return 5;
#endif
#if (2 > 1) + (2 > 1) != 2
  return 6;
#endif
#if -1 / 2 != 0 || 0x10 != 16 || 010 != 8
  return 7;
#endif
  return shortcut == 2 ? 0 : 8;
}
__device__ int test(void) { return check(); }
