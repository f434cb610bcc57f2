// GNU C forward-declared enum (an incomplete enum type until its list,
// used by real code): a function declared with the incomplete type, then
// the enum defined, then the function defined and its address assigned
// to a pointer of the completed type.
enum efoo;
extern enum efoo fn(void);
enum efoo { ONE, TWO };
enum efoo fn(void) { return TWO; }
__device__ int test(void) {
  enum efoo (*p)(void) = fn;
  if (p() != TWO) return 1;
  return 0;
}
