// C17 6.7.8p3, 6.7.6.3p7: a typedef for an array type declares arrays;
// a parameter of that type is adjusted to a pointer; qualifiers on the
// typedef apply to the elements.
typedef int vec3[3];
typedef vec3 mat3[3];
static int sum(vec3 v) { return v[0] + v[1] + v[2] + (int)(sizeof v == sizeof(int *)); }
__device__ int test(void) {
  vec3 a = {1, 2, 3};
  mat3 m = {{1}, {0, 1}, {0, 0, 1}};
  if (sizeof a != 12 || sizeof m != 36) return 1;
  if (sum(a) != 7) return 2;                   /* 6 + (the parameter is a pointer) */
  if (m[1][1] + m[2][2] != 2) return 3;
  const vec3 c = {4, 5, 6};
  if (_Generic(&c[0], const int *: 0, default: 1)) return 4;
  vec3 *pv = &m[2];
  if ((*pv)[2] != 1) return 5;
  return 0;
}
