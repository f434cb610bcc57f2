// C17 6.10.7: a # alone on a line is a null directive; # may be preceded
// and followed by white space.
#
   #   define   SPACED   3
	#	define TABBED 4
static int check(void) {
#
  if (SPACED != 3) return 1;
  if (TABBED != 4) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
