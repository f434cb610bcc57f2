// C17 6.3.2.1p3: an array is converted to a pointer to its first element
// except as the operand of sizeof or unary &, or a string literal that
// initializes an array.
__device__ int test(void) {
  int a[6];
  if (sizeof(a) != 24) return 1;
  if (sizeof(a + 0) != sizeof(int *)) return 2;
  if (sizeof(&a) != sizeof(int *)) return 3;
  if (sizeof(*&a) != 24) return 4;
  if ((void *)&a != (void *)a) return 5;
  if (_Generic(a, int *: 0, default: 1)) return 6;
  if (_Generic(&a, int (*)[6]: 0, default: 1)) return 7;
  if ((char *)(&a + 1) - (char *)&a != 24) return 8;
  char s[] = "hello";
  if (sizeof(s) != 6) return 9;
  if (sizeof("hello") != 6) return 10;
  return 0;
}
