// C17 6.5.2.4, 6.5.3.1 with 6.3.1.2: ++ on _Bool stores (b + 1) != 0, always
// 1; -- stores (b - 1) != 0, toggling.
__device__ int test(void) {
  _Bool b = 0;
  if (b++ != 0 || b != 1) return 1;
  b++;
  if (b != 1) return 2;                        /* 2 becomes 1 */
  if (++b != 1) return 3;
  b--;
  if (b != 0) return 4;                        /* 1 - 1 */
  b--;
  if (b != 1) return 5;                        /* 0 - 1 = -1 becomes 1 */
  if (--b != 0) return 6;
  if (_Generic(b++, _Bool: 0, default: 1)) return 7;
  return 0;
}
