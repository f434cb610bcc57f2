// clang's __builtin_bit_cast(T, v) (issue 14: code generators such as
// tinygrad's reinterpret with it): the bits of v as a T of the same size,
// scalars and vectors, a pointer through an integer.
typedef float float2_t __attribute__((ext_vector_type(2)));
typedef unsigned uint2_t __attribute__((ext_vector_type(2)));

__device__ int test(void) {
  volatile float f = 1.0f;
  if (__builtin_bit_cast(unsigned, f) != 0x3f800000u) return 1;
  if (__builtin_bit_cast(float, 0x40490fdbu) != 3.14159274f) return 2;
  volatile double d = -2.0;
  if (__builtin_bit_cast(long long, d) != (long long)0xc000000000000000ull) return 3;
  _Float16 h = (_Float16)1.5f;
  if (__builtin_bit_cast(unsigned short, h) != 0x3e00) return 4;
  float2_t v = {1.0f, -0.0f};
  uint2_t u = __builtin_bit_cast(uint2_t, v);
  if (u.x != 0x3f800000u || u.y != 0x80000000u) return 5;
  if (__builtin_bit_cast(unsigned long long, v) != 0x800000003f800000ull) return 6;
  int x = 7;
  int *p = __builtin_bit_cast(int *, __builtin_bit_cast(unsigned long, &x));
  if (*p != 7) return 7;
  return 0;
}
