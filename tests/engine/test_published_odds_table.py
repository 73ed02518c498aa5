#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The build's reader of the table "How often a player wins"
(src/engine/gen-published-odds.py): it reads docs/winnability.md as it is,
and refuses a table with a mistake in it, naming the line and the mistake,
rather than compiling wrong numbers.

usage: test_published_odds_table.py GEN-PUBLISHED-ODDS.py WINNABILITY.md

Prints TAP.
"""

import os
import subprocess
import sys
import tempfile


def run(script, text):
    """Exit status, standard error and the C written, for this document."""
    with tempfile.TemporaryDirectory() as folder:
        doc = os.path.join(folder, "winnability.md")
        out = os.path.join(folder, "table.c")
        with open(doc, "w", encoding="utf-8") as f:
            f.write(text)
        done = subprocess.run([sys.executable, script, doc, out], capture_output=True, text=True)
        written = open(out, encoding="utf-8").read() if os.path.exists(out) else ""
        return done.returncode, done.stderr, written


def row_line(text, key):
    """The number (from 1) of the table row of `key`, and the row."""
    for n, line in enumerate(text.split("\n"), 1):
        if line.startswith("| ") and ("| %s |" % key) in line:
            return n, line
    raise AssertionError("no row for %s" % key)


def main():
    script, doc = sys.argv[1], sys.argv[2]
    text = open(doc, encoding="utf-8").read()
    checks = []

    code, err, written = run(script, text)
    n_rows = written.count('{ "')
    checks.append((code == 0 and n_rows == 12 and '"carthage", 100,' in written,
                   "the table of docs/winnability.md is read: 12 rows (%d, status %d, %r)"
                   % (n_rows, code, err)))

    n, line = row_line(text, "carthage")
    cells = line.split("|")

    def broken(index, value):
        changed = list(cells)
        changed[index] = " %s " % value
        return text.replace(line, "|".join(changed), 1)

    # The second row of a key is the one refused: Contradance's comes after
    # Carthage's.
    later = row_line(text, "contradance")[0]
    mistakes = [
        ("a rate without its decimals", broken(4, "63%"), n, "fair player's win rate"),
        ("an interval that does not hold its rate", broken(5, "99.98-99.99%"), n,
         "does not hold its rate"),
        ("a rate over 100%", broken(7, "100.50%"), n, "over 100%"),
        ("no deals", broken(3, "0"), n, "whole number of deals"),
        ("a key that is not one", broken(2, "Carthage game"), n, "not a statistics key"),
        ("a row with a cell missing", text.replace(line, "|".join(cells[:-2] + [""]), 1), n,
         "cells, not 8"),
        ("a key twice", text.replace(line, line.replace("| carthage |", "| contradance |"), 1),
         later, "has a row already"),
    ]
    for what, bad, at, words in mistakes:
        code, err, written = run(script, bad)
        checks.append((code == 1 and ("line %d:" % at) in err and words in err and written == "",
                       "%s is refused at its line: %r" % (what, err.strip())))

    header = next(l for l in text.split("\n") if l.startswith("| game and rules |"))
    code, err, _ = run(script, text.replace(header, header.replace("| key |", "| id |"), 1))
    checks.append((code == 1 and "header must be" in err,
                   "a header other than the documented one is refused: %r" % err.strip()))
    code, err, _ = run(script, text.replace("## How often a player wins", "## Odds", 1))
    checks.append((code == 1 and "no section" in err,
                   "a document without the section is refused: %r" % err.strip()))

    print("1..%d" % len(checks))
    for i, (ok, what) in enumerate(checks, 1):
        print("%s %d - %s" % ("ok" if ok else "not ok", i, what))
    return 0 if all(ok for ok, _ in checks) else 1


if __name__ == "__main__":
    sys.exit(main())
