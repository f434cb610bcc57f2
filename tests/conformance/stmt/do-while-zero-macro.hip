// C17 6.8.5.2: the do { ... } while (0) macro idiom: it is one statement
// needing a semicolon, so it nests in if/else without braces; break in it
// leaves the macro's body.
#define SWAP(a, b) do { int t_ = (a); (a) = (b); (b) = t_; } while (0)
#define CHECKED_SET(p, v) do { if (!(p)) break; *(p) = (v); } while (0)
__device__ int test(void) {
  int x = 1, y = 2;
  if (x < y)
    SWAP(x, y);
  else
    SWAP(x, x);
  if (x != 2 || y != 1) return 1;
  int z = 0;
  int *np = 0;
  CHECKED_SET(np, 5);
  CHECKED_SET(&z, 7);
  if (z != 7) return 2;
  int n = 0;
  do n++; while (n < 3);
  if (n != 3) return 3;
  return 0;
}
