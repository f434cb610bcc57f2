// C17 6.5.2.3p3 footnote 97: reading another union member reinterprets the
// bytes: IEEE double 1.0 is 0x3FF0000000000000, low word first.
union dw { double d; unsigned w[2]; unsigned long long u; unsigned char b[8]; };
__device__ int test(void) {
  union dw x;
  x.d = 1.0;
  if (x.u != 0x3FF0000000000000ull) return 1;
  if (x.w[0] != 0 || x.w[1] != 0x3FF00000u) return 2;
  if (x.b[7] != 0x3F || x.b[6] != 0xF0) return 3;
  x.d = -2.0;
  if (x.w[1] != 0xC0000000u) return 4;
  x.u = 0x7FF0000000000000ull;
  if (!(x.d > 1e308)) return 5;                /* +infinity */
  x.w[0] = 1;
  if (x.d == x.d) return 6;                    /* a NaN */
  return 0;
}
