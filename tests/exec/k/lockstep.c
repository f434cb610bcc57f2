/* lockstep.c - k/lockstep.hip: warp operations after divergent ones,
 * checked against a model in plain C of what a GPU computes.  The model
 * runs each warp in lock step as a GPU does, with the mask of its active
 * lanes: a branch runs its side with the lanes that took it, then the
 * lanes meet again; a loop runs iteration k with the lanes still in it.
 * A ballot has the bits of active lanes whose predicate holds; __any and
 * __all look at active lanes only; a shuffle reads the lane HIP's
 * definition names (amd_warp_functions.h), which must be active for the
 * result to be defined: other results are not checked.  run.sh runs it
 * with warp size 64 and again with 32. */
#include "../../lib/check.h"

enum { OUTS = 24, B = 96, GRID = 8, T = B * GRID, ISSUE_B = 128, ISSUE_T = 256, ISSUE_N = 200 };
static const uint64_t UNSET = 0x5eed5eed5eed5eedull;

static int in[T];
static uint64_t out[T * OUTS];
/* the model's results, and which of them to check */
static uint64_t want[T * OUTS];
static enum { UNWRITTEN, EXACT, UNDEFINED } how[T * OUTS];

static int warp_size(void) {
  const char *e = getenv("HIPC_HOST_WARP_SIZE");
  return e && strcmp(e, "32") == 0 ? 32 : 64;
}

/* The ballot over the lanes of mask m of pred, an expression of the lane
 * l and its value v[l]. */
#define BALLOT(m, pred)                                                        \
  ({                                                                           \
    uint64_t b_ = 0;                                                           \
    for (int l = 0; l < 64; l++)                                               \
      if (((m) >> l & 1) && (pred))                                            \
        b_ |= 1ull << l;                                                       \
    b_;                                                                        \
  })
#define FOR_LANES(m)                                                           \
  for (int l = 0; l < 64; l++)                                                 \
    if ((m) >> l & 1)

/* HIP's shuffles: the lane whose value lane `l` reads, at width w. */
static int src_idx(int l, int lane, int w) { return (lane & (w - 1)) + (l & ~(w - 1)); }
static int src_up(int l, int d, int w) { return l - d < (l & ~(w - 1)) ? l : l - d; }
static int src_down(int l, int d, int w) { return (l & (w - 1)) + d >= w ? l : l + d; }
static int src_xor(int l, int m, int w) { return (l ^ m) >= ((l + w) & ~(w - 1)) ? l : l ^ m; }

/* One warp of the model: the values of its lanes, the mask of the lanes
 * that exist, its first thread. */
typedef struct Warp {
  int v[64];
  uint64_t all;
  int first;
} Warp;

/* Result k of lane l is `value`. */
static void expect(const Warp *w, int l, int k, uint64_t value) {
  want[(size_t)(w->first + l) * OUTS + k] = value;
  how[(size_t)(w->first + l) * OUTS + k] = EXACT;
}

/* Result k of lane l is lane `src`'s value, if `src` is in `active`. */
static void expect_shfl(const Warp *w, uint64_t active, int l, int k, int src, int value) {
  if (src >= 0 && src < 64 && (active >> src & 1))
    expect(w, l, k, (uint64_t)(int64_t)value);
  else
    how[(size_t)(w->first + l) * OUTS + k] = UNDEFINED;
}

static void model_every_op(const Warp *w, int ws) {
  const int *v = w->v;
  uint64_t all = w->all;
  uint64_t odd = BALLOT(all, v[l] & 1), third = BALLOT(all, l % 3 == 0);
  uint64_t bit1 = BALLOT(all, l & 2), rest = all & ~bit1;
  FOR_LANES(odd) expect(w, l, 0, BALLOT(odd, v[l] > 0));
  FOR_LANES(third) {
    int s = src_up(l, 3, ws);
    expect_shfl(w, third, l, 1, s, v[s]);
  }
  int lowest = __builtin_ctzll(bit1);
  FOR_LANES(bit1) {
    expect(w, l, 2, BALLOT(bit1, v[l] > 30));
    expect(w, l, 3, BALLOT(bit1, v[l] > 90) != 0);
    expect(w, l, 4, BALLOT(bit1, v[l] > -90) == bit1);
    expect(w, l, 5, bit1);
    int s = src_idx(l, l ^ 1, ws);
    expect_shfl(w, bit1, l, 6, s, v[s]);
    s = src_xor(l, 4, ws);
    expect_shfl(w, bit1, l, 7, s, v[s]);
    s = src_up(l, 4, ws);
    expect_shfl(w, bit1, l, 8, s, v[s]);
    s = src_down(l, 8, ws);
    expect_shfl(w, bit1, l, 9, s, v[s]);
    expect(w, l, 10, (uint64_t)(int64_t)v[lowest]);
    expect(w, l, 11, BALLOT(bit1, v[l] < 0));
    expect_shfl(w, bit1, l, 12, src_xor(l, 1, ws), 1);
  }
  FOR_LANES(rest) {
    expect(w, l, 13, BALLOT(rest, v[l] < 0));
    int s = src_down(l, 1, 2);
    expect_shfl(w, rest, l, 14, s, v[s]);
    expect(w, l, 15, BALLOT(rest, v[l] > 95) != 0);
    expect(w, l, 16, BALLOT(rest, v[l] > -95) == rest);
  }
  FOR_LANES(all) {
    expect(w, l, 17, BALLOT(all, v[l] > 0));
    int s = src_xor(l, ws / 2, ws);
    expect_shfl(w, all, l, 18, s, v[s]);
    expect(w, l, 19, all);
    s = src_idx(l, ws - 1, ws);
    expect_shfl(w, all, l, 20, s, v[s]);
    expect_shfl(w, all, l, 21, 5, v[5]);
  }
}

static void model_nested(const Warp *w, int ws) {
  const int *v = w->v;
  uint64_t all = w->all;
  uint64_t a = BALLOT(all, l < 3 * ws / 4);
  uint64_t b = BALLOT(a, v[l] & 2), c = BALLOT(b, l & 1), d = b & ~c;
  uint64_t e = BALLOT(d, v[l] & 32);
  FOR_LANES(a) expect(w, l, 0, BALLOT(a, v[l] & 1));
  FOR_LANES(b) expect(w, l, 1, BALLOT(b, v[l] & 4));
  FOR_LANES(c) {
    expect(w, l, 2, BALLOT(c, v[l] & 8));
    int s = src_xor(l, 2, ws);
    expect_shfl(w, c, l, 3, s, v[s]);
  }
  FOR_LANES(d) expect(w, l, 4, BALLOT(d, v[l] & 16));
  FOR_LANES(e) expect(w, l, 5, BALLOT(e, v[l] & 64));
  FOR_LANES(b) expect(w, l, 6, BALLOT(b, v[l] & 32));
  FOR_LANES(a) expect(w, l, 7, BALLOT(a, v[l] & 64));
  /* the switch: case 1 falls through into default, where its lanes and
   * default's run the one vote together, as a GPU meets at a join */
  uint64_t s0 = BALLOT(a, v[l] % 3 == 0), s1 = BALLOT(a, v[l] % 3 == 1);
  uint64_t sd = s1 | (a & ~s0 & ~s1);
  FOR_LANES(s0) expect(w, l, 8, BALLOT(s0, v[l] & 1));
  FOR_LANES(s1) expect(w, l, 9, BALLOT(s1, v[l] & 2));
  FOR_LANES(sd) expect(w, l, 10, BALLOT(sd, v[l] & 4));
  uint64_t t = BALLOT(a, v[l] & 8), f = a & ~t;
  FOR_LANES(t) expect(w, l, 11, BALLOT(t, v[l] & 16));
  FOR_LANES(f) expect(w, l, 11, BALLOT(f, v[l] & 32));
  uint64_t na = all & ~a;
  FOR_LANES(na) expect(w, l, 12, BALLOT(na, v[l] & 1));
  FOR_LANES(all) expect(w, l, 13, BALLOT(all, v[l] & 128));
}

static void model_loops(const Warp *w, int ws) {
  const int *v = w->v;
  uint64_t all = w->all, acc[64] = {0};
  int trips[64];
  (void)ws;
  FOR_LANES(all) trips[l] = v[l] % 5 + (l & 3);
  /* for: iteration k with the lanes whose trip count exceeds k */
  for (int k = 0;; k++) {
    uint64_t in_loop = BALLOT(all, trips[l] > k);
    if (!in_loop)
      break;
    uint64_t b = BALLOT(in_loop, v[l] > k * 20 - 50);
    FOR_LANES(in_loop) acc[l] = acc[l] * 3 + b;
    uint64_t odd = BALLOT(in_loop, (v[l] >> k) & 1);
    uint64_t b2 = BALLOT(odd, l & 1);
    FOR_LANES(odd) acc[l] ^= b2 << 1;
  }
  FOR_LANES(all) {
    expect(w, l, 0, acc[l]);
    expect(w, l, 1, BALLOT(all, trips[l] > 2));
    acc[l] = 0;
  }
  /* while (1): at iteration k every lane still in has k == its count;
   * lanes with k >= trips break, the others count k + 1 and vote unless
   * they continue */
  for (int k = 0;; k++) {
    uint64_t in_loop = BALLOT(all, trips[l] > k);
    if (!in_loop)
      break;
    uint64_t voters = BALLOT(in_loop, !((v[l] >> (k + 1)) & 1));
    uint64_t b = BALLOT(voters, v[l] > 10 * (k + 1));
    FOR_LANES(voters) acc[l] = acc[l] * 5 + b;
  }
  FOR_LANES(all) {
    expect(w, l, 2, acc[l]);
    acc[l] = 0;
  }
  /* do: a pair of lanes shares the trip count */
  for (int d = 0;; d++) {
    uint64_t in_loop = BALLOT(all, (w->v[l & ~1] & 3) + 1 > d);
    if (!in_loop)
      break;
    FOR_LANES(in_loop) acc[l] = acc[l] * 7 + (unsigned)(v[l ^ 1] + d);
  }
  FOR_LANES(all) {
    expect(w, l, 3, acc[l]);
    acc[l] = 0;
  }
  /* a loop in a loop */
  for (int a = 0;; a++) {
    uint64_t outer = BALLOT(all, a < (v[l] & 3) + 1);
    if (!outer)
      break;
    for (int b = 0;; b++) {
      uint64_t inner = BALLOT(outer, b < ((v[l] >> 2) + a) % 4);
      if (!inner)
        break;
      uint64_t x = BALLOT(inner, (v[l] >> (a + b)) & 1);
      FOR_LANES(inner) acc[l] = acc[l] * 11 + x;
    }
    uint64_t y = BALLOT(outer, v[l] & (8 << a));
    FOR_LANES(outer) acc[l] ^= y;
  }
  /* while (__any(left > 0)): every lane goes round until none has any */
  int left[64], rounds = 0;
  FOR_LANES(all) left[l] = v[l] & 15;
  while (BALLOT(all, left[l] > 0)) {
    FOR_LANES(all) left[l] -= 3;
    rounds++;
  }
  FOR_LANES(all) {
    expect(w, l, 4, acc[l]);
    expect(w, l, 5, (uint64_t)rounds);
    expect(w, l, 6, all);
  }
}

static void model_barriers(const Warp *w, int ws) {
  const int *v = w->v;
  uint64_t all = w->all, acc[64] = {0};
  /* lane k of each warp of the block adds one in round k */
  uint64_t warps = (B + ws - 1) / ws;
  for (int k = 0; k < 4; k++) {
    uint64_t voters = BALLOT(all, (v[l] + k) & 1);
    uint64_t b = BALLOT(voters, v[l] > 25 * k - 50);
    FOR_LANES(voters) acc[l] = acc[l] * 3 + b;
    FOR_LANES(all) acc[l] += (uint64_t)(k + 1) * warps;
  }
  FOR_LANES(all) expect(w, l, 0, acc[l]);
}

/* vote_unless4(x) in lane l of the lanes `active` */
static uint64_t unless4(uint64_t active, const int *x, int l) {
  uint64_t four = BALLOT(active, x[l] & 4);
  return four >> l & 1 ? 0 : BALLOT(active & ~four, x[l] > 0);
}

static void model_calls(const Warp *w, int ws) {
  const int *v = w->v;
  uint64_t all = w->all;
  uint64_t odd = BALLOT(all, v[l] & 1), two = BALLOT(all, v[l] & 2), no_two = all & ~two;
  uint64_t four = BALLOT(all, v[l] & 4);
  (void)ws;
  FOR_LANES(odd) expect(w, l, 0, BALLOT(odd, v[l] > 50));
  FOR_LANES(all) expect(w, l, 1, BALLOT(all, v[l] > 20));
  FOR_LANES(two) expect(w, l, 2, four >> l & 1 ? 0 : BALLOT(two & ~four, v[l] > 0));
  FOR_LANES(no_two) expect(w, l, 3, BALLOT(no_two, v[l] < -20));
  FOR_LANES(all) {
    expect(w, l, 4, four >> l & 1 ? 0 : BALLOT(all & ~four, v[l] > 0));
    expect(w, l, 5, BALLOT(all, v[l] > 0));
  }
  /* the loop: every lane calls in every iteration */
  uint64_t acc[64] = {0};
  for (int k = 0; k < 3; k++) {
    int x[64];
    FOR_LANES(all) x[l] = v[l] + k;
    FOR_LANES(all) acc[l] = acc[l] * 7 + unless4(all, x, l);
  }
  /* levels(v, 3): level d votes with the lanes that reached it, all at
   * level 3 and the odd ones below */
  uint64_t lv[4];
  for (int d = 3; d >= 0; d--)
    lv[d] = BALLOT(d == 3 ? all : odd, v[l] > d * 10);
  FOR_LANES(all) {
    expect(w, l, 6, acc[l]);
    uint64_t b = lv[0];
    for (int d = 1; d <= 3; d++)
      b = lv[d] ^ (v[l] & 1 ? b << 1 : 0);
    expect(w, l, 7, b);
  }
}

/* Runs `kernel` over GRID blocks of B threads and compares every result
 * with `model`'s, warp by warp. */
static const char *run(const char *kernel, void (*model)(const Warp *, int)) {
  int ws = warp_size(), attr;
  TRY(hipDeviceGetAttribute(&attr, hipDeviceAttributeWarpSize, 0));
  EXPECT(attr == ws, "warpSize is %d, not %d", attr, ws);
  for (int i = 0; i < T; i++)
    in[i] = (int)(rng() % 200) - 100;
  for (size_t k = 0; k < T * OUTS; k++) {
    out[k] = want[k] = UNSET;
    how[k] = UNWRITTEN;
  }
  for (int b = 0; b < GRID; b++) {
    for (int first = b * B; first < (b + 1) * B; first += ws) {
      Warp w = {.first = first};
      int n = (b + 1) * B - first < ws ? (b + 1) * B - first : ws;
      w.all = n == 64 ? ~0ull : (1ull << n) - 1;
      for (int l = 0; l < n; l++)
        w.v[l] = in[first + l];
      model(&w, ws);
    }
  }
  KERNEL(f, kernel);
  DEVICE(int *, din, in, sizeof in);
  DEVICE(uint64_t *, dout, out, sizeof out);
  LAUNCH(f, GRID, 1, 1, B, 1, 1, 0, &din, &dout);
  TO_HOST(out, dout, sizeof out);
  int wrong = 0, checked = 0;
  const char *first_wrong = NULL;
  static char buf[256];
  for (size_t k = 0; k < T * OUTS; k++) {
    if (how[k] == UNDEFINED)
      continue;
    checked++;
    if (out[k] == want[k])
      continue;
    if (!wrong++) {
      snprintf(buf, sizeof buf, "thread %zu result %zu is %#llx, not %#llx", k / OUTS, k % OUTS,
               (unsigned long long)out[k], (unsigned long long)want[k]);
      first_wrong = buf;
    }
  }
  EXPECT(!wrong, "warp size %d: %d of %d results wrong; %s", ws, wrong, checked, first_wrong);
  return NULL;
}

/* Issue 13's example, as it was reported: blocks of 128, n = 200. */
static const char *test_after_vote(void) {
  int ws = warp_size();
  static int vin[ISSUE_T], vout[2 * ISSUE_N];
  static uint64_t first[ISSUE_T];
  for (int i = 0; i < ISSUE_T; i++)
    vin[i] = (int)(rng() % 200) - 100;
  KERNEL(f, "after_vote");
  DEVICE(int *, din, vin, sizeof vin);
  DEVICE(int *, dout, NULL, sizeof vout);
  DEVICE(uint64_t *, dfirst, NULL, sizeof first);
  int n = ISSUE_N;
  LAUNCH(f, ISSUE_T / ISSUE_B, 1, 1, ISSUE_B, 1, 1, 0, &din, &dout, &dfirst, &n);
  TO_HOST(vout, dout, sizeof vout);
  TO_HOST(first, dfirst, sizeof first);
  int wrong = 0;
  for (int i = 0; i < ISSUE_T; i++) {
    int base = i / ws * ws;
    uint64_t odd = 0, big = 0, active = 0, any = 0, all = 0;
    for (int l = 0; l < ws; l++) {
      int x = vin[base + l];
      odd |= (uint64_t)(x & 1) << l;
      big |= (uint64_t)((x & 1) && x > 50) << l;
      active |= (uint64_t)(base + l < n) << l;
      any |= (uint64_t)(base + l < n && x > 97) << l;
      all |= (uint64_t)(base + l < n && x > -99) << l;
    }
    wrong += first[i] != (vin[i] & 1 ? big : 0);
    if (i < n) {
      wrong += vout[2 * i] != (any != 0);
      wrong += vout[2 * i + 1] != (all == active);
    }
  }
  EXPECT(!wrong, "warp size %d: %d of %d results wrong", ws, wrong, ISSUE_T + 2 * ISSUE_N);
  return NULL;
}

static const char *test_every_op(void) { return run("every_op", model_every_op); }
static const char *test_nested(void) { return run("nested", model_nested); }
static const char *test_loops(void) { return run("loops", model_loops); }
static const char *test_barriers(void) { return run("barriers", model_barriers); }
static const char *test_calls(void) { return run("calls", model_calls); }

static const Test tests[] = {
    {"k/lockstep/after_vote", test_after_vote},
    {"k/lockstep/every_op", test_every_op},
    {"k/lockstep/nested", test_nested},
    {"k/lockstep/loops", test_loops},
    {"k/lockstep/barriers", test_barriers},
    {"k/lockstep/calls", test_calls},
};
EXEC_MAIN(tests)
