// C17 6.5.2.2p11: recursive function calls, deeply nested and with
// recursion in the arguments (Ackermann's function).
static int ack(int m, int n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}
__device__ int test(void) {
  if (ack(0, 0) != 1 || ack(1, 2) != 4) return 1;
  if (ack(2, 3) != 9) return 2;
  if (ack(3, 3) != 61) return 3;
  return 0;
}
