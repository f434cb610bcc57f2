// FLAGS: -Wall
// -Wunknown-pragmas: clang reports an unknown #pragma at the pragma's name
// (column 9 here); hipc reports it at the '#' (column 1).
#pragma unknown_thing here // expected-warning-col 9: unknown pragma ignored
__device__ int f(void) {
#pragma unknown_in_body // expected-warning-col 9: unknown pragma ignored
  return 0;
}
