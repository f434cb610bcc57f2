// `return {x, y, z, w};` (issue 14): C++'s braced return, which code
// generators such as tinygrad's HIP renderer write; HIP-C takes it as a
// compound literal of the function's return type.
typedef float float4_t __attribute__((ext_vector_type(4)));
struct pair { int a, b; };

static __device__ float4_t make4(float x) { return {x, x + 1, x + 2, x * 4}; }
static __device__ struct pair swap(struct pair p) { return {p.b, p.a,}; }
static __device__ struct pair zero(void) { return {}; }
static __device__ int scalar(int x) { return {x + 1}; }

__device__ int test(void) {
  float4_t v = make4(2.0f);
  if (v.x != 2.0f || v.y != 3.0f || v.z != 4.0f || v.w != 8.0f) return 1;
  struct pair p = swap((struct pair){1, 2});
  if (p.a != 2 || p.b != 1) return 2;
  struct pair z = zero();
  if (z.a != 0 || z.b != 0) return 3;
  if (scalar(4) != 5) return 4;
  return 0;
}
