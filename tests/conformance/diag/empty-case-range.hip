// A GNU case range whose low end is above its high end matches nothing;
// clang warns "empty case range specified".
#include <hip/hip_runtime.h>

__device__ int f(int v) {
  switch (v) {
  case 5 ... 1: // expected-warning-col 8: empty case range specified
    return 1;
  }
  return 0;
}
