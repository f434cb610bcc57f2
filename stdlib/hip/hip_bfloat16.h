/* hip/hip_bfloat16.h - HIP's 16-bit brain float for C (docs/math.md,
 * "Half precision").  HIP's header gives a C compiler the struct alone,
 * the upper 16 bits of a float; its C++ converts with a constructor and
 * an operator float.  hipc adds those conversions as functions under the
 * names CUDA's and later HIP's bfloat16 API give them: to nearest even
 * (a NaN stays a NaN), toward zero (the truncation HIP's
 * hip_bfloat16::truncate does), and back to float, exactly. */
#ifndef HIPC_HIP_BFLOAT16_H
#define HIPC_HIP_BFLOAT16_H

#include <stdint.h>

typedef struct {
  uint16_t data;
} hip_bfloat16;

static __inline__ __attribute__((host, device)) float __bfloat162float(hip_bfloat16 x) {
  union { uint32_t u; float f; } v;
  v.u = (uint32_t)x.data << 16;
  return v.f;
}

static __inline__ __attribute__((host, device)) hip_bfloat16 __float2bfloat16(float f) {
  union { float f; uint32_t u; } v;
  v.f = f;
  if (~v.u & 0x7f800000)
    v.u += 0x7fff + (v.u >> 16 & 1); /* to nearest, ties to even */
  else if (v.u & 0xffff)
    v.u |= 0x10000; /* a NaN whose payload is all below: keep it a NaN */
  hip_bfloat16 r;
  r.data = (uint16_t)(v.u >> 16);
  return r;
}

static __inline__ __attribute__((host, device)) hip_bfloat16 __float2bfloat16_rz(float f) {
  union { float f; uint32_t u; } v;
  v.f = f;
  hip_bfloat16 r;
  r.data = (uint16_t)(v.u >> 16 | (!(~v.u & 0x7f800000) && (v.u & 0xffff)));
  return r;
}

#endif
