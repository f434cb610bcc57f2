// C17 6.5.2.2p7: with a prototype, each argument is converted as if by
// assignment to the parameter's type; the return value to the return type.
static int take_int(int v) { return v; }
static double take_double(double d) { return d; }
static unsigned char take_uchar(unsigned char c) { return c; }
static _Bool take_bool(_Bool b) { return b; }
static short ret_short(int v) { return v; }    /* converted on return */
static float ret_float(double d) { return d; }
__device__ int test(void) {
  if (take_int(3.99) != 3) return 1;
  if (take_int(-3.99) != -3) return 2;
  if (take_double(7) != 7.0) return 3;
  if (take_uchar(300) != 44) return 4;
  if (take_bool(256) != 1) return 5;
  if (take_bool(0.1) != 1) return 6;
  if (ret_short(65537) != 1) return 7;
  if (ret_float(0.1) != 0.1f) return 8;
  if (take_int('A') != 65) return 9;
  return 0;
}
