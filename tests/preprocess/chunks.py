#!/usr/bin/env python3
"""Writes chunks.c and inc/chunks_guard.h: files longer than the
preprocessor's chunks of scanned lines (2,048 tokens, then to the end of
the line), with filler lines counted so that each chunk ends inside a
construct that spans lines.  Run it here after changing either."""
import re

TOK = re.compile(r'[A-Za-z_]\w*|\d+|[^\s\w]')
CHUNK = 2048


class Writer:
    def __init__(self):
        self.lines, self.count, self.fill = [], 0, 0

    def emit(self, line, n=None):
        """One line of `n` tokens (counted when not given)."""
        if n is None:
            n = len(TOK.findall(line))
        if n and self.count >= CHUNK:
            self.count = 0  # this line starts the next chunk
        self.count += n
        self.lines.append(line)

    def fill_to(self, target):
        """Filler lines up to exactly `target` tokens in the chunk."""
        while self.count + 10 <= target:
            self.emit('int f%d = %d;' % (self.fill, self.fill))
            self.fill += 1
        e = target - self.count - 4  # tokens of the last one's initializer
        ones = ['1'] * ((e + 1) // 2 if e % 2 else e // 2)
        self.emit('int f%d = %s%s;' % (self.fill, '' if e % 2 else '-', ' + '.join(ones)))
        self.fill += 1
        assert self.count == target, (self.count, target)

    def write(self, path, head):
        with open(path, 'w') as f:
            f.write('\n'.join(head + self.lines) + '\n')


c = Writer()
c.emit('#define SUM(a, b, c) ((a) + (b) * (c))')
c.emit('#include "inc/chunks_guard.h"', 3)
c.emit('#include "inc/chunks_guard.h"', 3)
c.fill_to(CHUNK - 3)       # `# if 0` ends the chunk
c.emit('#if 0')
c.emit('int skipped = "unterminated;', 4)  # the literal: one token to the end
c.emit('#')                 # a null directive
c.emit('#endif')
c.fill_to(CHUNK - 6)       # `int v = SUM ( 1 ,` ends the chunk
c.emit('int v = SUM(1,')
c.emit('  2, 3);')
c.fill_to(CHUNK - 4)       # `int w = SUM`: its '(' starts the next chunk
c.emit('int w = SUM')
c.emit('(4, 5, 6);')
c.fill_to(CHUNK)           # the next chunk starts with a directive
c.emit('#define X 7')
c.emit('int x = X;')
c.write('chunks.c', [
    '// CLANG-COMPARE',
    '/* Each chunk of scanned lines the preprocessor reads ends inside a',
    ' * construct that spans lines: a skipped #if group, a macro call whose',
    ' * arguments run on, a macro name whose \'(\' starts the next line; the',
    ' * last chunk starts with a directive.  inc/chunks_guard.h\'s #endif ends',
    ' * a chunk with tokens after it: no include guard.  The tokens must be',
    ' * clang\'s.  Written by chunks.py, which counts the tokens. */'])

h = Writer()
h.emit('#ifndef CHUNKS_GUARD_H')
h.emit('#define CHUNKS_GUARD_H')
h.fill_to(CHUNK - 2)       # `# endif` ends the chunk, and the file goes on
h.emit('#endif')
h.emit('int after_the_guard = 1;')
h.write('inc/chunks_guard.h', [
    '/* chunks.c\'s header: its #endif ends a chunk, and is not its last',
    ' * line, so it is no include guard.  Written by chunks.py. */'])
