// HIP's vector types against Debian's real HIP headers: clang-22 compiles
// this as HIP C++ with /usr/include/hip (float4 is HIP_vector_type there),
// hipc with its own hip_vector_types.h.  Same code, same kernel-argument
// layout (an int3 by value sits at offset 16, after two pointers).
// threadIdx would need ROCm's device library in clang; the builtin does not.
#include <hip/hip_runtime.h>

extern "C" __global__ void reverse4(float4 *out, const float4 *in, int3 shift,
                                    float2 scale) {
  int i = __builtin_amdgcn_workitem_id_x();
  float4 v = in[i];
  out[i] = make_float4(v.w * scale.x, v.z * scale.y, v.y, v.x + shift.z);
}

extern "C" __global__ void widen(double2 *out, const uchar4 *in, int n) {
  int i = __builtin_amdgcn_workitem_id_x();
  if (i < n) {
    uchar4 c = in[i];
    out[i] = make_double2(c.x + c.y, c.z - c.w);
  }
}
