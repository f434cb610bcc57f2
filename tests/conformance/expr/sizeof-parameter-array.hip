// C17 6.7.6.3p7, 6.5.3.4: a parameter declared as an array is a pointer, so
// sizeof gives the size of a pointer; the array argument decays.
static unsigned long size_of_param(int a[10]) { return sizeof(a); }
static unsigned long size_of_row(int m[][5]) { return sizeof(m[0]); }
static int second(int a[static 2]) { return a[1]; }
__device__ int test(void) {
  int arr[10] = {0, 7};
  int m[2][5];
  if (size_of_param(arr) != sizeof(int *)) return 1;
  if (size_of_row(m) != 20) return 2;
  if (second(arr) != 7) return 3;
  if (sizeof(arr) != 40) return 4;
  return 0;
}
