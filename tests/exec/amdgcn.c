/* amdgcn.c - tests/kernels/amdgcn.hip: clang's AMDGPU builtins compute
 * what the instructions do (AMD's Vega ISA manual), checked against the
 * manual's definitions written out in C below: mbcnt counts the lanes
 * below, ds_bpermute pulls from a lane and ds_permute pushes to one (the
 * highest pusher wins), ds_swizzle's quad, mask and rotate modes, a wave
 * barrier orders a wave's shared memory, the bit-field, byte-permute and
 * lerp instructions exactly, the float ones within rounding. */
#include "../lib/check.h"

enum { N = 4096, B = 256 };

static int warp_size(int *ws) { return hipDeviceGetAttribute(ws, hipDeviceAttributeWarpSize, 0); }

/* ---- the instructions, as the manual defines them ------------------------------ */

static uint32_t ubfe(uint32_t v, uint32_t off, uint32_t w) {
  off &= 31, w &= 31;
  return w ? v >> off & ((1u << w) - 1) : 0;
}

static int32_t sbfe(int32_t v, uint32_t off, uint32_t w) {
  off &= 31, w &= 31;
  if (!w)
    return 0;
  uint32_t field = (uint32_t)(v >> off) & ((1u << w) - 1);
  uint32_t sign = 1u << (w - 1);
  return (int32_t)((field ^ sign) - sign);
}

static uint32_t perm(uint32_t a, uint32_t b, uint32_t sel) {
  uint64_t data = (uint64_t)a << 32 | b;
  uint32_t r = 0;
  for (int k = 0; k < 4; k++) {
    uint32_t s = sel >> 8 * k & 0xff, byte;
    if (s < 8)
      byte = data >> 8 * s & 0xff;
    else if (s < 12)
      byte = data >> (16 * (s - 8) + 15) & 1 ? 0xff : 0;
    else
      byte = s == 12 ? 0 : 0xff;
    r |= byte << 8 * k;
  }
  return r;
}

static uint32_t lerp(uint32_t a, uint32_t b, uint32_t c) {
  uint32_t r = 0;
  for (int k = 0; k < 4; k++)
    r |= ((a >> 8 * k & 0xff) + (b >> 8 * k & 0xff) + (c >> 8 * k & 1)) >> 1 << 8 * k;
  return r;
}

static float fract(float x) {
  float d = x - floorf(x);
  return isnan(d) || d < 0x1.fffffep-1f ? d : 0x1.fffffep-1f;
}

static float med3(float a, float b, float c) {
  return fmaxf(fminf(a, b), fminf(fmaxf(a, b), c));
}

/* the cube map face of (x, y, z), its s and t, twice its major axis */
static float cube(float x, float y, float z, int which) {
  float ax = fabsf(x), ay = fabsf(y), az = fabsf(z);
  float id, sc, tc, ma;
  if (az >= ax && az >= ay)
    id = z < 0 ? 5 : 4, sc = z < 0 ? -x : x, tc = -y, ma = 2 * z;
  else if (ay >= ax)
    id = y < 0 ? 3 : 2, sc = x, tc = y < 0 ? -z : z, ma = 2 * y;
  else
    id = x < 0 ? 1 : 0, sc = x < 0 ? z : -z, tc = -y, ma = 2 * x;
  return which == 0 ? id : which == 1 ? sc : which == 2 ? tc : ma;
}

/* ds_swizzle_b32's source lane for offset `off` */
static int swizzle_source(int lane, unsigned off) {
  int in32 = lane & 31, group = lane & ~31;
  if (off >= 0xc000 && off < 0xe000) {
    int rot = off >> 5 & 31;
    if (off & 0x400)
      rot = -rot;
    int mask = off & 31;
    return group | (in32 & mask) | ((in32 + rot) & ~mask & 31);
  }
  if (off & 0x8000)
    return (lane & ~3) | (off >> 2 * (lane & 3) & 3);
  return group | (((in32 & (off & 31)) | (off >> 5 & 31)) ^ (off >> 10 & 31));
}

/* ---- the kernels ----------------------------------------------------------------- */

static const char *test_lane_permutes(void) {
  static int in[N], out[N];
  int ws;
  TRY(warp_size(&ws));
  for (int i = 0; i < N; i++)
    in[i] = (int)(rng() % 100000);
  KERNEL(f, "lane_permutes");
  DEVICE(int *, din, in, sizeof in);
  DEVICE(int *, dout, NULL, sizeof out);
  LAUNCH(f, N / B, 1, 1, B, 1, 1, 0, &din, &dout);
  TO_HOST(out, dout, sizeof out);
  for (int i = 0; i < N; i++) {
    int base = i / ws * ws, lane = i - base;
    int left = in[base + ((lane + 1) & 63 & (ws - 1))];
    int pushed = in[base + (lane + ws - 1) % ws]; /* lane - 1 pushed to it */
    int swz = in[base + swizzle_source(lane, 0x041f)];
    int want = left + 3 * pushed + 5 * swz + lane;
    EXPECT(out[i] == want, "out[%d] = %d, not %d", i, out[i], want);
  }
  return NULL;
}

static const char *test_float_ops(void) {
  static float x[N], out[N];
  for (int i = 0; i < N; i++)
    x[i] = frand(0.1f, 4.0f) * (i % 3 == 0 ? -1 : 1);
  KERNEL(f, "float_ops");
  DEVICE(float *, dx, x, sizeof x);
  DEVICE(float *, dout, NULL, sizeof out);
  LAUNCH(f, N / B, 1, 1, B, 1, 1, 0, &dx, &dout);
  TO_HOST(out, dout, sizeof out);
  for (int i = 0; i < N; i++) {
    float v = x[i];
    float r = 1 / v + 1 / sqrtf(v) + sqrtf(v);
    r += exp2f(v) + log2f(v) + fract(v);
    r += med3(v, 0.0f, 1.0f) + frexpf(v, &(int){0});
    r += ldexpf(v, 3) + sinf(v * 6.2831853f) + cosf(v * 6.2831853f);
    r += cube(v, r, 1.0f, 0) + cube(v, r, 1.0f, 3);
    if (v < 0) { /* sqrt and log of a negative number: NaN */
      EXPECT(isnan(out[i]), "out[%d] = %a for x = %a, not NaN", i, out[i], v);
      continue;
    }
    EXPECT(near(out[i], r, fabsf(r), 1e-6), "out[%d] = %a for x = %a, not %a", i, out[i], v, r);
  }
  return NULL;
}

static const char *test_half_ops(void) {
  static float x[N], out[6 * N];
  for (int i = 0; i < N; i++) /* halves exactly: k / 64 */
    x[i] = (float)(int)(rng() % 512 + 1) / 64 * (i % 3 == 0 ? -1 : 1);
  KERNEL(f, "half_ops");
  DEVICE(float *, dx, x, sizeof x);
  DEVICE(float *, dout, NULL, sizeof out);
  LAUNCH(f, N / B, 1, 1, B, 1, 1, 0, &dx, &dout);
  TO_HOST(out, dout, sizeof out);
  static const char *const names[6] = {"rcph", "sqrth", "rsqh", "fracth", "frexp_manth",
                                       "fmed3h"};
  for (int i = 0; i < N; i++) {
    float v = x[i];
    float want[6] = {1 / v, sqrtf(v), 1 / sqrtf(v), v - floorf(v), frexpf(v, &(int){0}),
                     med3(v, 0.0f, 1.0f)};
    for (int k = 0; k < 6; k++) {
      float got = out[6 * i + k];
      if (v < 0 && (k == 1 || k == 2)) {
        EXPECT(isnan(got), "%s(%a) = %a, not NaN", names[k], v, got);
        continue;
      }
      /* within a unit in a half's last place, as the instructions are */
      EXPECT(near(got, want[k], fabsf(want[k]), 0x1p-10), "%s(%a) = %a, not %a", names[k], v,
             got, want[k]);
    }
  }
  return NULL;
}

static const char *test_bit_fields(void) {
  static unsigned in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = rng() ^ rng() << 16;
  KERNEL(f, "bit_fields");
  DEVICE(unsigned *, din, in, sizeof in);
  DEVICE(unsigned *, dout, NULL, sizeof out);
  LAUNCH(f, N / B, 1, 1, B, 1, 1, 0, &din, &dout);
  TO_HOST(out, dout, sizeof out);
  for (int i = 0; i < N; i++) {
    uint32_t v = in[i];
    uint32_t r = ubfe(v, 4, 8) + (uint32_t)sbfe((int32_t)v, 3, 5);
    r ^= (uint32_t)(((uint64_t)v << 32 | r) >> 7) + perm(v, r, 0x05040100u);
    r += lerp(v, r, 0x01010101u);
    EXPECT(out[i] == r, "out[%d] = %#x for %#x, not %#x", i, out[i], v, r);
  }
  return NULL;
}

/* the definitions above, on the values whose results clang-22 folds */
static const char *test_definitions(void) {
  EXPECT(ubfe(0xdeadbeefu, 28, 8) == 13, "ubfe");
  EXPECT(sbfe((int32_t)0xdeadbeefu, 28, 8) == -3, "sbfe");
  EXPECT(sbfe(0x7eadbeef, 36, 40) == -18, "sbfe modulo 32");
  EXPECT(perm(0x01234567u, 0x89abcdefu, 0x0c0b0807u) == 65281, "perm");
  EXPECT(perm(0x81234567u, 0x89abcdefu, 0x0d0a0908u) == 0xff00ffffu, "perm signs");
  EXPECT(fract(-1e-10f) == 0x1.fffffep-1f && isnan(fract(INFINITY)), "fract");
  EXPECT(cube(1, -2, 0.5f, 0) == 3 && cube(1, -2, 0.5f, 1) == 1 &&
             cube(1, -2, 0.5f, 2) == -0.5f && cube(1, -2, 0.5f, 3) == -4,
         "cube, y major");
  EXPECT(cube(-3, -2, 0.5f, 0) == 1 && cube(-3, -2, 0.5f, 1) == 0.5f &&
             cube(-3, -2, 0.5f, 2) == 2 && cube(-3, -2, 0.5f, 3) == -6,
         "cube, x major");
  EXPECT(cube(1, 2, -5, 0) == 5 && cube(1, 2, -5, 1) == -1 && cube(1, 2, -5, 2) == -2 &&
             cube(1, 2, -5, 3) == -10,
         "cube, z major");
  return NULL;
}

static const char *test_hints(void) {
  unsigned out[B];
  KERNEL(f, "hints");
  DEVICE(unsigned *, dout, NULL, sizeof out);
  LAUNCH(f, 1, 1, 1, B, 1, 1, 0, &dout);
  TO_HOST(out, dout, sizeof out);
  for (unsigned i = 0; i < B; i++)
    EXPECT(out[i] == i, "out[%u] = %u", i, out[i]);
  return NULL;
}

static const char *test_hip_permutes(void) {
  static float x[N], out[N];
  int ws;
  TRY(warp_size(&ws));
  for (int i = 0; i < N; i++)
    x[i] = frand(-100, 100);
  KERNEL(f, "hip_permutes");
  DEVICE(float *, dx, x, sizeof x);
  DEVICE(float *, dout, NULL, sizeof out);
  LAUNCH(f, N / B, 1, 1, B, 1, 1, 0, &dx, &dout);
  TO_HOST(out, dout, sizeof out);
  for (int i = 0; i < N; i++) {
    int base = i / ws * ws, lane = i - base;
    float a = x[base + ((lane + 2) & 63 & (ws - 1))];
    float b = x[base + (lane + ws - 1) % ws];
    float want = a + b + x[base + (lane ^ 1)] + (float)lane;
    EXPECT(out[i] == want, "out[%d] = %a, not %a", i, out[i], want);
  }
  return NULL;
}

static const char *test_swizzles(void) {
  static int in[N], out[5 * N];
  int ws;
  TRY(warp_size(&ws));
  for (int i = 0; i < N; i++)
    in[i] = (int)(rng() % 100000);
  KERNEL(f, "swizzles");
  DEVICE(int *, din, in, sizeof in);
  DEVICE(int *, dout, NULL, sizeof out);
  LAUNCH(f, N / B, 1, 1, B, 1, 1, 0, &din, &dout);
  TO_HOST(out, dout, sizeof out);
  for (int i = 0; i < N; i++) {
    int base = i / ws * ws, lane = i - base;
#define FROM(off) in[base + swizzle_source(lane, off)]
    /* lanes 4k..4k+3 push to lane k: the highest wins; the rest get 0 */
    int gathered = lane < ws / 4 ? in[base + 4 * lane + 3] : 0;
    int want[5] = {FROM(0x801b) + 7 * FROM(0x00a0), FROM(0x1c1f),
                   FROM(0xc060) + in[i ^ 1] * 11, 256 * (int)sizeof(int), gathered};
    for (int k = 0; k < 5; k++)
      EXPECT(out[5 * i + k] == want[k], "out[%d] = %d, not %d", 5 * i + k, out[5 * i + k],
             want[k]);
  }
  return NULL;
}

/* v_mov_b32_dpp's source lane for a DPP control (the Vega ISA manual's
 * DPP_CTRL), -1 where the lane has none */
static int dpp_source(int lane, unsigned ctrl) {
  int row = lane & ~15, r = lane & 15, n = (int)(ctrl & 15);
  if (ctrl <= 0xff) /* quad_perm */
    return (lane & ~3) | (int)(ctrl >> 2 * (lane & 3) & 3);
  if (ctrl >= 0x101 && ctrl <= 0x10f) /* row_shl */
    return r + n < 16 ? lane + n : -1;
  if (ctrl >= 0x111 && ctrl <= 0x11f) /* row_shr */
    return r >= n ? lane - n : -1;
  if (ctrl >= 0x121 && ctrl <= 0x12f) /* row_ror */
    return row | ((r - n) & 15);
  if (ctrl == 0x138) /* wave_shr1 */
    return lane ? lane - 1 : -1;
  if (ctrl == 0x140) /* row_mirror */
    return row | (15 - r);
  if (ctrl == 0x141) /* row_half_mirror */
    return (lane & ~7) | (7 - (lane & 7));
  if (ctrl == 0x142) /* row_bcast15: the row before's lane 15 */
    return lane >= 16 ? row - 1 : -1;
  return -1;
}

/* update_dpp: a lane the row and bank masks leave out keeps old; one
 * without a source lane too, or gets 0 with bound_ctrl */
static int dpp(const int *wave, int lane, int old, unsigned ctrl, unsigned row_mask,
               unsigned bank_mask, int bound_zero) {
  if (!(row_mask >> (lane >> 4) & 1) || !(bank_mask >> ((lane & 15) >> 2) & 1))
    return old;
  int from = dpp_source(lane, ctrl);
  return from < 0 ? (bound_zero ? 0 : old) : wave[from];
}

static const char *test_dpp_moves(void) {
  static int in[N], out[8 * N];
  int ws;
  TRY(warp_size(&ws));
  for (int i = 0; i < N; i++)
    in[i] = (int)(rng() % 100000);
  KERNEL(f, "dpp_moves");
  DEVICE(int *, din, in, sizeof in);
  DEVICE(int *, dout, NULL, sizeof out);
  LAUNCH(f, N / B, 1, 1, B, 1, 1, 0, &din, &dout);
  TO_HOST(out, dout, sizeof out);
  /* the host target is no gfx10 or gfx11: the kernel takes gfx9's moves */
  static const unsigned ctrl[8] = {0x1b, 0x101, 0x113, 0x125, 0x140, 0x141, 0x138, 0x142};
  static const unsigned rows[8] = {0xf, 0xf, 0xf, 0xf, 0xf, 0x5, 0xf, 0xa};
  static const unsigned banks[8] = {0xf, 0xf, 0xf, 0xf, 0xf, 0xa, 0xf, 0xf};
  for (int i = 0; i < N; i++) {
    int base = i / ws * ws;
    for (int k = 0; k < 8; k++) {
      int want = dpp(in + base, i - base, -1, ctrl[k], rows[k], banks[k], k == 2);
      EXPECT(out[8 * i + k] == want, "dpp 0x%x: out[%d] = %d, not %d", ctrl[k], 8 * i + k,
             out[8 * i + k], want);
    }
  }
  return NULL;
}

static const char *test_hw_ids(void) {
  static unsigned out[N];
  KERNEL(f, "hw_ids");
  DEVICE(unsigned *, dout, NULL, sizeof out);
  LAUNCH(f, N / B, 1, 1, B, 1, 1, 0, &dout);
  TO_HOST(out, dout, sizeof out);
  for (int i = 0; i < N; i++) /* one CPU: compute unit, engine and registers 0 */
    EXPECT(out[i] == 0, "out[%d] = %u, not 0", i, out[i]);
  return NULL;
}

static const char *test_exec_masks(void) {
  static unsigned long long out[4 * N];
  int ws;
  TRY(warp_size(&ws));
  KERNEL(f, "exec_masks");
  DEVICE(unsigned long long *, dout, NULL, sizeof out);
  LAUNCH(f, N / B, 1, 1, B, 1, 1, 0, &dout);
  TO_HOST(out, dout, sizeof out);
  unsigned long long all = ws == 64 ? ~0ull : (1ull << ws) - 1;
  unsigned long long odd = all & 0xaaaaaaaaaaaaaaaaull;
  unsigned long long halves = (unsigned)all ^ (unsigned)(all >> 32);
  for (int i = 0; i < N; i++) {
    int lane = i % ws;
    unsigned long long want[4] = {all, odd, halves, lane < 10 ? 0x3ffull : 0};
    for (int k = 0; k < 4; k++)
      EXPECT(out[4 * i + k] == want[k], "out[%d] = %#llx, not %#llx", 4 * i + k,
             out[4 * i + k], want[k]);
  }
  return NULL;
}

static const Test tests[] = {
    {"amdgcn/definitions", test_definitions},   {"amdgcn/lane_permutes", test_lane_permutes},
    {"amdgcn/float_ops", test_float_ops},       {"amdgcn/bit_fields", test_bit_fields},
    {"amdgcn/hints", test_hints},               {"amdgcn/hip_permutes", test_hip_permutes},
    {"amdgcn/swizzles", test_swizzles},         {"amdgcn/half_ops", test_half_ops},
    {"amdgcn/dpp_moves", test_dpp_moves},       {"amdgcn/hw_ids", test_hw_ids},
    {"amdgcn/exec_masks", test_exec_masks},
};
EXEC_MAIN(tests)
