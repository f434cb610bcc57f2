// C17 6.7.6.3p7: an array parameter's brackets may carry type qualifiers
// and `static`; the parameter adjusts to a pointer so qualified.  Also in
// abstract declarators, and [*] (6.7.6.2p4) in a prototype (issue 13).
void f(int x[restrict 5]);
void g(int [const 5]);
void h(int [static 5]);
void h2(int [const static 5], int [static const 2]);
void h3(int n, int a[*]);
void h4(int [*][3]);
__device__ int first(int a[const static 3]) { return a[0] + a[2]; }
__device__ int sum(int n, int a[static n]) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
__device__ int rows(int n, int a[n][2]) { return a[n - 1][1]; }
__device__ int test(void) {
  int v[4] = {1, 2, 3, 4};
  int m[3][2] = {{1, 2}, {3, 4}, {5, 6}};
  if (first(v) != 4)
    return 1;
  if (sum(4, v) != 10)
    return 2;
  if (rows(3, m) != 6)
    return 3;
  if (sizeof(int[const 3]) != 3 * sizeof(int))
    return 4;
  return 0;
}
