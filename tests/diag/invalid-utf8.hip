// Bytes that are no UTF-8 outside literals and comments are an error for
// each byte, as in clang; a UTF-8 identifier is fine, and so are such bytes
// in a comment (þ) (issue 13).
__device__ int aÿ = 1; // expected-error-col 17: source file is not valid UTF-8
__device__ int b = 2; Ã // expected-error-col 23: source file is not valid UTF-8
__device__ int Ã©tÃ© = 3;
__device__ int cí € = 4; // expected-error-col 17: source file is not valid UTF-8 // expected-error-col 18: source file is not valid UTF-8 // expected-error-col 19: source file is not valid UTF-8
