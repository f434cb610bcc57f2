// C17 6.5.3.4p3: _Alignof of a type (the values of the AMDGPU and x86-64
// ABIs, which agree).
struct S { char c; double d; };
struct T { char a, b, c; };
__device__ int test(void) {
  if (_Alignof(char) != 1) return 1;
  if (_Alignof(short) != 2) return 2;
  if (_Alignof(int) != 4) return 3;
  if (_Alignof(long) != 8) return 4;
  if (_Alignof(long long) != 8) return 5;
  if (_Alignof(float) != 4) return 6;
  if (_Alignof(double) != 8) return 7;
  if (_Alignof(void *) != 8) return 8;
  if (_Alignof(struct S) != 8) return 9;
  if (_Alignof(struct T) != 1) return 10;
  if (_Alignof(int[10]) != 4) return 11;
  if (_Generic(_Alignof(int), unsigned long: 0, default: 1)) return 12;
  return 0;
}
