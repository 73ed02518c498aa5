#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Automatic moves to the foundations in the real window, with real X11
input (tests/common/aptest.py), the auto-move setting read from a keyfile:

- with "safe", one drag of the player uncovers a run of hearts that no other
  card can need: the model ends with them and the ten of clubs home, the
  four of spades (not safe) where it was, six moves counted; one Ctrl+Z
  brings back the position before the drag, and one Ctrl+Shift+Z all six
  moves (which also shows that nothing moved by itself after the undo: a
  move would have emptied the redo stack); with animations on and off;
- the automatic move the position opens with (the ten of clubs) is part of
  the game as the player first sees it: no move counted, Undo off, the game
  not played;
- with "off", the same drag moves one card and nothing follows;
- a drag after which the automatic moves win the game brings the usual
  celebration and the "You Won" dialog.

Screenshots before, during and after the automatic moves go to
--screenshots.

usage: test_automove_gui.py APP [--screenshots DIR] [--wayland]

Prints TAP.
"""

import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
import aptest  # noqa: E402

TARBART = ("foundation-bases=aces-and-kings reserve-size=4 reserve-spaces=when-stock-empty "
           "foundation-transfers=on")

# The position of tests/engine/test-automove.c: the hearts' down foundation
# is complete and the up one shows the five, so every heart from the six up
# goes home once exposed; the clubs' up foundation is complete, so the ten
# goes onto the down one; the four of spades fits F1 but the spades' down
# foundation is not complete, so it stays. Dragging 5S from T1 onto 6S (T5)
# uncovers 6H and 7H.
PILES = {
    "F1": "AS 2S 3S", "F2": "AH 2H 3H 4H 5H", "F3": "AD",
    "F4": "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
    "F5": "KS QS", "F6": "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH", "F7": "KD",
    "F8": "KC QC JC",
    "T1": "7H 6H 5S", "T3": "8H", "T5": "6S", "T6": "4S", "T7": "TC", "R1": "TH 9H",
}
# The ten of clubs is safe from the start, and goes home as soon as the
# position is on the board, before the player does anything.
START = dict(PILES, T7="", F8="KC QC JC TC")
HOME = {"F2": "AH 2H 3H 4H 5H 6H 7H 8H 9H TH".split(), "F8": "KC QC JC TC".split(),
        "T1": [], "T3": [], "T7": [], "R1": [], "T5": ["6S", "5S"], "T6": ["4S"],
        "F1": ["AS", "2S", "3S"]}

# Everything home but two spades, the king on the queen (T1): nothing can
# go home until the player moves the king to the empty T2; then both go
# home by themselves, which wins.
WIN_PILES = {
    "F1": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS",
    "F2": "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
    "F3": "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
    "F4": "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
    "F5": "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS",
    "F6": "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH",
    "F7": "KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD",
    "F8": "KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC",
    "T1": "QS KS",
}


class Run:
    def __init__(self, app, xvfb, shots):
        self.app = app
        self.xvfb = xvfb
        self.shots = shots

    def start(self, position, settings, animations=True):
        settings = dict(settings)
        if not animations:
            settings["animations"] = "false"
        return aptest.Game(self.app, [], self.xvfb, size=(1100, 760), position=position,
                           settings=settings)

    def shot(self, game, state, name):
        if self.shots:
            path = os.path.join(self.shots, name)
            game.screenshot(state, path)
            print("# screenshot %s" % path)


def loaded(state, piles):
    return not state.busy and all(state.cards.get(p, []) == c.split() for p, c in piles.items())


def at_home(state):
    return (not state.busy and state["moves"] == "6"
            and all(state.cards.get(p, []) == c for p, c in HOME.items()))


def safe(tap, run, animations, name):
    game = run.start(aptest.algerian_position(TARBART, PILES, "S"), {"auto-move": "'safe'"},
                     animations)
    state = None
    try:
        state = game.wait(lambda s: loaded(s, START) and not s.busy,
                          "the position, the ten of clubs home at once")
        tap.ok(state["counted"] == "none" and state["moves"] == "0"
               and state["can-undo"] == "0" and "0 moves" in state.text,
               "%s: the move the game opened with is no move: the header, Undo and the "
               "statistics agree (%s moves, can-undo %s, counted %s)"
               % (name, state["moves"], state["can-undo"], state["counted"]))
        start = state.position
        run.shot(game, state, "automove-%s-before.png" % name)

        game.drag(state, state.top_centre("T1"), state.top_centre("T5"))
        if animations:
            # A picture while the cards are on their way, for a person to
            # look at: the player's card has landed and hearts are flying.
            mid = game.wait(lambda s: s.busy and s["moves"] not in ("0", "1"),
                            "an automatic move in flight")
            run.shot(game, mid, "automove-%s-during.png" % name)
        state = game.wait(at_home, "the safe cards home after one drag")
        tap.ok(state["counted"] == "played",
               "%s: one drag, then the five safe cards home, 6 moves; the game is played" % name)
        tap.ok(state.cards["T6"] == ["4S"] and state.cards["F1"] == ["AS", "2S", "3S"],
               "%s: the four of spades, which is not safe, stays on its depot" % name)
        run.shot(game, state, "automove-%s-after.png" % name)

        game.key(state, "ctrl+z")
        state = game.wait(lambda s: not s.busy and s["moves"] == "0", "one undo")
        tap.ok(state.position == start and state["can-undo"] == "0",
               "%s: one Ctrl+Z restores the position before the drag, and no more" % name)

        game.key(state, "ctrl+shift+z")
        state = game.wait(at_home, "one redo of all six moves")
        tap.ok(True, "%s: one Ctrl+Shift+Z redoes the drag and its automatic moves; none "
               "followed the undo" % name)
    finally:
        game.quit(state)


def resume(tap, run):
    """Quit after the automatic moves, or be killed in the middle of them:
    the game resumed undoes the drag and its automatic moves in one go, and
    plays those that were still due."""
    game = run.start(aptest.algerian_position(TARBART, PILES, "S"), {"auto-move": "'safe'"},
                     False)
    state = None
    try:
        state = game.wait(lambda s: loaded(s, START) and s["moves"] == "0", "the position")
        start = state.position
        game.drag(state, state.top_centre("T1"), state.top_centre("T5"))
        state = game.wait(at_home, "the safe cards home after one drag")
        path = os.path.join(game.env["XDG_DATA_HOME"], "algerian-patience", "saved-game")
        with open(path) as f:
            saved = f.read()
    finally:
        game.quit(state)
    lines = saved.splitlines(keepends=True)
    moves = [i for i, line in enumerate(lines) if line.startswith("move: ")]
    # As if killed after the drag and one of its automatic moves (the ten
    # of clubs went home before the drag; the file says how many moves it
    # holds).
    cut = "".join("history: 3 0\n" if line.startswith("history: ") else line
                  for i, line in enumerate(lines) if i not in moves[3:])
    for name, text, what in (("quit", saved, "after a quit"),
                             ("killed", cut, "after a kill in the middle of them")):
        game = aptest.Game(run.app, [], run.xvfb, size=(1100, 760), saved_game=text,
                           settings={"auto-move": "'safe'", "animations": "false"})
        state = None
        try:
            state = game.wait(at_home, "the resumed game with every safe card home")
            tap.ok(True, "resumed %s: every safe card is home, 6 moves" % what)
            game.key(state, "ctrl+z")
            state = game.wait(lambda s: not s.busy and s["moves"] == "0", "one undo")
            tap.ok(state.position == start,
                   "resumed %s: one Ctrl+Z takes back the drag and its automatic moves" % what)
        finally:
            game.quit(state)


def hint_during(tap, run):
    """H while the cards are still flying home: the model made the drag and
    its automatic moves as one group, so the hint is about the position
    after them all."""
    game = run.start(aptest.algerian_position(TARBART, PILES, "S"), {"auto-move": "'safe'"})
    state = None
    try:
        state = game.wait(lambda s: loaded(s, START) and s["moves"] == "0", "the position")
        game.drag(state, state.top_centre("T1"), state.top_centre("T5"))
        state = game.wait(lambda s: s["moves"] != "0", "the drag")
        tap.ok(state["moves"] == "6" and state.busy,
               "the drag and its five automatic moves are made at once, and fly one after "
               "another (%s moves, busy %s)" % (state["moves"], state.busy))
        game.key(state, "h")
        state = game.wait(lambda s: at_home(s) and s["hint"] not in ("-", "pending"),
                          "the safe cards home and then the hint")
        src, dst = state["hint"].split()[:2]
        tap.ok(not (dst.startswith("F") and src in ("T1", "T3", "T7", "R1")),
               "the hint is not one of the moves the game makes itself: %s" % state["hint"])
    finally:
        game.quit(state)


def off(tap, run):
    game = run.start(aptest.algerian_position(TARBART, PILES, "S"), {"auto-move": "'off'"})
    state = None
    try:
        state = game.wait(lambda s: loaded(s, PILES), "the position")
        game.drag(state, state.top_centre("T1"), state.top_centre("T5"))
        state = game.wait(lambda s: not s.busy and s.cards["T5"] == ["6S", "5S"], "the drag")
        # An undo and a redo take a while; had an automatic move come after
        # the drag, the redo stack would be empty and the count not 1.
        game.key(state, "ctrl+z")
        state = game.wait(lambda s: not s.busy and s["moves"] == "0", "the undo")
        game.key(state, "ctrl+shift+z")
        state = game.wait(lambda s: not s.busy and s["moves"] == "1", "the redo")
        tap.ok(state.cards["T1"] == ["7H", "6H"] and state.cards["F2"][-1] == "5H"
               and state.cards["T7"] == ["TC"],
               "off: the drag moves one card and nothing follows it")
    finally:
        game.quit(state)


def win(tap, run):
    game = run.start(aptest.algerian_position(TARBART, WIN_PILES, "T2"), {"auto-move": "'safe'"})
    state = None
    try:
        state = game.wait(lambda s: loaded(s, {"T1": "QS KS"}), "the position")
        game.drag(state, state.top_centre("T1"), state.top_centre("T2"))
        state = game.wait(lambda s: "You Won" in s.values.get("dialogs", ""),
                          "the celebration and the win dialog", timeout=30)
        tap.ok(state["won"] == "1" and state["moves"] == "3",
               "a win by automatic moves: the celebration and the win dialog, 3 moves")
    finally:
        game.quit(state)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("app")
    parser.add_argument("--screenshots")
    parser.add_argument("--wayland", action="store_true",
                        help="the same checks on Wayland, in a headless mutter")
    parser.add_argument("--with-gi", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    aptest.choose_display(args.wayland, __file__)

    tap = aptest.Tap()
    xvfb = aptest.Xvfb(1280, 900, first=81)
    run = Run(args.app, xvfb, args.screenshots)
    checks = [
        ("safe, animations on", lambda: safe(tap, run, True, "animated")),
        ("safe, animations off", lambda: safe(tap, run, False, "still")),
        ("resume", lambda: resume(tap, run)),
        ("hint during the automatic moves", lambda: hint_during(tap, run)),
        ("off", lambda: off(tap, run)),
        ("win by automatic moves", lambda: win(tap, run)),
    ]
    aptest.run_checks(tap, checks, xvfb.stop)


if __name__ == "__main__":
    main()
