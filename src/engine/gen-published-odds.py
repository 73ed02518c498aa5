#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Turns the table "How often a player wins" of docs/winnability.md into C.

The table is the one place for the published win rates: the build runs this
script (src/engine/meson.build) and compiles what it writes, the array that
ap_published_odds_lookup() (ap-published-odds.c) reads. A table it cannot
read stops the build with the line and what is wrong with it.

usage: gen-published-odds.py WINNABILITY.md OUTPUT.c
"""

import re
import sys

SECTION = "## How often a player wins"
HEADER = ["game and rules", "key", "fair deals", "fair win %", "fair 95% CI",
          "clairvoyant deals", "clairvoyant win %", "clairvoyant 95% CI"]
KEY = re.compile(r"^[a-z-]+(:[a-z0-9,-]+)?$")
PERCENT = re.compile(r"^(\d{1,3}\.\d{2})%$")
INTERVAL = re.compile(r"^(\d{1,3}\.\d{2})-(\d{1,3}\.\d{2})%$")


class TableError(Exception):
    pass


def cells(line):
    """The cells of a table row "| a | b |", stripped."""
    text = line.strip()
    if not (text.startswith("|") and text.endswith("|")) or len(text) < 2:
        return None
    return [c.strip() for c in text[1:-1].split("|")]


def percent(text, what):
    match = PERCENT.match(text)
    if match is None:
        raise TableError("%s is not a percentage with two decimals, such as 63.40%%: %r"
                         % (what, text))
    value = float(match.group(1))
    if value > 100:
        raise TableError("%s is over 100%%: %r" % (what, text))
    return value


def interval(text, rate, what):
    match = INTERVAL.match(text)
    if match is None:
        raise TableError("%s is not an interval such as 60.37-66.33%%: %r" % (what, text))
    low, high = float(match.group(1)), float(match.group(2))
    if not low <= rate <= high <= 100:
        raise TableError("%s %r does not hold its rate %.2f%%" % (what, text, rate))
    return low, high


def deals(text, what):
    if not text.isdigit() or int(text) == 0:
        raise TableError("%s: %r is not a whole number of deals above 0" % (what, text))
    return int(text)


def parse(text):
    """The rows of the table: (key, name, fair deals, rate, low, high,
    clairvoyant deals, rate, low, high). Raises TableError with the line."""
    lines = text.split("\n")
    try:
        start = lines.index(SECTION)
    except ValueError:
        raise TableError("no section %r" % SECTION) from None
    i = start + 1
    while i < len(lines) and cells(lines[i]) is None:
        if lines[i].startswith("## "):
            raise TableError("line %d: the section has no table" % (i + 1))
        i += 1
    if i >= len(lines):
        raise TableError("line %d: the section has no table" % (start + 1))
    if cells(lines[i]) != HEADER:
        raise TableError("line %d: the table's header must be | %s |, not %s"
                         % (i + 1, " | ".join(HEADER), lines[i].strip()))
    if cells(lines[i + 1]) != ["---"] * len(HEADER):
        raise TableError("line %d: the header's rule must be |---| for each of the %d columns"
                         % (i + 2, len(HEADER)))
    rows, keys = [], set()
    for n in range(i + 2, len(lines)):
        row = cells(lines[n])
        if row is None:
            break
        try:
            if len(row) != len(HEADER):
                raise TableError("%d cells, not %d" % (len(row), len(HEADER)))
            name, key = row[0], row[1]
            if name == "":
                raise TableError("the game and rules are missing")
            if KEY.match(key) is None:
                raise TableError("%r is not a statistics key such as carthage or "
                                 "royal-cotillion:laid-out" % key)
            if key in keys:
                raise TableError("%s has a row already" % key)
            keys.add(key)
            fair = deals(row[2], "the fair player's deals")
            fair_rate = percent(row[3], "the fair player's win rate")
            fair_low, fair_high = interval(row[4], fair_rate, "the fair player's interval")
            seer = deals(row[5], "the clairvoyant's deals")
            seer_rate = percent(row[6], "the clairvoyant's win rate")
            seer_low, seer_high = interval(row[7], seer_rate, "the clairvoyant's interval")
        except TableError as e:
            raise TableError("line %d: %s" % (n + 1, e)) from None
        rows.append((key, name, fair, fair_rate, fair_low, fair_high,
                     seer, seer_rate, seer_low, seer_high))
    if not rows:
        raise TableError("line %d: the table has no rows" % (i + 1))
    return rows


def c_string(text):
    return '"%s"' % text.replace("\\", "\\\\").replace('"', '\\"')


def write(rows, out):
    out.write("/* SPDX-License-Identifier: GPL-3.0-or-later */\n"
              "/* Written by src/engine/gen-published-odds.py from the table \"How often a\n"
              " * player wins\" of docs/winnability.md: change the table, not this file. */\n"
              "#include \"ap-published-odds.h\"\n\n"
              "const ApPublishedOdds ap_published_odds_table[] = {\n")
    for (key, name, fair, fr, fl, fh, seer, sr, sl, sh) in rows:
        out.write("  /* %s */\n" % name.replace("*/", "* /"))
        out.write("  { %s, %d, %.2f, %.2f, %.2f, %d, %.2f, %.2f, %.2f },\n"
                  % (c_string(key), fair, fr, fl, fh, seer, sr, sl, sh))
    out.write("};\n\nconst guint ap_published_odds_table_size = %d;\n" % len(rows))


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: gen-published-odds.py WINNABILITY.md OUTPUT.c\n")
        return 2
    with open(argv[1], encoding="utf-8") as f:
        text = f.read()
    try:
        rows = parse(text)
    except TableError as e:
        sys.stderr.write("%s: %s\n" % (argv[1], e))
        return 1
    with open(argv[2], "w", encoding="utf-8") as out:
        write(rows, out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
