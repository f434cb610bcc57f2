// HIP-C takes nullptr (C++, C23): a null pointer constant of any pointer
// type, equal to 0 and to other null pointers.
static int f(void) { return 1; }
static int check(void) {
  int *p = nullptr;
  if (p != 0 || p) return 1;
  char *c = nullptr;
  if ((void *)c != (void *)p) return 2;
  int (*fp)(void) = nullptr;
  if (fp) return 3;
  fp = f;
  if (fp == nullptr) return 4;
  int x;
  p = &x;
  if (p == nullptr) return 5;
  if (sizeof(nullptr) != sizeof(void *)) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
