// C17 6.6p6, 6.7.6.2: an array bound that is an integer constant
// expression (arithmetic, casts of floating constants, sizeof, enum
// constants, ?:) makes an array of known constant size.
enum { N = 3 };
__device__ int g[2 * N + 1];
__device__ int test(void) {
  int a[2 * 3 + 1];
  char b[sizeof(double) * 2];
  short c[(int)2.9];                           /* cast of a floating constant */
  int d[N > 2 ? 5 : 1];
  long e[1 << 4];
  int f['b' - 'a' + 1];
  if (sizeof a != 28) return 1;
  if (sizeof b != 16) return 2;
  if (sizeof c != 4) return 3;
  if (sizeof d != 20) return 4;
  if (sizeof e != 128) return 5;
  if (sizeof f != 8) return 6;
  if (sizeof g != 28) return 7;
  return 0;
}
