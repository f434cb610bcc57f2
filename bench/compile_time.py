#!/usr/bin/env python3
"""Compile-time benchmark: hipc against clang 22 on the same HIP-C kernels.

Each kernel file is compiled to a raw gfx90a code object at -O3 by
  hipc:  $HIPC --offload-arch=gfx90a --no-gpu-bundle-output -O3 K.hip -o out
  clang: clang -x hip --cuda-device-only --no-gpu-bundle-output -nogpulib
         -nogpuinc -I tests/kernels/clang-include -O3 -mcode-object-version=5
         --offload-arch=gfx90a K.hip -o out
(clang gets the small test prelude in place of HIP's headers; hipc compiles
the file as it is, with its own embedded header).  After one untimed run of
each, the two alternate, in the order hipc-clang then clang-hipc so that
neither always runs second; each run's wall time is taken with
time.perf_counter around subprocess.run.  Prints the median of each, their
ratio hipc/clang per kernel, and whether the goal (ratio <= GOAL) holds.
With --baseline OLD, a second hipc (an older build) runs in the same
alternation with the same command, and the ratio hipc/OLD is printed too:
how a change moved hipc's compile time, measured in one run.

Usage: compile_time.py [--runs N] [--goal 0.35] [--arch gfx90a]
                       [--baseline OLD_HIPC] [KERNEL...]
  KERNEL: a name in tests/kernels/ without .hip (default: vadd matmul).
Env: HIPC (default ROOT/BUILD/hipc), BUILD (build), LLVM_BIN.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KDIR = os.path.join(ROOT, "tests", "kernels")


def timed(cmd):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    t = time.perf_counter() - t0
    if p.returncode != 0:
        err = p.stderr.decode(errors="replace").strip().splitlines()
        raise RuntimeError(f"{os.path.basename(cmd[0])} failed "
                           f"(status {p.returncode}): {err[0] if err else ''}")
    return t


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("kernels", nargs="*", default=["vadd", "matmul"])
    ap.add_argument("--runs", type=int, default=int(os.environ.get("RUNS", 11)))
    ap.add_argument("--goal", type=float, default=0.35)
    ap.add_argument("--arch", default="gfx90a")
    ap.add_argument("--baseline", help="an older hipc to time beside this one")
    a = ap.parse_args()
    llvm_bin = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")
    hipc = os.environ.get("HIPC") or os.path.join(
        ROOT, os.environ.get("BUILD", "build"), "hipc")
    clang = os.path.join(llvm_bin, "clang")
    have_hipc = os.access(hipc, os.X_OK)
    runs = max(1, a.runs)

    print(f"compile time to a raw {a.arch} code object, -O3, median of {runs} "
          f"runs each, alternating")
    print(f"  hipc:  {hipc if have_hipc else hipc + ' (not built: timing clang only)'}")
    print(f"  clang: {clang} (-I tests/kernels/clang-include)")
    if a.baseline:
        print(f"  baseline: {a.baseline}")

    worst = None
    failed = False
    with tempfile.TemporaryDirectory(prefix="hipc-bench.") as tmp:
        for k in a.kernels:
            src = os.path.join(KDIR, k + ".hip")
            out = os.path.join(tmp, k + ".hsaco")
            cmds = {
                "clang": [clang, "-x", "hip", "--cuda-device-only",
                          "--no-gpu-bundle-output", "-nogpulib", "-nogpuinc",
                          "-I", os.path.join(KDIR, "clang-include"), "-O3",
                          "-mcode-object-version=5", f"--offload-arch={a.arch}",
                          src, "-o", out],
                "hipc": [hipc, f"--offload-arch={a.arch}",
                         "--no-gpu-bundle-output", "-O3", src, "-o", out],
            }
            if a.baseline:
                cmds["baseline"] = [a.baseline] + cmds["hipc"][1:]
            order = ["hipc", "clang"] if have_hipc else ["clang"]
            if a.baseline and have_hipc:
                order.append("baseline")
            times = {c: [] for c in order}
            try:
                for c in order:          # warm the page cache, check it works
                    timed(cmds[c])
                for i in range(runs):
                    for c in (order if i % 2 == 0 else order[::-1]):
                        times[c].append(timed(cmds[c]))
            except RuntimeError as e:
                print(f"{k:<8} {e}")
                failed = True
                continue
            med = {c: statistics.median(v) for c, v in times.items()}
            line = f"{k:<8}"
            if have_hipc:
                line += f" hipc {med['hipc'] * 1e3:8.1f} ms"
            line += f"  clang {med['clang'] * 1e3:8.1f} ms"
            if have_hipc:
                ratio = med["hipc"] / med["clang"]
                line += f"  ratio hipc/clang {ratio:.3f}"
                if worst is None or ratio > worst[0]:
                    worst = (ratio, k)
            if "baseline" in med:
                line += (f"  baseline {med['baseline'] * 1e3:8.1f} ms"
                         f"  ratio hipc/baseline {med['hipc'] / med['baseline']:.3f}")
            spread = "  (clang min/max %.1f/%.1f ms" % (
                min(times["clang"]) * 1e3, max(times["clang"]) * 1e3)
            if have_hipc:
                spread += ", hipc %.1f/%.1f ms" % (
                    min(times["hipc"]) * 1e3, max(times["hipc"]) * 1e3)
            print(line + spread + ")")

    if not have_hipc:
        print(f"goal: ratio <= {a.goal:g}: not measured (no hipc)")
    elif worst is None:
        print(f"goal: ratio <= {a.goal:g}: not measured (compiles failed)")
    else:
        verdict = "met" if worst[0] <= a.goal else "NOT met"
        print(f"goal: ratio <= {a.goal:g} for every kernel: {verdict} "
              f"(worst {worst[0]:.3f}, {worst[1]})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
