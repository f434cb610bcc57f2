#!/bin/sh
# make demo: compiles examples/demo.hip for gfx90a and gfx1100 into one
# offload bundle and shows what is in it.
set -e
BUILD=${BUILD:-build}
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
out=$(mktemp -d "${TMPDIR:-/tmp}/hipc-demo.XXXXXX")
trap 'rm -rf "$out"' EXIT

echo "\$ $BUILD/hipc --offload-arch=gfx90a,gfx1100 -O3 examples/demo.hip -o demo.hipfb"
"$BUILD/hipc" --offload-arch=gfx90a,gfx1100 -O3 examples/demo.hip -o "$out/demo.hipfb"
size=$(wc -c < "$out/demo.hipfb" | tr -d ' ')
echo "wrote demo.hipfb ($size bytes), an offload bundle with these entries:"
"$BUILD/tests/bundle_tool" list -v "$out/demo.hipfb" |
  awk '{ printf "  %-36s offset %6d  size %6d\n", $3, $1, $2 }'
for id in $("$BUILD/tests/bundle_tool" list "$out/demo.hipfb" | grep hipv4); do
  arch=${id##*--}
  "$BUILD/tests/bundle_tool" unpack "$out/demo.hipfb" "$id" "$out/$arch.hsaco"
  echo
  echo "$arch: kernel              VGPRs  SGPRs  LDS bytes  wave"
  "$LLVM_BIN/llvm-readelf" --notes "$out/$arch.hsaco" | awk -v arch="$arch" '
    /^  - \.agpr_count|^  - \.args/ { if (name) flush(); name = "" }
    /^    \.name:/ { name = $2 }
    /^    \.vgpr_count:/ { v = $2 }
    /^    \.sgpr_count:/ { s = $2 }
    /^    \.group_segment_fixed_size:/ { l = $2 }
    /^    \.wavefront_size:/ { w = $2 }
    function flush() { printf "%*s  %-18s %5d  %5d  %9d  %4d\n", length(arch), "", name, v, s, l, w }
    END { if (name) flush() }'
done
