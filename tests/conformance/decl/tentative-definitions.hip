// C17 6.9.2p2 and EXAMPLE 1: several file-scope tentative definitions of
// one object, with at most one initializer, are one object; without an
// initializer it is zero-initialized.
int i1 = 1;
int i1;
int i2;
int i2 = 2;
int i3;
int i3;
static int i4;
static int i4 = 4;
int arr[];
int arr[3] = {7, 8, 9};
__device__ int test(void) {
  if (i1 != 1 || i2 != 2 || i3 != 0 || i4 != 4) return 1;
  if (sizeof arr != 12 || arr[2] != 9) return 2;
  i3 = 3;
  if (i3 != 3) return 3;
  return 0;
}
