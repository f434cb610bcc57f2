// __bf16 and _Float16 convert to each other implicitly, through float,
// as in clang's C (clang's HIP C++ refuses the conversion, even by a
// cast): assignment, initialization, argument passing and return.
static __device__ __bf16 twice(__bf16 b) { return b + b; }
static __device__ _Float16 back(__bf16 b) { return b; }

__device__ int test(void) {
  _Float16 h = 2.00390625f16; /* 1 + 2^-9 above 2: exact in half, not in __bf16 */
  __bf16 b = h;
  if ((float)b != 2.0f) return 1;
  b = h * 3;
  if ((float)b != 6.0f) return 2;
  if ((float)twice(h) != 4.0f) return 3;
  if ((float)back(b) != 6.0f) return 4;
  volatile _Float16 big = 60000;
  __bf16 r = big; /* 60000 rounds to 59904 (0xea60 -> 8 bits: 0x1.d4p15) */
  if ((float)r != 59904.0f) return 5;
  return 0;
}
