// clang's __attribute__((ext_vector_type(N))), which HIP's float4 and
// friends are built on: element-wise arithmetic and the .x .y .z .w
// accessors, swizzles included.
typedef float float4_t __attribute__((ext_vector_type(4)));
typedef int int2_t __attribute__((ext_vector_type(2)));
static int check(void) {
  float4_t a = {1, 2, 3, 4};
  float4_t b = a * 2.0f;
  if (b.x != 2 || b.y != 4 || b.z != 6 || b.w != 8) return 1;
  b.x = 9;
  if (b[0] != 9) return 2;
  int2_t i = {3, 5};
  i = i + i;
  if (i.x != 6 || i.y != 10) return 3;
  if (sizeof(float4_t) != 16 || sizeof(int2_t) != 8) return 4;
  int2_t r = i.yx;
  if (r.x != 10 || r.y != 6) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
