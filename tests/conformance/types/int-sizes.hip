// C17 6.2.5, 5.2.4.2.1 and the AMDGPU/x86-64 LP64 data model hipc follows:
// char 1, short 2, int 4, long 8, long long 8 bytes, each signed and
// unsigned form the same size (6.2.5p6).
#include <limits.h>
static int check(void) {
  if (sizeof(char) != 1 || sizeof(signed char) != 1 || sizeof(unsigned char) != 1) return 1;
  if (sizeof(short) != 2 || sizeof(unsigned short) != 2) return 2;
  if (sizeof(int) != 4 || sizeof(unsigned) != 4) return 3;
  if (sizeof(long) != 8 || sizeof(unsigned long) != 8) return 4;
  if (sizeof(long long) != 8 || sizeof(unsigned long long) != 8) return 5;
  if (CHAR_BIT != 8) return 6;
  if (sizeof(void *) != 8) return 7;
  if (sizeof(short int) != sizeof(short) || sizeof(long int) != sizeof(long)) return 8;
  return 0;
}
__device__ int test(void) { return check(); }
