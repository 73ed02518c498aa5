#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Under an X11 window manager (mutter, GNOME's, on an Xvfb of its own),
the start-up question belongs to the window (issue 44, 3): 'Play
Patriarchs?', asked when --game patriarchs comes with a game under way
saved from the last time, was placed at the screen's top-left corner,
apart from the window, when it was shown before the window was on screen.
Now it lies over the window. Skips where mutter is not installed.

usage: test_window_manager.py APP
"""

import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import aptest  # noqa: E402


def geometry(display, window):
    """(x, y, width, height) of an X window on the screen, from xdotool
    ("Position: X,Y" is on the root window, where --shell gives it in its
    frame)."""
    out = subprocess.run(["xdotool", "getwindowgeometry", window],
                         capture_output=True, text=True, env={"DISPLAY": display}).stdout
    position = re.search(r"Position: (-?\d+),(-?\d+)", out)
    size = re.search(r"Geometry: (\d+)x(\d+)", out)
    return tuple(int(v) for v in position.groups() + size.groups())


def window_named(display, name):
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^%s$" % name],
                           capture_output=True, text=True, env={"DISPLAY": display}).stdout
    return found.split()[0] if found.split() else None


def check_question(tap, app, xvfb):
    saved = aptest.game_under_way(app, xvfb)
    game = aptest.Game(app, ["--game", "patriarchs"], xvfb, size=(1100, 760), saved_game=saved)
    state = None
    try:
        state = game.wait(lambda s: "Play" in s.values.get("dialogs", ""), "the question")
        deadline = time.monotonic() + 10
        question = main = None
        while time.monotonic() < deadline and (question is None or main is None):
            question = window_named(xvfb.display, r"Play Patriarchs\?")
            main = window_named(xvfb.display, "Algerian Patience")
            time.sleep(0.1)
        if question is None or main is None:
            raise aptest.TestFailure("no question or no window on screen")
        # Where the window manager has put them once they have settled.
        time.sleep(1.0)
        qx, qy, qw, qh = geometry(xvfb.display, question)
        mx, my, mw, mh = geometry(xvfb.display, main)
        cx, cy = qx + qw / 2, qy + qh / 2
        tap.ok(mx <= qx and qx + qw <= mx + mw and my <= qy and qy + qh <= my + mh
               and abs(cx - (mx + mw / 2)) <= mw / 10,
               "the question %s lies over the window %s, centred across it"
               % ((qx, qy, qw, qh), (mx, my, mw, mh)))
    finally:
        game.quit(state)


def main():
    app = sys.argv[1]
    aptest.require_tools()
    tap = aptest.Tap()
    mutter = shutil.which("mutter")
    if mutter is None:
        tap.skip("the start-up question under a window manager", "mutter is not installed")
        print("1..%d" % tap.n)
        return
    xvfb = aptest.Xvfb(1600, 1000)
    # Not with the tests' fatal warnings: mutter warns of what a bare X
    # server lacks (colord, DPMS).
    env = dict(os.environ, DISPLAY=xvfb.display)
    env.pop("G_DEBUG", None)
    wm = subprocess.Popen(["dbus-run-session", "--", mutter, "--x11", "--replace",
                           "--sm-disable"], env=env,
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                          start_new_session=True)

    def cleanup():
        os.killpg(wm.pid, 15)
        wm.wait()
        xvfb.stop()

    # mutter has the screen once it has made its guard window.
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and window_named(xvfb.display, "mutter guard window") is None:
        time.sleep(0.1)

    def check():
        if window_named(xvfb.display, "mutter guard window") is None:
            raise aptest.TestFailure("mutter did not start")
        check_question(tap, app, xvfb)

    aptest.run_checks(tap, [("question", check)], cleanup)


if __name__ == "__main__":
    main()
