// C17 6.7.2.1p5 (implementation-defined types, as gcc and clang allow):
// bit-fields of type signed char, unsigned char and short keep their
// signedness; they pack into units of their own type.
struct c { signed char a : 3; unsigned char b : 5; short s : 7; unsigned short t : 9; };
__device__ int test(void) {
  struct c x = {0};
  volatile int v;
  v = 3; x.a = v;  if (x.a != 3) return 1;
  v = 4; x.a = v;  if (x.a != -4) return 2;
  v = 33; x.b = v; if (x.b != 1) return 3;
  v = -64; x.s = v; if (x.s != -64) return 4;
  v = 511; x.t = v; if (x.t != 511) return 5;
  if (sizeof x != 4) return 6;
  if (x.a * 2 != -8) return 7;
  return 0;
}
