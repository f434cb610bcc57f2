// C17 6.5.1.1 EXAMPLE: a type-generic macro choosing a function by the
// argument's type, as <tgmath.h> does.
static float absf_(float x) { return x < 0 ? -x : x; }
static double absd_(double x) { return x < 0 ? -x : x; }
static int absi_(int x) { return x < 0 ? -x : x; }
#define ABS(x) _Generic((x), float: absf_, double: absd_, default: absi_)(x)
static int check(void) {
  if (ABS(-2.5f) != 2.5f || sizeof(ABS(-2.5f)) != sizeof(float)) return 1;
  if (ABS(-2.25) != 2.25 || sizeof(ABS(-2.25)) != sizeof(double)) return 2;
  if (ABS(-3) != 3 || sizeof(ABS((short)-3)) != sizeof(int)) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
