// FLAGS: -Werror
// GNU attributes gcc and clang both know, as glibc's and other headers
// write them: applied where they belong they draw no diagnostic from
// clang (-Werror passes); hipc warns "unknown attribute '...' ignored".
static char pool[64];
static void *take(unsigned long n) __attribute__((malloc, alloc_size(1), returns_nonnull));
static void *take(unsigned long n) { return pool + (n & 0); }
static void *aligned16(void) __attribute__((assume_aligned(16)));
static void *aligned16(void) { return pool; }
static void *align_by(unsigned long a) __attribute__((alloc_align(1)));
static void *align_by(unsigned long a) { return pool + (a & 0); }
static int quiet(int x) __attribute__((no_instrument_function, no_stack_protector));
static int quiet(int x) { return x + 1; }
static int hidden_sec(void) __attribute__((section(".text.hipc_test")));
static int hidden_sec(void) { return 4; }
int bad_call(void) __attribute__((error("do not call")));
int warn_call(void) __attribute__((warning("avoid")));
static int sane(int x) __attribute__((no_sanitize("undefined")));
static int sane(int x) { return x * 2; }
__device__ int test(void) {
  char tag[4] __attribute__((nonstring)) = {'a', 'b', 'c', 'd'};
  if (take(8) != pool || aligned16() != pool || align_by(8) != pool) return 1;
  if (quiet(1) != 2 || hidden_sec() != 4 || sane(3) != 6) return 2;
  if (tag[3] != 'd') return 3;
  return 0;
}
