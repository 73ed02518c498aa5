#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The fair player in the real window, with real X11 input
(tests/common/aptest.py), issue 45:

- Play for Me (Ctrl+P) plays moves of its own, one after another, no
  faster than the pace of the animation-pace setting (issue 46), each said
  to screen readers; a key stops it and does nothing else (H, the Hint's
  key, shows no hint), no move comes after, and Undo takes back its last
  move; the game is counted as helped, not as the player's;
- a click on a card stops it too, and does not pick the card up;
- from a position every card of which can go home in turn, it wins: the
  win is said to be Play for Me's, and not counted as the player's;
- with hints "as a player would", H shows the fair player's move, and the
  message says which kind of hint it is.

Screenshots, light and dark, 1280x800 and 360x640, go to --screenshots.

usage: test_play_for_me.py APP CLI [--screenshots DIR]

Prints TAP.
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
import aptest  # noqa: E402

WIDE = (1280, 800)
PHONE = (360, 640)
# A fair move takes up to a quarter of a second, more in a busy or
# sanitized build: time enough for a few.
DEMO_TIMEOUT = 90.0
# Play for Me's pause between moves (ap-game-watch.h): 440 ms at the fast
# pace, 600 ms with animations off; the state is polled every 20 ms.
FAST_STEP = 0.44
OFF_STEP = 0.60
# How late the test may see a move: its polling, a frame, a busy machine.
POLL = 0.15

TARBART = ("foundation-bases=aces-and-kings reserve-size=4 reserve-spaces=when-stock-empty "
           "foundation-transfers=on")


class Run:
    def __init__(self, app, cli, xvfb, shots):
        self.app = app
        self.cli = cli
        self.xvfb = xvfb
        self.shots = shots

    def start(self, args, scheme, size, settings, position=None):
        env = {"ADW_DEBUG_COLOR_SCHEME": "prefer-" + scheme}
        return aptest.Game(self.app, list(args), self.xvfb, extra_env=env, size=size,
                           settings=settings, position=position)

    def legal(self, position):
        out = subprocess.run([self.cli, "moves"], input=position, capture_output=True,
                             text=True)
        return out.stdout.split("\n")

    def shot(self, game, state, name):
        path = os.path.join(self.shots, name)
        game.screenshot(state, path)
        print("# screenshot %s" % path)


quit_cleanly = aptest.quit_cleanly


def dealt(game, deal):
    return game.wait(lambda s: not s.busy and s["deal"] == str(deal) and s["moves"] == "0",
                     "deal %d" % deal)


class Watcher:
    """Follows the demo's moves through the states the game writes: the
    position after each count of moves, and when each count was first
    seen."""

    def __init__(self):
        self.positions = {}
        self.seen_at = {}

    def __call__(self, state):
        moves = state.int("moves")
        self.positions.setdefault(moves, state.position)
        self.seen_at.setdefault(moves, time.monotonic())
        return True

    def gaps(self):
        counts = sorted(self.seen_at)
        return [self.seen_at[b] - self.seen_at[a] for a, b in zip(counts, counts[1:])]


def wait_moves(game, watcher, at_least, what):
    return game.wait(lambda s: watcher(s) and s.int("moves") >= at_least, what,
                     timeout=DEMO_TIMEOUT)


def no_move_comes(game, moves, seconds):
    """True when the count of moves stays `moves` for `seconds`: longer
    than the demo's pause, so that a move still due would have come."""
    try:
        game.wait(lambda s: s.int("moves") != moves, "a move after the stop", timeout=seconds)
    except aptest.TestFailure:
        return True
    return False


# ---------------------------------------------------------------- checks

def demo_under_way(game, watcher):
    """Deal 5 of Algerian, Play for Me started with Ctrl+P and three of its
    moves made: the state then."""
    state = dealt(game, 5)
    watcher(state)
    game.key(state, "ctrl+p")
    state = game.wait(lambda s: watcher(s) and s["demo"] == "1", "Play for Me to start")
    return wait_moves(game, watcher, 3, "three moves of Play for Me")


def stopped_by_a_key(tap, run, scheme, size, name):
    game = run.start(["--game", "algerian", "--deal", "5"], scheme, size,
                     {"animation-pace": "'fast'"})
    state = None
    watcher = Watcher()
    try:
        state = demo_under_way(game, watcher)
        tap.ok(state["demo"] == "1", "Play for Me plays moves of its own: %s" % state["moves"])
        said = state["demo-said"]
        tap.ok(said.startswith("Play for Me: ") and said.endswith(".") and
               (" onto " in said or "deal" in said),
               "each move is said to screen readers: %r" % said)
        gaps = watcher.gaps()[1:]
        tap.ok(gaps and min(gaps) >= FAST_STEP - POLL,
               "no faster than the fast pace, %.2f s a move: %s"
               % (FAST_STEP, ["%.2f" % g for g in gaps]))
        tap.ok(state["counted"] == "helped",
               "the game is counted as played with help, not as the player's: %s"
               % state["counted"])
        run.shot(game, state, "play-for-me-%s.png" % name)

        # H is the Hint's key: here it only stops Play for Me.
        game.key(state, "h")
        state = game.wait(lambda s: watcher(s) and s["demo"] == "0", "the key to stop it")
        moves = state.int("moves")
        tap.ok(state["hint"] == "-", "the key does nothing else: no hint (%s)" % state["hint"])
        tap.ok(no_move_comes(game, moves, 3 * FAST_STEP + 0.5),
               "no move comes after the key (%d moves)" % moves)
        before = watcher.positions.get(moves - 1)
        game.key(state, "ctrl+z")
        state = game.wait(lambda s: not s.busy and s.int("moves") == moves - 1, "the undo")
        tap.ok(before is not None and state.position == before,
               "Undo takes back Play for Me's last move")
    finally:
        quit_cleanly(tap, game, state)


def stopped_by_a_click(tap, run, scheme, size, name):
    # The pace off, and animations with it (settings.h: animations follows
    # the pace, and turns it back to normal when it is on).
    game = run.start(["--game", "algerian", "--deal", "5"], scheme, size,
                     {"animation-pace": "'off'", "animations": "false"})
    state = None
    watcher = Watcher()
    try:
        state = demo_under_way(game, watcher)
        gaps = watcher.gaps()[1:]
        tap.ok(gaps and min(gaps) >= OFF_STEP - POLL,
               "with animations off, a pause of %.2f s between moves: %s"
               % (OFF_STEP, ["%.2f" % g for g in gaps]))
        run.shot(game, state, "play-for-me-%s.png" % name)
        # A card a tap would pick up: a reserve pile's top card.
        pile = next(p for p in ("R1", "R2", "R3", "R4", "R5", "R6") if state.cards.get(p))
        game.click(state, *state.top_centre(pile))
        state = game.wait(lambda s: s["demo"] == "0", "the click to stop it")
        moves = state.int("moves")
        state = game.wait(lambda s: not s.busy, "the board to settle")
        tap.ok(state["selected"] == "none" and state["dragging"] == "none",
               "the click does nothing else: no card picked up (%s)" % state["selected"])
        tap.ok(no_move_comes(game, moves, 3 * OFF_STEP + 0.5),
               "no move comes after the click (%d moves)" % moves)
    finally:
        quit_cleanly(tap, game, state)


def demo_wins(tap, run):
    game = run.start([], "light", WIDE, {"animation-pace": "'fast'"},
                     position=aptest.algerian_position(TARBART, aptest.SEVENTEEN, "T1"))
    state = None
    try:
        state = game.wait(lambda s: not s.busy and s["deal"] == "0", "the position")
        game.key(state, "ctrl+p")
        state = game.wait(lambda s: "Won with Play for Me" in s.values.get("dialogs", ""),
                          "Play for Me's win", timeout=DEMO_TIMEOUT)
        tap.ok(state["won"] == "1" and state["demo"] == "0",
               "Play for Me plays the game to its win, and stops there")
        tap.ok(state["counted"] == "helped-won",
               "the win is counted as Play for Me's, not the player's: %s" % state["counted"])
        run.shot(game, state, "play-for-me-won-light-wide.png")
        aptest.close_dialog(game, state, "Won with Play for Me")
        state = game.wait(lambda s: "Won with" not in s.values.get("dialogs", ""),
                          "the dialog to close")
    finally:
        quit_cleanly(tap, game, state)


def fair_hint(tap, run, scheme, size, name):
    game = run.start(["--game", "carthage", "--deal", "1"], scheme, size,
                     {"hint-kind": "'fair'"})
    state = None
    try:
        state = dealt(game, 1)
        legal = run.legal(state.position)
        game.key(state, "h")
        state = game.wait(lambda s: s["hint"] not in ("-", "pending"), "the hint")
        move, kind = state["hint"].rsplit(" ", 1)
        tap.ok(kind == "fair", "the hint is the fair player's: %s" % state["hint"])
        tap.ok(move in legal, "and a legal move: %s" % move)
        toast = state["solver-toast"]
        tap.ok(toast.startswith("As a player would, not seeing the stock: the ") and
               " onto " in toast,
               "its message says which kind of hint it is, then the move: %r" % toast)
        tap.ok(state["selected"] == move.split()[0] and state.targets == [move.split()[1]],
               "its card is picked up and its destination ringed: %s %s"
               % (state["selected"], state.targets))
        time.sleep(0.6)  # the message fades in; the picture is of it in place
        run.shot(game, state, "fair-hint-%s.png" % name)
    finally:
        quit_cleanly(tap, game, state)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("app")
    parser.add_argument("cli")
    parser.add_argument("--screenshots", default=tempfile.gettempdir())
    args = parser.parse_args()
    aptest.require_tools()
    os.makedirs(args.screenshots, exist_ok=True)

    tap = aptest.Tap()
    xvfb = aptest.Xvfb(1300, 860, first=81)
    run = Run(args.app, args.cli, xvfb, args.screenshots)
    checks = [
        ("stopped by a key, light wide",
         lambda: stopped_by_a_key(tap, run, "light", WIDE, "light-wide")),
        ("stopped by a key, dark phone",
         lambda: stopped_by_a_key(tap, run, "dark", PHONE, "dark-phone")),
        ("stopped by a click, dark phone",
         lambda: stopped_by_a_click(tap, run, "dark", PHONE, "dark-phone-click")),
        ("stopped by a click, light wide",
         lambda: stopped_by_a_click(tap, run, "light", WIDE, "light-wide-click")),
        ("Play for Me wins", lambda: demo_wins(tap, run)),
        ("fair hint, light wide", lambda: fair_hint(tap, run, "light", WIDE, "light-wide")),
        ("fair hint, dark phone", lambda: fair_hint(tap, run, "dark", PHONE, "dark-phone")),
        ("fair hint, dark wide", lambda: fair_hint(tap, run, "dark", WIDE, "dark-wide")),
        ("fair hint, light phone", lambda: fair_hint(tap, run, "light", PHONE, "light-phone")),
    ]
    aptest.run_checks(tap, checks, xvfb.stop)


if __name__ == "__main__":
    main()
