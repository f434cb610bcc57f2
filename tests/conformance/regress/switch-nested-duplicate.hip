// Duplicates are still found within one switch, also after a nested one.
__device__ int f(int a, int b) {
  switch (a) {
  case 1:
    switch (b) { case 1: return 5; default: return 6; }
  case 2: return 2;
  case 1: return 3; // expected-error: duplicate case value '1'
  // expected-note@4: previous case defined here
  default: return 0;
  }
}
