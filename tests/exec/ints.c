/* ints.c - tests/kernels/ints.hip: int_mix's integers of every width, the
 * usual arithmetic conversions, shifts and casts, and a double beside
 * them.  Everything is exact, and the edge values of each type come first. */
#include "../lib/check.h"

typedef unsigned long long u64;

enum { B = 256, N = 100003 };
static signed char s8[N];
static unsigned char u8[N];
static short s16[N];
static unsigned short u16[N];
static long long s64[N];
static u64 out[N];
static double dout[N];

static const char *test_int_mix(void) {
  for (int i = 0; i < N; i++) {
    s8[i] = (signed char)rng(), u8[i] = (unsigned char)rng();
    s16[i] = (short)rng(), u16[i] = (unsigned short)rng();
    s64[i] = (long long)rng64();
  }
  const signed char e8[] = {-128, 127, 0, -1, -128, 127};
  const unsigned char eu8[] = {255, 0, 255, 1, 0, 255};
  const short e16[] = {-32768, 32767, -1, 0, 32767, -32768};
  const unsigned short eu16[] = {65535, 0, 65535, 1, 65535, 0};
  const long long e64[] = {INT64_MIN, INT64_MAX, -1, 0, -7, 6};
  for (int i = 0; i < 6; i++)
    s8[i] = e8[i], u8[i] = eu8[i], s16[i] = e16[i], u16[i] = eu16[i], s64[i] = e64[i];
  KERNEL(f, "int_mix");
  DEVICE(signed char *, d8, s8, sizeof s8);
  DEVICE(unsigned char *, du8, u8, sizeof u8);
  DEVICE(short *, d16, s16, sizeof s16);
  DEVICE(unsigned short *, du16, u16, sizeof u16);
  DEVICE(long long *, d64, s64, sizeof s64);
  DEVICE(u64 *, dout_, NULL, sizeof out);
  DEVICE(double *, ddout, NULL, sizeof dout);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &d8, &du8, &d16, &du16, &d64, &dout_, &ddout, &n);
  TO_HOST(out, dout_, sizeof out);
  TO_HOST(dout, ddout, sizeof dout);
  for (int i = 0; i < N; i++) {
    int a = s8[i] * 3 + u8[i];
    unsigned int b = (unsigned int)s16[i] ^ ((unsigned int)u16[i] << 7);
    long long c = s64[i] / 7 + (long long)a * b;
    u64 h = (u64)c * 0x9e3779b97f4a7c15ull;
    u64 sum = 0;
    for (int k = 0; k < 4; ++k)
      sum += (u64)(unsigned short)(h >> (16 * k)) * (u64)(k + 1);
    u64 want = sum ^ (h >> 29);
    double dwant = (double)c / 3.0 + (double)(signed char)(a & 0xff);
    EXPECT(out[i] == want, "out[%d] = %#llx, not %#llx", i, out[i], want);
    EXPECT(dout[i] == dwant, "dout[%d] = %.17g, not %.17g", i, dout[i], dwant);
  }
  return NULL;
}

static const Test tests[] = {{"ints/int_mix", test_int_mix}};
EXEC_MAIN(tests)
