// C17 6.10.3.3p3: pasting must form one valid preprocessing token.
#define P(a, b) a ## b
__device__ int ok = P(1, 2);
__device__ int x = P(+, -)1; // expected-error-col 20: pasting formed '+-', an invalid preprocessing token
