// HIP-C takes C++'s rule that a struct, union or enum tag is also a type
// name: `struct float3 {...}; float3 v;`.
struct float3_ { float x, y, z; };
union bits { float f; unsigned u; };
enum mode { OFF, ON };
static float dot(float3_ a, float3_ b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static int check(void) {
  float3_ v = {1, 2, 3};
  struct float3_ w = {4, 5, 6};
  if (dot(v, w) != 32) return 1;
  bits b;
  b.f = 1.0f;
  if (b.u != 0x3f800000u) return 2;
  mode m = ON;
  if (m != 1) return 3;
  float3_ *p = &v;
  if (p->z != 3 || sizeof(float3_) != 12) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
