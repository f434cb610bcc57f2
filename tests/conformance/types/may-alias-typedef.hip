// GNU __attribute__((may_alias)) on a typedef: accesses through it may
// alias any object (like char), so reading a float's bits through it is
// defined, as endianness and hashing code does.
typedef unsigned __attribute__((may_alias)) alias_u32;
typedef unsigned short __attribute__((__may_alias__)) alias_u16;
__device__ int test(void) {
  float f = 1.0f;
  alias_u32 *p = (alias_u32 *)&f;
  if (*p != 0x3f800000u) return 1;
  *p = 0x40000000u;
  if (f != 2.0f) return 2;
  unsigned w = 0x12345678u;
  alias_u16 *h = (alias_u16 *)&w;
  if (h[0] != 0x5678 || h[1] != 0x1234) return 3;
  return 0;
}
