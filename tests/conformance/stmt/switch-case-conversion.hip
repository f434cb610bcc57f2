// C17 6.8.4.2p5: case constants convert to the promoted type of the
// controlling expression: -1 in a switch on unsigned means UINT_MAX, and
// '\xff' in a switch on (signed) char matches -1.
static int u(unsigned x) {
  switch (x) {
  case -1: return 1;                           /* 4294967295u */
  case 0: return 2;
  default: return 0;
  }
}
static int c(char x) {
  switch (x) {
  case '\xff': return 1;
  case 'a': return 2;
  default: return 0;
  }
}
static int uc(unsigned char x) {
  switch (x) {                                 /* promoted to int */
  case 255: return 1;
  case -1: return 2;                           /* never matches */
  default: return 0;
  }
}
__device__ int test(void) {
  if (u(4294967295u) != 1 || u(0) != 2 || u(5) != 0) return 1;
  if (c(-1) != 1 || c('a') != 2) return 2;
  if (uc(255) != 1 || uc(0) != 0) return 3;
  return 0;
}
