#!/bin/sh
# objects-digest.sh HIPC OUT: one line per (source, target, level) with the
# SHA-256 of the raw code object hipc writes for it, or of its exit status
# and diagnostics where it writes none.  Two builds of hipc that print the
# same digest file produce byte-identical code objects (and the same
# diagnostics) for every kernel of the tree: the check behind a refactor
# that must change no output (docs/ARCHITECTURE.md, "Changing structure").
# TARGETS and LEVELS override the default sets.
set -u
hipc=$1
out=$2
root=$(cd "$(dirname "$0")/.." && pwd)
targets=${TARGETS:-gfx90a gfx942 gfx1100 host}
levels=${LEVELS:--O3 -O0}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
: > "$out"
cd "$root"
find tests examples -name '*.hip' | LC_ALL=C sort | while read -r src; do
  for t in $targets; do
    for o in $levels; do
      rm -f "$tmp/o"
      "$hipc" --offload-arch="$t" $o --no-gpu-bundle-output "$src" -o "$tmp/o" \
        > "$tmp/err" 2>&1
      rc=$?
      if [ -f "$tmp/o" ]; then
        sum=$(sha256sum < "$tmp/o" | cut -c1-16)
      else
        sum=$(sed "s|$root/||g" "$tmp/err" | sha256sum | cut -c1-16)
      fi
      echo "$src $t $o rc=$rc $sum" >> "$out"
    done
  done
done
