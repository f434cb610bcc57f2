// C17 6.8.4.2: case labels may be inside a nested statement of the switch
// body (Duff's device: the labels are inside a do-while).
static void copy(int *to, const int *from, int count) {
  int n = (count + 3) / 4;
  switch (count % 4) {
  case 0: do { *to++ = *from++;
  case 3:      *to++ = *from++;
  case 2:      *to++ = *from++;
  case 1:      *to++ = *from++;
          } while (--n > 0);
  }
}
__device__ int test(void) {
  int src[11], dst[11];
  for (int i = 0; i < 11; i++) {
    src[i] = i * 3;
    dst[i] = -1;
  }
  copy(dst, src, 7);
  for (int i = 0; i < 7; i++)
    if (dst[i] != i * 3) return 1 + i;
  if (dst[7] != -1) return 10;
  copy(dst, src, 11);
  if (dst[10] != 30) return 11;
  return 0;
}
