// C17 6.8.4.2p4: the controlling expression is evaluated once; a switch
// without a matching label or default skips the whole body; a body may
// be a single statement.
static int calls;
static int next(void) { return ++calls; }
__device__ int test(void) {
  int r = 0;
  calls = 0;
  switch (next()) {
  case 0: r = 10; break;
  case 1: r = 11; break;
  case 2: r = 12; break;
  }
  if (r != 11 || calls != 1) return 1;
  switch (5) {
    r = 99;                                    /* never reached */
  case 6:
    r = 98;
  }
  if (r != 11) return 2;
  switch (r)
  case 11: r = 0;                              /* body: one labelled statement */
  if (r != 0) return 3;
  switch (r) default: r = 4;
  if (r != 4) return 4;
  return 0;
}
