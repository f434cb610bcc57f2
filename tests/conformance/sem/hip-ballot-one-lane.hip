// HIP: with only lane 0 active, __ballot has bit 0 for a true predicate,
// __any and __all follow the one predicate, __activemask is 1.
__device__ int test(void) {
  if (__ballot(1) != 1) return 1;
  if (__ballot(0) != 0) return 2;
  if (!__any(1) || __any(0)) return 3;
  if (!__all(1) || __all(0)) return 4;
  if (__activemask() != 1) return 5;
  if (__lane_id() != 0) return 6;
  return 0;
}
