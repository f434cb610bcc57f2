// Kernels without extern "C" that take HIP's vector types: clang mangles
// them with Debian's real HIP headers, where float4 is the class
// HIP_vector_type<float, 4u> (_Z9bodyForceP15HIP_vector_typeIfLj4EES1_fi),
// and hipc must give the same names, substitutions included, so that a
// host program finds each kernel by its name; a vector type of the
// program's own stays a vector (Dv4_f).
#include <hip/hip_runtime.h>

__global__ void bodyForce(float4 *p, float4 *q, float dt, int n) {
  int i = __builtin_amdgcn_workitem_id_x();
  if (i < n)
    p[i].x = q[i].x * dt;
}

__global__ void mixed(const int2 *a, uchar4 b, double3 *c, float4 *d) {
  int i = __builtin_amdgcn_workitem_id_x();
  c[i].x = a[i].x + b.x;
  d[i].y = (float)a[i].y + b.w;
}

typedef float own4 __attribute__((ext_vector_type(4)));
__global__ void own(own4 *a, float4 *b, own4 *c) {
  int i = __builtin_amdgcn_workitem_id_x();
  a[i].x = b[i].y + c[i].z;
}

__global__ void qualified(const float4 *a, float4 *b, const float4 *c, short2 s, ulonglong1 u) {
  int i = __builtin_amdgcn_workitem_id_x();
  b[i].x = a[i].y + c[i].z + s.y + (float)u.x;
}
