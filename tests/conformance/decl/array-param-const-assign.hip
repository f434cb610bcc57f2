// C17 6.7.6.3p7: `int a[const 3]` declares a const pointer parameter.
__device__ int f(int a[const 3]) {
  a = 0; // expected-error: cannot assign to variable 'a' with const-qualified type 'int *const'
  // expected-note@2: variable 'a' declared const here
  return 0;
}
