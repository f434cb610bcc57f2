// C17 6.4.4.4p10: an integer character constant has type int (not char as
// in C++), and a multi-character one has an implementation-defined int
// value (clang and GCC: big-endian packing).
static int check(void) {
  if (sizeof('a') != sizeof(int)) return 1;
  if (_Generic('a', int: 1, char: 2, default: 3) != 1) return 2;
  if ('\377' != -1) return 3;                 /* char is signed: -1 */
  if ('ab' != 0x6162) return 4;
  if ('\x41' != 65 || '\101' != 65) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
