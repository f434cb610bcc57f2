// C17 6.3.1.1p2: short and unsigned short promote to int (int can represent
// every value of both when int is 32 bits).
__device__ int test(void) {
  volatile short s = -30000;
  volatile unsigned short us = 65535;
  if (_Generic(s + s, int: 0, default: 1)) return 1;
  if (_Generic(us + us, int: 0, default: 1)) return 2;
  if (s + s != -60000) return 3;
  if (us + us != 131070) return 4;
  if ((unsigned)us * us != 4294836225u) return 6;
  if (us - 65536 != -1) return 7;
  if (-us != -65535) return 8;
  if (~us != -65536) return 9;                 /* ~ of the promoted int */
  return 0;
}
