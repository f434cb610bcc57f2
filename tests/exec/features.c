/* features.c - tests/kernels/features.hip: bit-fields, unions, function
 * pointers and switch fall-through, a __constant__ struct, static shared
 * memory with a local array, declarators, functional casts.  Inputs are
 * chosen so that every result is exact. */
#include "../lib/check.h"

typedef struct {
  unsigned lo : 12;
  unsigned mid : 10;
  unsigned hi : 10;
} packed_t;

typedef struct {
  int n;
  float w[4];
  struct {
    short a, b;
  } pair;
} config_t;

static const int lut[8] = {1, 1, 2, 3, 5, 8, 13, 21};

enum { B = 256 };

static const char *test_bitfields(void) {
  enum { N = 70001 };
  static packed_t p[N], q[N];
  static unsigned out[N];
  for (int i = 0; i < N; i++) {
    uint32_t r = rng() ^ rng() << 16;
    memcpy(&p[i], &r, sizeof r);
  }
  KERNEL(f, "bitfields");
  DEVICE(packed_t *, dp, p, sizeof p);
  DEVICE(unsigned *, dout, NULL, sizeof out);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &dp, &dout, &n);
  TO_HOST(q, dp, sizeof q);
  TO_HOST(out, dout, sizeof out);
  for (int i = 0; i < N; i++) {
    packed_t v = p[i];
    v.mid += v.lo & 7;
    v.hi ^= v.mid;
    unsigned want = v.lo + v.mid * 3u + v.hi;
    EXPECT(memcmp(&q[i], &v, sizeof v) == 0 && out[i] == want,
           "p[%d] = {%u %u %u} out %u, not {%u %u %u} out %u", i, q[i].lo, q[i].mid, q[i].hi,
           out[i], v.lo, v.mid, v.hi, want);
  }
  return NULL;
}

static const char *test_unions(void) {
  enum { N = 50000 };
  static float in[N];
  static unsigned out[N];
  for (int i = 0; i < N; i++) {
    uint32_t r = rng() ^ rng() << 16;
    memcpy(&in[i], &r, sizeof r);
  }
  in[0] = 0.0f, in[1] = -0.0f, in[2] = INFINITY, in[3] = 1e-40f, in[4] = 1.0f, in[5] = -2.5f;
  KERNEL(f, "unions");
  DEVICE(float *, din, in, sizeof in);
  DEVICE(unsigned *, dout, NULL, sizeof out);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &din, &dout, &n);
  TO_HOST(out, dout, sizeof out);
  for (int i = 0; i < N; i++) {
    uint32_t u;
    memcpy(&u, &in[i], sizeof u);
    EXPECT(out[i] == ((u >> 23) & 0xff), "out[%d] = %u, not %u (bits %#x)", i, out[i],
           (u >> 23) & 0xff, u);
  }
  return NULL;
}

static int fib_iter(int n) {
  int a = 0, b = 1;
  do {
    int t = a + b;
    a = b;
    b = t;
  } while (--n > 0);
  return a;
}

static const char *test_dispatch(void) {
  enum { N = 60013 };
  static int in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = (int)(rng() % 2000001) - 1000000;
  KERNEL(f, "dispatch");
  DEVICE(int *, din, in, sizeof in);
  DEVICE(int *, dout, NULL, sizeof out);
  int n = N;
  for (int which = 0; which < 2; which++) {
    LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &din, &dout, &n, &which);
    TO_HOST(out, dout, sizeof out);
    for (int i = 0; i < N; i++) {
      int x = in[i], r = 0;
      switch (x & 3) {
      case 0:
        r += 10;
        /* fall through */
      case 1:
        r += which ? x * 2 : x + 1;
        break;
      case 2:
        r = lut[x & 7];
        break;
      default:
        r = fib_iter(x & 15);
      }
      EXPECT(out[i] == r, "which %d: out[%d] = %d, not %d (in %d)", which, i, out[i], r, x);
    }
  }
  return NULL;
}

static const char *config_check(const char *when, const config_t *c, const float *out, int n,
                                int total) {
  for (int i = 0; i < total; i++) {
    float want = -1.0f;
    if (i < n) {
      want = 0.0f;
      for (int k = 0; k < c->n; k++)
        want += c->w[k] * (float)(i + k);
      want *= (float)(c->pair.a - c->pair.b);
    }
    EXPECT(out[i] == want, "%sout[%d] = %.9g, not %.9g", when, i, out[i], want);
  }
  return NULL;
}

/* Weights that are powers of two keep every sum exact. */
static const char *test_config(void) {
  enum { N = 100003, G = (N + B - 1) / B };
  static float out[G * B];
  for (int i = 0; i < G * B; i++)
    out[i] = -1.0f; /* past n: the kernel jumps over its store */
  KERNEL(f, "config");
  DEVICE(float *, dout, out, sizeof out);
  int n = N;
  LAUNCH(f, G, 1, 1, B, 1, 1, 0, &dout, &n);
  TO_HOST(out, dout, sizeof out);
  config_t c = {3, {0.5f, 0.25f, 0.125f, 0.0625f}, {7, -2}};
  const char *w = config_check("", &c, out, N, G * B);
  if (w)
    return w;
  /* The __constant__ struct is the host's to rewrite. */
  hipDeviceptr_t pc;
  size_t size;
  config_t got;
  TRY(hipModuleGetGlobal(&pc, &size, module, "cfg"));
  EXPECT(size == sizeof c, "cfg: %zu bytes, not %zu", size, sizeof c);
  TRY(hipMemcpyDtoH(&got, pc, sizeof got));
  EXPECT(memcmp(&got, &c, sizeof c) == 0, "cfg starts as {%d, {%g ...}, {%d, %d}}", got.n,
         got.w[0], got.pair.a, got.pair.b);
  c = (config_t){4, {2.0f, 0.5f, 0.25f, 1.0f}, {-1, -4}};
  TRY(hipMemcpyHtoD(pc, &c, sizeof c));
  LAUNCH(f, G, 1, 1, B, 1, 1, 0, &dout, &n);
  TO_HOST(out, dout, sizeof out);
  return config_check("rewritten cfg: ", &c, out, N, G * B);
}

static const char *test_locals(void) {
  enum { T = 256 };
  int in[64], out[T];
  for (int i = 0; i < 64; i++)
    in[i] = (int)(rng() % (1 << 20));
  KERNEL(f, "locals");
  DEVICE(int *, din, in, sizeof in);
  DEVICE(int *, dout, NULL, sizeof out);
  int ns[] = {10, 3}; /* n > 4 reads data[1], else data[0] */
  for (int r = 0; r < 2; r++) {
    /* three blocks store the same values into out[threadIdx.x] */
    LAUNCH(f, 3, 1, 1, T, 1, 1, 0, &din, &dout, &ns[r]);
    TO_HOST(out, dout, sizeof out);
    for (int t = 0; t < T; t++) {
      int data[4] = {in[t & 63], 2, 3};
      int sum = 0, *p = ns[r] > 4 ? &data[1] : &data[0];
      for (int k = 0; k < 4; k++)
        sum += data[k], sum ^= in[(t + k) & 63];
      sum <<= 1;
      sum |= *p;
      EXPECT(out[t] == sum, "n %d: out[%d] = %d, not %d", ns[r], t, out[t], sum);
    }
  }
  return NULL;
}

static const char *test_declarators(void) {
  enum { N = 40000 };
  static float a[N], b[N], out[N];
  float rows[8][4];
  for (int i = 0; i < N; i++)
    a[i] = (float)((int)(rng() % 4001) - 2000) / 8, b[i] = (float)((int)(rng() % 4001) - 2000) / 8;
  for (int r = 0; r < 8; r++)
    for (int c = 0; c < 4; c++)
      rows[r][c] = (float)((int)(rng() % 201) - 100) / 4;
  KERNEL(f, "declarators");
  DEVICE(float *, da, a, sizeof a);
  DEVICE(float *, db, b, sizeof b);
  typedef float row4[4];
  DEVICE(row4 *, drows, rows, sizeof rows);
  DEVICE(float *, dout, NULL, sizeof out);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &da, &db, &drows, &dout, &n);
  TO_HOST(out, dout, sizeof out);
  for (int i = 0; i < N; i++) {
    float want = 0.0f;
    want += a[i];
    want += b[i];
    want += i & 1 ? a[i] : b[i];
    want += rows[i & 7][i & 3] * (float)(3 * sizeof(float *));
    EXPECT(out[i] == want, "out[%d] = %g, not %g", i, out[i], want);
  }
  return NULL;
}

static const char *test_functional_casts(void) {
  enum { N = 30011 };
  static float in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = frand(-1000, 1000);
  KERNEL(f, "functional_casts");
  DEVICE(float *, din, in, sizeof in);
  DEVICE(float *, dout, NULL, sizeof out);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &din, &dout, &n);
  TO_HOST(out, dout, sizeof out);
  for (int i = 0; i < N; i++) {
    float want = (float)i / (float)n + (float)((int)in[i] % 7) + (float)((unsigned)i >> 3);
    EXPECT(out[i] == want, "out[%d] = %.9g, not %.9g (in %g)", i, out[i], want, in[i]);
  }
  return NULL;
}

static const Test tests[] = {
    {"features/bitfields", test_bitfields},
    {"features/unions", test_unions},
    {"features/dispatch", test_dispatch},
    {"features/config", test_config},
    {"features/locals", test_locals},
    {"features/declarators", test_declarators},
    {"features/functional_casts", test_functional_casts},
};
EXEC_MAIN(tests)
