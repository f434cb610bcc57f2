// A c-testsuite style program: multiplying 2-D arrays passed as pointers
// to rows, with a transpose and the identity (C17 6.5.2.1p3-4).
#define N 4
static void mul(int (*a)[N], int (*b)[N], int (*c)[N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      int s = 0;
      for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
}
__device__ int test(void) {
  int a[N][N], id[N][N] = {{0}}, t[N][N], c[N][N];
  for (int i = 0; i < N; i++) {
    id[i][i] = 1;
    for (int j = 0; j < N; j++) a[i][j] = i * N + j - 5;
  }
  mul(a, id, c);
  for (int i = 0; i < N * N; i++)
    if (c[i / N][i % N] != a[i / N][i % N]) return 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) t[j][i] = a[i][j];
  mul(a, t, c);                                /* a * a^T is symmetric */
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (c[i][j] != c[j][i]) return 2;
  if (c[0][0] != 25 + 16 + 9 + 4) return 3;
  return 0;
}
