// Bit-fields of a packed struct, initialised and assigned: each access
// covers only the bytes of its field (hipc once read past the record, which
// the optimizer may fold to anything).
struct __attribute__((packed)) bits { unsigned a : 3; unsigned b : 7; unsigned char c; };
static int check(void) {
  struct bits b = {5, 100, 7};
  if (b.a != 5) return 1;
  if (b.b != 100) return 2;
  if (b.c != 7) return 3;
  struct bits d;
  d.a = 5; d.b = 100; d.c = 7;
  if (d.a != 5 || d.b != 100 || d.c != 7) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
