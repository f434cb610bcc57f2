// C17 6.8.4.2p5: a switch on _Bool (promoted to int: cases 0 and 1) and
// on an expression of type char, short and long.
static int sb(_Bool b) { switch (b) { case 0: return 10; case 1: return 20; } return -1; }
static int ss(short s) { switch (s) { case -32768: return 1; case 32767: return 2; } return 0; }
static int sl(long l) { switch (l) { case -1L: return 1; case 0x7fffffffffffffffL: return 2; } return 0; }
__device__ int test(void) {
  if (sb(0) != 10 || sb(1) != 20 || sb(5) != 20) return 1;
  if (ss(-32768) != 1 || ss(32767) != 2 || ss(0) != 0) return 2;
  if (sl(-1) != 1 || sl(0x7fffffffffffffffL) != 2 || sl(4294967295L) != 0) return 3;
  return 0;
}
