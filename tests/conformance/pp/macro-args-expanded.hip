// C17 6.10.3.1p1: an argument is fully macro-replaced before substitution
// (unless next to # or ##), as if it were the rest of the file.
#define N 3
#define SQR(x) ((x) * (x))
#define ID(x) x
static int check(void) {
  if (SQR(N) != 9) return 1;
  if (SQR(SQR(N)) != 81) return 2;
  if (ID(ID(ID(N))) != 3) return 3;
  if (SQR(N + 1) != 16) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
