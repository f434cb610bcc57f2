// C17 6.7.9p10: static aggregates are zero-initialised member by member
// (padding aside), and partly initialised ones are zero past the
// initialisers.
struct Inner { char c; long l; };
struct Outer { int n; struct Inner in[2]; double d; };
static struct Outer zero;
static struct Outer part = {5, {{'a'}}};
static int arr[10] = {1, 2};
__device__ int test(void) {
  if (zero.n || zero.in[0].c || zero.in[1].l || zero.d != 0.0) return 1;
  if (part.n != 5 || part.in[0].c != 'a') return 2;
  if (part.in[0].l != 0 || part.in[1].c != 0 || part.d != 0.0) return 3;
  if (arr[0] != 1 || arr[1] != 2) return 4;
  for (int i = 2; i < 10; i++)
    if (arr[i] != 0) return 5;
  return 0;
}
