// C17 6.2.5p15: whether plain char is signed is implementation-defined; on
// AMDGPU (and the x86-64 host target) it is signed, as in clang.
__device__ int test(void) {
  volatile char c = (char)200;
  if (c >= 0) return 1;
  if (c != -56) return 2;
  if ((char)0x80 != -128) return 3;
  if ((unsigned char)c != 200) return 4;
  if ('\xff' != -1) return 5;
  return 0;
}
