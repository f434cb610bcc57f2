#!/usr/bin/env bash
# bench/host.sh: the host target's speed (issue 3).  Runs the block
# reduction (tests/kernels/reduce.hip) and the 16x16 tiled matmul
# (tests/kernels/matmul.hip), compiled by `hipc --offload-arch=host -O3`,
# through libhipc-host; beside them the same computations as plain C loops
# (bench/host_loops.c) compiled by gcc -O2 on one core.  libhipc-host runs
# a grid on one thread per core the process may use (runtime/device.c
# counts its affinity), so `taskset` chooses the cores: one, two, and all
# of them when there are more.  Prints a table of medians (bench/host_bench.c
# says how it times) and the ratios: the slowdown against the plain loop on
# one core (goal: within 10x) and the speedup from 1 to 2 cores.  Not a
# test: a busy machine gives slower, noisier numbers, so the load average
# is printed with them.
# Env: BUILD, HIPC, CC (default gcc); BENCH_PREBUILT=DIR runs DIR/host_bench
# with DIR/reduce.hipfb, DIR/matmul.hipfb and DIR/libhipc-host.so instead
# of building them (a machine without hipc or HIP's headers).
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
HIPC=${HIPC:-$PWD/$BUILD/hipc}
LIB=$PWD/$BUILD
T=$(mktemp -d "${TMPDIR:-/tmp}/hipc-hostbench.XXXXXX")
trap 'rm -rf "$T"' EXIT

if [ -n "${BENCH_PREBUILT:-}" ]; then
  D=$(cd "$BENCH_PREBUILT" && pwd)
  BIN=$D/host_bench
  export LD_LIBRARY_PATH=$D${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
else
  for f in "$HIPC" "$LIB/libhipc-host.so"; do
    [ -e "$f" ] || { echo "bench/host.sh: no $f (make)" >&2; exit 1; }
  done
  D=$T
  "$HIPC" --offload-arch=host -O3 tests/kernels/reduce.hip -o "$D/reduce.hipfb"
  "$HIPC" --offload-arch=host -O3 tests/kernels/matmul.hip -o "$D/matmul.hipfb"
  BIN=$D/host_bench
  ${CC:-gcc} -std=c17 -O2 -Wall -D__HIP_PLATFORM_AMD__ bench/host_bench.c bench/host_loops.c \
    -o "$BIN" -L"$LIB" -lhipc-host -Wl,-rpath,"$LIB" -lm
fi

# The cores this process may use, as CPU numbers.
read -r -a cpus <<<"$(python3 -c 'import os; print(*sorted(os.sched_getaffinity(0)))')"
ncpu=${#cpus[@]}
load=$(cut -d' ' -f1-3 /proc/loadavg)
model=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)

taskset -c "${cpus[0]}" "$BIN" plain >"$T/plain"
taskset -c "${cpus[0]}" "$BIN" kernels "$D/reduce.hipfb" "$D/matmul.hipfb" >"$T/k1"
runs=("$T/k1")
if [ "$ncpu" -ge 2 ]; then
  taskset -c "${cpus[0]},${cpus[1]}" "$BIN" kernels "$D/reduce.hipfb" "$D/matmul.hipfb" >"$T/k2"
  runs+=("$T/k2")
fi
if [ "$ncpu" -gt 2 ]; then
  "$BIN" kernels "$D/reduce.hipfb" "$D/matmul.hipfb" >"$T/kall"
  runs+=("$T/kall")
fi

awk -v model="$model" -v ncpu="$ncpu" -v load="$load" -v after="$(cut -d' ' -f1 /proc/loadavg)" '
  # each file: NAME VALUE lines; file 1 the plain loops, then the kernels
  FNR == 1 { f++ }
  { v[f, $1] = $2 }
  function rate(x,  u) {
    u = x >= 1e9 ? "G" : x >= 1e6 ? "M" : "k"
    return sprintf("%.3g %s", x / (u == "G" ? 1e9 : u == "M" ? 1e6 : 1e3), u)
  }
  function row(label, plain, key, per,  s, i) {
    s = sprintf("  %-22s %-16s", label, plain)
    for (i = 2; i <= f; i++)
      s = s sprintf(" %-16s", key == "" ? "" : per ? rate(per / v[i, key]) : sprintf("%.1f ms", v[i, key] * 1e3))
    print s
  }
  END {
    n = v[1, "reduce_n"]; grid = v[1, "reduce_grid"]; m = v[1, "matmul_n"]
    g = int((m + 15) / 16)
    printf "hipc host target on %s: %d cores, load average %s at the start, %s at the end\n", model, ncpu, load, after
    printf "kernels: hipc --offload-arch=host -O3 through libhipc-host; plain C: gcc -O2, one core\n"
    printf "seconds per run: the median of 5 timings, each of back-to-back runs filling 0.2 s\n\n"
    head = sprintf("  %-22s %-16s", "", "plain C, 1 core")
    for (i = 2; i <= f; i++)
      head = head sprintf(" %-16s", sprintf("host, %d core%s", v[i, "workers"], v[i, "workers"] > 1 ? "s" : ""))
    print head
    printf "  reduce_sum: %d floats, %d blocks of 256 threads\n", n, grid
    row("time per run", sprintf("%.1f ms", v[1, "reduce_plain"] * 1e3), "reduce_kernel", 0)
    row("elements/s", rate(n / v[1, "reduce_plain"]), "reduce_kernel", n)
    row("GPU threads/s", "-", "reduce_kernel", grid * 256)
    printf "  matmul_tiled: %dx%d, %dx%d blocks of 16x16 threads\n", m, m, g, g
    row("time per run", sprintf("%.1f ms", v[1, "matmul_plain"] * 1e3), "matmul_kernel", 0)
    row("FLOP/s", rate(2 * m * m * m / v[1, "matmul_plain"]), "matmul_kernel", 2 * m * m * m)
    row("GPU threads/s", "-", "matmul_kernel", g * g * 256)
    printf "\nslowdown against plain C, one core (goal: within 10x): reduce %.1fx, matmul %.1fx\n",
      v[2, "reduce_kernel"] / v[1, "reduce_plain"], v[2, "matmul_kernel"] / v[1, "matmul_plain"]
    if (f >= 3)
      printf "speedup from 1 to 2 cores: reduce %.2fx, matmul %.2fx\n",
        v[2, "reduce_kernel"] / v[3, "reduce_kernel"], v[2, "matmul_kernel"] / v[3, "matmul_kernel"]
    if (f >= 4)
      printf "speedup from 1 to %d cores: reduce %.2fx, matmul %.2fx\n", v[4, "workers"],
        v[2, "reduce_kernel"] / v[4, "reduce_kernel"], v[2, "matmul_kernel"] / v[4, "matmul_kernel"]
  }' "$T/plain" "${runs[@]}"
