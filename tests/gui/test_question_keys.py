#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The keyboard around dialogs (issue 30).

- The Rules in a narrow window start with the keyboard on their text.
- After the start-up question: the game starts with a game under way and a
  deal number on its command line, so it asks "Play Deal 777?"; the player
  answers Play by keyboard (Alt+P) and, once the question has begun to go,
  presses Space, which must deal. Each round is a new start of the game,
  so the test repeats the moment that went wrong now and then (on GTK 4.18
  the Space did nothing).

usage: test_question_keys.py APP [--rounds N]

Prints TAP. Starts its own Xvfb.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import aptest  # noqa: E402


def space_after_question(tap, app, xvfb, saved, round_):
    game = aptest.Game(app, ["--deal", "777"], xvfb, size=(1100, 760), saved_game=saved)
    state = None
    try:
        state = game.wait(lambda s: "Play" in s.values.get("dialogs", ""), "the question")
        # Typed into the window that takes the question's keys, which a
        # game started a moment ago may not have been given by the X server.
        game.xdotool("windowfocus", "--sync", aptest.dialog_window(game, state, "Play Deal 777?"))
        game.key(state, "alt+p", focus=False)
        # The moment a player may press Space: the new deal on the board
        # and the question on its way out (it slides away for a while, longer
        # on a busy machine, and the keys must not go with it).
        state = game.wait(lambda s: s["deal"] == "777" and s["moves"] == "0" and not s.busy
                          and s.values.get("dialogs-open") == "0",
                          "deal 777, the question going")
        game.key(state, "space")
        try:
            state = game.wait(lambda s: s["moves"] == "1" and not s.busy,
                              "Space on the stock to deal", timeout=5.0)
            tap.ok(True, "round %d: Space on the stock deals after the question" % round_)
        except aptest.TestFailure as e:
            tap.ok(False, "round %d: Space on the stock deals after the question: %s"
                   % (round_, str(e).replace("\n", "\n# ")))
    finally:
        game.quit(state)


def rules_start_on_text(tap, app, xvfb):
    """The Rules in a narrow window, a bottom sheet since libadwaita 1.5,
    give the keyboard to their text, as in a wide one, so that the arrows
    scroll it: they gave it to their game menu."""
    game = aptest.Game(app, ["--deal", "5"], xvfb, size=(360, 640))
    state = None
    try:
        state = game.wait(lambda s: not s.busy and s["deal"] == "5", "deal 5")
        if not aptest.modern_dialogs(state):
            tap.skip("the Rules at 360 px start on their text",
                     "a window of its own before libadwaita 1.5")
            return
        game.key(state, "F1")
        state = game.wait(lambda s: "ApRulesWindow" in s.values.get("dialog-types", ""),
                          "the Rules with the keyboard")
        tap.ok(state["focus"] == "GtkScrolledWindow",
               "the Rules at 360 px start on their text: %s" % state["focus"])
    finally:
        game.quit(state)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("app")
    parser.add_argument("--rounds", type=int, default=4)
    args = parser.parse_args()
    aptest.require_tools()
    tap = aptest.Tap()
    xvfb = aptest.Xvfb(1280, 800)
    saved = []

    def prepare():
        saved.append(aptest.game_under_way(args.app, xvfb))

    checks = [("a game under way", prepare)]
    checks += [("rules", lambda: rules_start_on_text(tap, args.app, xvfb))]
    checks += [("round %d" % r, (lambda r: lambda: space_after_question(
        tap, args.app, xvfb, saved[0], r))(r)) for r in range(1, args.rounds + 1)]
    aptest.run_checks(tap, checks, xvfb.stop)


if __name__ == "__main__":
    main()
