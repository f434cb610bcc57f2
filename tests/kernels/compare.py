#!/usr/bin/env python3
"""Compare two AMDGPU code objects kernel by kernel: a reference (clang 22)
and a candidate (hipc), built from the same HIP-C source for the same target.

What must be equal, per kernel (everything the runtime reads to launch it):
  file level   ELF EI_ABIVERSION (code object version), e_flags (processor,
               xnack/sramecc modes), amdhsa.target, amdhsa.version,
               amdhsa.printf (buffered printf's formats, in order)
  kernel       .name .symbol .kernarg_segment_size .kernarg_segment_align
               .group_segment_fixed_size .wavefront_size
               .max_flat_workgroup_size .uniform_work_group_size
               .workgroup_processor_mode (gfx10+ only)
  each arg     .offset .size .value_kind .address_space .actual_access, and
               the number of args.  Hidden args are included: which ones
               appear (and so the kernarg size) follows from the
               amdgpu-no-* attributes the optimiser infers, so a difference
               means hipc's IR or pass pipeline differs from clang's.
               .actual_access (read_only/write_only) is the backend's
               reading of noalias + readonly/writeonly: it checks that
               __restrict__ and const reach the IR as clang's do.
What may differ: instruction count within TOL percent (default 5) of the
reference, either way; register counts, spills, private segment size are
reported, not judged.

Usage:
  compare.py pair REF TEST --target T [--tol 5] [--table FILE]
             [--ref-name clang] [--test-name hipc] [--prefix hipc]
      One `PASS prefix/kernel/T` or `FAIL prefix/kernel/T: why` line per
      kernel found in either file; appends one JSON row per kernel to FILE.
  compare.py single REF --target T --table FILE
      No candidate: record the reference's counts only (test column '-').
  compare.py kernels FILE        kernel names, one a line
  compare.py dump FILE           metadata and instruction counts as JSON
  compare.py table FILE          the rows of FILE as an aligned table
Environment: LLVM_BIN (default /usr/lib/llvm-22/bin).
"""
import json
import os
import re
import struct
import subprocess
import sys

LLVM_BIN = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")

KERNEL_FIELDS = [
    ".name", ".symbol", ".kernarg_segment_size", ".kernarg_segment_align",
    ".group_segment_fixed_size", ".wavefront_size",
    ".max_flat_workgroup_size", ".uniform_work_group_size",
    ".workgroup_processor_mode",
]
ARG_FIELDS = [".offset", ".size", ".value_kind", ".address_space",
              ".actual_access"]
FILE_FIELDS = ["elf.abi_version", "elf.e_flags", "amdhsa.target",
               "amdhsa.version", "amdhsa.printf"]
MAX_REASONS = 6


def run(tool, *args):
    p = subprocess.run([os.path.join(LLVM_BIN, tool), *args],
                       capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f"{tool} failed: {p.stderr.strip()[:200]}")
    return p.stdout


# --- A YAML subset: block mappings, block sequences, plain scalars. --------
# llvm-readelf --notes prints the msgpack metadata in exactly this shape; we
# parse it ourselves so the suite needs no PyYAML.

_KEY = re.compile(r"^([A-Za-z0-9_.]+):(?:\s+(.*))?$")


def _scalar(s):
    s = s.strip()
    if len(s) >= 2 and s[0] == s[-1] and s[0] in "'\"":
        return s[1:-1]
    if re.fullmatch(r"-?\d+", s):
        return int(s)
    if re.fullmatch(r"0x[0-9a-fA-F]+", s):
        return int(s, 16)
    return s


def parse_yaml_subset(text):
    lines = []
    for raw in text.splitlines():
        if not raw.strip() or raw.strip() in ("---", "..."):
            continue
        lines.append([len(raw) - len(raw.lstrip(" ")), raw.strip()])
    pos = 0

    def block(ind):
        nonlocal pos
        if lines[pos][1].startswith("-"):
            out = []
            while pos < len(lines) and lines[pos][0] == ind \
                    and lines[pos][1].startswith("-"):
                rest = lines[pos][1][1:].lstrip()
                if not rest:
                    pos += 1
                    out.append(block(lines[pos][0]))
                elif _KEY.match(rest):
                    # "- key: v": a mapping whose first key sits after "- ".
                    lines[pos] = [ind + len(lines[pos][1]) - len(rest), rest]
                    out.append(block(lines[pos][0]))
                else:
                    out.append(_scalar(rest))
                    pos += 1
            return out
        out = {}
        while pos < len(lines) and lines[pos][0] == ind:
            m = _KEY.match(lines[pos][1])
            if not m:
                raise ValueError(f"unexpected line: {lines[pos][1]!r}")
            pos += 1
            if m.group(2) is not None and m.group(2) != "":
                out[m.group(1)] = _scalar(m.group(2))
            elif pos < len(lines) and (lines[pos][0] > ind or (
                    lines[pos][0] == ind and lines[pos][1].startswith("-"))):
                out[m.group(1)] = block(lines[pos][0])
            else:
                out[m.group(1)] = None
        return out

    return block(lines[0][0]) if lines else {}


def read_metadata(path):
    text = run("llvm-readelf", "--notes", path)
    # The YAML document sits between an indented "---" and "..." line.
    m = re.search(r"^\s*---\s*$(.*?)^\s*\.\.\.\s*$", text, re.M | re.S)
    if not m:
        raise RuntimeError("no AMDGPU metadata note")
    return parse_yaml_subset(m.group(1))


def read_elf_header(path):
    with open(path, "rb") as f:
        h = f.read(64)
    if h[:4] != b"\x7fELF" or h[4] != 2:
        raise RuntimeError("not an ELF64 file (is it an offload bundle?)")
    return {"elf.abi_version": h[8],
            "elf.e_flags": "0x%x" % struct.unpack_from("<I", h, 48)[0]}


# --- Instruction counts. ---------------------------------------------------

_SYM = re.compile(r"^\s*\d+:\s+([0-9a-fA-F]+)\s+(\d+)\s+FUNC\s+\S+\s+\S+\s+\S+\s+(\S+)")
_INSN = re.compile(r"^\s+(\S+).*//\s*([0-9A-Fa-f]+):")
_PADDING = ("s_nop", "s_code_end")


def instruction_counts(path):
    """Instructions per function symbol: the disassembled lines whose
    address lies in [st_value, st_value + st_size).  Alignment padding
    (s_nop, s_code_end after the last s_endpgm) lies outside the size.
    A symbol of size 0 runs to the next symbol, less trailing padding."""
    syms = {}
    for line in run("llvm-readelf", "-sW", path).splitlines():
        m = _SYM.match(line)
        if m:
            syms[m.group(3)] = (int(m.group(1), 16), int(m.group(2)))
    insns = []
    for line in run("llvm-objdump", "-d", path).splitlines():
        m = _INSN.match(line)
        if m:
            insns.append((int(m.group(2), 16), m.group(1)))
    starts = sorted(a for a, _ in syms.values())
    counts = {}
    for name, (addr, size) in syms.items():
        if size == 0:
            nxt = [s for s in starts if s > addr]
            end = nxt[0] if nxt else float("inf")
            body = [op for a, op in insns if addr <= a < end]
            while body and body[-1] in _PADDING:
                body.pop()
            counts[name] = len(body)
        else:
            counts[name] = sum(1 for a, _ in insns if addr <= a < addr + size)
    return counts


def describe(path):
    """Everything compared or reported, for one code object."""
    md = read_metadata(path)
    info = {"file": read_elf_header(path), "kernels": {}}
    info["file"]["amdhsa.target"] = md.get("amdhsa.target")
    info["file"]["amdhsa.version"] = md.get("amdhsa.version")
    info["file"]["amdhsa.printf"] = md.get("amdhsa.printf")
    counts = instruction_counts(path)
    for k in md.get("amdhsa.kernels") or []:
        name = k.get(".name")
        k["insns"] = counts.get(name)
        info["kernels"][name] = k
    return info


# --- Comparison. -------------------------------------------------------------

def _v(x):
    return "-" if x is None else str(x)


def compare_kernel(ref_file, test_file, ref, test, names, tol):
    rn, tn = names
    diffs = []
    for f in FILE_FIELDS:
        r, t = ref_file.get(f), test_file.get(f)
        if r == t:
            continue
        if isinstance(r, list) and isinstance(t, list):
            # a list (the printf formats): its lengths and first difference
            i = next((i for i in range(min(len(r), len(t))) if r[i] != t[i]),
                     min(len(r), len(t)))
            diffs.append(f"{f} {rn} has {len(r)}, {tn} {len(t)}; [{i}] "
                         f"{rn}={_v(r[i] if i < len(r) else None)} "
                         f"{tn}={_v(t[i] if i < len(t) else None)}")
        else:
            diffs.append(f"{f} {rn}={_v(r)} {tn}={_v(t)}")
    for f in KERNEL_FIELDS:
        if ref.get(f) != test.get(f):
            diffs.append(f"{f} {rn}={_v(ref.get(f))} {tn}={_v(test.get(f))}")
    ra, ta = ref.get(".args") or [], test.get(".args") or []
    if len(ra) != len(ta):
        diffs.append(f".args count {rn}={len(ra)} {tn}={len(ta)}")
    for i in range(min(len(ra), len(ta))):
        for f in ARG_FIELDS:
            if ra[i].get(f) != ta[i].get(f):
                diffs.append(f".args[{i}]{f} {rn}={_v(ra[i].get(f))} "
                             f"{tn}={_v(ta[i].get(f))}")
    rc, tc = ref.get("insns"), test.get("insns")
    if rc is None or tc is None:
        diffs.append(f"instructions {rn}={_v(rc)} {tn}={_v(tc)} (no symbol)")
    elif abs(tc - rc) * 100 > tol * rc:
        pct = (tc - rc) * 100.0 / rc if rc else float("inf")
        diffs.append(f"instructions {rn}={rc} {tn}={tc} ({pct:+.1f}%, "
                     f"limit {tol:g}%)")
    return diffs


def _row(kernel, target, ref, test):
    def g(k, f):
        return None if k is None else k.get(f)
    return {"kernel": kernel, "target": target,
            "ref_insns": g(ref, "insns"), "test_insns": g(test, "insns"),
            "ref_vgpr": g(ref, ".vgpr_count"), "test_vgpr": g(test, ".vgpr_count"),
            "ref_sgpr": g(ref, ".sgpr_count"), "test_sgpr": g(test, ".sgpr_count"),
            "ref_spill": (g(ref, ".vgpr_spill_count") or 0) + (g(ref, ".sgpr_spill_count") or 0)
            if ref else None,
            "test_spill": (g(test, ".vgpr_spill_count") or 0) + (g(test, ".sgpr_spill_count") or 0)
            if test else None}


def _append_rows(path, rows):
    if path:
        with open(path, "a") as f:
            for r in rows:
                f.write(json.dumps(r) + "\n")


def cmd_pair(args):
    ref_path, test_path = args.files
    names = (args.ref_name, args.test_name)
    ref = describe(ref_path)
    try:
        test = describe(test_path)
    except (RuntimeError, ValueError, OSError) as e:
        for k in ref["kernels"]:
            print(f"FAIL {args.prefix}/{k}/{args.target}: cannot read "
                  f"{args.test_name} output: {e}")
        _append_rows(args.table, [_row(k, args.target, v, None)
                                  for k, v in ref["kernels"].items()])
        return 0
    rows = []
    for k in list(ref["kernels"]) + [k for k in test["kernels"]
                                     if k not in ref["kernels"]]:
        rk, tk = ref["kernels"].get(k), test["kernels"].get(k)
        rows.append(_row(k, args.target, rk, tk))
        name = f"{args.prefix}/{k}/{args.target}"
        if rk is None or tk is None:
            side = args.test_name if tk is None else args.ref_name
            print(f"FAIL {name}: kernel missing from {side}'s code object")
            continue
        diffs = compare_kernel(ref["file"], test["file"], rk, tk, names,
                               args.tol)
        if diffs:
            more = len(diffs) - MAX_REASONS
            why = "; ".join(diffs[:MAX_REASONS])
            if more > 0:
                why += f"; and {more} more"
            print(f"FAIL {name}: {why}")
        else:
            print(f"PASS {name}")
    _append_rows(args.table, rows)
    return 0


def cmd_single(args):
    ref = describe(args.files[0])
    _append_rows(args.table, [_row(k, args.target, v, None)
                              for k, v in ref["kernels"].items()])
    return 0


def cmd_kernels(args):
    for k in describe(args.files[0])["kernels"]:
        print(k)
    return 0


def cmd_dump(args):
    json.dump(describe(args.files[0]), sys.stdout, indent=1)
    print()
    return 0


def cmd_table(args):
    rows = []
    if os.path.exists(args.files[0]):
        with open(args.files[0]) as f:
            rows = [json.loads(l) for l in f if l.strip()]
    # Group by kernel (first appearance), targets in the order they came.
    first = {}
    for i, r in enumerate(rows):
        first.setdefault(r["kernel"], i)
    rows.sort(key=lambda r: first[r["kernel"]])
    hdr = ["kernel", "target", f"{args.ref_name}", f"{args.test_name}",
           "diff", f"vgpr {args.ref_name}/{args.test_name}",
           f"sgpr {args.ref_name}/{args.test_name}", "spills"]
    out = [hdr]
    for r in rows:
        rc, tc = r["ref_insns"], r["test_insns"]
        diff = "-" if rc is None or tc is None or not rc else \
            f"{(tc - rc) * 100.0 / rc:+.1f}%"
        out.append([r["kernel"], r["target"], _v(rc), _v(tc), diff,
                    f"{_v(r['ref_vgpr'])}/{_v(r['test_vgpr'])}",
                    f"{_v(r['ref_sgpr'])}/{_v(r['test_sgpr'])}",
                    f"{_v(r['ref_spill'])}/{_v(r['test_spill'])}"])
    widths = [max(len(row[i]) for row in out) for i in range(len(hdr))]
    for row in out:
        print("  ".join(c.ljust(w) if i < 2 else c.rjust(w)
                        for i, (c, w) in enumerate(zip(row, widths))).rstrip())
    return 0


def main(argv):
    import argparse
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("command", choices=["pair", "single", "kernels", "dump",
                                       "table"])
    p.add_argument("files", nargs="+")
    p.add_argument("--target", default="?")
    p.add_argument("--tol", type=float, default=5.0)
    p.add_argument("--table")
    p.add_argument("--ref-name", default="clang")
    p.add_argument("--test-name", default="hipc")
    p.add_argument("--prefix", default="hipc")
    args = p.parse_args(argv)
    want = {"pair": 2}.get(args.command, 1)
    if len(args.files) != want:
        p.error(f"{args.command} takes {want} file(s)")
    try:
        return {"pair": cmd_pair, "single": cmd_single,
                "kernels": cmd_kernels, "dump": cmd_dump,
                "table": cmd_table}[args.command](args)
    except (RuntimeError, ValueError, OSError) as e:
        print(f"compare.py: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
