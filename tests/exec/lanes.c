/* lanes.c - tests/kernels/lanes.hip: readfirstlane and readlane give each lane the
 * value of its wave's first active lane and of lane 3; under divergence
 * the first active lane is the first lane with an odd value, and the
 * aggregated count is the number of odd values. */
#include "../lib/check.h"

enum { N = 4096, B = 256 };
static int in[N], first[N], third[N], odd_first[N], count;

static const char *test_lanes(void) {
  int ws;
  TRY(hipDeviceGetAttribute(&ws, hipDeviceAttributeWarpSize, 0));
  int odd = 0;
  for (int i = 0; i < N; i++) {
    in[i] = (int)(rng() % 1000);
    /* some waves with no odd value, some whose first lanes are even */
    if ((i / ws) % 7 == 3 || ((i / ws) % 5 == 1 && i % ws < 9))
      in[i] &= ~1;
    odd += in[i] & 1;
  }
  KERNEL(f, "lanes");
  DEVICE(int *, din, in, sizeof in);
  DEVICE(int *, dfirst, NULL, sizeof first);
  DEVICE(int *, dthird, NULL, sizeof third);
  DEVICE(int *, dodd, NULL, sizeof odd_first);
  DEVICE(int *, dcount, &count, sizeof count);
  LAUNCH(f, N / B, 1, 1, B, 1, 1, 0, &din, &dfirst, &dthird, &dodd, &dcount);
  TO_HOST(first, dfirst, sizeof first);
  TO_HOST(third, dthird, sizeof third);
  TO_HOST(odd_first, dodd, sizeof odd_first);
  TO_HOST(&count, dcount, sizeof count);
  for (int i = 0; i < N; i++) {
    int base = i / ws * ws, lead = -1;
    for (int j = base; j < base + ws && lead < 0; j++)
      if (in[j] & 1)
        lead = in[j];
    EXPECT(first[i] == in[base], "first[%d] = %d, not %d", i, first[i], in[base]);
    EXPECT(third[i] == in[base + 3], "third[%d] = %d, not %d", i, third[i], in[base + 3]);
    int want = in[i] & 1 ? lead : -1;
    EXPECT(odd_first[i] == want, "odd_first[%d] = %d, not %d", i, odd_first[i], want);
  }
  EXPECT(count == odd, "count %d, not %d", count, odd);
  return NULL;
}

static const Test tests[] = {
    {"lanes/lanes", test_lanes},
};
EXEC_MAIN(tests)
