// C17 6.8.3p3: a null statement performs no operation: as the body of a
// loop whose work is in its controlling expressions, or as a place for a
// label at the end of a block.
__device__ int test(void) {
  const char *s = "hello";
  const char *p = s;
  while (*p++)
    ;
  if (p - s != 6) return 1;
  int i;
  for (i = 0; i < 10; i++);
  if (i != 10) return 2;
  ;;;
  {
    i = 1;
    goto end;
    i = 2;
  end:;
  }
  if (i != 1) return 3;
  if (i) ; else return 4;
  return 0;
}
