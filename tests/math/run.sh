#!/usr/bin/env bash
# hipc's device math (<math.h>, <hip/math_functions.h>, HIP's intrinsics):
# each function's error in ulps against MPFR, run as device code on the
# host target (accuracy.c, on 10000 inputs a function and the special
# ones: tests/math/measure.sh measures a million), and its code for gfx90a and gfx1100 (no
# call is left to a library an AMDGPU does not have).
cd "$(dirname "$0")/../.." || exit 1
. tests/lib.sh
if ! "$HIPC" --offload-arch=host -O2 --no-gpu-bundle-output tests/math/funcs.hip \
     -o "$TMP/funcs.so" > "$TMP/err.txt" 2>&1; then
  fail math/compile "$(head -c 300 "$TMP/err.txt")"
  exit 0
fi
# 10000 random inputs a function; 4000 under the sanitizers, which check
# the driver's code more than the math
samples=10000
[ "$SANITIZED" = 1 ] && samples=4000
if ! have libmpfr-dev /usr/include/mpfr.h; then
  skip math/accuracy "needs libmpfr-dev"
elif ! cc $SAN_FLAGS -O1 -D__HIP_PLATFORM_AMD__ -DSAMPLES=$samples tests/math/{accuracy,bounds,inputs,ref}.c \
     -o "$TMP/accuracy" -L"$ROOT/$BUILD" -lhipc-host -lmpfr -lgmp -lm -Wl,-rpath,"$ROOT/$BUILD" \
     2> "$TMP/err.txt"; then
  fail math/accuracy "cannot build the driver: $(head -c 300 "$TMP/err.txt")"
else
  timeout 300 "$TMP/accuracy" "$TMP/funcs.so" || fail math/accuracy "the driver failed"
fi
for arch in gfx90a gfx1100; do
  for opt in -O0 -O3; do
    name=math/amdgpu-$arch$opt
    if ! "$HIPC" --offload-arch=$arch $opt --no-gpu-bundle-output tests/math/funcs.hip \
         -o "$TMP/funcs.hsaco" > "$TMP/err.txt" 2>&1; then
      fail $name "$(head -c 300 "$TMP/err.txt")"
      continue
    fi
    undef=$("$LLVM_BIN/llvm-readelf" --dyn-syms "$TMP/funcs.hsaco" | awk '$7 == "UND" && $8 != ""')
    if [ -n "$undef" ]; then
      fail $name "undefined symbols: $undef"
    else
      pass $name
    fi
  done
done
