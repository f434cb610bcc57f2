// GNU labels as values and computed goto: &&label yields a void * to the
// label, `goto *expr;` jumps there; the dispatch table of threaded
// interpreters (on the host target: for AMDGPU, hipc says it cannot,
// tests/diag/label-address-amdgpu.hip).
static int run(const unsigned char *code) {
  static void *const ops[] = {&&op_halt, &&op_inc, &&op_dbl};
  int acc = 0;
  goto *ops[*code++];
op_inc:
  acc += 1;
  goto *ops[*code++];
op_dbl:
  acc *= 2;
  goto *ops[*code++];
op_halt:
  return acc;
}
__device__ int test(void) {
  const unsigned char prog[] = {1, 1, 2, 1, 2, 0};   /* ((1+1)*2+1)*2 */
  if (run(prog) != 10) return 1;
  void *where = &&second;
  int r = 0;
  goto *where;
  r = 5;
second:
  if (r != 0) return 2;
  return 0;
}
