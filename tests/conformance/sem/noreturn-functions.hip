// C17 6.7.4p8-9: _Noreturn (and GNU __attribute__((noreturn))) on a
// function that never returns; the caller's code after the call is not
// reached, and the function may be called on a path that is not taken.
static int reached;
_Noreturn static void spin(void) { for (;;) { } }
__attribute__((noreturn)) static void spin2(void);
static void spin2(void) { for (;;) { } }
static int pick(int x) {
  if (x < 0) spin();
  if (x > 100) spin2();
  reached++;
  return x * 2;
}
__device__ int test(void) {
  if (pick(3) != 6 || pick(100) != 200) return 1;
  if (reached != 2) return 2;
  return 0;
}
