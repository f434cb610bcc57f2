/* hip/hip_vector_types.h - HIP's vector types with the size and alignment
 * HIP C++ gives them (what hipcc compiles .hip files as): two and four
 * elements are ext_vector_type vectors (float4: 16 bytes, aligned to 16,
 * with .x .y .z .w and element-wise operators), one and three elements
 * are structs of x (y, z) aligned like the element (float3: 12 bytes).
 * make_<type>() builds each. */
#ifndef HIPC_HIP_VECTOR_TYPES_H
#define HIPC_HIP_VECTOR_TYPES_H

#define __HIPC_MAKE(name, T)                                                  \
  static __inline__ __attribute__((host, device)) name##1                    \
  make_##name##1(T x) { name##1 r; r.x = x; return r; }                      \
  static __inline__ __attribute__((host, device)) name##2                    \
  make_##name##2(T x, T y) { name##2 r = {x, y}; return r; }                 \
  static __inline__ __attribute__((host, device)) name##3                    \
  make_##name##3(T x, T y, T z) { name##3 r = {x, y, z}; return r; }         \
  static __inline__ __attribute__((host, device)) name##4                    \
  make_##name##4(T x, T y, T z, T w) { name##4 r = {x, y, z, w}; return r; }

#define __HIPC_VECTOR_TYPES(name, T)                                          \
  typedef struct { T x; } name##1;                                           \
  typedef T name##2 __attribute__((ext_vector_type(2)));                     \
  typedef struct { T x, y, z; } name##3;                                     \
  typedef T name##4 __attribute__((ext_vector_type(4)));                     \
  __HIPC_MAKE(name, T)

__HIPC_VECTOR_TYPES(uchar, unsigned char)
__HIPC_VECTOR_TYPES(char, char)
__HIPC_VECTOR_TYPES(ushort, unsigned short)
__HIPC_VECTOR_TYPES(short, short)
__HIPC_VECTOR_TYPES(uint, unsigned int)
__HIPC_VECTOR_TYPES(int, int)
__HIPC_VECTOR_TYPES(ulong, unsigned long)
__HIPC_VECTOR_TYPES(long, long)
__HIPC_VECTOR_TYPES(ulonglong, unsigned long long)
__HIPC_VECTOR_TYPES(longlong, long long)
__HIPC_VECTOR_TYPES(float, float)
__HIPC_VECTOR_TYPES(double, double)

#undef __HIPC_VECTOR_TYPES
#undef __HIPC_MAKE
#endif
