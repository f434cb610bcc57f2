// GNU function attributes real code uses: const, pure, noinline,
// always_inline, unused, used, warn_unused_result, cold, hot and a
// deprecated one that is never called; none changes the results.
static int __attribute__((const)) sq(int x) { return x * x; }
static int __attribute__((pure)) first(const int *p) { return *p; }
static int __attribute__((unused)) never(void) { return 0; }
static int __attribute__((warn_unused_result)) must(void) { return 5; }
static int __attribute__((cold)) rare(void) { return 6; }
static int __attribute__((hot)) often(void) { return 7; }
static int __attribute__((deprecated)) old(void) { return 8; }
static int __attribute__((used)) kept(void) { return 9; }
__device__ int test(void) {
  int v = 3;
  if (sq(4) != 16 || first(&v) != 3) return 1;
  if (must() != 5 || rare() != 6 || often() != 7) return 2;
  return 0;
}
