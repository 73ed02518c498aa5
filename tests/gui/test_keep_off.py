#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Nothing covers a card the player can move, and every question belongs
to the window (issue 44, 3).

- banner: in Contradance on a phone held on its side (640x360), deal 2,
  which cannot be won, shows its banner after the first deal (the verdict
  waits for the player's first move); three deals fan the waste out to
  three cards under where the banner first was, and
  its top card is the only card that can move. The banner was left over
  it; now it is placed again as the piles change, and lies clear of it.
- question: under an X11 window manager (mutter, GNOME's, on an Xvfb of
  its own; skipped where mutter is not installed), 'Play Patriarchs?',
  asked when --game patriarchs comes with a game under way saved from the
  last time, was placed at the screen's top-left corner, apart from the
  window, when it was shown before the window was on screen. Now it lies
  over the window.

usage: test_keep_off.py APP
"""

import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import aptest  # noqa: E402


def overlap(a, b):
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def check_banner_off_waste(tap, app, xvfb):
    game = aptest.Game(app, ["--game", "contradance", "--deal", "2"], xvfb, size=(640, 360),
                       settings={"animations": "false"})
    state = None
    try:
        for n in range(1, 4):
            state = game.wait(lambda s: s.settled, "the board at rest")
            game.key(state, "d")
            state = game.wait(lambda s, n=n: s.settled and len(s.cards.get("W", [])) == n,
                              "deal %d" % n)
            if n == 1:
                # The verdict waits for the player's first move (issue 44, 2).
                state = game.wait(lambda s: s.settled and s["banner-shown"] == "1",
                                  "the banner of a deal that cannot be won")
        state = game.wait(lambda s: s.settled and s["banner-shown"] == "1", "the banner")
        banner = tuple(float(v) for v in state["banner-box"].split())
        top = tuple(state.piles["W"][4:8])
        tap.ok(not overlap(banner, top),
               "the banner %s keeps off the waste's top card %s" % (banner, top))
    finally:
        game.quit(state)


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
        if aptest.modern_dialogs(state):
            # libadwaita >= 1.5: the question is a dialog inside the window,
            # drawn by it, so it cannot lie anywhere else.
            tap.ok("AdwAlertDialog" in state.values.get("dialog-types", ""),
                   "the question is a dialog inside the window (%s)"
                   % state.values.get("dialog-types", ""))
            return
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


def check_under_mutter(tap, app):
    mutter = shutil.which("mutter")
    if mutter is None:
        tap.skip("the start-up question under a window manager", "mutter is not installed")
        return
    xvfb = aptest.Xvfb(1600, 1000)
    # Not with the tests' fatal warnings: mutter warns of what a bare X
    # server lacks (colord, DPMS).
    env = dict(os.environ, DISPLAY=xvfb.display)
    env.pop("G_DEBUG", None)
    wm = subprocess.Popen([mutter, "--x11", "--replace", "--sm-disable"], env=env,
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                          start_new_session=True)
    try:
        # mutter has the screen once it has made its guard window.
        deadline = time.monotonic() + 15
        while (time.monotonic() < deadline
               and window_named(xvfb.display, "mutter guard window") is None):
            time.sleep(0.1)
        if window_named(xvfb.display, "mutter guard window") is None:
            raise aptest.TestFailure("mutter did not start")
        check_question(tap, app, xvfb)
    finally:
        os.killpg(wm.pid, 15)
        wm.wait()
        xvfb.stop()


def main():
    app = sys.argv[1]
    aptest.require_tools()
    tap = aptest.Tap()
    xvfb = aptest.Xvfb(1920, 1080)
    aptest.run_checks(tap, [("banner", lambda: check_banner_off_waste(tap, app, xvfb)),
                            ("question", lambda: check_under_mutter(tap, app))], xvfb.stop)


if __name__ == "__main__":
    main()
