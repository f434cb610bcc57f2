// A warning a pragma silences takes its notes with it: nothing at all is
// printed here (pragma-silenced-notes.stderr is empty).
#include <hip/hip_runtime.h>
#pragma clang diagnostic ignored "-Wparentheses"
#pragma clang diagnostic ignored "-Wincompatible-library-redeclaration"

int strlen(const char *);

__device__ int f(int v, const char *s) {
  if (v = 2)
    return strlen(s);
  return 0;
}
