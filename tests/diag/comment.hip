// A comment left open at the end of the file, on its last line
// (comment-multiline.hip: over several lines).
#include <hip/hip_runtime.h>

__device__ int x;
/* unterminated // expected-error-col 1: unterminated /* comment