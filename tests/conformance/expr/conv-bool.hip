// C17 6.3.1.2: converting any scalar to _Bool gives 0 if it compares equal
// to 0 and 1 otherwise (not a truncation).
__device__ int test(void) {
  volatile int i = 256;
  volatile double d = 0.5;
  int x;
  int *p = &x, *n = 0;
  _Bool b;
  b = i;             if (b != 1) return 1;   /* (char)256 would be 0 */
  b = d;             if (b != 1) return 2;
  b = 0.0;           if (b != 0) return 3;
  b = p;             if (b != 1) return 4;
  b = n;             if (b != 0) return 5;
  b = -1;            if (b != 1) return 6;
  if ((_Bool)2 + (_Bool)2 != 2) return 7;
  if (sizeof((_Bool)5) != 1) return 8;
  return 0;
}
