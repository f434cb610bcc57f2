// C17 6.3.2.3p7, 6.5p7: an object's bytes can be read through a pointer to
// character type (little-endian here, as AMDGPU and x86-64 are).
__device__ int test(void) {
  unsigned x = 0x11223344u;
  unsigned char *b = (unsigned char *)&x;
  if (b[0] != 0x44 || b[1] != 0x33 || b[2] != 0x22 || b[3] != 0x11) return 1;
  b[3] = 0xAA;
  if (x != 0xAA223344u) return 2;
  char *c = (char *)&x;
  if (c[3] != (char)0xAA) return 3;
  unsigned sum = 0;
  for (unsigned char *q = b; q < b + sizeof x; q++)
    sum += *q;
  if (sum != 0x44 + 0x33 + 0x22 + 0xAA) return 4;
  return 0;
}
