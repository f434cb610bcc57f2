/* montecarlo_pi.c - montecarlo_pi.hip: 40 blocks of 128 threads, 500
 * points each.  Every thread's generator is replayed here, so the count
 * of hits is exact; it must also give pi within 0.01. */
#include "../lib/check.h"

enum { BLOCKS = 40, BLOCK = 128, SAMPLES = 500 };

static const char *test_monte_carlo_pi(void) {
  unsigned int zero = 0, got, seed = 0x5eed1234u, want = 0;
  int samples = SAMPLES;
  KERNEL(f, "monte_carlo_pi");
  DEVICE(unsigned int *, d, &zero, sizeof zero);
  LAUNCH(f, BLOCKS, 1, 1, BLOCK, 1, 1, 0, &d, &samples, &seed);
  TO_HOST(&got, d, sizeof got);
  for (unsigned int id = 0; id < BLOCKS * BLOCK; id++) {
    unsigned int state = seed ^ (id * 2654435761u);
    for (int s = 0; s < SAMPLES; s++) {
      state = state * 1664525u + 1013904223u;
      unsigned int x = state >> 17;
      state = state * 1664525u + 1013904223u;
      unsigned int y = state >> 17;
      want += x * x + y * y < (1u << 30);
    }
  }
  EXPECT(got == want, "%u hits, not %u", got, want);
  double pi = 4.0 * got / ((double)BLOCKS * BLOCK * SAMPLES);
  EXPECT(fabs(pi - 3.14159265) < 0.01, "pi is %g", pi);
  return NULL;
}

static const Test tests[] = {{"exec/montecarlo_pi", test_monte_carlo_pi}};
EXEC_MAIN(tests)
