// C17 6.3.1.3, 6.3.1.1: sign and zero extension and truncation between
// integer types, in a kernel; compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
extern "C" __global__ void convert(long long *out, const signed char *sc,
                                   const unsigned short *us, const long long *ll, int n) {
  int i = threadIdx.x;
  if (i < n) {
    int a = sc[i];                       /* sign-extends */
    unsigned b = us[i];                  /* zero-extends */
    short c = (short)ll[i];              /* truncates */
    out[i] = (long long)a + (long long)b + c;
  }
}
__device__ int test(void) {
  signed char sc = -5;
  unsigned short us = 65535;
  long long ll = 0x12345678abcdll;
  int a = sc;
  unsigned b = us;
  short c = (short)ll;
  if (a != -5 || b != 65535u || c != (short)0xabcd) return 1;
  if ((unsigned char)sc != 251) return 2;
  return 0;
}
