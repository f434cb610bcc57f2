// GNU attributes written after a struct's closing brace apply to the
// struct type, as in clang and GCC: `struct p { ... }
// __attribute__((packed));` has no padding and `struct w { ... }
// __attribute__((aligned(32)));` is 32-aligned.  hipc ignores them:
// sizeof(struct p) is 8 and _Alignof(struct w) is 4.
struct p { char c; int i; } __attribute__((packed));
struct w { int x; } __attribute__((aligned(32)));
static int check(void) {
  if (sizeof(struct p) != 5) return 1;
  if (_Alignof(struct w) != 32 || sizeof(struct w) != 32) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
