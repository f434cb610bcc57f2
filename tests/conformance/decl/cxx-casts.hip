// HIP-C takes C++'s named casts with the meaning of the C cast they
// stand for: static_cast, reinterpret_cast and const_cast.
static int check(void) {
  double d = 3.75;
  int i = static_cast<int>(d);
  if (i != 3) return 1;
  unsigned char uc = static_cast<unsigned char>(300);
  if (uc != 44) return 2;
  float f = 1.0f;
  unsigned *u = reinterpret_cast<unsigned *>(&f);
  if (*u != 0x3f800000u) return 3;
  unsigned long addr = reinterpret_cast<unsigned long>(&f);
  if (reinterpret_cast<float *>(addr) != &f) return 4;
  const int c = 5;
  const int *pc = &c;
  int x = 6;
  const int *px = &x;
  int *w = const_cast<int *>(px);
  *w = 7;
  if (x != 7 || *pc != 5) return 5;
  if (static_cast<double>(1) / 2 != 0.5) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
