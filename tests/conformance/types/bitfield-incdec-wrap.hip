// C17 6.5.2.4, 6.5.3.1: ++ and -- on an unsigned bit-field wrap modulo
// 2^width; the value of the postfix form is the old field value.
struct c { unsigned n : 3; unsigned m : 5; };
__device__ int test(void) {
  struct c x = {7, 0};
  unsigned old = x.n++;
  if (old != 7 || x.n != 0) return 1;
  x.n--;
  if (x.n != 7) return 2;
  if (++x.n != 0) return 3;
  if (x.m-- != 0 || x.m != 31) return 4;
  x.n += 10;
  if (x.n != 2) return 5;
  x.m *= 3;                                    /* 93 mod 32 */
  if (x.m != 29) return 6;
  return 0;
}
