#!/usr/bin/env bash
# tests/layout: the structure docs/ARCHITECTURE.md describes holds.
#   includes       every folder includes only what the doc's table allows
#                  (scripts/check-includes.py reads the table itself)
#   file-size      no source file of the compiler is over 1,500 lines
#   cites-in-tree  no comment points to a document outside the repository
#   one-host-test  no codegen file but the host implementation names the
#                  host target (the target interface asks for the rest)
#   includes-fail  the include check notices a forbidden include
cd "$(dirname "$0")/../.." || exit 1
. tests/lib.sh
dirs="common target lexer parser sema codegen offload-bundler api driver runtime stdlib include"

if out=$(python3 scripts/check-includes.py 2>&1); then
  pass includes
else
  fail includes "$(head -c 400 <<<"$out")"
fi

big=$(for d in $dirs; do find "$d" -maxdepth 1 -type f \( -name '*.[ch]' -o -name '*.cpp' -o -name '*.y' \
        -o -name '*.re' -o -name '*.def' \); done | xargs wc -l | awk '$2 != "total" && $1 > 1500 { print $2 " (" $1 ")" }')
if [ -z "$big" ]; then pass file-size; else fail file-size "over 1,500 lines: $big"; fi

cites=$(grep -rnE '(DESIGN|STYLE)\.md|\.\./shared/' $dirs tests scripts bench examples Makefile \
          --include='*.[ch]' --include='*.cpp' --include='*.y' --include='*.re' --include='*.def' \
          --include='*.sh' --include='*.py' --include=Makefile 2>/dev/null | grep -v '^tests/layout/')
if [ -z "$cites" ]; then pass cites-in-tree; else fail cites-in-tree "$(head -c 400 <<<"$cites")"; fi

hosts=$(grep -nE 'TGT_HOST|BACKEND_HOST|cg_target_host' codegen/*.c | grep -v '^codegen/target_host.c:' |
          grep -vF '[BACKEND_HOST] = &cg_target_host')
if [ -z "$hosts" ]; then pass one-host-test; else fail one-host-test "$hosts"; fi

# The check itself must fail on a folder that includes what it may not.
copy=$TMP/tree
mkdir -p "$copy/docs" "$copy/sema" "$copy/codegen"
cp docs/ARCHITECTURE.md "$copy/docs/"
for d in $(sed -n 's/^| `\([a-z-]*\)\/` |.*/\1/p' docs/ARCHITECTURE.md); do mkdir -p "$copy/$d"; done
printf '#include "../codegen/codegen.h"\n' > "$copy/sema/bad.c"
if python3 scripts/check-includes.py "$copy" > "$TMP/inc.out" 2>&1; then
  fail includes-fail "a sema/ file including codegen/codegen.h passed"
elif grep -q 'sema/bad.c:1: includes codegen/codegen.h' "$TMP/inc.out"; then
  pass includes-fail
else
  fail includes-fail "$(head -c 300 "$TMP/inc.out")"
fi
