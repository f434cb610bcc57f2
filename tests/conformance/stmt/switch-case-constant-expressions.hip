// C17 6.8.4.2p3, 6.6: case labels are integer constant expressions:
// sizeof, character arithmetic, enumerators with |, casts, ?:.
enum { FLAG = 4, BASE = 1 };
static int f(int x) {
  switch (x) {
  case sizeof(int): return 1;                  /* 4 */
  case 'a' + 1: return 2;
  case BASE | FLAG | 8: return 3;              /* 13 */
  case (char)300: return 4;                    /* 44 */
  case 1 ? 100 : 200: return 5;
  case -(BASE << 3): return 6;                 /* -8 */
  }
  return 0;
}
__device__ int test(void) {
  if (f(4) != 1 || f('b') != 2 || f(13) != 3 || f(44) != 4) return 1;
  if (f(100) != 5 || f(-8) != 6 || f(200) != 0) return 2;
  return 0;
}
