// C17 6.7.3p7, 5.1.2.3p6: every access to a volatile object is performed as
// written, even when its value is known; writes and reads are not merged.
__device__ int test(void) {
  volatile int v = 0;
  for (int i = 0; i < 10; i++)
    v = v + 1;
  if (v != 10) return 1;
  volatile int a[3] = {1, 2, 3};
  int s = 0;
  for (int i = 0; i < 3; i++)
    s += a[i];
  if (s != 6) return 2;
  int x = 5;
  volatile int *vp = &x;
  *vp = 6;
  *vp = 7;                                     /* both stores happen; the last stays */
  if (x != 7) return 3;
  volatile struct { int a; char b; } st = {1, 'x'};
  st.a++;
  if (st.a != 2 || st.b != 'x') return 4;
  return 0;
}
