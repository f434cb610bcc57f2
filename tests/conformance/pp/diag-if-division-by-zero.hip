// C17 6.10.1p4, 6.6p4: an evaluated division or remainder by zero in #if
// is an error (an unevaluated one is fine: if-conditional-logical.hip).
#if 1 / 0 // expected-error-col 7: division by zero in preprocessor expression
#endif
#if 1 % 0 // expected-error-col 7: remainder by zero in preprocessor expression
#endif
#if 0 || 4 / (2 - 2) // expected-error-col 12: division by zero in preprocessor expression
#endif
__device__ int ok = 1;
