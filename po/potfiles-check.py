#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that po/POTFILES.in lists every file with translatable strings.

A file that marks strings with _() or N_() but is missing from POTFILES.in
would silently stay in English, so this is checked by a test. Marks inside
C comments do not count: headers often mention N_() in their documentation.
Run from anywhere: paths are taken relative to the source root, the parent
of this script's folder. Prints the problems and exits 1 if there are any.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

C_MARK = re.compile(
    r'(?<![A-Za-z0-9_])'
    r'(?:_|N_|C_|NC_|Q_|ngettext|g_dngettext|g_dpgettext2?|g_dcgettext)'
    r'\s*\(')
UI_MARK = re.compile(r'translatable\s*=\s*["\'](?:yes|true)["\']')
# Files under data/ that are always translated through the po files.
DATA_SUFFIXES = ('.desktop.in', '.metainfo.xml.in', '.gschema.xml')


def strip_c_comments(text):
    """Removes comments from C source, leaving string literals intact."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '/' and text.startswith('/*', i):
            end = text.find('*/', i + 2)
            i = n if end < 0 else end + 2
            out.append(' ')
        elif c == '/' and text.startswith('//', i):
            end = text.find('\n', i)
            i = n if end < 0 else end
        elif c in '"\'':
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == '\\' else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def needs_translation(path):
    full = os.path.join(ROOT, path)
    with open(full, encoding='utf-8', errors='replace') as f:
        text = f.read()
    if path.endswith(('.c', '.h')):
        return bool(C_MARK.search(strip_c_comments(text)))
    if path.endswith('.ui'):
        return bool(UI_MARK.search(text))
    return path.startswith('data/') and path.endswith(DATA_SUFFIXES)


def candidates():
    for top in ('src', 'data'):
        for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, top)):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith('.'))
            for name in sorted(filenames):
                path = os.path.relpath(os.path.join(dirpath, name), ROOT)
                yield path.replace(os.sep, '/')


def listed():
    with open(os.path.join(ROOT, 'po', 'POTFILES.in'), encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith('#'):
                yield line


def main():
    entries = list(listed())
    problems = []
    for path in entries:
        if not os.path.isfile(os.path.join(ROOT, path)):
            problems.append(f'po/POTFILES.in lists {path}, which does not exist')
    if len(set(entries)) != len(entries):
        problems.append('po/POTFILES.in lists a file twice')
    for path in candidates():
        if path not in entries and needs_translation(path):
            problems.append(f'{path} has translatable strings but is not in po/POTFILES.in')
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
