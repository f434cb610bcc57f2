// C17 6.5.2.2p11: functions may call themselves; each call has its own
// automatic objects.
static long long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
static int depth_sum(int n) {
  int local = n;                               /* one per activation */
  if (n == 0)
    return 0;
  int below = depth_sum(n - 1);
  return local + below;
}
__device__ int test(void) {
  if (fact(0) != 1) return 1;
  if (fact(5) != 120) return 2;
  if (fact(20) != 2432902008176640000LL) return 3;
  if (depth_sum(100) != 5050) return 4;
  return 0;
}
