// C17 6.8.4.2: a switch with many sparse and negative case values (a
// compiler may use a table, a search or a chain; the result is the same).
static int code(int v) {
  switch (v) {
  case -1000000: return 1;
  case -7: return 2;
  case 0: return 3;
  case 3: return 4;
  case 4: return 5;
  case 5: return 6;
  case 6: return 7;
  case 100: return 8;
  case 1001: return 9;
  case 65536: return 10;
  case 2147483647: return 11;
  default: return 0;
  }
}
__device__ int test(void) {
  const int in[] = {-1000000, -7, 0, 3, 4, 5, 6, 100, 1001, 65536, 2147483647};
  for (int i = 0; i < 11; i++)
    if (code(in[i]) != i + 1) return i + 1;
  const int out[] = {-1000001, -6, 1, 2, 7, 99, 1000, 65535, -2147483647 - 1};
  for (int i = 0; i < 9; i++)
    if (code(out[i]) != 0) return 20 + i;
  return 0;
}
