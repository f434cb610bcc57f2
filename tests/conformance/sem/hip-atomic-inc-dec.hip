// HIP: atomicInc(p, limit) stores (old >= limit) ? 0 : old + 1 and
// atomicDec(p, limit) stores (old == 0 || old > limit) ? limit : old - 1,
// both returning the old value (unsigned int).
__device__ int test(void) {
  unsigned u = 2;
  if (atomicInc(&u, 3u) != 2 || u != 3) return 1;
  if (atomicInc(&u, 3u) != 3 || u != 0) return 2;        /* wraps to 0 */
  if (atomicDec(&u, 5u) != 0 || u != 5) return 3;        /* 0 goes to limit */
  if (atomicDec(&u, 5u) != 5 || u != 4) return 4;
  return 0;
}
