#!/usr/bin/env python3
"""Prints the Chebyshev series of stdlib/__hipc_math.h's fitted functions,
computed with Python's decimal module:
  erfcx(x) = erfc(x) e^(x^2) on pieces of [0.5, 28] (erfc and erf of
  |x| >= 0.5 are e^(-x^2) times it; erfc(28) is below the least
  subnormal), and 2/sqrt(pi) as a double-double;
  lgamma(x) / (x - c) on [0.5, 1.5] (c = 1) and [1.5, 2.5] (c = 2), in
  pieces of 0.5, and ln(2 pi) / 2 and ln(pi) as double-doubles.
Each piece is the Chebyshev interpolant at 64 points of [a, b], cut where
the coefficients left out sum below 2^-60 of the function's least value
there, and checked, evaluated as the device evaluates it, at 500 other
points.  Printed: the pieces' bounds, where each piece's table starts in
one array, and the tables: the tails of c0 and c1 (what rounding them to
double left out), then the coefficients c0..cn of sum c_k T_k(u),
u = (2x - a - b) / (b - a), c0 already halved.
Usage: scripts/math-fits.py"""
from decimal import Decimal, getcontext
from fractions import Fraction

getcontext().prec = 60
NODES = 64


def atan_inv(n, prec):
    """arctan(1/n) by its Taylor series"""
    x = Decimal(1) / n
    x2, term, total, k = x * x, x, x, 1
    eps = Decimal(10) ** -(prec + 5)
    while True:
        term *= -x2
        k += 2
        t = term / k
        if abs(t) < eps:
            return total
        total += t


getcontext().prec = 500
PI = 16 * atan_inv(5, 500) - 4 * atan_inv(239, 500)
TWO_OVER_SQRT_PI = 2 / PI.sqrt()
getcontext().prec = 60


def cos(x):
    """cos x by its Taylor series (|x| <= pi)"""
    x2, term, total, k = x * x, Decimal(1), Decimal(1), 0
    while True:
        k += 2
        term *= -x2 / (k * (k - 1))
        if abs(term) < Decimal(10) ** -70:
            return total
        total += term


def erfcx(x):
    """erfc(x) e^(x^2) = e^(x^2) - 2/sqrt(pi) S, S = sum x (2x^2)^n /
    (2n+1)!! (erf's series with positive terms): the difference cancels
    about x^2 / ln 10 digits, which the precision makes up for."""
    x = Decimal(x)
    ctx = getcontext().copy()
    ctx.prec = 60 + int(x * x / Decimal("2.3"))
    t2 = ctx.multiply(2, ctx.multiply(x, x))
    term, total, n = x, x, 0
    eps = ctx.power(Decimal(10), -(ctx.prec + 5))
    while True:
        n += 1
        term = ctx.divide(ctx.multiply(term, t2), 2 * n + 1)
        total = ctx.add(total, term)
        if term < ctx.multiply(total, eps):
            break
    r = ctx.subtract(ctx.exp(ctx.multiply(x, x)), ctx.multiply(TWO_OVER_SQRT_PI, total))
    return +r  # to the working precision


def chebyshev(f, a, b):
    a, b = Decimal(a), Decimal(b)
    thetas = [PI * (k + Decimal("0.5")) / NODES for k in range(NODES)]
    us = [cos(t) for t in thetas]
    fs = [f((a + b) / 2 + (b - a) / 2 * u) for u in us]
    coeffs = []
    for j in range(NODES):
        s = sum(fv * chebT(j, u) for fv, u in zip(fs, us))
        coeffs.append(2 * s / NODES)
    coeffs[0] /= 2
    least = min(abs(v) for v in fs)
    tail, n = Decimal(0), NODES
    while n > 1 and tail + abs(coeffs[n - 1]) < least * Decimal(2) ** -60:
        tail += abs(coeffs[n - 1])
        n -= 1
    return coeffs[:n]


def chebT(j, u):
    t0, t1 = Decimal(1), u
    if j == 0:
        return t0
    for _ in range(j - 1):
        t0, t1 = t1, 2 * u * t1 - t0
    return t1


def clenshaw(table, u):
    """the device's evaluation (__hipc_chebyshev): the recurrence in double,
    its last step, with the tails of c0 and c1, exact"""
    lo0, lo1, coeffs = table[0], table[1], table[2:]
    b1 = b2 = 0.0
    for c in reversed(coeffs[1:]):
        b1, b2 = 2 * u * b1 - b2 + c, b1
    return (Decimal(coeffs[0]) + Decimal(u) * Decimal(b1) - Decimal(b2)
            + Decimal(lo0) + Decimal(u) * Decimal(lo1))


def table(coeffs):
    """[c0's tail, c1's tail, c0, c1, ...] in double"""
    d = [float(c) for c in coeffs]
    return [float(coeffs[0] - Decimal(d[0])), float(coeffs[1] - Decimal(d[1]))] + d


def check(f, a, b, t):
    """largest relative error of the device's evaluation at 500 points"""
    worst = 0.0
    for i in range(500):
        x = a + (b - a) * (i + 0.37) / 500
        u = (2 * x - a - b) / (b - a)
        exact = f(Decimal(x))
        worst = max(worst, abs(float((clenshaw(t, u) - exact) / exact)))
    return worst


def print_tables(name, pieces):
    """pieces: (a, b, f) each; prints where each piece's table starts in
    one array, and the tables"""
    tables = [table(chebyshev(f, a, b)) for a, b, f in pieces]
    starts, n = [], 0
    for t in tables:
        starts.append(n)
        n += len(t)
    starts.append(n)
    print("%s starts: {%s}" % (name, ", ".join(map(str, starts))))
    print("%s tables, piece by piece:" % name)
    for (a, b, f), t in zip(pieces, tables):
        print("    /* [%g, %g]: relative error %.2g */" % (a, b, check(f, a, b, t)))
        for i in range(0, len(t), 3):
            print("    " + " ".join(d.hex() + "," for d in t[i:i + 3]))


def bernoulli(n):
    """B_n (B_1 = +1/2) by the Akiyama-Tanigawa algorithm"""
    a = [Fraction(0)] * (n + 1)
    for m in range(n + 1):
        a[m] = Fraction(1, m + 1)
        for j in range(m, 0, -1):
            a[j - 1] = j * (a[j - 1] - a[j])
    return a[0]


STIRLING = [bernoulli(2 * k) / (2 * k * (2 * k - 1)) for k in range(1, 31)]


def lgamma(y):
    """ln Gamma(y), y > 0: Stirling's series (30 terms) at y + 40, less the
    logarithms of y .. y + 39"""
    big = y + 40
    s = (big - Decimal("0.5")) * big.ln() - big + (2 * PI).ln() / 2
    power, big2 = big, big * big
    for c in STIRLING:
        s += Decimal(c.numerator) / Decimal(c.denominator) / power
        power *= big2
    for j in range(40):
        s -= (y + j).ln()
    return s


def lgamma_over(c):
    return lambda x: lgamma(x) / (x - c)


ERFCX_PIECES = [0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, 9.0, 14.0, 20.0, 28.0]


def main():
    hi = float(TWO_OVER_SQRT_PI)
    print("2/sqrt(pi) = %s + %s" % (hi.hex(), float(TWO_OVER_SQRT_PI - Decimal(hi)).hex()))
    for name, v in (("ln(2 pi)/2", (2 * PI).ln() / 2), ("ln(pi)", PI.ln())):
        hi = float(v)
        print("%s = %s + %s" % (name, hi.hex(), float(v - Decimal(hi)).hex()))
    print("erfcx bounds: {%s}" % ", ".join("%g" % a for a in ERFCX_PIECES))
    print_tables("erfcx", [(a, b, erfcx) for a, b in zip(ERFCX_PIECES, ERFCX_PIECES[1:])])
    print_tables("lgamma", [(0.5, 1.0, lgamma_over(1)), (1.0, 1.5, lgamma_over(1)),
                            (1.5, 2.0, lgamma_over(2)), (2.0, 2.5, lgamma_over(2))])


if __name__ == "__main__":
    main()
