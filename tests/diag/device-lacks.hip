// What device code lacks, from the C headers it includes (issue 13): each
// use says so at the use, with a note where the header declares it,
// instead of an undefined function at the link.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

__global__ void k(int *p, const char *name) {
  FILE *f = fopen(name, "r"); // expected-error-col 3: 'FILE' is unavailable: device code has no files or streams; printf prints to the host's standard output // clang-differs: the host's C library has them
  // expected-error@-1: 'fopen' is unavailable: device code has no files or streams; printf prints to the host's standard output // clang-differs: the host's C library has them
  fprintf(stderr, "%d\n", p[0]); // expected-error-col 3: 'fprintf' is unavailable: device code has no files or streams; printf prints to the host's standard output // clang-differs: the host's C library has them
  if (!p)
    exit(1); // expected-error-col 5: 'exit' is unavailable: device code cannot end the program: a kernel returns // clang-differs: the host's C library has it
  p[0] = (int)strtod(name, 0); // expected-error-col 15: 'strtod' is unavailable: hipc's device C library does not have it yet // clang-differs: the host's C library has it
  printf("%s\n", name); // printf is there
}
