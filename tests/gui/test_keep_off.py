#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The solver's banner keeps off the card the player can move (issue 44,
3): in Contradance on a phone held on its side (640x360), deal 2, which
cannot be won, shows its banner beside the empty waste; three deals fan
the waste out to three cards under where the banner was, and its top
card is the only card that can move. The banner was left over it; now it
is placed again as the piles change, and lies clear of that card.

usage: test_keep_off.py APP
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
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
        state = game.wait(lambda s: s.settled and s["banner-shown"] == "1",
                          "the banner of a deal that cannot be won")
        for n in range(1, 4):
            state = game.wait(lambda s: s.settled, "the board at rest")
            game.key(state, "d")
            state = game.wait(lambda s, n=n: s.settled and len(s.cards.get("W", [])) == n,
                              "deal %d" % n)
        state = game.wait(lambda s: s.settled and s["banner-shown"] == "1", "the banner")
        banner = tuple(float(v) for v in state["banner-box"].split())
        top = tuple(state.piles["W"][4:8])
        tap.ok(not overlap(banner, top),
               "the banner %s keeps off the waste's top card %s" % (banner, top))
    finally:
        game.quit(state)


def main():
    app = sys.argv[1]
    aptest.require_tools()
    tap = aptest.Tap()
    xvfb = aptest.Xvfb(1920, 1080)
    aptest.run_checks(tap, [("banner", lambda: check_banner_off_waste(tap, app, xvfb))],
                      xvfb.stop)


if __name__ == "__main__":
    main()
