// C17 6.7.2.1p4: a bit-field width is an integer constant expression; the
// field stores its value modulo 2^width (unsigned).
enum { W = 3 };
struct S {
  unsigned a : W;
  unsigned b : 2 + 3;
  unsigned c : sizeof(char) * 8;
  unsigned d : (int)1.5;
};
__device__ int test(void) {
  struct S s;
  s.a = 9;                                     /* 9 mod 8 */
  s.b = 33;                                    /* 33 mod 32 */
  s.c = 257;
  s.d = 3;
  if (s.a != 1) return 1;
  if (s.b != 1) return 2;
  if (s.c != 1) return 3;
  if (s.d != 1) return 4;
  s.a = 7;
  s.a++;
  if (s.a != 0) return 5;
  return 0;
}
