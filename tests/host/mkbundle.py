#!/usr/bin/env python3
"""mkbundle.py OUT ALIGN ID[=FILE]... - writes an uncompressed clang
offload bundle (docs/FORMATS.md, "Offload bundles"): the magic, the entry count, each
entry's offset, size and id, then the payloads at ALIGN-byte offsets.  An
ID without a file is an empty entry, like HIP's host entry.  clang's own
bundler cannot write the host module's id: it drops the unknown "host"."""
import struct
import sys

out, align, specs = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
entries = []
for spec in specs:
    ident, _, path = spec.partition("=")
    entries.append((ident.encode(), open(path, "rb").read() if path else b""))

at = 24 + 8 + sum(24 + len(ident) for ident, _ in entries)
offsets = []
for _, data in entries:
    if data:
        at = (at + align - 1) // align * align
    offsets.append(at)
    at += len(data)

blob = bytearray(b"__CLANG_OFFLOAD_BUNDLE__" + struct.pack("<Q", len(entries)))
for (ident, data), off in zip(entries, offsets):
    blob += struct.pack("<QQQ", off, len(data), len(ident)) + ident
for (_, data), off in zip(entries, offsets):
    blob += b"\0" * (off - len(blob)) + data
open(out, "wb").write(blob)
