// C17 6.8.4.2: a switch whose body has only a default label always runs
// it; one with an empty body does nothing.
__device__ int test(void) {
  volatile int v = 42;
  int r = 0;
  switch (v) {
  default:
    r = 1;
  }
  if (r != 1) return 1;
  switch (v) {
  }
  switch (v)
    ;
  return 0;
}
