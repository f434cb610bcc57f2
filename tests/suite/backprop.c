/* backprop.c - backprop.hip: the forward pass of 300 inputs to 40 hidden
 * units (partial blocks both ways), then one weight adjustment.  Partial
 * sums come from a tree of 16 float products, so they are compared within
 * 2^-20 of the sum of the products' magnitudes; the hidden outputs (a
 * sigmoid, whose slope is at most 1/4, of ~20 partials, with expf within a
 * few ulps) within 1e-6; each adjusted weight, one or two fused
 * multiply-adds, within 2^-22 of the magnitude of its terms. */
#include "../lib/check.h"

enum { NIN = 300, HID = 40, BS = 16, BY = (NIN + BS - 1) / BS, W = (NIN + 1) * (HID + 1) };
static float in[NIN + 1], w[W], oldw[W], w0[W], oldw0[W], partial[BY * HID], out[HID + 1],
    delta[HID + 1];

static const char *test_backprop(void) {
  in[0] = 1;
  for (int i = 1; i <= NIN; i++)
    in[i] = frand(0, 1);
  for (int k = 0; k < W; k++)
    w0[k] = w[k] = frand(-0.1f, 0.1f), oldw0[k] = oldw[k] = frand(-0.01f, 0.01f);
  for (int j = 0; j <= HID; j++)
    delta[j] = frand(-0.5f, 0.5f);
  KERNEL(forward, "bp_layerforward");
  KERNEL(squash, "bp_squash");
  KERNEL(adjust, "bp_adjust_weights");
  DEVICE(float *, din, in, sizeof in);
  DEVICE(float *, dw, w, sizeof w);
  DEVICE(float *, doldw, oldw, sizeof oldw);
  DEVICE(float *, dpart, NULL, sizeof partial);
  DEVICE(float *, dout, NULL, sizeof out);
  DEVICE(float *, ddelta, delta, sizeof delta);
  int n_in = NIN, hid = HID, blocks = BY;
  float eta = 0.3f, momentum = 0.3f;
  LAUNCH(forward, (HID + BS - 1) / BS, BY, 1, BS, BS, 1, 0, &din, &dw, &dpart, &n_in, &hid);
  LAUNCH(squash, 1, 1, 1, 64, 1, 1, 0, &dpart, &dw, &dout, &blocks, &hid);
  LAUNCH(adjust, (HID + BS - 1) / BS, (NIN + BS) / BS, 1, BS, BS, 1, 0, &ddelta, &din, &dw, &doldw,
         &n_in, &hid, &eta, &momentum);
  TO_HOST(partial, dpart, sizeof partial);
  TO_HOST(out, dout, sizeof out);
  TO_HOST(w, dw, sizeof w);
  TO_HOST(oldw, doldw, sizeof oldw);
  for (int j = 1; j <= HID; j++) {
    double s = w0[j];
    for (int b = 0; b < BY; b++) {
      double p = 0, mag = 0;
      for (int i = b * BS + 1; i <= (b + 1) * BS && i <= NIN; i++)
        p += in[i] * (double)w0[i * (HID + 1) + j], mag += fabs(in[i] * w0[i * (HID + 1) + j]);
      float got = partial[b * HID + j - 1];
      EXPECT(near(got, p, mag, 0x1p-20), "partial[%d][%d] = %.9g, not %.9g", b, j, got, p);
      s += p;
    }
    double want = 1 / (1 + exp(-s));
    EXPECT(near(out[j], want, 1, 1e-6), "hidden[%d] = %.9g, not %.9g", j, out[j], want);
  }
  for (int i = 0; i <= NIN; i++)
    for (int j = 0; j <= HID; j++) {
      int k = i * (HID + 1) + j;
      double d = j == 0 ? 0 : eta * delta[j] * (double)in[i] + momentum * (double)oldw0[k];
      double mag = fabs(eta * delta[j] * in[i]) + fabs(momentum * oldw0[k]);
      double wo = j == 0 ? oldw0[k] : d;
      EXPECT(near(oldw[k], wo, mag, 0x1p-22), "change[%d][%d] = %.9g, not %.9g", i, j, oldw[k], wo);
      EXPECT(near(w[k], w0[k] + d, fabs(w0[k]) + mag, 0x1p-22), "w[%d][%d] = %.9g, not %.9g", i, j,
             w[k], w0[k] + d);
    }
  return NULL;
}

static const Test tests[] = {{"exec/backprop", test_backprop}};
EXEC_MAIN(tests)
