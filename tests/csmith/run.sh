#!/usr/bin/env bash
# Randomised differential testing (issue 4): Csmith programs compiled by
# hipc as device code (-fdevice-default) for the host target and run as a
# one-thread kernel through libhipc-host must print the checksum gcc's
# build prints.  Seeds are fixed (CSMITH_FIRST.., CSMITH_COUNT, default 50)
# so a failure reproduces; its program is kept in $TMP.
cd "$(dirname "$0")/../.." || exit 1
. tests/lib.sh
need csmith csmith
need libcsmith-dev /usr/include/csmith/csmith.h
first=${CSMITH_FIRST:-1}
count=${CSMITH_COUNT:-50}
inc=/usr/include/csmith
cc $SAN_FLAGS -D__HIP_PLATFORM_AMD__ tests/csmith/launch.c -o "$TMP/launch" -L"$ROOT/$BUILD" \
  -lhipc-host -Wl,-rpath,"$ROOT/$BUILD" || { fail csmith/launch "cannot build the launcher"; exit 0; }
cd "$TMP" || exit 1
agree=0 skipped=0
for seed in $(seq "$first" $((first + count - 1))); do
  name=csmith/seed$seed
  csmith --seed "$seed" > p$seed.c 2> /dev/null
  if ! gcc -w -O1 -I$inc p$seed.c -o ref 2> /dev/null; then
    skip "$name" "gcc cannot build it"; skipped=$((skipped + 1)); continue
  fi
  want=$(timeout 10 ./ref)
  if [ $? -ne 0 ] || [ -z "$want" ]; then
    skip "$name" "the gcc build runs too long or fails"; skipped=$((skipped + 1)); continue
  fi
  printf '#define main csmith_main\n#include "p%s.c"\n#undef main\nextern "C" __global__ void csmith_kernel(void) { csmith_main(1, 0); }\n' "$seed" > w$seed.hip
  if ! "$HIPC" -fdevice-default -w --offload-arch=host -O1 -I$inc --no-gpu-bundle-output \
       w$seed.hip -o p.so > hipc.err 2>&1; then
    fail "$name" "hipc: $(head -c 300 hipc.err)"; continue
  fi
  got=$(HIPC_HOST_STACK=8388608 timeout 60 ./launch ./p.so 2>&1)
  if [ "$got" = "$want" ]; then
    pass "$name"; agree=$((agree + 1)); rm -f p$seed.c w$seed.hip
  else
    fail "$name" "gcc '$want', hipc '$(echo "$got" | head -c 200)' (program kept: $TMP/p$seed.c)"
  fi
done
echo "csmith: $agree of $count programs agree with gcc ($skipped skipped)"
