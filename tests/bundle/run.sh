#!/usr/bin/env bash
# Offload bundles: hipc's writer and reader (offload-bundler/) held up
# against clang-22, clang-offload-bundler and AMD's comgr.  Env: tests/lib.sh's.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"

BT=$TOOLS/bundle_tool
CC=$TOOLS/comgr_check
CLANG=$LLVM_BIN/clang-22
[ -x "$CLANG" ] || CLANG=$LLVM_BIN/clang
OB=$LLVM_BIN/clang-offload-bundler
READELF=$LLVM_BIN/llvm-readelf
cd "$TMP"

need clang-22 "$CLANG"
need clang-tools-22 "$OB"
need llvm-22 "$READELF"
# Without comgr the comgr tests are skipped (make builds comgr_check only
# where comgr's header is).
COMGR=0 tools=$BT
have libamd-comgr-dev /usr/include/amd_comgr.h && COMGR=1 tools="$BT $CC"
for t in $tools; do
  [ -x "$t" ] || { fail tools "$t is missing (make BUILD=$BUILD $BUILD/tests/$(basename "$t"))"; exit 0; }
done

HOST=host-x86_64-unknown-linux-gnu-
P=hipv4-amdgcn-amd-amdhsa--
ARCHS="gfx90a gfx942 gfx1100"

# The code objects inside clang's bundle carry a symbol __hip_cuid_<hash>,
# the hash taken over the input and the command line; fixing -cuid makes the
# one-target compiles produce the very bytes the bundle holds.
CLANG_FLAGS=(-x hip --cuda-device-only -nogpulib -nogpuinc -O3 -cuid=hipc-bundle-test)
for a in $ARCHS; do
  "$CLANG" "${CLANG_FLAGS[@]}" --no-gpu-bundle-output --offload-arch=$a \
    "$here/ref.hip" -o ref-$a.hsaco 2>clang.err ||
    { fail setup "clang-22 failed for $a: $(head -1 clang.err)"; exit 0; }
done
# Listed out of order on purpose: clang sorts the targets itself.
"$CLANG" "${CLANG_FLAGS[@]}" --offload-arch=gfx942 --offload-arch=gfx1100 \
  --offload-arch=gfx90a "$here/ref.hip" -o clang.hipfb 2>clang.err ||
  { fail setup "clang-22 failed to bundle: $(head -1 clang.err)"; exit 0; }

"$BT" pack ours.hipfb gfx90a=ref-gfx90a.hsaco gfx942=ref-gfx942.hsaco \
  gfx1100=ref-gfx1100.hsaco 2>pack.err ||
  { fail setup "bundle_tool pack failed: $(cat pack.err)"; exit 0; }

# ---- Layout: byte for byte what clang writes -------------------------------

if cmp -s ours.hipfb clang.hipfb; then
  pass layout-same-as-clang
else
  fail layout-same-as-clang "bundle_tool pack differs from clang-22's bundle: $(cmp ours.hipfb clang.hipfb 2>&1)"
fi

# The clang order of target IDs with features and generic processors, taken
# from the driver's own bundler command line (-###), then the bundler run on
# small made-up payloads in that order: our pack, given the same target IDs
# in another order, must write the same bytes.  Offsets depend only on
# sizes, so the payloads' sizes straddle the 4096 alignment.
SPELLED="gfx942:xnack- gfx9-generic gfx90a:xnack-:sramecc+ gfx1100 gfx908 gfx90a:sramecc-:xnack+ gfx11-generic"
args=()
for a in $SPELLED; do args+=(--offload-arch=$a); done
targets=$("$CLANG" -### "${CLANG_FLAGS[@]}" "${args[@]}" "$here/ref.hip" -o x.hipfb 2>&1 |
  grep -o '"-targets=[^"]*"' | tr -d '"')
targets=${targets#-targets=}
if [ -z "$targets" ]; then
  fail order-same-as-clang "no -targets= in clang -### output"
else
  # Payload i for the i-th spelling, filed under the id our bundle_entry_id
  # gives it; clang's -targets then says which input goes where.
  declare -A pay_of
  packs=() ob_in=() i=0
  for a in $SPELLED; do
    i=$((i + 1))
    yes "payload $i" | head -c $((i * 1500 + i)) > pay$i
    packs+=("$a=pay$i")
    "$BT" pack probe.bin "$a=/dev/null" && pay_of[$("$BT" list probe.bin | tail -1)]=pay$i
  done
  for id in ${targets//,/ }; do
    case $id in
      host-*) ob_in+=(-input=/dev/null) ;;
      *) ob_in+=(-input=${pay_of[$id]:-/no-payload-for-$id}) ;;
    esac
  done
  "$OB" -type=o -bundle-align=4096 -targets="$targets" "${ob_in[@]}" -output=ob.bin 2>ob.err
  # Our argument order: the reverse of the spelled one.
  rev=()
  for ((j = ${#packs[@]} - 1; j >= 0; j--)); do rev+=("${packs[j]}"); done
  "$BT" pack mine.bin "${rev[@]}"
  "$BT" list mine.bin | tail -n +2 | sed "s/^$P//" > mine.order
  echo "$targets" | tr , '\n' | tail -n +2 | sed "s/^$P//" > clang.order
  if ! cmp -s mine.order clang.order; then
    fail order-same-as-clang "entry order $(paste -sd' ' mine.order), clang: $(paste -sd' ' clang.order)"
  elif ! cmp -s mine.bin ob.bin; then
    fail order-same-as-clang "bytes differ from clang-offload-bundler -bundle-align=4096: $(cmp mine.bin ob.bin 2>&1; cat ob.err)"
  else
    pass order-same-as-clang
  fi
fi

# The layout of a bundle whose payloads we choose, against a golden listing
# (offset size id): the empty host entry at 4096, each payload at the next
# multiple of 4096 (an empty one too), zeros between, nothing after the
# last; and against clang-offload-bundler given the same inputs.
printf 'abc' > small
head -c 4097 /dev/zero | tr '\0' 'x' > big
: > empty
"$BT" pack golden.bin gfx90a=small gfx1100=big gfx908=empty
"$BT" list -v golden.bin > golden.out
hdr=32
while read -r _ _ id; do hdr=$((hdr + 24 + ${#id})); done < golden.out
"$OB" -type=o -bundle-align=4096 -targets=host-x86_64-unknown-linux-gnu,${P}gfx1100,${P}gfx908,${P}gfx90a \
  -input=/dev/null -input=big -input=empty -input=small -output=golden-ob.bin 2>ob.err
if ! diff -u "$here/layout.expected" golden.out > golden.diff; then
  fail layout-golden "$(tail -n +3 golden.diff | paste -sd' ')"
elif [ "$(stat -c %s golden.bin)" != $((3 * 4096 + 3)) ]; then
  fail layout-golden "size $(stat -c %s golden.bin), expected $((3 * 4096 + 3))"
elif [ -n "$(head -c 4096 golden.bin | tail -c +$((hdr + 1)) | tr -d '\0')" ] ||
     [ -n "$(tail -c +$((4096 + 4097 + 1)) golden.bin | head -c $((12288 - 8193)) | tr -d '\0')" ]; then
  fail layout-golden "padding is not all zero bytes"
elif ! cmp -s golden.bin golden-ob.bin; then
  fail layout-golden "differs from clang-offload-bundler's: $(cmp golden.bin golden-ob.bin 2>&1; cat ob.err)"
else
  pass layout-golden
fi

# ---- clang-offload-bundler reads what we write -----------------------------

"$OB" -list -type=o -input=ours.hipfb 2>ob.err | sort > ob.list
{ echo $HOST; for a in $ARCHS; do echo $P$a; done; } | sort > want.list
if cmp -s ob.list want.list; then
  pass offload-bundler-list
else
  fail offload-bundler-list "lists $(paste -sd' ' ob.list) $(cat ob.err)"
fi

bad=
for a in $ARCHS; do
  rm -f ob-$a.hsaco
  "$OB" -unbundle -type=o -input=ours.hipfb -targets=$P$a -output=ob-$a.hsaco 2>ob.err &&
    cmp -s ob-$a.hsaco ref-$a.hsaco || bad="$bad $a$(head -1 ob.err)"
done
[ -z "$bad" ] && pass offload-bundler-unbundle ||
  fail offload-bundler-unbundle "entries differ from the inputs:$bad"

# ---- bundle_tool reads clang's bundles -------------------------------------

"$BT" list clang.hipfb > bt.list 2>bt.err
printf '%s\n' $HOST ${P}gfx1100 ${P}gfx90a ${P}gfx942 > want.order
cmp -s bt.list want.order && pass tool-list-clang ||
  fail tool-list-clang "got $(paste -sd' ' bt.list) $(cat bt.err)"

bad=
for a in $ARCHS; do
  "$BT" unpack clang.hipfb $a bt-$a.hsaco 2>bt.err && cmp -s bt-$a.hsaco ref-$a.hsaco ||
    bad="$bad $a$(cat bt.err)"
done
"$BT" unpack clang.hipfb $HOST host.bin 2>bt.err && [ ! -s host.bin ] || bad="$bad host$(cat bt.err)"
[ -z "$bad" ] && pass tool-unpack-clang || fail tool-unpack-clang "$bad"

# ---- Errors: malformed bundles and bad arguments ---------------------------

# expect_error NAME PATTERN CMD...: CMD exits 1 with one line
# "bundle_tool: error: ..." on stderr matching the extended regex PATTERN.
expect_error() {
  local name=$1 pattern=$2
  shift 2
  "$@" > err.out 2> err.txt
  local rc=$?
  if [ $rc -ne 1 ]; then
    fail "$name" "exit status $rc, expected 1 ($(head -c 200 err.txt))"
  elif ! head -1 err.txt | grep -Eq "^bundle_tool: error: .*$pattern"; then
    fail "$name" "message '$(head -1 err.txt)' does not match '$pattern'"
  else
    pass "$name"
  fi
}

# put_u64 FILE OFFSET VALUE: overwrite a little-endian u64 in place.
put_u64() {
  local bytes= i
  for i in 0 1 2 3 4 5 6 7; do
    bytes+=$(printf '\\%03o' $((($3 >> (8 * i)) & 255)))
  done
  printf "$bytes" | dd of="$1" bs=1 seek="$2" conv=notrunc status=none
}

# Header of clang.hipfb: magic 0-23, count 24; entry 0 (host, id 30 bytes)
# at 32, entry 1 (gfx1100, 32) at 86, entry 2 (gfx90a, 31) at 142,
# entry 3 (gfx942, 31) at 197.
corrupt() { cp clang.hipfb "$1"; chmod u+w "$1"; }
size=$(stat -c %s clang.hipfb)

: > m-empty
expect_error malformed-empty "empty file" "$BT" list m-empty
head -c 10 clang.hipfb > m-short
expect_error malformed-short-magic "truncated" "$BT" list m-short
head -c 200 clang.hipfb > m-header
expect_error malformed-truncated-header "truncated" "$BT" list m-header
head -c $((size - 100)) clang.hipfb > m-tail
expect_error malformed-truncated-payload "truncated: entry 3 \(${P}gfx942\) ends at byte $size" "$BT" list m-tail
corrupt m-magic; printf 'X' | dd of=m-magic bs=1 seek=2 conv=notrunc status=none
expect_error malformed-bad-magic "bad magic" "$BT" list m-magic
expect_error malformed-elf "bad magic.*ELF" "$BT" list ref-gfx90a.hsaco
corrupt m-count; put_u64 m-count 24 -1
expect_error malformed-huge-count "entry count 18446744073709551615 is larger than the file" "$BT" list m-count
corrupt m-count2; put_u64 m-count2 24 $((size - 1))
expect_error malformed-count-past-end "truncated: $((size - 1)) entries need at least" "$BT" list m-count2
corrupt m-off; put_u64 m-off 86 $((size + 1))
expect_error malformed-offset-past-end "entry 1 \(${P}gfx1100\): offset $((size + 1)) is past the end" "$BT" list m-off
corrupt m-size; put_u64 m-size 150 -2
expect_error malformed-huge-size "entry 2 \(${P}gfx90a\): size 18446744073709551614 is larger than the file" "$BT" list m-size
corrupt m-idlen; put_u64 m-idlen 48 0x7fffffffffffffff
expect_error malformed-huge-id-length "entry 0: id length 9223372036854775807 is larger than the file" "$BT" list m-idlen
corrupt m-idlen2; put_u64 m-idlen2 213 $((size - 100))
expect_error malformed-id-past-end "truncated: the id of entry 3 runs past the end" "$BT" list m-idlen2
corrupt m-inhdr; put_u64 m-inhdr 86 16
expect_error malformed-offset-in-header "entry 1 .*: offset 16 lies inside the bundle header" "$BT" list m-inhdr
corrupt m-dup; printf '942' | dd of=m-dup bs=1 seek=$((142 + 24 + 28)) conv=notrunc status=none
expect_error malformed-duplicate-id "entries 2 and 3 have the same id ${P}gfx942" "$BT" list m-dup
if "$CLANG" "${CLANG_FLAGS[@]}" --offload-compress --offload-arch=gfx90a "$here/ref.hip" \
     -o compressed.hipfb 2>clang.err; then
  expect_error malformed-compressed "compressed offload bundle \(CCOB version 3, zstd\)" "$BT" list compressed.hipfb
else
  fail malformed-compressed "clang-22 --offload-compress failed: $(head -1 clang.err)"
fi

expect_error unpack-missing-entry "no entry '${P}gfx908' \(it has: $HOST, " "$BT" unpack clang.hipfb gfx908 x
expect_error pack-bad-target-id "invalid target ID 'gfx90a:xnack'" "$BT" pack x gfx90a:xnack=small
expect_error pack-feature-twice "invalid target ID 'gfx90a:xnack\+:xnack-'" "$BT" pack x gfx90a:xnack+:xnack-=small
expect_error pack-duplicate "entry '${P}gfx90a:sramecc\+:xnack-' given twice" \
  "$BT" pack x gfx90a:sramecc+:xnack-=small gfx90a:xnack-:sramecc+=small
expect_error pack-host-entry "host entry" "$BT" pack x $HOST=small
expect_error pack-missing-file "cannot read 'nonexistent': No such file" "$BT" pack x gfx90a=nonexistent

# ---- comgr: AMD's loader-side library agrees --------------------------------

# readelf_meta FILE: llvm-readelf's YAML of the metadata note, in
# comgr_check's form (keys in its order, args on one line each).
readelf_meta() {
  "$READELF" --notes "$1" | awk '
    function flush_arg(  i, s) {
      if (!in_arg) return
      s = "  arg"
      for (i = 1; i <= na; i++) if (akeys[i] in arg) s = s " " akeys[i] " " arg[akeys[i]]
      args = args s "\n"; in_arg = 0
      for (i in arg) delete arg[i]
    }
    function flush_kernel(  i) {
      if (!in_kernel) return
      flush_arg()
      print "kernel " kv[".name"]
      for (i = 1; i <= nk; i++) if (keys[i] in kv) print "  " keys[i] " " kv[keys[i]]
      printf "%s", args
      args = ""; in_kernel = 0
      for (i in kv) delete kv[i]
    }
    BEGIN {
      nk = split(".symbol .kernarg_segment_size .group_segment_fixed_size " \
                 ".private_segment_fixed_size .wavefront_size .sgpr_count " \
                 ".vgpr_count .max_flat_workgroup_size", keys, " ")
      na = split(".offset .size .value_kind", akeys, " ")
    }
    /^amdhsa\.kernels:/ { on = 1; next }
    on && /^[^ ]/ { flush_kernel(); on = 0 }
    !on { next }
    {
      s = $0; item = match(s, /^ *- /)
      if (item) s = substr(s, 1, RLENGTH - 2) "  " substr(s, RLENGTH + 1)
      match(s, /^ */); ind = RLENGTH
      if (item && ind == 4) { flush_kernel(); in_kernel = 1 }
      if (item && ind == 8) { flush_arg(); in_arg = 1 }
      sub(/^ */, "", s)
      k = s; sub(/:.*/, "", k)
      v = s; sub(/^[^:]*:[ ]*/, "", v)
      if (ind == 4) kv[k] = v; else if (ind == 8) arg[k] = v
    }
    END { flush_kernel() }'
}

# meta_check NAME CODE_OBJECT: comgr's reading of the note = llvm-readelf's.
meta_check() {
  [ $COMGR = 1 ] || { skip "$1" "needs libamd-comgr-dev"; return; }
  if ! "$CC" meta "$2" > comgr.meta 2> comgr.err; then
    fail "$1" "comgr_check meta: $(cat comgr.err)"
    return
  fi
  readelf_meta "$2" > readelf.meta
  if ! grep -q '^kernel ' readelf.meta; then
    fail "$1" "no kernels in llvm-readelf --notes output"
  elif ! diff -u readelf.meta comgr.meta > meta.diff; then
    fail "$1" "comgr and llvm-readelf disagree: $(tail -n +3 meta.diff | paste -sd' ')"
  else
    pass "$1"
  fi
}

for a in $ARCHS; do meta_check comgr-meta-$a ref-$a.hsaco; done

# lookup_check NAME BUNDLE ISA...: comgr finds each ISA's entry at the offset
# and size bundle_tool list -v reports (the writer's own offsets).  One ISA
# per call, as a runtime with one GPU asks: comgr 5.2.3 misses entries when
# several ISAs are asked at once in the order the entries have (it does so
# on clang's own bundles too: gfx906, gfx908, gfx90a asked in that order
# find only gfx906).  comgr 5.2.3 also predates gfx942 and never finds it.
lookup_check() {
  local name=$1 bundle=$2 isa got want bad=
  shift 2
  [ $COMGR = 1 ] || { skip "$name" "needs libamd-comgr-dev"; return; }
  "$BT" list -v "$bundle" | awk -v p="$P" '
    index($3, p) == 1 { print "amdgcn-amd-amdhsa--" substr($3, length(p) + 1), $1, $2 }' > want.look
  for isa in "$@"; do
    if ! got=$("$CC" lookup "$bundle" "$isa" 2> comgr.err); then
      bad="$bad [$isa: $(cat comgr.err)]"
      continue
    fi
    want=$(grep -F "$isa " want.look)
    [ -n "$want" ] && [ "$got" = "$want" ] || bad="$bad [$isa: comgr '$got', writer '$want']"
  done
  [ -z "$bad" ] && pass "$name" || fail "$name" "$bad"
}

lookup_check comgr-lookup-ours ours.hipfb amdgcn-amd-amdhsa--gfx90a amdgcn-amd-amdhsa--gfx1100
lookup_check comgr-lookup-clang clang.hipfb amdgcn-amd-amdhsa--gfx90a amdgcn-amd-amdhsa--gfx1100

# A target ID with features: comgr finds the entry for the matching device
# and, as the runtime must, nothing for a device whose sramecc differs.
if [ $COMGR = 0 ]; then
  skip comgr-lookup-target-id "needs libamd-comgr-dev"
elif "$CLANG" "${CLANG_FLAGS[@]}" --no-gpu-bundle-output --offload-arch=gfx90a:sramecc+:xnack- \
     "$here/ref.hip" -o feat.hsaco 2>clang.err; then
  "$BT" pack feat.hipfb gfx90a:xnack-:sramecc+=feat.hsaco gfx1100=ref-gfx1100.hsaco
  off=$("$BT" list -v feat.hipfb | awk -v id="${P}gfx90a:sramecc+:xnack-" '$3 == id { print $1, $2 }')
  "$CC" lookup feat.hipfb amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack- \
    amdgcn-amd-amdhsa--gfx90a:sramecc-:xnack- > comgr.look 2> comgr.err
  want="amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack- $off
amdgcn-amd-amdhsa--gfx90a:sramecc-:xnack- 0 0"
  [ -n "$off" ] && [ "$(cat comgr.look)" = "$want" ] && pass comgr-lookup-target-id ||
    fail comgr-lookup-target-id "got '$(paste -sd' ' comgr.look)' $(cat comgr.err), expected '$(echo "$want" | paste -sd' ')'"
else
  fail comgr-lookup-target-id "clang-22 failed: $(head -1 clang.err)"
fi

# ---- hipc's own bundles -----------------------------------------------------

HIPC_TESTS="hipc-bundle-list hipc-bundle-layout hipc-unbundle hipc-comgr-meta hipc-comgr-lookup"
hipc_skip() { for t in $HIPC_TESTS; do skip $t "$1"; done; }
if [ ! -x "$HIPC" ]; then
  hipc_skip "no $HIPC yet"
elif ! "$HIPC" --offload-arch=gfx90a,gfx1100 -O3 "$here/k.hip" -o hipc.hipfb > hipc.err 2>&1; then
  hipc_skip "hipc cannot compile k.hip yet: $(head -1 hipc.err)"
elif ! "$HIPC" --offload-arch=gfx90a --no-gpu-bundle-output -O3 "$here/k.hip" -o hipc-gfx90a.hsaco > hipc.err 2>&1; then
  hipc_skip "hipc --no-gpu-bundle-output fails: $(head -1 hipc.err)"
else
  "$OB" -list -type=o -input=hipc.hipfb 2>ob.err | sort > ob.list
  printf '%s\n' $HOST ${P}gfx1100 ${P}gfx90a > want.order
  "$BT" list hipc.hipfb > bt.list 2>bt.err
  if ! cmp -s bt.list want.order; then
    fail hipc-bundle-list "bundle_tool lists $(paste -sd' ' bt.list) $(cat bt.err)"
  elif ! sort want.order | cmp -s - ob.list; then
    fail hipc-bundle-list "clang-offload-bundler lists $(paste -sd' ' ob.list) $(cat ob.err)"
  else
    pass hipc-bundle-list
  fi

  # Repacking hipc's entries with our writer gives hipc's bundle again:
  # hipc lays out its bundles as clang does.
  "$BT" unpack hipc.hipfb gfx90a h-gfx90a.hsaco && "$BT" unpack hipc.hipfb gfx1100 h-gfx1100.hsaco &&
    "$BT" pack repack.hipfb gfx90a=h-gfx90a.hsaco gfx1100=h-gfx1100.hsaco &&
    cmp -s repack.hipfb hipc.hipfb && pass hipc-bundle-layout ||
    fail hipc-bundle-layout "hipc's bundle differs from bundle_tool's repacking of its entries"

  rm -f hob.hsaco
  "$OB" -unbundle -type=o -input=hipc.hipfb -targets=${P}gfx90a -output=hob.hsaco 2>ob.err &&
    cmp -s hob.hsaco hipc-gfx90a.hsaco && pass hipc-unbundle ||
    fail hipc-unbundle "gfx90a entry differs from hipc --no-gpu-bundle-output $(head -1 ob.err)"

  meta_check hipc-comgr-meta hipc-gfx90a.hsaco
  lookup_check hipc-comgr-lookup hipc.hipfb amdgcn-amd-amdhsa--gfx90a amdgcn-amd-amdhsa--gfx1100
fi
exit 0
