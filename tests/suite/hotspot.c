/* hotspot.c - hotspot.hip: 8 time steps on a 77x45 chip (partial blocks
 * both ways) with Rodinia's constants.  The kernel may fuse its products
 * and sums into fmas, so a step's result may differ from the reference's
 * by a few ulps of the temperature (~330, an ulp 3e-5); after 8 steps each
 * cell is compared within 1e-5 of its temperature. */
#include "../lib/check.h"

enum { COLS = 77, ROWS = 45, N = COLS * ROWS, STEPS = 8 };
static float power[N], a[N], b[N], got[N];

static float at(const float *t, int r, int c) {
  r = r < 0 ? 0 : r >= ROWS ? ROWS - 1 : r;
  c = c < 0 ? 0 : c >= COLS ? COLS - 1 : c;
  return t[r * COLS + c];
}

static const char *test_hotspot(void) {
  /* Rodinia's chip: 0.016 m x 0.016 m, 0.5 mm thick */
  float grid_h = 0.016f / ROWS, grid_w = 0.016f / COLS, t_chip = 0.0005f;
  float cap = 0.5f * 1.75e6f * t_chip * grid_w * grid_h;
  float rx = grid_w / (2.0f * 100.0f * t_chip * grid_h);
  float ry = grid_h / (2.0f * 100.0f * t_chip * grid_w);
  float rz = t_chip / (100.0f * grid_h * grid_w);
  float max_slope = 3.0e6f / (0.5f * t_chip * 1.75e6f);
  float step = 0.001f / max_slope;
  float cap_step = step / cap, rx_1 = 1 / rx, ry_1 = 1 / ry, rz_1 = 1 / rz, amb = 80.0f;
  for (int i = 0; i < N; i++)
    a[i] = frand(320, 345), power[i] = frand(0, 0.005f);
  KERNEL(f, "hotspot_step");
  DEVICE(float *, dpower, power, sizeof power);
  DEVICE(float *, da, a, sizeof a);
  DEVICE(float *, db, NULL, sizeof b);
  int cols = COLS, rows = ROWS;
  for (int s = 0; s < STEPS; s++) {
    LAUNCH(f, (COLS + 15) / 16, (ROWS + 15) / 16, 1, 16, 16, 1, 0, &dpower, &da, &db, &cols, &rows,
           &cap_step, &rx_1, &ry_1, &rz_1, &amb);
    float *t = da;
    da = db, db = t;
    for (int r = 0; r < ROWS; r++)
      for (int c = 0; c < COLS; c++) {
        float me = a[r * COLS + c];
        float ns = at(a, r - 1, c) + at(a, r + 1, c) - 2.0f * me;
        float ew = at(a, r, c - 1) + at(a, r, c + 1) - 2.0f * me;
        b[r * COLS + c] =
            me + cap_step * (power[r * COLS + c] + ns * ry_1 + ew * rx_1 + (amb - me) * rz_1);
      }
    memcpy(a, b, sizeof a);
  }
  TO_HOST(got, da, sizeof got);
  for (int i = 0; i < N; i++)
    EXPECT(near(got[i], a[i], a[i], 1e-5), "T[%d][%d] = %.9g, not %.9g", i / COLS, i % COLS, got[i],
           a[i]);
  return NULL;
}

static const Test tests[] = {{"exec/hotspot", test_hotspot}};
EXEC_MAIN(tests)
