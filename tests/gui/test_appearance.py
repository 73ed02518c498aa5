#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Preferences → Appearance in the real game (issue 46): the faces, the
back, the table, the four-colour deck and the speed of the animations of
the settings are what the board draws and plays from the start; changed
while the game runs, the open board follows at once; and the next start
with the same settings file finds them again. Every pace is chosen once
while the game runs and found again at the next start: the board's factor
and Finish's step are the schema's (slow 1.7 times the normal length,
fast 0.55 times, a Finish step of 90 ms at the normal pace, docs/
architecture.md), and with the pace off nothing is animated and Finish
has no step. (Each row of the page sets its key: tests/settings/
test-preferences.c.)

usage: test_appearance.py APP
"""

import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import aptest  # noqa: E402


def appearance(state):
    return state["appearance"].split()


# The factor of each pace (the schema's description of animation-pace) and
# Finish's step at the normal pace (docs/architecture.md).
FACTORS = {"slow": 1.7, "normal": 1.0, "fast": 0.55}
FINISH_STEP_MS = 90


def looks(state, chosen):
    """What the board shows and plays matches the settings `chosen`."""
    pace = chosen["animation-pace"].strip("'")
    board_factor, finish_step = state["pace"].split()
    if appearance(state) != [chosen[k].strip("'") for k in ("face-design", "card-back", "table")]:
        return False
    if state["four-colour"] != ("1" if chosen["four-colour-deck"] == "true" else "0"):
        return False
    if pace == "off":
        return state["animations"] == "0" and finish_step == "0"
    return (state["animations"] == "1"
            and abs(float(board_factor) - FACTORS[pace]) < 0.006
            and abs(int(finish_step) - FINISH_STEP_MS * FACTORS[pace]) <= 0.5)


def as_written(chosen):
    """The settings as Preferences writes them: the older animations key
    with the pace, off exactly when the pace is (the schema)."""
    return dict(chosen, animations="false" if chosen["animation-pace"] == "'off'" else "true")


def described(state):
    return "%s, pace %s, animations %s, four-colour %s" % (
        state["appearance"], state["pace"], state["animations"], state["four-colour"])


def main():
    app = sys.argv[1]
    aptest.require_tools()
    tap = aptest.Tap()
    xvfb = aptest.Xvfb(1280, 800)
    games = []
    keep = tempfile.mkdtemp(prefix="ap-appearance-")

    def start(settings, config=None):
        # A later start: the settings file of the one before, on the
        # keyfile backend, as a player's next start finds it.
        extra = {"XDG_CONFIG_HOME": config, "GSETTINGS_BACKEND": "keyfile"} if config else None
        game = aptest.Game(app, ["--game", "algerian", "--deal", "5"], xvfb, size=(1280, 800),
                           settings=settings, extra_env=extra)
        games.append(game)
        return game

    def first_frame(game):
        return game.wait(lambda s: not s.busy and "appearance" in s.values, "the first frame")

    def check():
        chosen = {"face-design": "'traditional'", "card-back": "'rings'", "table": "'gray'",
                  "animation-pace": "'slow'", "four-colour-deck": "true"}
        game = start(as_written(chosen))
        state = first_frame(game)
        tap.ok(looks(state, chosen),
               "the board starts with the faces, back, table, deck and pace of the settings (%s)"
               % described(state))
        # The settings file outlives the game's own folder, which quit()
        # removes; the later starts share it.
        config = os.path.join(keep, "config")

        # Changed while the game runs, as Preferences changes them: every
        # other pace in turn, each found again by the next start.
        changes = [
            {"face-design": "'index'", "card-back": "'checks'", "table": "'blue'",
             "animation-pace": "'fast'", "four-colour-deck": "false"},
            {"face-design": "'traditional'", "card-back": "'chevron'", "table": "'red'",
             "animation-pace": "'off'", "four-colour-deck": "true"},
            {"face-design": "'index'", "card-back": "'lattice'", "table": "'green'",
             "animation-pace": "'normal'", "four-colour-deck": "false"},
        ]
        for n, chosen in enumerate(changes):
            game.write_settings(as_written(chosen))
            state = game.wait(lambda s, c=chosen: looks(s, c),
                              "the board to follow the settings changed to %s" % chosen)
            tap.ok(True, "the open board follows the settings changed while it runs (%s)"
                   % described(state))
            if n == 0:
                shutil.copytree(game.env["XDG_CONFIG_HOME"], config)
            game.quit(state)

            # The next start reads the same file.
            game = start(None, config)
            state = first_frame(game)
            tap.ok(looks(state, chosen),
                   "the next start finds the choices made while the game ran (%s)"
                   % described(state))
        game.quit(state)

    def cleanup():
        for game in games:
            game.quit()
        xvfb.stop()
        shutil.rmtree(keep, ignore_errors=True)

    aptest.run_checks(tap, [("appearance", check)], cleanup)


if __name__ == "__main__":
    main()
