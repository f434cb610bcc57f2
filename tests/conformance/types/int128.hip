// GNU __int128 and unsigned __int128 (gcc and clang on 64-bit targets,
// clang on AMDGPU too, where __SIZEOF_INT128__ is 16): 128-bit arithmetic,
// as hash functions and 64x64->128 multiplications use it.
__device__ int test(void) {
  unsigned __int128 a = (unsigned __int128)0xFFFFFFFFFFFFFFFFull * 0xFFFFFFFFFFFFFFFFull;
  if ((unsigned long long)(a >> 64) != 0xFFFFFFFFFFFFFFFEull) return 1;
  if ((unsigned long long)a != 1) return 2;
  __int128 s = -1;
  s <<= 100;
  if (s >= 0 || (s >> 100) != -1) return 3;
  if (sizeof(__int128) != 16) return 4;
  return 0;
}
