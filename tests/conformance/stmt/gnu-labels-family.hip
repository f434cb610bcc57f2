// GNU local labels and labels as values together: a __label__ in an
// inner block hides a function label of the same name, two expansions of
// a statement-expression macro each get their own label, a dispatch table
// may be automatic, and label addresses compare equal only to themselves.
#define CLAMP(v, hi) ({ __label__ done; int c_ = (v); if (c_ <= (hi)) goto done; c_ = (hi); done: c_; })
__device__ int test(void) {
  int trace = 0;
  {
    __label__ skip;
    goto skip;
    trace += 100;
  skip:
    trace += 1;
  }
  goto skip;
  trace += 1000;
skip:
  if (trace != 1) return 1;
  if (CLAMP(5, 3) != 3 || CLAMP(2, 3) != 2) return 2;
  void *table[] = {&&even, &&odd};
  int odds = 0, i = 0;
next:
  if (i == 5) goto out;
  goto *table[i & 1];
even:
  i++;
  goto next;
odd:
  odds++;
  i++;
  goto next;
out:
  if (odds != 2) return 3;
  if (&&even == &&odd || table[0] != &&even) return 4;
  return 0;
}
