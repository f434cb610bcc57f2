/* lanebits.c - k/lanebits.hip: lane masks of a whole block, __fns against
 * the list of a mask's set bits, the classification functions against C's
 * macros. */
#include "../../lib/check.h"

static int warp_size(void) {
  const char *e = getenv("HIPC_HOST_WARP_SIZE");
  return e && strcmp(e, "32") == 0 ? 32 : 64;
}

static const char *test_lane_masks(void) {
  enum { B = 128 };
  static unsigned long long out[5 * B];
  int ws = warp_size();
  unsigned long long all = ws == 64 ? ~0ull : 0xffffffffull;
  KERNEL(f, "lane_masks");
  DEVICE(unsigned long long *, d, out, sizeof out);
  LAUNCH(f, 1, 1, 1, B, 1, 1, 0, &d);
  TO_HOST(out, d, sizeof out);
  for (int t = 0; t < B; t++) {
    int lane = t % ws;
    unsigned long long below = lane ? all >> (ws == 64 ? 64 - lane : 32 - lane) & all : 0;
    unsigned long long eq = 1ull << lane, above = all & ~below & ~eq, third = 0;
    for (int l = 0; l < ws; l++)
      if ((t - lane + l) % 3 == 0)
        third |= 1ull << l;
    unsigned long long *o = out + 5 * t;
    EXPECT(o[0] == below && o[1] == above && o[2] == eq && o[3] == third && o[4] == (unsigned)lane,
           "thread %d: lt %llx gt %llx eq %llx ballot %llx lane %llu, not %llx %llx %llx %llx %d", t,
           o[0], o[1], o[2], o[3], o[4], below, above, eq, third, lane);
  }
  return NULL;
}

/* the n-th set bit from base, up or down, by listing the set bits */
static unsigned fns_ref(unsigned long long mask, int bits, int base, int offset) {
  if (base >= bits)
    return ~0u;
  if (offset == 0)
    return mask >> base & 1 ? (unsigned)base : ~0u;
  int pos[64], n = 0;
  if (offset > 0) {
    for (int b = base; b < bits; b++)
      if (mask >> b & 1)
        pos[n++] = b;
    return offset <= n ? (unsigned)pos[offset - 1] : ~0u;
  }
  for (int b = base; b >= 0; b--)
    if (mask >> b & 1)
      pos[n++] = b;
  return -offset <= n ? (unsigned)pos[-offset - 1] : ~0u;
}

static const char *test_find_nth(void) {
  enum { N = 3000 };
  static unsigned long long mask[N];
  static int base[N], offset[N];
  static unsigned out[2 * N];
  for (int i = 0; i < N; i++) {
    mask[i] = i % 7 == 0 ? 0 : i % 11 == 0 ? ~0ull : rng64() & rng64() << (i % 5);
    base[i] = (int)(rng() % 70);
    offset[i] = (int)(rng() % 41) - 20;
  }
  KERNEL(f, "find_nth");
  DEVICE(unsigned long long *, dm, mask, sizeof mask);
  DEVICE(int *, db, base, sizeof base);
  DEVICE(int *, dof, offset, sizeof offset);
  DEVICE(unsigned *, dout, out, sizeof out);
  int n = N;
  LAUNCH(f, (N + 127) / 128, 1, 1, 128, 1, 1, 0, &dm, &db, &dof, &dout, &n);
  TO_HOST(out, dout, sizeof out);
  for (int i = 0; i < N; i++) {
    unsigned w64 = fns_ref(mask[i], 64, base[i], offset[i]);
    unsigned w32 = fns_ref(mask[i] & 0xffffffffu, 32, base[i], offset[i]);
    EXPECT(out[2 * i] == w64 && out[2 * i + 1] == w32,
           "__fns(%llx, %d, %d) = %u, %u, not %u, %u", mask[i], base[i], offset[i], out[2 * i],
           out[2 * i + 1], w64, w32);
  }
  return NULL;
}

static const char *test_classify(void) {
  static double x[] = {0.0, -0.0, 1.5, -2.0, INFINITY, -INFINITY, NAN, -NAN, 1e300, -1e-310, 0x1p-149};
  enum { N = sizeof x / sizeof x[0] };
  static int out[N];
  KERNEL(f, "classify");
  DEVICE(double *, dx, x, sizeof x);
  DEVICE(int *, dout, out, sizeof out);
  int n = N;
  LAUNCH(f, 1, 1, 1, 32, 1, 1, 0, &dx, &dout, &n);
  TO_HOST(out, dout, sizeof out);
  for (int i = 0; i < N; i++) {
    float fl = (float)x[i];
    int flags[8] = {isnan(x[i]), isinf(x[i]), isfinite(x[i]), signbit(x[i]),
                    isnan(fl),   isinf(fl),   isfinite(fl),   signbit(fl)};
    int want = (16 + 16) << 8; /* __align__(16): 16-byte alignment and size */
    for (int b = 0; b < 8; b++)
      want |= (flags[b] != 0) << b;
    EXPECT(out[i] == want, "classify(%a) = %#x, not %#x", x[i], out[i], want);
  }
  return NULL;
}

static const Test tests[] = {{"k/lanebits/lane_masks", test_lane_masks},
                             {"k/lanebits/find_nth", test_find_nth},
                             {"k/lanebits/classify", test_classify}};
EXEC_MAIN(tests)
