#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Issue 44, 8: the game's English follows GNOME's writing style, which is
American English ("Behavior", "Color", decks of cards); the Italian
empty-pile label "any" reads "qualsiasi" (any card), not "tutte" (all).

Reads every message the game shows from po/it.po, whose messages are the
template's (po/update.sh --check keeps them so): each English message is
checked for British spellings, and the label for its translation.

usage: test_spelling.py PO_FILE
"""

import re
import sys

# British spellings and their American forms; whole words, any case, and
# their inflections ("colours", "recognised").
BRITISH = {
    r"colour\w*": "color",
    r"behaviour\w*": "behavior",
    r"favourit\w*": "favorite",
    r"honour\w*": "honor",
    r"neighbour\w*": "neighbor",
    r"centre[ds]?": "center",
    r"licence": "license",
    r"grey\w*": "gray",
    r"cancell(ed|ing)": "canceled",
    r"labell(ed|ing)": "labeled",
    r"(recogni|organi|reali|customi|minimi|maximi|capitali|initiali|summari|"
    r"prioriti|optimi|utili|finali|visuali|memori|authori|apologi|emphasi|"
    r"categori|synchroni|characteri)s(e|ed|es|ing|ation)\b": "-ize",
    r"analys(e|ed|es|ing)": "analyze",
    r"(two|both|the|full) packs?\b": "deck",
}


def messages(path):
    """(context, English message, Italian translation) of every entry."""
    text = open(path, encoding="utf-8").read()
    for block in text.split("\n\n"):
        def field(name):
            m = re.search(r"^%s ((?:\".*\"\n?)+)" % re.escape(name), block + "\n", re.M)
            return "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1))) if m else None
        msgid = field("msgid")
        if not msgid:
            continue
        yield (field("msgctxt"), msgid + " " + (field("msgid_plural") or ""),
               field("msgstr") or field("msgstr[0]"))


def main():
    failures = []
    label = None
    n = 0
    for context, english, italian in messages(sys.argv[1]):
        n += 1
        for pattern, american in BRITISH.items():
            for m in re.finditer(r"\b" + pattern, english, re.I):
                failures.append("“%s” (%s) in: %s" % (m.group(0), american, english[:80]))
        if context == "empty pile" and english.strip() == "any":
            label = italian
    print("1..2")
    print("%s 1 - no British spelling in the %d messages" % ("not ok" if failures else "ok", n))
    for f in failures:
        print("# " + f)
    print("%s 2 - the empty-pile label “any” is “qualsiasi” in Italian, found “%s”"
          % ("ok" if label == "qualsiasi" else "not ok", label))
    return 1 if failures or label != "qualsiasi" else 0


if __name__ == "__main__":
    sys.exit(main())
