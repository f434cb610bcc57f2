// GNU __builtin_object_size(p, type): the bytes known to remain after p,
// or (size_t)-1 (types 0, 1) / 0 (types 2, 3) when unknown; what
// _FORTIFY_SOURCE headers call.
__device__ int test(void) {
  char buf[10];
  if (__builtin_object_size(buf, 0) != 10) return 1;
  if (__builtin_object_size(buf + 4, 0) != 6) return 2;
  char *unknown = (char *)0;
  if (__builtin_object_size(unknown, 0) != (__SIZE_TYPE__)-1) return 3;
  if (__builtin_object_size(unknown, 2) != 0) return 4;
  return 0;
}
