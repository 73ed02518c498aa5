#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Screenshots of the game window: every game, light and dark, from a phone
held upright (360x640) to 4K (3840x2160), and a HiDPI (scale 2) window.

usage: screenshots.py APP [--out DIR] [--only SUBSTRING]

The pictures go to DIR (default: a folder under /tmp, outside the
repository); the script prints where. It runs its own Xvfb. The best ones
are copied by hand into data/screenshots/ for the metainfo.
"""

import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import aptest  # noqa: E402

GAMES = ["algerian", "carthage", "patriarchs", "picture-patience"]
# name, window size in logical pixels, scale
SIZES = [
    ("phone", (360, 640), 1),
    ("laptop", (1280, 800), 1),
    ("desktop", (1920, 1080), 1),
    ("4k", (3840, 2160), 1),
    ("hidpi", (1600, 1000), 2),
]
# Deals chosen to look like a game under way after a few deals.
DEALS = {"algerian": 5, "carthage": 11, "patriarchs": 3, "picture-patience": 8}
DEALS_TO_MAKE = {"algerian": 2, "carthage": 2, "patriarchs": 6, "picture-patience": 6}


def shoot(app, xvfb, out, game, scheme, size_name, size, scale, select):
    name = "%s-%s-%s%s.png" % (game, size_name, scheme, "-selected" if select else "")
    path = os.path.join(out, name)
    g = aptest.Game(app, ["--game", game, "--deal", str(DEALS[game])], xvfb, scale=scale,
                    size=size, extra_env={"AP_TEST_COLOR_SCHEME": scheme})
    state = None
    try:
        state = g.wait(lambda s: not s.busy and s["pos-game"] == game, "the first frame")
        for _ in range(DEALS_TO_MAKE[game]):
            stock = len(state.cards.get("S", []))
            g.key(state, "d")
            state = g.wait(lambda s, n=stock: not s.busy and len(s.cards.get("S", [])) < n,
                           "a deal")
        if select:
            # Pick up the card with the most destinations, to show them lit.
            best = None
            for pile, cards in sorted(state.cards.items()):
                if cards and pile[0] in "TRW":
                    serial = state.serial
                    g.click(state, *state.top_centre(pile))
                    state = g.wait(lambda s, n=serial: s.serial > n and not s.busy, "a click")
                    if state["selected"] != "none" and len(state.targets) >= 2:
                        best = pile
                        break
                    if state["selected"] != "none":
                        g.key(state, "Escape")
                        state = g.wait(lambda s: s["selected"] == "none", "Escape")
            if best is None:
                print("# no card with two destinations in %s" % name)
        # Move the pointer out of the way of the cards.
        g.move_to(state, 1, 1)
        g.screenshot(state, path)
        print(path, flush=True)
    finally:
        g.quit(state)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("app")
    parser.add_argument("--out", default=None)
    parser.add_argument("--only", default="", help="only pictures whose name contains this")
    args = parser.parse_args()

    out = args.out or tempfile.mkdtemp(prefix="algerian-patience-screenshots-")
    os.makedirs(out, exist_ok=True)
    xvfb = aptest.Xvfb(3840, 2160)
    try:
        for game in GAMES:
            for size_name, size, scale in SIZES:
                for scheme in ["light", "dark"]:
                    name = "%s-%s-%s" % (game, size_name, scheme)
                    if args.only and args.only not in name:
                        continue
                    shoot(args.app, xvfb, out, game, scheme, size_name, size, scale, False)
            name = "%s-laptop-light-selected" % game
            if not args.only or args.only in name:
                shoot(args.app, xvfb, out, game, "light", "laptop", (1280, 800), 1, True)
    finally:
        xvfb.stop()
    print("Screenshots in", out)


if __name__ == "__main__":
    main()
