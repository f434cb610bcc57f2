// C17 6.5.2.3p3 footnote 97: reading a union member other than the one last
// stored reinterprets the bytes (IEEE 754 binary32/64, little-endian).
union F { float f; unsigned u; };
union D { double d; unsigned long long u; unsigned lo_hi[2]; };
__device__ int test(void) {
  union F a;
  a.f = -2.0f;
  if (a.u != 0xC0000000u) return 1;
  a.u = 0x3F000000u;
  if (a.f != 0.5f) return 2;
  union D b;
  b.d = 1.0;
  if (b.u != 0x3FF0000000000000ULL) return 3;
  if (b.lo_hi[0] != 0 || b.lo_hi[1] != 0x3FF00000u) return 4;
  a.f = -0.0f;
  if (a.u != 0x80000000u) return 5;            /* the sign of zero is visible */
  return 0;
}
