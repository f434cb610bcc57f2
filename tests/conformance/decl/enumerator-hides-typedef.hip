// C17 6.2.1p4, 6.7.2.2p3: an enumeration constant declared in a block is
// an ordinary identifier and hides a file-scope typedef of the same name
// there (gcc and clang); the typedef is visible again after the block.
typedef int T;
__device__ int test(void) {
  {
    enum { T = 5 };
    if (T != 5) return 1;
  }
  T x = 2;
  return x == 2 ? 0 : 2;
}
