#!/usr/bin/env python3
"""Feeds hipc mutated kernels (tokens deleted, duplicated or replaced) and
checks that every run ends with exit status 0 or 1 and no sign of a crash:
no signal, no LLVM abort, no sanitizer report, no internal error.  The
mutations are seeded, so a failure reproduces; the failing input is kept
in $TMP for inspection.  Prints one PASS/FAIL line per batch."""
import glob
import os
import random
import subprocess
import sys

ROOT = os.environ.get("ROOT", ".")
HIPC = os.environ.get("HIPC", "build/hipc")
TMP = os.environ.get("TMP", "/tmp")
BATCHES, PER_BATCH = 6, 20
JUNK = ["(", ")", "{", "}", ";", "*", "[", "]", '"', "'", "#", "int", "struct",
        "0x", "1e", "->", ".", ",", "?", ":", "__shared__", "return", "if",
        "else", "&&", "/*", "\\", "...", "#define", "sizeof", "=", "void",
        "__global__", "extern", "typedef", "0", "-1", "~", "!"]
BAD = ("LLVM ERROR", "Assertion", "Stack dump", "PLEASE submit",
       "AddressSanitizer", "runtime error:", "internal error", "LeakSanitizer")

srcs = sorted(glob.glob(f"{ROOT}/tests/kernels/*.hip") +
              glob.glob(f"{ROOT}/examples/*.hip"))
rng = random.Random(20261129)
failed_any = False
for batch in range(BATCHES):
    problem = None
    for case in range(PER_BATCH):
        toks = open(rng.choice(srcs)).read().split(" ")
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(toks))
            op = rng.random()
            if op < 0.4:
                del toks[i]
            elif op < 0.7:
                toks.insert(i, rng.choice(toks))
            else:
                toks[i] = rng.choice(JUNK)
        path = f"{TMP}/mutant-{batch}-{case}.hip"
        with open(path, "w") as f:
            f.write(" ".join(toks))
        opt = rng.choice(["-O0", "-O1", "-O3"])
        arch = rng.choice(["gfx90a", "gfx1100"])
        r = subprocess.run([HIPC, f"--offload-arch={arch}", opt, path, "-o",
                            f"{TMP}/mutant.out"], capture_output=True,
                           text=True, errors="replace", timeout=120)
        why = None
        if r.returncode not in (0, 1):
            why = f"exit status {r.returncode}"
        else:
            why = next((b for b in BAD if b in r.stderr), None)
        if why:
            problem = f"{path} ({arch} {opt}): {why}"
            break
        os.unlink(path)
    if problem:
        failed_any = True
        print(f"FAIL mutants/batch{batch}: {problem}")
    else:
        print(f"PASS mutants/batch{batch}")
sys.exit(0)
