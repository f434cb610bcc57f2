// GNU __auto_type: the declared type is the initializer's, after lvalue
// conversion and array decay, with the declaration's qualifiers.
__device__ int test(void) {
  __auto_type a = 5;
  __auto_type b = 2.5;
  int arr[3] = {1,2,3};
  __auto_type p = arr;
  const __auto_type c = 'x';
  if (sizeof a != 4 || sizeof b != 8 || sizeof p != sizeof(int *) || p[2] != 3) return 1;
  if (_Generic(c, char: 1, default: 0) != 0 && _Generic(c, int: 1, default: 0) != 1) return 2;
  return 0;
}
