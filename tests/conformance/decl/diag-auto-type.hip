// GNU __auto_type needs an initializer and a plain identifier.
__device__ int f(void) {
  __auto_type a; // expected-error-col 15: declaration of variable 'a' with deduced type '__auto_type' requires an initializer
  int x = 1;
  __auto_type *p = &x;
  __auto_type *q = x; // expected-error-col 16: variable 'q' with type '__auto_type *' has incompatible initializer of type 'int'
  return x + *p;
}
