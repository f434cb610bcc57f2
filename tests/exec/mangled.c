/* mangled.c - tests/kernels/mangled.hip: kernels without extern "C",
 * looked up by the names clang gives them (Itanium C++ mangling), and
 * their arguments: typedef'd and tagged structs, an enum, a bool, and
 * integers of every width. */
#include "../lib/check.h"

typedef struct {
  float x, y;
} vec2;

struct cell {
  int id;
  float w;
};

enum mode { MODE_A, MODE_B };

enum { B = 256 };

static const char *test_scale(void) {
  enum { N = 123457 };
  static float a[N], b[N], c[N];
  for (int i = 0; i < N; i++)
    a[i] = frand(-10, 10), b[i] = frand(-10, 10);
  /* scale(const float*, const float*, float*, int) */
  KERNEL(f, "_Z5scalePKfS0_Pfi");
  EXPECT(hipModuleGetFunction(&f, module, "scale") == hipErrorNotFound,
         "the unmangled name 'scale' is found too");
  DEVICE(float *, da, a, sizeof a);
  DEVICE(float *, db, b, sizeof b);
  DEVICE(float *, dc, NULL, sizeof c);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &da, &db, &dc, &n);
  TO_HOST(c, dc, sizeof c);
  for (int i = 0; i < N; i++)
    EXPECT(c[i] == a[i] * b[i], "c[%d] = %g, not %g", i, c[i], a[i] * b[i]);
  return NULL;
}

static const char *test_gather(void) {
  enum { M = 5000, N = 80000 };
  static vec2 src[M], dst[N + B];
  static int idx[N];
  for (int i = 0; i < M; i++)
    src[i] = (vec2){frand(-1, 1), (float)i};
  for (int i = 0; i < N; i++)
    idx[i] = (int)(rng() % M);
  for (int i = 0; i < N + B; i++)
    dst[i] = (vec2){-1, -1};
  /* gather(const vec2*, vec2*, const int*, unsigned long) */
  KERNEL(f, "_Z6gatherPK4vec2PS_PKim");
  DEVICE(vec2 *, dsrc, src, sizeof src);
  DEVICE(vec2 *, ddst, dst, sizeof dst);
  DEVICE(int *, didx, idx, sizeof idx);
  unsigned long n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &dsrc, &ddst, &didx, &n);
  TO_HOST(dst, ddst, sizeof dst);
  for (int i = 0; i < N + B; i++) {
    vec2 want = i < N ? src[idx[i]] : (vec2){-1, -1};
    EXPECT(dst[i].x == want.x && dst[i].y == want.y, "dst[%d] = (%g,%g), not (%g,%g)", i,
           dst[i].x, dst[i].y, want.x, want.y);
  }
  return NULL;
}

static const char *test_cells(void) {
  enum { T = 200 };
  struct cell c[T], d[T];
  for (int i = 0; i < T; i++)
    d[i] = (struct cell){(int)(rng() % 100000) - 50000, frand(-5, 5)};
  /* cells(cell*, const cell*, mode, signed char, unsigned short, long long,
   * double, bool) */
  KERNEL(f, "_Z5cellsP4cellPKS_4modeatxdb");
  DEVICE(struct cell *, dc, NULL, sizeof c);
  DEVICE(struct cell *, dd, d, sizeof d);
  signed char s = -5;
  unsigned short u = 60000;
  long long ll = (1LL << 33) + 7; /* (int)ll == 7 */
  double fv = 2.71828182845904523;
  for (int r = 0; r < 2; r++) {
    enum mode m = r ? MODE_B : MODE_A;
    bool flag = r;
    LAUNCH(f, 1, 1, 1, T, 1, 1, 0, &dc, &dd, &m, &s, &u, &ll, &fv, &flag);
    TO_HOST(c, dc, sizeof c);
    for (int i = 0; i < T; i++) {
      int id = d[i].id + (m == MODE_B ? s : u) + (int)ll;
      float w = flag ? (float)fv : d[i].w;
      EXPECT(c[i].id == id && c[i].w == w, "mode %d: c[%d] = {%d, %g}, not {%d, %g}", m, i,
             c[i].id, c[i].w, id, w);
    }
  }
  return NULL;
}

static const Test tests[] = {
    {"mangled/scale", test_scale},
    {"mangled/gather", test_gather},
    {"mangled/cells", test_cells},
};
EXEC_MAIN(tests)
