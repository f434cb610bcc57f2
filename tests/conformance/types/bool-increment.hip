// C17 6.5.2.4, 6.5.16.2: ++, -- and compound assignment on _Bool go through
// int and convert back: ++ always gives 1, -- toggles.
static int check(void) {
  _Bool b = 0;
  b++;
  if (b != 1) return 1;
  b++;
  if (b != 1) return 2;
  b--;
  if (b != 0) return 3;
  b--;                         /* 0 - 1 = -1, nonzero */
  if (b != 1) return 4;
  b += 2;
  if (b != 1) return 5;
  b -= 1;
  if (b != 0) return 6;
  b = 1;
  b *= 5;
  if (b != 1) return 7;
  b &= 2;
  if (b != 0) return 8;
  return 0;
}
__device__ int test(void) { return check(); }
