// C17 6.7.2.1p13: anonymous members nest; the innermost names are reached
// directly from the outermost struct.
union vec4 {
  struct {
    union {
      float x;
      float r;
    };
    float y, z, w;
  };
  float v[4];
};
static int check(void) {
  union vec4 a;
  a.x = 1;
  a.y = 2;
  a.z = 3;
  a.w = 4;
  if (a.r != 1) return 1;
  if (a.v[0] != 1 || a.v[3] != 4) return 2;
  a.v[2] = 9;
  if (a.z != 9) return 3;
  if (sizeof(union vec4) != 16) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
