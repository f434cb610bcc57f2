/* host_bench.h - the plain loops of host_loops.c, for host_bench.c. */
#ifndef HOST_BENCH_H
#define HOST_BENCH_H

float plain_sum(const float *in, unsigned n);
void plain_matmul(const float *a, const float *b, float *c, int n);

#endif
