// C17 6.5.3.4: sizeof yields a size_t; its operand is not evaluated
// (unless it is a variable length array, which device code has not).
#include <stddef.h>
__device__ int test(void) {
  int i = 0;
  size_t n = sizeof(i++);
  if (i != 0) return 1;                        /* not evaluated */
  if (n != 4) return 2;
  if (_Generic(sizeof(int), unsigned long: 0, default: 1)) return 3;
  if (sizeof(char) != 1 || sizeof(signed char) != 1 || sizeof(unsigned char) != 1) return 4;
  if (sizeof(short) != 2 || sizeof(int) != 4 || sizeof(long) != 8 || sizeof(long long) != 8) return 5;
  if (sizeof(float) != 4 || sizeof(double) != 8 || sizeof(void *) != 8) return 6;
  if (sizeof i != 4) return 7;                 /* no parentheses needed */
  double d[3];
  if (sizeof d / sizeof d[0] != 3) return 8;
  if (sizeof(_Bool) != 1) return 9;
  if (sizeof(int[7]) != 28) return 10;
  if (sizeof(1 ? (char)1 : (char)2) != 4) return 11;   /* promoted */
  int *ptr = 0;
  if (sizeof(*ptr) != 4) return 12;            /* not dereferenced */
  return 0;
}
