// __builtin_bit_cast needs one size on both sides, as clang says; hipc
// takes scalars and vectors only and says so.
struct S { int a; };

__device__ int f(double d, struct S s) {
  int a = __builtin_bit_cast(int, d); // expected-error-col 11: size of '__builtin_bit_cast' source type 'double' does not match destination type 'int' (8 vs 4 bytes)
  int b = __builtin_bit_cast(int, s); // expected-error-col 11: '__builtin_bit_cast' from 'struct S' to 'int' is not supported by hipc: only scalar and vector types
  // clang-differs: clang bit-casts a struct of the same size
  return a + b;
}
