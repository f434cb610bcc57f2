// C17 6.10.1: #elif and #else come before a group's #else, and every #if
// has its #endif.  (Errors at the end of a directive: clang places them
// after a trailing comment, so those expectations sit on the line before.)
#if 1
#else
#else // expected-error-col 2: #else after #else
#endif
#if 0
#else
#elif 1 // expected-error-col 2: #elif after #else
#endif
// expected-error@+1-col 7: macro name missing
#ifdef
#endif
// expected-error@+1-col 8: macro name missing
#ifndef
#endif
#if 0
// expected-error@+1-col 6: expected value in expression
#elif
#endif
__device__ int ok = 1;
#ifdef __STDC__ // expected-error-col 2: unterminated conditional directive
