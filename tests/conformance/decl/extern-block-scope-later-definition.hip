// C17 6.2.2p4, 6.2.7p2: an extern declaration at block scope and a later
// file-scope definition with external linkage denote the same object or
// function.  hipc gives them separate symbols (the definition becomes
// add_later.1 / later_obj.1), so linking fails ("undefined hidden symbol:
// add_later(int, int)"); and the block-scope `extern int later_obj;` is
// taken for a host variable even under -fdevice-default ("reference to
// __host__ variable 'later_obj' in __device__ function").
static int check(void) {
  extern int add_later(int, int);
  if (add_later(2, 3) != 5) return 1;
  extern int later_obj;
  if (later_obj != 5) return 2;
  return 0;
}
int add_later(int a, int b) { return a + b; }
__device__ int later_obj = 5;
__device__ int test(void) { return check(); }
