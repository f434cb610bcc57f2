#!/usr/bin/env bash
# Prints the LLVM IR clang 22 produces for each primitive of the test
# prelude (clang-include/hip/hip_runtime.h): threadIdx, blockIdx, blockDim,
# gridDim, __syncthreads(), atomicAdd on int/unsigned/float.  hipc's own
# <hip/hip_runtime.h> must produce the same IR for tests/kernels/run.sh to
# compare like with like.  Not a test suite (the runner only runs run.sh).
#
# It also checks the claim the prelude rests on: with
# "uniform-work-group-size"="true", HIP's real definitions (ockl's
# __ockl_get_local_size / __ockl_get_num_groups for code object v5, which
# look at the hidden remainder fields) optimise to the same IR as the
# prelude's plain loads.
#
# Usage: tests/kernels/ir-evidence.sh [gfx90a]      (env: LLVM_BIN)
set -eu -o pipefail
cd "$(dirname "$0")"
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
ARCH=${1:-gfx90a}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
CLANG=("$LLVM_BIN/clang" -x hip --cuda-device-only --no-gpu-bundle-output
       -nogpulib -nogpuinc -I clang-include -mcode-object-version=5
       --offload-arch="$ARCH" -emit-llvm -S)

cat > "$W/probe.hip" <<'EOF'
#include <hip/hip_runtime.h>
extern "C" __global__ void ids(unsigned *o) {
  o[0] = threadIdx.x; o[1] = threadIdx.y; o[2] = threadIdx.z;
  o[3] = blockIdx.x;  o[4] = blockIdx.y;  o[5] = blockIdx.z;
  o[6] = blockDim.x;  o[7] = blockDim.y;  o[8] = blockDim.z;
  o[9] = gridDim.x;   o[10] = gridDim.y;  o[11] = gridDim.z;
}
extern "C" __global__ void sync(void) { __syncthreads(); }
extern "C" __global__ void atomics(int *i, unsigned *u, float *f) {
  atomicAdd(i, 1); atomicAdd(u, 2u); atomicAdd(f, 3.0f);
}
extern "C" __global__ __launch_bounds__(256) void bounded(int *o) {
  o[threadIdx.x] = 0;
}
EOF

echo "=== front end (-Xclang -disable-llvm-passes), $ARCH ==="
"${CLANG[@]}" -O3 -Xclang -disable-llvm-passes "$W/probe.hip" -o "$W/fe.ll"
# Kernels and the inlined getters/helpers, their attributes and metadata.
sed -n '/^define /,/^}/p; /^attributes /p; /^![0-9]/p; /^@/p' "$W/fe.ll" |
  grep -v '__hip_cuid\|llvm.compiler.used'

echo
echo "=== -O3, $ARCH ==="
"${CLANG[@]}" -O3 "$W/probe.hip" -o "$W/o3.ll"
sed -n '/^define /,/^}/p; /^attributes /p; /^![0-9]/p' "$W/o3.ll"

echo
echo "=== HIP/ockl (code object v5) forms vs the prelude's, after -O3 ==="
cat > "$W/forms.hip" <<'EOF'
#include <hip/hip_runtime.h>
#define IA(T, off) (*(const T *)((const char *)__builtin_amdgcn_implicitarg_ptr() + (off)))
extern "C" __global__ void dims(unsigned *o) {
#ifdef OCKL
  /* ockl workitem.cl, __oclc_ABI_version >= 500 */
  o[0] = __builtin_amdgcn_workgroup_id_x() < IA(unsigned, 0)
             ? IA(unsigned short, 12) : IA(unsigned short, 18);
  o[1] = IA(unsigned, 4) + (IA(unsigned short, 20) > 0);
#else
  o[0] = blockDim.x;
  o[1] = gridDim.y;
#endif
}
EOF
"${CLANG[@]}" -O3 "$W/forms.hip" -o "$W/prelude.ll"
"${CLANG[@]}" -O3 -DOCKL "$W/forms.hip" -o "$W/ockl.ll"
# Metadata and the `nneg` flag (known from !range on one side) aside.
body() { sed -n '/^define /,/^}/p' "$1" | sed 's/, !tbaa ![0-9]*//; s/, !range.*//; s/zext nneg/zext/'; }
isa() {
  "$LLVM_BIN/clang" -x ir --target=amdgcn-amd-amdhsa -mcpu="$ARCH" -nogpulib -O3 -c "$1" -o "$1.o" &&
    "$LLVM_BIN/llvm-objdump" -d --no-leading-addr --no-show-raw-insn "$1.o" | grep -v 'file format'
}
isa "$W/prelude.ll" > "$W/prelude.s"
isa "$W/ockl.ll" > "$W/ockl.s"
[ -s "$W/prelude.s" ] || { echo "no machine code"; exit 1; }
if diff <(body "$W/prelude.ll") <(body "$W/ockl.ll") &&
   diff "$W/prelude.s" "$W/ockl.s" >/dev/null; then
  echo "same IR (up to metadata and nneg) and same machine code:"
  body "$W/prelude.ll"
else
  echo "DIFFERENT (see above)"
  exit 1
fi
