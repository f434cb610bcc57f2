// C17 6.7.9p11, 6.6: a static object's initializer is converted to the
// object's type as by assignment, at translation time: narrowing,
// float truncation and rounding, to _Bool, unsigned wrap.
static unsigned char uc = 300;
static signed char sc = 200;
static int i = 2.9;
static int ni = -2.9;
static float f = 16777217;
static _Bool b = 0.5;
static unsigned u = -1;
static double d = 1 / 3.0;
static long long ll = 1e18;
static unsigned short us = -70000;
static char c = 'a' + 1;
__device__ int test(void) {
  if (uc != 44 || sc != -56) return 1;
  if (i != 2 || ni != -2) return 2;
  if (f != 16777216.0f) return 3;
  if (b != 1) return 4;
  if (u != 4294967295u) return 5;
  if (d != 1 / 3.0) return 6;
  if (ll != 1000000000000000000LL) return 7;
  if (us != 61072) return 8;                   /* -70000 mod 65536 */
  if (c != 'b') return 9;
  return 0;
}
