// C17 6.7.2.1p5, 6.3.1.2: a _Bool bit-field gets the value converted to
// _Bool (0 or 1), not the low bit of the value.
struct flags { _Bool a : 1; _Bool b : 1; unsigned rest : 6; };
__device__ int test(void) {
  struct flags f = {0};
  volatile int two = 2;
  volatile double half = 0.5;
  f.a = two;
  if (f.a != 1) return 1;                      /* 2 is true, not 0 */
  f.b = half;
  if (f.b != 1) return 2;
  f.a = 0;
  if (f.a != 0 || f.b != 1) return 3;
  f.rest = 63;
  if (f.a != 0 || f.b != 1 || f.rest != 63) return 4;
  if (sizeof f != 4) return 5;
  return 0;
}
