// GAP: bytes that are not UTF-8 in the source: clang says "source file is
// not valid UTF-8" for each; hipc gives a syntax error further on.
__device__ int ÿþ x; // expected-error-col 16: source file is not valid UTF-8 // expected-error-col 17: source file is not valid UTF-8
