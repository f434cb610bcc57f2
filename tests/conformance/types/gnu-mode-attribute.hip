// GNU __attribute__((mode(M))) on a typedef picks the integer width by
// machine mode (QI 8, HI 16, SI 32, DI 64 bits), as glibc and libgcc's
// headers use it; hipc ignores it ("unknown attribute 'mode' ignored")
// and keeps the declared type's size.
typedef int qi_t __attribute__((mode(QI)));
typedef unsigned hi_t __attribute__((mode(HI)));
typedef int si_t __attribute__((mode(SI)));
typedef int di_t __attribute__((mode(DI)));
typedef unsigned udi_t __attribute__((__mode__(__DI__)));
__device__ int test(void) {
  if (sizeof(qi_t) != 1 || sizeof(hi_t) != 2 || sizeof(si_t) != 4) return 1;
  if (sizeof(di_t) != 8 || sizeof(udi_t) != 8) return 2;
  udi_t big = 1;
  big <<= 40;
  if (big != 1099511627776ull) return 3;
  hi_t h = 65535;
  h++;
  if (h != 0) return 4;
  return 0;
}
