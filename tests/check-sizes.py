#!/usr/bin/env python3
# TAP: a maintainer knows their room.  No C file of src/ is over 1,000
# lines, and no function over 120 (from its opening brace to the next
# closing one, both at the start of a line; a struct's "};" ends its own
# block, not the next function's).
import glob
import os
import re
import sys

src = os.path.join(sys.argv[1], 'src')
long_files, long_functions = [], []
for path in sorted(glob.glob(os.path.join(src, '**', '*.c'), recursive=True)):
    lines = open(path, encoding='utf-8').read().split('\n')
    name = os.path.relpath(path, sys.argv[1])
    if len(lines) - 1 > 1000:
        long_files.append('%s: %d lines' % (name, len(lines) - 1))
    for i, line in enumerate(lines):
        if line == '{' and i > 0:
            m = re.match(r'^([a-z_][a-z0-9_]*) \(', next((l for l in reversed(lines[max(0, i - 12):i])
                                                         if re.match(r'^[a-z_][a-z0-9_]* \(', l)), ''))
            end = next((j for j in range(i + 1, len(lines)) if lines[j].startswith('}')), i)
            if end - i + 1 > 120:
                long_functions.append('%s: %s, %d lines' % (name, m.group(1) if m else '?', end - i + 1))
print('1..2')
for n, (found, what) in enumerate(((long_files, 'no file over 1,000 lines'),
                                   (long_functions, 'no function over 120 lines')), 1):
    print(('ok %d - %s' if not found else 'not ok %d - %s') % (n, what))
    for f in found:
        print('# ' + f)
sys.exit(1 if long_files or long_functions else 0)
