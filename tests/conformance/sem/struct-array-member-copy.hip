// C17 6.5.16.1, 6.5.2.2: an array inside a structure is copied with it, by
// assignment and by passing the structure by value.
struct Vec { float v[4]; };
static float sum_and_clobber(struct Vec s) {
  float t = s.v[0] + s.v[1] + s.v[2] + s.v[3];
  s.v[0] = -1.0f;                              /* the caller's copy stays */
  return t;
}
__device__ int test(void) {
  struct Vec a = {{1, 2, 3, 4}};
  struct Vec b = a;
  b.v[3] = 40;
  if (a.v[3] != 4) return 1;
  if (sum_and_clobber(a) != 10.0f) return 2;
  if (a.v[0] != 1.0f) return 3;
  if (sum_and_clobber(b) != 46.0f) return 4;
  return 0;
}
