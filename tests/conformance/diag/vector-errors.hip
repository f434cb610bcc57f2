// Misuse of vector types, with clang's messages: a vector type is
// followed by what it is, outside the quotes.
typedef float float4_t __attribute__((ext_vector_type(4)));
typedef int int4_t __attribute__((ext_vector_type(4)));
typedef int int2_t __attribute__((ext_vector_type(2)));
typedef int v4si __attribute__((vector_size(16)));
typedef int v0 __attribute__((ext_vector_type(0))); // expected-error-col 31: zero vector size
typedef int v5 __attribute__((vector_size(10))); // expected-error-col 31: vector size not an integral multiple of component size
typedef int *vp __attribute__((vector_size(16))); // expected-error-col 32: invalid vector element type 'int *'

__device__ void f(double dd, long ll) {
  float4_t a = {1, 2, 3, 4};
  int4_t i = {1};
  int2_t j = {1, 2};
  v4si g = {1, 2, 3, 4};
  a++; // expected-error-col 4: cannot increment value of type 'float4_t' (vector of 4 'float' values)
  a.q = 1; // expected-error-col 5: illegal vector component name 'q'
  a.xq = 1; // expected-error-col 6: illegal vector component name 'q'
  float *p = &a.x; // expected-error-col 14: address of vector element requested
  a.xx = (int2_t){1, 2}; // expected-error-col 8: vector is not assignable (contains duplicate components)
  a = i; // expected-error-col 5: assigning to 'float4_t' (vector of 4 'float' values) from incompatible type 'int4_t' (vector of 4 'int' values)
  j = i + j; // expected-error-col 9: cannot convert between vector values of different size ('int4_t' (vector of 4 'int' values) and 'int2_t' (vector of 2 'int' values))
  double d = (double)a; // expected-error-col 14: invalid conversion between vector type 'float4_t' (vector of 4 'float' values) and scalar type 'double'
  int4_t k = 1.5 + i; // expected-error-col 18: cannot convert between vector values of different size ('double' and 'int4_t' (vector of 4 'int' values))
  v4si h = g + 1.5; // expected-error-col 14: cannot convert between scalar type 'double' and vector type 'v4si' (vector of 4 'int' values) as implicit conversion would cause truncation
  g = g * ll; // expected-error-col 9: cannot convert between scalar type 'long' and vector type 'v4si' (vector of 4 'int' values) as implicit conversion would cause truncation
  a = (float4_t)j; // expected-error-col 7: invalid conversion between ext-vector type 'float4_t' (vector of 4 'float' values) and 'int2_t' (vector of 2 'int' values)
  g = 1; // expected-error-col 5: assigning to 'v4si' (vector of 4 'int' values) from incompatible type 'int'
  a = a * dd + ll; /* ext vectors take any arithmetic scalar */
  i = !i;
}
