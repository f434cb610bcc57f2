// A forward-declared enum (GNU) completed later is one type: functions
// declared before and defined after the completion agree (issue 13).
enum efoo;
extern enum efoo fn(void);
enum efoo { ONE, TWO };
struct S { enum efoo (*p)(void); };
enum efoo fn(void) { return TWO; }
enum efoo *ptr(enum efoo *e) { return e; }
__device__ int test(void) {
  struct S s;
  s.p = fn;
  enum efoo e = ONE;
  if (s.p() != TWO)
    return 1;
  if (ptr(&e) != &e || sizeof(enum efoo) != sizeof(int))
    return 2;
  return 0;
}
