#!/usr/bin/env python3
"""Checks a compiler's diagnostics against the expectations written in a
test file, in the manner of clang -verify: the one checker of every suite
(tests/diag, tests/conformance, tests/preprocess), through check_expected
in tests/lib.sh.

  expect.py hipc  NAME FILE STDERR STATUS
      hipc's stderr and exit status for FILE: every expectation is met, no
      unexpected error or warning appears, the status is 1 when an error is
      expected (0 otherwise), each located diagnostic is followed by its
      source line and a caret line in clang 22's layout, and the output ends
      with clang's summary line ("2 errors generated.").
  expect.py pp    NAME FILE STDERR STATUS
      the same for the preprocessor's test tool (tests/tools/pp_dump): the
      expectations, the unexpected diagnostics and the status, but not the
      layout, which pp_dump does not promise (it prints no summary line).
  expect.py clang NAME FILE CLANG_HIP_STDERR CLANG_C_STDERR
      clang-22 says the same: each expectation not marked clang-differs
      appears, with the same severity and text on the same line, in clang's
      output as HIP (C++) or as C.  This keeps the expectations clang's words.

Prints one line, "PASS NAME" or "FAIL NAME: why".

Expectations are comments in FILE, and in every other file a diagnostic
names (a header FILE includes), each about its own file's lines; several
may share a line:
  // expected-error: MESSAGE          on this line
  // expected-warning@+1: MESSAGE     on the next line (@-2, @7 absolute too)
  // expected-error@*: MESSAGE        anywhere, or without a location
                                      ("hipc: error: MESSAGE")
  // expected-fatal: MESSAGE          a "fatal error:"
  // expected-note: MESSAGE           a note that must be there (notes not
                                      listed are allowed: clang and hipc
                                      attach different context notes)
  // expected-error-col 12: MESSAGE   and at column 12
A MESSAGE ends at the end of the line or at " // ".  A following
"// clang-differs: REASON" exempts that expectation from the clang check
(hipc is C17 where clang's HIP mode is C++, or hipc is deliberately
stricter); the REASON is for the reader.
The " [-Wflag]" (or " [-ferror-limit=]") clang appends is not part of it.
"""
import os
import re
import sys

KINDS = {"error": ("error",), "warning": ("warning",), "note": ("note",),
         "fatal": ("fatal error",)}
DIRECTIVE = re.compile(r"expected-(error|warning|note|fatal)"
                       r"(@\*|@[+-]?\d+)?(?:-col (\d+))?: ")
LOCATED = re.compile(r"^(.+?):(\d+):(\d+): (error|warning|note|fatal error): (.*)$")
UNLOCATED = re.compile(r"^(?:[\w.+-]+: )?(error|warning|note|fatal error): (.*)$")
SNIPPET = re.compile(r"^( *)(\d+) \| (.*)$")
MARKER = re.compile(r"^( +)\| (.*)$")
INCLUDED = re.compile(r"^In file included from .+:\d+:$")
FLAG = re.compile(r" \[-[Wf][^\]]*\]$")


class Expect:
    def __init__(self, kind, file, line, col, msg, clang_ok, where):
        self.kind, self.file, self.line, self.col, self.msg = kind, file, line, col, msg
        self.clang_ok, self.where = clang_ok, where

    def __str__(self):
        at = "*" if self.line is None else str(self.line)
        col = "" if self.col is None else ":%d" % self.col
        return "%s%s: %s: %s" % (at, col, self.kind, self.msg)


def shown(text):
    """A source line as clang shows it: control characters as <U+XXXX>."""
    return "".join("<U+%04X>" % ord(c) if (ord(c) < 32 and c != "\t") or c == "\x7f"
                   else "<%02X>" % (ord(c) - 0xdc00) if 0xdc80 <= ord(c) <= 0xdcff
                   else c for c in text)

def read_expectations(path):
    # bytes that are no UTF-8 come back as surrogates, which shown() turns
    # into clang's <FF>
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        src = f.read().split("\n")
    out = []
    for i, text in enumerate(src, 1):
        for m in DIRECTIVE.finditer(text):
            rest = text[m.end():]
            cut = rest.find(" // ")
            msg = (rest if cut < 0 else rest[:cut]).rstrip()
            tail = "" if cut < 0 else rest[cut:]
            if msg.endswith("*/"):
                msg = msg[:-2].rstrip()
            at = m.group(2)
            if at == "@*":
                line = None
            elif at is None:
                line = i
            elif at[1] in "+-":
                line = i + int(at[1:])
            else:
                line = int(at[1:])
            col = int(m.group(3)) if m.group(3) else None
            clang_ok = not tail.lstrip(" /").startswith("clang-differs")
            out.append(Expect(m.group(1), path, line, col, msg, clang_ok, "%s:%d" % (path, i)))
    return src, out


def same_path(a, b):
    return os.path.normpath(a) == os.path.normpath(b)


def all_expectations(path, expects, outputs):
    """EXPECTS, FILE's, and those of every other file (on disk, relative
    to here) that a diagnostic in OUTPUTS names."""
    seen = [path]
    for diags in outputs:
        for d in diags:
            if d.file is None or any(same_path(d.file, f) for f in seen):
                continue
            seen.append(d.file)
            if os.path.isfile(d.file):
                expects = expects + read_expectations(d.file)[1]
    return expects


class Diag:
    def __init__(self, file, line, col, sev, msg):
        self.file, self.line, self.col, self.sev, self.msg = file, line, col, sev, msg

    def __str__(self):
        if self.line is None:
            return "%s: %s" % (self.sev, self.msg)
        return "%d:%d: %s: %s" % (self.line, self.col, self.sev, self.msg)


def same_file(a, b):
    return os.path.basename(a) == os.path.basename(b)


def parse_output(text, path, src, strict):
    """The diagnostics in a compiler's stderr; with strict, also the layout
    problems found (a list of strings)."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    elif lines and strict:
        return [], ["stderr does not end with a newline"]
    diags, problems = [], []
    last_loc = None
    i = 0
    while i < len(lines):
        ln = lines[i]
        m = LOCATED.match(ln)
        if m:
            d = Diag(m.group(1), int(m.group(2)), int(m.group(3)), m.group(4),
                     FLAG.sub("", m.group(5)))
            diags.append(d)
            i += 1
            loc = (d.file, d.line, d.col)
            has_snippet = i < len(lines) and SNIPPET.match(lines[i])
            if has_snippet:
                s = SNIPPET.match(lines[i])
                width = len(s.group(1)) + len(s.group(2))
                if int(s.group(2)) != d.line:
                    problems.append("line %d: source line numbered %s" % (d.line, s.group(2)))
                elif same_file(d.file, path) and 0 < d.line <= len(src) and \
                        s.group(3) != shown(src[d.line - 1]) and "\t" not in src[d.line - 1]:
                    problems.append("line %d: source line shown as '%s'" % (d.line, s.group(3)))
                i += 1
                c = MARKER.match(lines[i]) if i < len(lines) else None
                if not c or "^" not in c.group(2) or len(c.group(1)) != width + 1:
                    problems.append("line %d: no caret line after the source line" % d.line)
                else:
                    caret = c.group(2).index("^") + 1
                    want = len(shown(src[d.line - 1][:d.col - 1])) + 1 \
                        if 0 < d.line <= len(src) else d.col
                    if same_file(d.file, path) and 0 < d.line <= len(src) and \
                            "\t" not in src[d.line - 1] and caret != want and src[d.line - 1].isascii():
                        problems.append("line %d: caret at column %d, diagnostic says %d"
                                        % (d.line, caret, d.col))
                    i += 1
                    # fix-it hints: more marker lines without a caret
                    while i < len(lines) and MARKER.match(lines[i]) and "^" not in lines[i]:
                        i += 1
            elif loc != last_loc:
                # clang leaves the snippet out only when the previous
                # diagnostic showed the same location.
                problems.append("line %d: diagnostic without its source line" % d.line)
            last_loc = loc
            continue
        m = UNLOCATED.match(ln)
        if m and not ln.endswith(" generated."):
            diags.append(Diag(None, None, None, m.group(1), FLAG.sub("", m.group(2))))
        elif INCLUDED.match(ln):
            pass
        elif re.match(r"^\d+ (warning|error)s? (and \d+ errors? )?generated", ln) and i == len(lines) - 1:
            pass
        elif strict:
            problems.append("unexpected output line '%s'" % ln)
        i += 1
    return diags, problems


def summary(diags):
    # As clang: errors about the command line or the link alone (no
    # location in the source) get no "N errors generated." line.
    if all(d.file is None for d in diags):
        return None
    e = sum(1 for d in diags if d.sev in ("error", "fatal error"))
    w = sum(1 for d in diags if d.sev == "warning")
    plural = lambda n, s: "%d %s%s" % (n, s, "" if n == 1 else "s")
    if e and w:
        return "%s and %s generated." % (plural(w, "warning"), plural(e, "error"))
    if e:
        return "%s generated." % plural(e, "error")
    if w:
        return "%s generated." % plural(w, "warning")
    return None


def match(expects, diags):
    """Pairs expectations with diagnostics; returns (missing, used)."""
    used = [False] * len(diags)
    missing = []
    for x in expects:
        for j, d in enumerate(diags):
            if used[j] or d.sev not in KINDS[x.kind] or d.msg != x.msg:
                continue
            if x.line is not None and (d.line != x.line or d.file is None or
                                       not same_path(d.file, x.file)):
                continue
            if x.col is not None and d.col != x.col:
                continue
            used[j] = True
            break
        else:
            missing.append(x)
    return missing, used


def near(diags, x):
    got = [str(d) for d in diags if x.line is not None and d.line == x.line]
    return " (there: %s)" % "; ".join(got) if got else ""


def check_hipc(name, path, err_path, status, layout=True):
    src, expects = read_expectations(path)
    with open(err_path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    diags, problems = parse_output(text, path, src, layout)
    expects = all_expectations(path, expects, [diags])
    missing, used = match(expects, diags)
    why = []
    for x in missing:
        why.append("missing %s%s" % (x, near(diags, x)))
    for j, d in enumerate(diags):
        if not used[j] and d.sev != "note":
            why.append("unexpected %s" % d)
    want_status = 1 if any(x.kind in ("error", "fatal") for x in expects) else 0
    if int(status) != want_status:
        why.append("exit status %s, expected %d" % (status, want_status))
    if layout:
        want_summary = summary(diags)
        last = text.rstrip("\n").split("\n")[-1] if text else ""
        if want_summary and last != want_summary:
            why.append("last line '%s', expected '%s'" % (last, want_summary))
        if not diags and text:
            why.append("output without diagnostics: '%s'" % text.split("\n")[0])
        why += problems
    return why


def check_clang(name, path, hip_err, c_err):
    src, expects = read_expectations(path)
    outs = []
    for p in (hip_err, c_err):
        with open(p, encoding="utf-8", errors="replace") as f:
            outs.append(parse_output(f.read(), path, src, False)[0])
    why = []
    for x in all_expectations(path, expects, outs):
        if not x.clang_ok:
            continue
        x2 = Expect(x.kind, x.file, x.line, x.col, x.msg, True, x.where)
        if all(match([x2], ds)[0] for ds in outs):
            got = near(outs[0], x2) or near(outs[1], x2)
            why.append("clang says otherwise for %s%s" % (x2, got))
    return why


def main(argv):
    mode, name = argv[1], argv[2]
    if mode == "hipc":
        why = check_hipc(name, argv[3], argv[4], argv[5])
    elif mode == "pp":
        why = check_hipc(name, argv[3], argv[4], argv[5], layout=False)
    elif mode == "clang":
        why = check_clang(name, argv[3], argv[4], argv[5])
    else:
        sys.exit("expect.py: unknown mode '%s'" % mode)
    if why:
        print("FAIL %s: %s" % (name, "; ".join(why)))
    else:
        print("PASS %s" % name)


if __name__ == "__main__":
    main(sys.argv)
