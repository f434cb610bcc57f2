// GNU cleanup(f) on every way out of a scope: the end of a nested block,
// continue and break in loops and a switch, a return whose value is read
// before the cleanups run, a variable of a for's first clause, a
// statement expression, and a cleanup function taking void *.
static int trail[16], n;
static void rec(int *p) { trail[n++] = *p; }
static void rec_any(void *p) { trail[n++] = *(int *)p + 100; }
static int ret_before(void) {
  int v __attribute__((cleanup(rec))) = 5;
  return v++;   /* the value is 5; the cleanup sees 6 */
}
__device__ int test(void) {
  {
    int a __attribute__((cleanup(rec))) = 1;
    {
      int b __attribute__((cleanup(rec_any))) = 2;
    }
    trail[n++] = 50;
  }
  if (n != 3 || trail[0] != 102 || trail[1] != 50 || trail[2] != 1) return 1;
  n = 0;
  for (int i = 0; i < 3; i++) {
    int c __attribute__((cleanup(rec))) = i;
    if (i == 0) continue;
    if (i == 2) break;
  }
  if (n != 3 || trail[0] != 0 || trail[1] != 1 || trail[2] != 2) return 2;
  n = 0;
  if (ret_before() != 5 || n != 1 || trail[0] != 6) return 3;
  n = 0;
  for (int k __attribute__((cleanup(rec))) = 7; k < 9; k++) {
  }
  if (n != 1 || trail[0] != 9) return 4;
  n = 0;
  switch (n) {
  case 0: {
    int d __attribute__((cleanup(rec))) = 30;
    break;
  }
  }
  if (n != 1 || trail[0] != 30) return 5;
  n = 0;
  int x = ({ int e __attribute__((cleanup(rec))) = 40; e + 1; });
  if (x != 41 || n != 1 || trail[0] != 40) return 6;
  return 0;
}
