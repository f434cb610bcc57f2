/* <hip/device_functions.h> for hipc: HIP's conversions with a rounding
 * mode (amd_device_functions.h): __<from>2<to>_<mode>, rn to nearest
 * even, rz toward zero, ru up, rd down.  To an integer: the rounding
 * function, then C's conversion (out of range is undefined, as in HIP).
 * To a float: the nearest value, then one step toward the mode when it
 * lies on the wrong side of the exact value, which the wider type holds. */
#pragma once

#define __HIPC_CVT static __inline__ __attribute__((device, always_inline))

#define __HIPC_TO_INT(from, F, sfx, to, T)                                     \
  __HIPC_CVT T __##from##2##to##_rn(F x) { return (T)__builtin_rint##sfx(x); }  \
  __HIPC_CVT T __##from##2##to##_rz(F x) { return (T)x; }                       \
  __HIPC_CVT T __##from##2##to##_ru(F x) { return (T)__builtin_ceil##sfx(x); }  \
  __HIPC_CVT T __##from##2##to##_rd(F x) { return (T)__builtin_floor##sfx(x); }
__HIPC_TO_INT(float, float, f, int, int)
__HIPC_TO_INT(float, float, f, uint, unsigned int)
__HIPC_TO_INT(float, float, f, ll, long long)
__HIPC_TO_INT(float, float, f, ull, unsigned long long)
__HIPC_TO_INT(double, double, , int, int)
__HIPC_TO_INT(double, double, , uint, unsigned int)
__HIPC_TO_INT(double, double, , ll, long long)
__HIPC_TO_INT(double, double, , ull, unsigned long long)
#undef __HIPC_TO_INT

/* the next float or double up (dir 1) or down (-1) from a finite r */
__HIPC_CVT float __hipc_step_f(float r, int dir) {
  return __builtin_nextafterf(r, dir > 0 ? __builtin_huge_valf() : -__builtin_huge_valf());
}
__HIPC_CVT double __hipc_step_d(double r, int dir) {
  return __builtin_nextafter(r, dir > 0 ? __builtin_huge_val() : -__builtin_huge_val());
}
/* r, the nearest to a value whose sign against r is cmp (1: the value is
 * above r), rounded in mode m (0 rn, 1 rz, 2 ru, 3 rd) */
__HIPC_CVT float __hipc_round_f(float r, int cmp, int m) {
  if (cmp == 0 || m == 0)
    return r;
  if (m == 2 ? cmp > 0 : m == 3 ? cmp < 0 : (cmp < 0) == (r > 0.0f))
    return __hipc_step_f(r, cmp);
  return r;
}
__HIPC_CVT double __hipc_round_d(double r, int cmp, int m) {
  if (cmp == 0 || m == 0)
    return r;
  if (m == 2 ? cmp > 0 : m == 3 ? cmp < 0 : (cmp < 0) == (r > 0.0))
    return __hipc_step_d(r, cmp);
  return r;
}

/* from an integer: the exact value, in __int128, against the result */
#define __HIPC_FROM_INT(from, F, to, T, round, m, mode)                          \
  __HIPC_CVT T __##from##2##to##_##mode(F x) {                                  \
    T r = (T)x;                                                                 \
    __int128 back = (__int128)r, v = (__int128)x;                               \
    return round(r, v > back ? 1 : v < back ? -1 : 0, m);                       \
  }
#define __HIPC_FROM_INT_ALL(from, F, to, T, round)                               \
  __HIPC_FROM_INT(from, F, to, T, round, 0, rn)                                 \
  __HIPC_FROM_INT(from, F, to, T, round, 1, rz)                                 \
  __HIPC_FROM_INT(from, F, to, T, round, 2, ru)                                 \
  __HIPC_FROM_INT(from, F, to, T, round, 3, rd)
__HIPC_FROM_INT_ALL(int, int, float, float, __hipc_round_f)
__HIPC_FROM_INT_ALL(uint, unsigned int, float, float, __hipc_round_f)
__HIPC_FROM_INT_ALL(ll, long long, float, float, __hipc_round_f)
__HIPC_FROM_INT_ALL(ull, unsigned long long, float, float, __hipc_round_f)
__HIPC_FROM_INT_ALL(ll, long long, double, double, __hipc_round_d)
__HIPC_FROM_INT_ALL(ull, unsigned long long, double, double, __hipc_round_d)
#undef __HIPC_FROM_INT
#undef __HIPC_FROM_INT_ALL
/* an int's double is exact */
__HIPC_CVT double __int2double_rn(int x) { return (double)x; }
__HIPC_CVT double __uint2double_rn(unsigned int x) { return (double)x; }

/* double to float: the float's double against x */
#define __HIPC_D2F(m, mode)                                                      \
  __HIPC_CVT float __double2float_##mode(double x) {                            \
    float r = (float)x;                                                         \
    if (x != x || __builtin_fabs(x) == __builtin_huge_val())                    \
      return r;                                                                 \
    double back = (double)r;                                                    \
    if (__builtin_fabsf(r) == __builtin_huge_valf()) /* x is nearer zero */      \
      return __hipc_round_f(r, x > 0.0 ? -1 : 1, m);                            \
    return __hipc_round_f(r, x > back ? 1 : x < back ? -1 : 0, m);              \
  }
__HIPC_D2F(0, rn)
__HIPC_D2F(1, rz)
__HIPC_D2F(2, ru)
__HIPC_D2F(3, rd)
#undef __HIPC_D2F
#undef __HIPC_CVT
