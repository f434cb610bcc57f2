// Device printf: every thread prints four lines, in order, with the
// conversions programs use.
#include <hip/hip_runtime.h>

extern "C" __global__ void say(int tag, const char *name) {
  int b = blockIdx.x, t = threadIdx.x;
  printf("b%d t%d 1: hello %s, tag %d\n", b, t, name, tag);
  printf("b%d t%d 2: [%5d|%-5d|%05d] %x %X %o %u\n", b, t, t * 37, -t, t,
         255 + t, 255 + t, t, 4000000000u);
  printf("b%d t%d 3: %.3f %e %g %c%c %s 100%%\n", b, t, 1.5 + t, 12345.678,
         0.0001, 'A' + t % 26, 'z', "lit");
  printf("b%d t%d 4: %lld %llu %ld\n", b, t, -1234567890123LL * (t + 1),
         18446744073709551615ull, (long)b * 1000000000L);
  if (t == 0)
    printf("block %d done\n", b);
}
