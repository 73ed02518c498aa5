#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Preferences → Appearance in the real game (issue 46): the faces, the
back and the table of the settings are what the board draws from the
start; changed while the game runs, the open board follows at once; and
a second start with the same settings file finds them again.

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


def main():
    app = sys.argv[1]
    aptest.require_tools()
    tap = aptest.Tap()
    xvfb = aptest.Xvfb(1280, 800)
    games = []
    keep = tempfile.mkdtemp(prefix="ap-appearance-")

    def start(settings, config=None):
        # A second start: the first one's settings file, on the keyfile
        # backend, as a player's next start finds it.
        extra = {"XDG_CONFIG_HOME": config, "GSETTINGS_BACKEND": "keyfile"} if config else None
        game = aptest.Game(app, ["--game", "algerian", "--deal", "5"], xvfb, size=(1280, 800),
                           settings=settings, extra_env=extra)
        games.append(game)
        return game

    def check():
        settings = {"face-design": "'traditional'", "card-back": "'rings'", "table": "'gray'"}
        game = start(settings)
        state = game.wait(lambda s: not s.busy and "appearance" in s.values, "the first frame")
        tap.ok(appearance(state) == ["traditional", "rings", "gray"],
               "the board starts with the faces, back and table of the settings (%s)"
               % state["appearance"])

        # Changed while the game runs, as Preferences changes them.
        settings = {"face-design": "'index'", "card-back": "'checks'", "table": "'blue'"}
        game.write_settings(settings)
        state = game.wait(lambda s: appearance(s) == ["index", "checks", "blue"],
                          "the board to follow the changed settings")
        tap.ok(True, "the open board follows face, back and table changed while it runs")
        # The settings file outlives the game's own folder, which quit()
        # removes.
        config = os.path.join(keep, "config")
        shutil.copytree(game.env["XDG_CONFIG_HOME"], config)
        game.quit(state)

        # The next start reads the same file.
        again = start(None, config)
        state = again.wait(lambda s: not s.busy and "appearance" in s.values, "the first frame")
        tap.ok(appearance(state) == ["index", "checks", "blue"],
               "a second start finds the choices of the first (%s)" % state["appearance"])
        again.quit(state)

    def cleanup():
        for game in games:
            game.quit()
        xvfb.stop()
        shutil.rmtree(keep, ignore_errors=True)

    aptest.run_checks(tap, [("appearance", check)], cleanup)


if __name__ == "__main__":
    main()
