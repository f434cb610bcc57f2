// C17 6.7.9p4, p10: a static local aggregate is initialized once before
// the program starts, from constant expressions only (addresses of other
// statics included); later calls see the modified values.
static int next(void) {
  static int seq[3] = {10, 20, 30};
  static int *cur = &seq[0];
  static const char *labels[] = {"a", "b", "c"};
  static struct { int calls; const char *last; } st = {0, "none"};
  st.calls++;
  st.last = labels[cur - seq];
  int v = *cur;
  cur = cur == &seq[2] ? &seq[0] : cur + 1;
  return v + (st.last[0] - 'a');
}
__device__ int test(void) {
  if (next() != 10 || next() != 21 || next() != 32 || next() != 10) return 1;
  return 0;
}
