// #pragma unroll on while and do loops and on loops that leave early:
// break and continue keep their meaning.
static int check(void) {
  int i = 0, s = 0;
#pragma unroll 2
  while (i < 9)
    s += i++;
  if (s != 36) return 1;
  i = 0;
  s = 0;
#pragma unroll
  do {
    s += 2;
  } while (++i < 5);
  if (s != 10) return 2;
  s = 0;
#pragma unroll 4
  for (int k = 0; k < 100; k++) {
    if (k == 13) break;
    if (k % 3 == 0) continue;
    s += k;
  }
  if (s != 48) return 3;
  s = 0;
#pragma unroll
  for (int k = 0; k < 4; k++)
#pragma unroll
    for (int m = 0; m < 3; m++)
      s += k * m;
  if (s != 18) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
