// C17 6.7.2.2: enumeration constants are integer constant expressions of
// type int; without '=' each is the previous plus one.
enum E {
  A,
  B = 1 << 4,
  C,
  D = B * 2 + C,
  F = sizeof(int) + 1,
  G = (char)300,
  H = -1,
  I,
  J = 'A',
};
__device__ int test(void) {
  if (A != 0 || B != 16 || C != 17) return 1;
  if (D != 49) return 2;
  if (F != 5) return 3;
  if (G != 44) return 4;
  if (H != -1 || I != 0) return 5;
  if (J != 65) return 6;
  if (_Generic(B, int: 0, default: 1)) return 7;
  enum Local { L1 = D / 7, L2 };
  if (L1 != 7 || L2 != 8) return 8;
  return 0;
}
