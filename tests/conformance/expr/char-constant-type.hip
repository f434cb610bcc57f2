// C17 6.4.4.4p10: an integer character constant has type int.
__device__ int test(void) {
  if (sizeof('a') != sizeof(int)) return 1;
  if (_Generic('a', int: 0, default: 1)) return 2;
  if ('a' != 97) return 3;
  if ('0' + 9 != '9') return 4;
  if ('z' - 'a' != 25) return 5;
  return 0;
}
