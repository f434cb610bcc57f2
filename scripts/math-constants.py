#!/usr/bin/env python3
"""Prints the constants of stdlib/__hipc_math.h, computed to 500 digits with
Python's decimal module (pi by Machin's formula): the double-double splits
(hi = the double nearest, lo = the double nearest the rest) of ln 2, log2 e,
log10 e, 2/3 and pi/2; pi/2 in three 33-bit pieces and a 53-bit rest, for
Cody-Waite reduction; 2/pi rounded; pi and arctan(j/8), j = 1..8, as
double-doubles, 3pi/4 rounded; and the fraction bits of 2/pi, 32 to a word,
for Payne-Hanek reduction.
Usage: scripts/math-constants.py"""
from decimal import Decimal, getcontext
import math

getcontext().prec = 500


def atan_inv(n):
    """arctan(1/n) by its Taylor series"""
    x = Decimal(1) / n
    x2, term, total, k = x * x, x, x, 1
    while True:
        term *= -x2
        k += 2
        t = term / k
        if abs(t) < Decimal(10) ** -480:
            return total
        total += t


PI = 16 * atan_inv(5) - 4 * atan_inv(239)


def atan(x):
    """arctan x for 0 < x <= 1: by its series at x / (1 + sqrt(1 + x^2)),
    half the angle, which is below 0.42"""
    h = x / (1 + (1 + x * x).sqrt())
    h2, term, total, k = h * h, h, h, 1
    while True:
        term *= -h2
        k += 2
        t = term / k
        if abs(t) < Decimal(10) ** -480:
            return 2 * total
        total += t


def nearest(v):
    return float(v)  # Decimal to float rounds to nearest


def split(v):
    hi = nearest(v)
    return hi, nearest(v - Decimal(hi))


def truncated(v, bits):
    """v cut to `bits` significant bits"""
    _, e = math.frexp(nearest(v))
    scale = Decimal(2) ** (bits - e)
    return float((v * scale).to_integral_value(rounding="ROUND_FLOOR") / scale)


def main():
    ln2, ln10 = Decimal(2).ln(), Decimal(10).ln()
    for name, v in [("ln 2", ln2), ("log2 e", 1 / ln2), ("log10 e", 1 / ln10),
                    ("2/3", Decimal(2) / 3), ("pi/2", PI / 2)]:
        hi, lo = split(v)
        print(f"{name:8s} {hi.hex()} {lo.hex()}")
    rest, pieces = PI / 2, []
    for _ in range(3):
        pieces.append(truncated(rest, 33))
        rest -= Decimal(pieces[-1])
    pieces.append(nearest(rest))
    print("pi/2 in pieces", " ".join(p.hex() for p in pieces))
    print("2/pi", nearest(2 / PI).hex())
    hi, lo = split(PI)
    print("pi", hi.hex(), lo.hex())
    print("3pi/4", nearest(3 * PI / 4).hex())
    for j in range(1, 9):
        hi, lo = split(atan(Decimal(j) / 8))
        print(f"atan({j}/8) {hi.hex()} {lo.hex()}")
    print("sqrt(1/2)", nearest(Decimal(2).sqrt() / 2).hex())
    f, words = 2 / PI, []
    for _ in range(48):
        f *= 2 ** 32
        words.append(int(f))
        f -= words[-1]
    print("2/pi bits", ", ".join(f"0x{w:08x}" for w in words))


if __name__ == "__main__":
    main()
