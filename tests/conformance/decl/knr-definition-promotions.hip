// C17 6.9.1p7, 6.5.2.2p6: an old-style (K&R) definition's parameters are
// declared after the list, in any order; a call through a declaration
// without prototype applies the default argument promotions, which a char
// or float parameter receives and converts back.
static int mix();
static int mix(c, f, n) float f; char c; int n;
{
  return c + (int)(f * 2) + n;
}
static double half(d) double d; { return d / 2; }
__device__ int test(void) {
  if (mix('a', 1.5f, 10) != 'a' + 3 + 10) return 1;
  if (mix(1, 2.25, 0) != 5) return 2;
  if (half(5.0) != 2.5) return 3;
  return 0;
}
