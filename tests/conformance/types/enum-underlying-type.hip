// C17 6.7.2.2p4 (implementation-defined, as gcc and clang choose): an
// enumeration with no negative constants is compatible with unsigned int,
// one with a negative constant with int; both are 4 bytes.
enum pos { PA, PB = 100 };
enum neg { NA = -1, NB };
__device__ int test(void) {
  enum pos p = PA;
  enum neg n = NA;
  if (sizeof p != 4 || sizeof n != 4) return 1;
  p = (enum pos)-1;
  if (p < 0) return 2;                         /* unsigned: 4294967295 */
  if (!(n < 0)) return 3;
  if (_Generic(p, unsigned: 0, default: 1)) return 4;
  if (_Generic(n, int: 0, default: 1)) return 5;
  if (_Generic(p + 0, unsigned: 0, default: 1)) return 6;
  return 0;
}
