// C17 6.10.3.4: a replacement list is only scanned when used, so it may
// name macros defined later, and #undef/#define between uses changes it.
#define A B + 1
#define B 10
static int check(void) {
  if (A != 11) return 1;
#undef B
#define B 20
  if (A != 21) return 2;
#undef A
#ifdef A
  return 3;
#endif
#define A 5
  if (A != 5) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
