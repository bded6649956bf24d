#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Aligns the parameters of every function definition in the C files
given, one a line, as GNOME's C is written: the names in one column, the
pointer stars hanging before them, the column one space after the
longest type and its stars.

  align-parameters.py FILE…          rewrites the files
  align-parameters.py --check FILE…  says which definitions differ, and
                                     fails if any does
  align-parameters.py --check ROOT   the same for every C file of the
                                     project's src/ and tests/ (the test
                                     check-alignment)

No formatter Debian 12 ships says this rule (docs/code-style.md): this is
the one the project keeps by machine; the rest of the style is GNU's as
the files show it."""
import os
import re
import sys

START = re.compile(r'^([a-z_][A-Za-z0-9_]*) \((.*)$')
PARAM = re.compile(r'^(?P<type>.*?[A-Za-z0-9_])\s*(?P<stars>\**)\s*(?P<name>[A-Za-z_][A-Za-z0-9_]*(\[[^\]]*\])*)(?P<end>,|\))$')


def align(lines, first):
    """Aligns the definition's parameters starting at lines[first]."""
    m = START.match(lines[first])
    head = m.group(1) + ' ('
    texts = [m.group(2)]
    last = first
    while not texts[-1].rstrip().endswith(')') and last + 1 < len(lines):
        last += 1
        texts.append(lines[last].strip())
    if last + 1 >= len(lines) or lines[last + 1].strip() != '{':
        return last
    params = []
    if texts == ['void)']:
        return last
    for text in texts:
        p = PARAM.match(text.strip())
        # Function pointers, "void" and types with stars of their own
        # (const char *const *) are left as written.
        if p is None or '(' in p.group('type') or '*' in p.group('type') or p.group('type').strip() == 'v':
            return last
        params.append((p.group('type').strip(), len(p.group('stars')), p.group('name'), p.group('end')))
    width = max(len(t) for t, _, _, _ in params)
    stars = max(s for _, s, _, _ in params)
    indent = ' ' * len(head)
    for i, (t, s, name, end) in enumerate(params):
        text = t.ljust(width) + ' ' + ' ' * (stars - s) + '*' * s + name + end
        lines[first + i] = (head if i == 0 else indent) + text
    return last


def c_files(root):
    """The C files of the project's src/ and tests/ folders."""
    for folder in ('src', 'tests'):
        for path, _, names in sorted(os.walk(os.path.join(root, folder))):
            yield from (os.path.join(path, n) for n in sorted(names) if n.endswith('.c'))


def main():
    check = sys.argv[1:2] == ['--check']
    paths = sys.argv[2:] if check else sys.argv[1:]
    if len(paths) == 1 and os.path.isdir(paths[0]):
        paths = list(c_files(paths[0]))
    differ = 0
    for path in paths:
        with open(path, encoding='utf-8') as f:
            text = f.read()
        lines = text.split('\n')
        i = 0
        while i < len(lines):
            if START.match(lines[i]) and i > 0 and lines[i - 1] and not lines[i - 1].startswith((' ', '#', '/', '*')):
                first = i
                before = lines[first:first + 40]
                i = align(lines, i)
                if check and lines[first:first + 40] != before:
                    differ += 1
                    print(f'{path}:{first + 1}: parameters of {START.match(lines[first]).group(1)} not aligned')
            i += 1
        if not check and '\n'.join(lines) != text:
            with open(path, 'w', encoding='utf-8') as f:
                f.write('\n'.join(lines))
    if check:
        print(f'{differ} definitions to align' if differ else 'every definition aligned')
    return 1 if differ else 0


if __name__ == '__main__':
    sys.exit(main())
