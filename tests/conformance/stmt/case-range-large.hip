// GNU case ranges of 64 values and more are tested by comparisons rather
// than listed: their ends, values just outside, negative ranges, ranges of
// an unsigned switch, and a range beside single values and a small range.
__device__ static int classify(int v) {
  switch (v) {
  case -1000 ... -1: return 1;
  case 0: return 2;
  case 1 ... 10: return 3;
  case 11 ... 1000000: return 4;
  case 2000000: return 5;
  case 0x40000000 ... 0x7fffffff: return 6;
  default: return 0;
  }
}
__device__ static int uclassify(unsigned v) {
  switch (v) {
  case 0x80000000u ... 0xffffffffu: return 1;
  case 100 ... 199: return 2;
  default: return 0;
  }
}
__device__ int test(void) {
  static const int in[] = {-1001, -1000, -500, -1, 0, 1, 10, 11, 1000000, 1000001,
                           2000000, 0x3fffffff, 0x40000000, 0x7fffffff, -2147483647 - 1};
  static const int want[] = {0, 1, 1, 1, 2, 3, 3, 4, 4, 0, 5, 0, 6, 6, 0};
  for (int i = 0; i < 15; i++)
    if (classify(in[i]) != want[i])
      return 1 + i;
  if (uclassify(0x80000000u) != 1 || uclassify(0xffffffffu) != 1 || uclassify(0x7fffffffu) != 0)
    return 20;
  if (uclassify(99) != 0 || uclassify(100) != 2 || uclassify(199) != 2 || uclassify(200) != 0)
    return 21;
  return 0;
}
