// GNU range designators in a static (constant) initializer, including a
// range that fixes an unknown array size.
static int table[] = { [0 ... 9] = -1, [3] = 3, [12] = 12 };
static const char map[256] = { ['a' ... 'z'] = 1, ['A' ... 'Z'] = 2, ['0' ... '9'] = 3 };
__device__ int test(void) {
  if (sizeof table != 13 * sizeof(int)) return 1;
  if (table[0] != -1 || table[3] != 3 || table[9] != -1 || table[10] != 0 || table[12] != 12) return 2;
  if (map['q'] != 1 || map['Q'] != 2 || map['5'] != 3 || map['_'] != 0) return 3;
  int n = 0;
  for (int i = 0; i < 256; i++) n += map[i] != 0;
  if (n != 62) return 4;
  return 0;
}
