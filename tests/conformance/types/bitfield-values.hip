// C17 6.7.2.1p10, 6.3.1.3p2: an unsigned bit-field holds its value modulo
// 2^width; neighbours are not disturbed by a store.
struct s { unsigned a : 3; unsigned b : 7; unsigned c : 1; unsigned d : 21; };
static int check(void) {
  struct s x = {0};
  x.a = 9;                       /* 9 mod 8 */
  if (x.a != 1) return 1;
  x.b = 200;                     /* 200 mod 128 */
  if (x.b != 72) return 2;
  x.c = 3;
  if (x.c != 1) return 3;
  x.d = 0x1FFFFF;
  if (x.d != 2097151 || x.a != 1 || x.b != 72 || x.c != 1) return 4;
  x.a = 7;
  x.a++;
  if (x.a != 0) return 5;
  x.b += 100;
  if (x.b != 44) return 6;
  x.a = -1;
  if (x.a != 7) return 7;
  return 0;
}
__device__ int test(void) { return check(); }
