// C17 6.7.9p14, p21: a char array may be initialized by a brace list of
// character constants (no NUL added) or by a string; an array of unknown
// size from a list counts only the listed elements.
__device__ int test(void) {
  char a[] = {'a', 'b', 'c'};
  char b[] = "abc";
  char c[5] = {'x'};
  if (sizeof a != 3 || sizeof b != 4) return 1;
  if (a[2] != 'c' || c[0] != 'x' || c[4] != 0) return 2;
  unsigned char bytes[] = {0xff, 0x80, 0};
  if (bytes[0] != 255 || bytes[1] != 128) return 3;
  char mix[6] = {'h', 'i', 0, '!'};
  if (mix[3] != '!' || mix[5] != 0) return 4;
  return 0;
}
