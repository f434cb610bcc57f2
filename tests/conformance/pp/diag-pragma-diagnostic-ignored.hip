// FLAGS: -Wall
// `#pragma clang diagnostic ignored "-W..."` (and GCC's spelling) turns a
// warning off from there on, and push/pop scope it, as in clang.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-variable"
__device__ int quiet(void) {
  int unused_here;
  return 0;
}
#pragma clang diagnostic pop
__device__ int loud(void) {
  int unused_there; // expected-warning: unused variable 'unused_there'
  return 0;
}
#pragma GCC diagnostic ignored "-Wunused-variable"
__device__ int quiet_too(void) {
  int unused_also;
  return 0;
}
