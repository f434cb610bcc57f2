// C17 6.2.1, 6.7.2.2: enumeration constants are ordinary identifiers
// scoped like variables; a tag can be declared in a block and shadow an
// outer one; enums drive switch statements.
enum e { X = 1, Y = 2 };
static int classify(enum e v) {
  switch (v) {
  case X: return 10;
  case Y: return 20;
  }
  return 0;
}
static int check(void) {
  if (classify(X) != 10 || classify(Y) != 20) return 1;
  {
    enum e { X = 5, Z };          /* a new tag and new constants */
    if (X != 5 || Z != 6) return 2;
    enum e v = Z;
    if (v != 6) return 3;
  }
  if (X != 1) return 4;
  enum e w = 2;                   /* any int converts */
  if (classify(w) != 20) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
