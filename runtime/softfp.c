/* softfp.c - the conversions to __bf16 that LLVM's x86-64 back end calls
 * for a host module (__truncsfbf2, __truncdfbf2: compiler-rt's names),
 * which Debian 12's libgcc (GCC 12) does not have.  runtime/module.c says
 * how a host module finds its support functions: the process's global
 * scope, where libhipc-host's exports are.  Both round to nearest, ties to
 * even, as LLVM's fptrunc to bfloat is defined to; a NaN stays a NaN.
 *
 * The x86-64 ABI returns a __bf16 in the low 16 bits of %xmm0, as a
 * _Float16; GCC 12 has no arithmetic __bf16 type to write that with, so
 * each returns a float whose low 16 bits are the result. */
#include <stdint.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))

static uint32_t bits_of(float f) {
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  return u;
}

static float as_result(uint16_t b) {
  uint32_t u = b;
  float f;
  memcpy(&f, &u, sizeof f);
  return f;
}

/* the float with bits u, to bfloat16's 8 significant bits */
static uint16_t round_bits(uint32_t u) {
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return (uint16_t)(u >> 16 | 0x40); /* quiet */
  return (uint16_t)((u + 0x7fffu + (u >> 16 & 1)) >> 16);
}

EXPORT float __truncsfbf2(float x) { return as_result(round_bits(bits_of(x))); }

/* A double rounds once: first to float rounding to odd (toward zero,
 * then the last bit set where that was inexact), which keeps the 16 bits
 * below bfloat16's last honest, then to nearest even. */
EXPORT float __truncdfbf2(double x) {
  float f = (float)x;
  uint32_t u = bits_of(f);
  if (f == f && (double)f != x) {
    if (__builtin_fabs((double)f) > __builtin_fabs(x))
      u -= 1; /* rounded away from zero (perhaps to infinity): one step back */
    u |= 1;
  }
  return as_result(round_bits(u));
}
