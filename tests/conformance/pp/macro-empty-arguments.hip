// C17 6.10.3p4, 6.10.3.1: an argument may be empty: F() passes one empty
// argument to a one-parameter macro, F(,) two; an empty argument
// stringizes to "" and pastes as a placemarker.
#include <string.h>
#define ONE(x) (0 x + 1)
#define TWO(a, b) #a #b
#define PASTE(a, b) a##b
#define STR(x) #x
__device__ int test(void) {
  if (ONE() != 1) return 1;
  if (strcmp(TWO(,), "") != 0) return 2;
  if (strcmp(TWO(x,), "x") != 0) return 3;
  if (strcmp(TWO(, y), "y") != 0) return 4;
  int PASTE(, solo) = 4;
  if (solo != 4) return 5;
  if (PASTE(7, ) != 7) return 6;
  if (strcmp(STR(), "") != 0) return 7;
  return 0;
}
