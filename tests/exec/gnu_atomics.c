/* gnu_atomics.c - tests/kernels/gnu_atomics.hip: GNU's __atomic_*, GCC's
 * __sync_*, clang's __scoped_atomic_* and __c11_atomic_* from many
 * threads at once give what one thread adding things up in order gives:
 * counts, sums, extremes, masks; a test-and-set flag per block that one
 * thread wins; an exchange chain whose returned values are every id but
 * the last, plus the initial value; C17's _Atomic objects updated by
 * every thread. */
#include "../lib/check.h"

enum { N = 50000, B = 256, G = 40 };

static const char *test_counts(void) {
  static int in[N];
  int hist[16] = {0}, lo = 1 << 30, hi = -(1 << 30);
  unsigned long long sum = 0;
  float halves = 0;
  for (int i = 0; i < N; i++)
    in[i] = (int)(rng() % 2000001) - 1000000;
  KERNEL(f, "counts");
  DEVICE(int *, din, in, sizeof in);
  DEVICE(int *, dhist, hist, sizeof hist);
  DEVICE(unsigned long long *, dsum, &sum, sizeof sum);
  DEVICE(int *, dlo, &lo, sizeof lo);
  DEVICE(int *, dhi, &hi, sizeof hi);
  DEVICE(float *, dhalves, &halves, sizeof halves);
  int n = N;
  LAUNCH(f, G, 1, 1, B, 1, 1, 0, &din, &n, &dhist, &dsum, &dlo, &dhi, &dhalves);
  TO_HOST(hist, dhist, sizeof hist);
  TO_HOST(&sum, dsum, sizeof sum);
  TO_HOST(&lo, dlo, sizeof lo);
  TO_HOST(&hi, dhi, sizeof hi);
  TO_HOST(&halves, dhalves, sizeof halves);
  int want_hist[16] = {0}, want_lo = 1 << 30, want_hi = -(1 << 30);
  unsigned long long want_sum = 0;
  for (int i = 0; i < N; i++) {
    want_hist[in[i] & 15]++;
    want_sum += (unsigned long long)in[i];
    want_lo = in[i] < want_lo ? in[i] : want_lo;
    want_hi = in[i] > want_hi ? in[i] : want_hi;
  }
  for (int k = 0; k < 16; k++)
    EXPECT(hist[k] == want_hist[k], "hist[%d] = %d, not %d", k, hist[k], want_hist[k]);
  EXPECT(sum == want_sum, "sum %llu, not %llu", sum, want_sum);
  EXPECT(lo == want_lo && hi == want_hi, "extremes %d %d, not %d %d", lo, hi, want_lo, want_hi);
  EXPECT(halves == N * 0.5f, "halves %g, not %g", halves, N * 0.5);
  return NULL;
}

static const char *test_masks(void) {
  static unsigned in[N];
  unsigned or_ = 0, and_ = ~0u, xor_ = 0;
  int cas_max = -1;
  for (int i = 0; i < N; i++)
    in[i] = (rng() ^ rng() << 16) | 1u << (i % 7);
  KERNEL(f, "masks");
  DEVICE(unsigned *, din, in, sizeof in);
  DEVICE(unsigned *, dor, &or_, sizeof or_);
  DEVICE(unsigned *, dand, &and_, sizeof and_);
  DEVICE(unsigned *, dxor, &xor_, sizeof xor_);
  DEVICE(int *, dmax, &cas_max, sizeof cas_max);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &din, &n, &dor, &dand, &dxor, &dmax);
  TO_HOST(&or_, dor, sizeof or_);
  TO_HOST(&and_, dand, sizeof and_);
  TO_HOST(&xor_, dxor, sizeof xor_);
  TO_HOST(&cas_max, dmax, sizeof cas_max);
  unsigned wor = 0, wand = ~0u, wxor = 0;
  int wmax = -1;
  for (int i = 0; i < N; i++) {
    wor |= in[i], wand &= in[i] | 0xff000000u, wxor ^= in[i];
    wmax = (int)(in[i] % 100000) > wmax ? (int)(in[i] % 100000) : wmax;
  }
  EXPECT(or_ == wor && and_ == wand && xor_ == wxor, "masks %#x %#x %#x, not %#x %#x %#x", or_,
         and_, xor_, wor, wand, wxor);
  EXPECT(cas_max == wmax, "compare-exchange maximum %d, not %d", cas_max, wmax);
  return NULL;
}

static const char *test_flags(void) {
  static char taken[2 * G];
  int winners = 0, chain = -5;
  long long returned = 0;
  KERNEL(f, "flags");
  DEVICE(char *, dtaken, taken, sizeof taken);
  DEVICE(int *, dwinners, &winners, sizeof winners);
  DEVICE(int *, dchain, &chain, sizeof chain);
  DEVICE(long long *, dreturned, &returned, sizeof returned);
  int order = 5; /* __ATOMIC_SEQ_CST, at run time */
  LAUNCH(f, G, 1, 1, B, 1, 1, 0, &dtaken, &dwinners, &dchain, &dreturned, &order);
  TO_HOST(taken, dtaken, sizeof taken);
  TO_HOST(&winners, dwinners, sizeof winners);
  TO_HOST(&chain, dchain, sizeof chain);
  TO_HOST(&returned, dreturned, sizeof returned);
  EXPECT(winners == G, "%d winners, not one per block (%d)", winners, G);
  for (int b = 0; b < G; b++)
    EXPECT(taken[b] == 0 && taken[G + b] == 1, "block %d's flags %d %d, not 0 1", b, taken[b],
           taken[G + b]);
  long long ids = (long long)G * B * (G * B + 1) / 2; /* 1 .. G*B */
  EXPECT(chain >= 1 && chain <= G * B, "chain ends at %d", chain);
  EXPECT(returned == ids - chain - 5, "returned %lld, not %lld", returned, ids - chain - 5);
  return NULL;
}

static const char *test_c11_objects(void) {
  int count = 0;
  float total = 0;
  unsigned bits = 0;
  long long product = 3;
  KERNEL(f, "c11_objects");
  DEVICE(int *, dcount, &count, sizeof count);
  DEVICE(float *, dtotal, &total, sizeof total);
  DEVICE(unsigned *, dbits, &bits, sizeof bits);
  DEVICE(long long *, dproduct, &product, sizeof product);
  LAUNCH(f, G, 1, 1, B, 1, 1, 0, &dcount, &dtotal, &dbits, &dproduct);
  TO_HOST(&count, dcount, sizeof count);
  TO_HOST(&total, dtotal, sizeof total);
  TO_HOST(&bits, dbits, sizeof bits);
  TO_HOST(&product, dproduct, sizeof product);
  EXPECT(count == G * B, "count %d, not %d", count, G * B);
  EXPECT(total == G * B * 0.25f, "total %g, not %g", total, G * B * 0.25);
  EXPECT(bits == ~0u, "bits %#x", bits);
  EXPECT(product == 3ll << 20, "product %lld, not %lld", product, 3ll << 20);
  return NULL;
}

static const Test tests[] = {
    {"gnu_atomics/counts", test_counts},
    {"gnu_atomics/masks", test_masks},
    {"gnu_atomics/flags", test_flags},
    {"gnu_atomics/c11_objects", test_c11_objects},
};
EXEC_MAIN(tests)
