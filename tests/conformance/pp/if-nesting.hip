// C17 6.10.1p6: groups nest; inside a skipped group only the directive
// names are looked at, so unknown directives and bad tokens there are
// harmless.
static int check(void) {
  int r = 0;
#if 1
#  if 0
     r = 1;
#    if 1
       r = 2;
#    else
       r = 3;
#    endif
#  elif 1
#    ifdef NOT_DEFINED
       r = 4;
#    else
       r = 5;
#    endif
#  endif
#endif
  if (r != 5) return 1;
#if 0
#bogus_directive ignored
#error not reached
  ' unterminated character constant in a skipped group
#if garbage (((
#endif
#endif
#ifdef __STDC__
# ifndef __STDC__
  return 2;
# else
  r = 6;
# endif
#endif
  if (r != 6) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
