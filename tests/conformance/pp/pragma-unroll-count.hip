// #pragma unroll N (HIP, clang): a partial unroll by N keeps the result,
// also when N does not divide the trip count or the trip count is not
// known at compile time.
static int sum_to(int n) {
  int s = 0;
#pragma unroll 4
  for (int i = 1; i <= n; i++)
    s += i;
  return s;
}
static int check(void) {
  for (int n = 0; n < 12; n++)
    if (sum_to(n) != n * (n + 1) / 2) return 1 + n;
  int s = 0;
#pragma unroll 3
  for (int i = 0; i < 10; i++)
    s += i & 1 ? i : -i;
  if (s != 5) return 20;
  s = 0;
#pragma unroll 1
  for (int i = 0; i < 10; i++)
    s += i;
  if (s != 45) return 21;
#pragma unroll (2 + 2)
  for (int i = 0; i < 6; i++)
    s -= i;
  if (s != 30) return 22;
  return 0;
}
__device__ int test(void) { return check(); }
