// The small C headers device code may include: <inttypes.h>'s format
// macros (through snprintf), <iso646.h>, <stdalign.h>, <stdnoreturn.h>.
#include <inttypes.h>
#include <iso646.h>
#include <stdalign.h>
#include <stdio.h>
#include <stdnoreturn.h>
#include <string.h>

static noreturn void never(void) { __builtin_unreachable(); }

__device__ int test(void) {
  char b[96];
  int64_t big = -1234567890123;
  uint16_t small = 65535;
  uintptr_t p = 0x1234;
  snprintf(b, sizeof b, "%" PRId64 " %" PRIu16 " %" PRIxPTR " %" PRIX32 " %" PRIdMAX, big, small, p,
           0xabcdu, (intmax_t)-9);
  if (strcmp(b, "-1234567890123 65535 1234 ABCD -9"))
    return 1;
  alignas(16) char buf[4];
  if (alignof(double) != 8 || ((uintptr_t)buf & 15))
    return 2;
  int x = 6;
  if (not(x bitand 2) or (x xor 6) not_eq 0)
    return 3;
  x and_eq 3;
  x or_eq 8;
  if (x != 10 || compl 0 != -1)
    return 4;
  if (x == 11)
    never();
  return 0;
}
