#!/usr/bin/env python3
"""check-includes.py: every #include "..." of the compiler's folders against
the table of docs/ARCHITECTURE.md ("Folders, and who may include whom").
Prints one line per include the table does not allow and exits 1 if there
is any; with no argument it checks the tree it lives in."""
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
root = os.path.abspath(root)
doc = open(os.path.join(root, "docs", "ARCHITECTURE.md")).read()
m = re.search(r"<!-- include-rules: begin -->(.*?)<!-- include-rules: end -->", doc, re.S)
if not m:
    sys.exit("check-includes: no include-rules table in docs/ARCHITECTURE.md")
rules = {}
for line in m.group(1).splitlines():
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    if len(cells) != 2 or not cells[0].startswith("`"):
        continue
    folder = cells[0].strip("`").rstrip("/")
    rules[folder] = re.findall(r"`([^`]+)`", cells[1])
if not rules:
    sys.exit("check-includes: the include-rules table is empty")

bad = 0
for folder, allowed in sorted(rules.items()):
    d = os.path.join(root, folder)
    if not os.path.isdir(d):
        print(f"check-includes: the table names {folder}/, which does not exist")
        bad += 1
        continue
    for name in sorted(os.listdir(d)):
        if not re.search(r"\.(c|h|cpp|re|y|def)$", name):
            continue
        path = os.path.join(d, name)
        for n, text in enumerate(open(path, errors="replace"), 1):
            inc = re.match(r'\s*#\s*include\s+"([^"]+)"', text)
            if not inc:
                continue
            target = os.path.relpath(os.path.normpath(os.path.join(d, inc.group(1))), root)
            top = target.split(os.sep)[0]
            if top == folder or top == os.pardir or target.startswith("build"):
                continue  # its own headers, or generated ones in the build folder
            ok = any(target == a or (a.endswith("/") and target.startswith(a)) for a in allowed)
            if not ok:
                print(f"{folder}/{name}:{n}: includes {target}, which {folder}/ may not "
                      f"(docs/ARCHITECTURE.md allows: {' '.join(allowed) or 'nothing'})")
                bad += 1
sys.exit(1 if bad else 0)
