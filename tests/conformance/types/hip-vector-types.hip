// HIP's vector types (hip/hip_vector_types.h): the sizes and alignments
// HIP C++ gives them (float4 16 and 16, float3 12 and 4), make_<type>(),
// and the operators float4 takes as an ext_vector_type.
#include <hip/hip_runtime.h>
static int check(void) {
  if (sizeof(float4) != 16 || _Alignof(float4) != 16) return 1;
  if (sizeof(float2) != 8 || _Alignof(float2) != 8) return 2;
  if (sizeof(float3) != 12 || _Alignof(float3) != 4) return 3;
  if (sizeof(float1) != 4 || sizeof(char4) != 4 || _Alignof(char4) != 4) return 4;
  if (sizeof(double2) != 16 || _Alignof(double2) != 16) return 5;
  if (sizeof(int3) != 12 || _Alignof(int3) != 4 || sizeof(uchar3) != 3) return 6;
  float4 a = make_float4(1, 2, 3, 4);
  float4 b = a * 2.0f + make_float4(0, 0, 0, 1);
  if (b.x != 2 || b.w != 9) return 7;
  int3 c = make_int3(7, 8, 9);
  if (c.x + c.y + c.z != 24) return 8;
  uint2 u = make_uint2(3u, 4u);
  if (u.y != 4) return 9;
  double1 d = make_double1(0.5);
  if (d.x != 0.5) return 10;
  return 0;
}
__device__ int test(void) { return check(); }
