/* ref.h - tests/math's references in MPFR (ref.c) and its inputs
 * (inputs.c), host code. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <mpfr.h>

/* the bits of the references that are not exact: far past a double's 53
 * (MPFR rounds each operation correctly to them) */
enum { PREC = 160 };

/* r (and r2, the second result where the function has one: sincos's
 * cosine, remquo's quotient, modf's integral part, frexp's exponent) =
 * function id (funcs.h) of a[0..3]; is_float for the format nextafter
 * steps in. */
void reference(int id, mpfr_t r, mpfr_t r2, mpfr_t *a, int is_float);
/* x rounded to float (is_float) or double as rnd says, subnormals and
 * overflow included; the result exact in a double */
double to_format(const mpfr_t x, int is_float, mpfr_rnd_t rnd);

/* The domains inputs() draws from, each a function's interesting ranges. */
enum { EXP, EXP2, EXP10, EXPM1, LOG, LOG1P, POW, POWI, SQRT, CBRT, TRIG, SINPI, ATAN, ATAN2,
       ARC, HYPERBOLIC, ASINH, ACOSH, ERF, ERFC, ERFINV, ERFCINV, ERFCX, NORMCDF, NORMCDFINV,
       LGAMMA, TGAMMA, BESSEL_JY, BESSEL_I, FMA, ARITH, FMOD, ANY, ROUND, LROUND, LDEXP, HYPOT,
       NORM, FAST_EXP,
       FAST_EXP10, FAST_LOG, FAST_TRIG, FAST_TAN, FAST_POW, FAST_DIV };

/* n inputs x, y, z, w from a domain, floats where is_float (y an integer
 * for POWI and LDEXP); then specials() the special inputs: +-0, +-the
 * least and largest subnormals, +-the least normal, +-the largest finite
 * number, +-inf, NaN, +-1, integers and half-integers, huge arguments
 * (1e22, 2^1023, the hardest argument reductions) and arguments giving
 * overflow and underflow, all pairs of them for two or more arguments (a
 * list of integers as y where it is one); it returns how many, at most
 * MAX_SPECIALS. */
enum { MAX_SPECIALS = 4096 };
void inputs(int domain, int is_float, double *x, double *y, double *z, double *w, int n);
int specials(int nargs, int int_y, int is_float, double *x, double *y, double *z, double *w);

/* How a function is held to its bound (bounds.c). */
enum { ULPS,   /* at most bound ulps from the correctly rounded result */
       EXACT,  /* the correctly rounded result, bit for bit */
       FAST,   /* fast_ok(): HIP's and CUDA's bounds of a fast form, by range */
       BESSEL }; /* HIP's for J and Y: bound ulps for |x| < 8, from there an
                  * absolute error of abs_bound (relative past 1) */
/* its results: o[0] only, o[1] too (as o[0]), remquo's quotient, frexp's
 * exponent, or an integer result (lround, ilogb) */
enum { ONE, TWO, QUO, EXPONENT, INTEGER };

typedef struct {
  int id;            /* funcs.h's F_name */
  const char *name;
  const char *row;   /* its row of the table: the double function's name */
  int is_float;
  int domain, nargs, int_y; /* int_y: y is an int (powi, ldexp, scalbn) */
  int kind, out;
  double bound;      /* ulps, for ULPS */
  const char *source; /* of the bound: HIP's documentation, CUDA's, both */
  double excl_lo, excl_hi; /* inputs where the bound does not hold (CUDA's lgamma) */
  double abs_bound;  /* BESSEL's from |x| = 8 */
} Func;
extern const Func funcs[];
extern const int nfuncs;
/* FAST: whether got is within the bounds that hold at (x, y) of the exact
 * r, whose correctly rounded value is rn (1), not (0), or none holds (-1) */
int fast_ok(const Func *F, double x, double y, double got, const mpfr_t r, double rn);
/* how the table states a bound */
const char *bound_text(const Func *F, char *buf, size_t size);
/* |got - r| in ulps of r in F's format; distance in numbers of the format */
double ulp_error(const Func *F, double got, const mpfr_t r);
double ulp_steps(const Func *F, double got, double rn);
