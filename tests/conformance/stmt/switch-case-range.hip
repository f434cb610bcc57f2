// GNU C case ranges: case lo ... hi: matches every value from lo to hi.
static int kind(int c) {
  switch (c) {
  case '0' ... '9':
    return 1;
  case 'a' ... 'z':
  case 'A' ... 'Z':
    return 2;
  case -10 ... -1:
    return 3;
  case 1000 ... 1000:
    return 4;
  default:
    return 0;
  }
}
__device__ int test(void) {
  if (kind('0') != 1 || kind('5') != 1 || kind('9') != 1) return 1;
  if (kind('a') != 2 || kind('q') != 2 || kind('Z') != 2) return 2;
  if (kind(-10) != 3 || kind(-1) != 3) return 3;
  if (kind(1000) != 4) return 4;
  if (kind('/') != 0 || kind(':') != 0 || kind(0) != 0 || kind(-11) != 0) return 5;
  return 0;
}
