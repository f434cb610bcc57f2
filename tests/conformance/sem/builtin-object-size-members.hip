// GNU __builtin_object_size on members and elements: types 0 and 2 count
// to the end of the whole object, types 1 and 3 to the end of the closest
// enclosing member (an element's is its array); a string literal is an
// object of its length plus the NUL.  (clang's values: gcc 12 gives 14
// for check 6, its type 3 being the whole object's remainder there.)
struct S { int a[4]; char name[6]; double d; };
__device__ int test(void) {
  struct S s;
  if (__builtin_object_size(&s, 0) != sizeof s) return 1;
  if (__builtin_object_size(s.name, 0) != sizeof s - __builtin_offsetof(struct S, name)) return 2;
  if (__builtin_object_size(s.name, 1) != 6) return 3;
  if (__builtin_object_size(&s.a[1], 1) != 12) return 4;
  if (__builtin_object_size(&s.a[1], 0) != sizeof s - 4) return 5;
  if (__builtin_object_size(s.name + 2, 3) != 4) return 6;
  if (__builtin_object_size("hello", 0) != 6) return 7;
  int arr[5];
  if (__builtin_object_size(&arr[5], 0) != 0) return 8;
  if (__builtin_dynamic_object_size(arr, 0) != sizeof arr) return 9;
  return 0;
}
