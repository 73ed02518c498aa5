#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Screenshots of the game window: every game, light and dark, from a phone
held upright (360x640) or on its side (640x360) to 4K (3840x2160), and a
HiDPI (scale 2) window; with --styles, also high contrast (hc, hc-dark) and
the four-colour deck (four, four-dark).

usage: screenshots.py APP [--cli CLI] [--out DIR] [--only SUBSTRING]
                          [--styles light,dark,hc,hc-dark,four,four-dark]
                          [--sizes phone,laptop,...] [--games algerian,...]
                          [--appearance FACE,BACK,TABLE]

--appearance takes the values of the face-design, card-back and table
settings (e.g. traditional,chevron,blue) and puts them in the names.

APP is the tests' build of the game, BUILD/tests/common/algerian-patience-test.
With the command-line companion (--cli, by default BUILD/src/cli's in the
same build tree), each picture shows a game under way: a few dozen moves chosen by a
simple rule, resumed from a saved game. The pictures go to DIR (default: a folder under /tmp, outside the
repository); the script prints where. It runs its own Xvfb, without a
compositor, so the windows have no shadow: the metainfo's pictures are made
by data/screenshots/take-screenshots.py instead, in a GNOME Wayland session.
"""

import argparse
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import aptest  # noqa: E402

GAMES = ["algerian", "carthage", "patriarchs", "picture-patience", "royal-cotillion",
         "odd-and-even", "tournament", "contradance"]
# name, window size in logical pixels, scale
SIZES = [
    ("phone", (360, 640), 1),
    ("landscape", (640, 360), 1),
    ("laptop", (1280, 800), 1),
    ("desktop", (1920, 1080), 1),
    ("4k", (3840, 2160), 1),
    ("hidpi", (1600, 1000), 2),
]
# Deals chosen to look like a game under way after a few deals.
DEALS = {"algerian": 5, "carthage": 11, "patriarchs": 3, "picture-patience": 8,
         "royal-cotillion": 4, "odd-and-even": 6, "tournament": 9, "contradance": 2}
DEALS_TO_MAKE = {"algerian": 2, "carthage": 2, "patriarchs": 12, "picture-patience": 12,
                 "royal-cotillion": 12, "odd-and-even": 12, "tournament": 1, "contradance": 12}


# A style: the colour scheme, high contrast (libadwaita's own switch for it)
# and the four-colour deck.
STYLES = {
    "light": ("light", False, False),
    "dark": ("dark", False, False),
    "hc": ("light", True, False),
    "hc-dark": ("dark", True, False),
    "four": ("light", False, True),
    "four-dark": ("dark", False, True),
}


def cli_run(cli, args, stdin):
    return subprocess.run([cli] + args, input=stdin, capture_output=True, text=True,
                          check=True).stdout


def play_some(cli, game, deal, n_moves, max_deals):
    """A game under way for the pictures: from deal `deal`, moves to the
    foundations first, then reserve cards built onto the tableau, then a
    deal, never back to a position already seen. Returns a saved game."""
    start = cli_run(cli, ["deal", game, "--number", str(deal)], "")
    position, moves, seen, deals = start, [], {start}, 0
    for _ in range(n_moves):
        legal = cli_run(cli, ["moves"], position).split("\n")
        legal = [m for m in legal if m]

        def rank(move):
            src, _, dst = move.partition(" ")
            if dst.startswith("F") and not src.startswith("F"):
                return 0
            if src.startswith(("R", "W")) and dst.startswith("T"):
                return 1
            if src.startswith("T") and dst.startswith("T"):
                return 2
            if move in ("deal", "redeal"):
                return 3 if deals < max_deals else 9
            return 9

        chosen = None
        for move in sorted(legal, key=rank):
            if rank(move) == 9:
                break
            after = cli_run(cli, ["apply", move], position)
            if after not in seen:
                chosen = move
                break
        if chosen is None:
            break
        position = after
        seen.add(position)
        moves.append(chosen)
        deals += chosen in ("deal", "redeal")
    body = "".join("move: %s\n" % m for m in moves)
    return "deal: %d\nelapsed: %d\n%s%s" % (deal, 60 + 7 * len(moves), start, body)


def shoot(app, cli, xvfb, out, game, scheme, size_name, size, scale, select, appearance=None):
    name = "%s-%s-%s%s%s.png" % (game, size_name, scheme, "-selected" if select else "",
                                 "-" + "-".join(appearance) if appearance else "")
    path = os.path.join(out, name)
    saved = play_some(cli, game, DEALS[game], 40, DEALS_TO_MAKE[game]) if cli else None
    colors, high_contrast, four = STYLES[scheme]
    # libadwaita's own debug variables choose the style.
    env = {"ADW_DEBUG_COLOR_SCHEME": "prefer-" + colors,
           "ADW_DEBUG_HIGH_CONTRAST": "1" if high_contrast else "0"}
    settings = {"four-colour-deck": "true"} if four else {}
    if appearance:
        for key, value in zip(("face-design", "card-back", "table"), appearance):
            settings[key] = "'%s'" % value
    g = aptest.Game(app, [] if saved else ["--game", game, "--deal", str(DEALS[game])], xvfb,
                    scale=scale, size=size, extra_env=env, saved_game=saved,
                    settings=settings or None)
    state = None
    try:
        state = g.wait(lambda s: not s.busy and s["pos-game"] == game, "the first frame")
        for _ in range(0 if saved else DEALS_TO_MAKE[game]):
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
    parser.add_argument("--cli", default=None)
    parser.add_argument("--only", default="", help="only pictures whose name contains this")
    parser.add_argument("--styles", default="light,dark", help="a comma-separated list of: " +
                        ", ".join(STYLES))
    parser.add_argument("--sizes", default=",".join(s[0] for s in SIZES),
                        help="a comma-separated list of: " + ", ".join(s[0] for s in SIZES))
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--appearance", default=None, help="FACE,BACK,TABLE")
    args = parser.parse_args()
    appearance = args.appearance.split(",") if args.appearance else None

    out = args.out or tempfile.mkdtemp(prefix="algerian-patience-screenshots-")
    cli = args.cli
    if cli is None:
        guess = os.path.join(os.path.dirname(os.path.abspath(args.app)), "..", "..", "src",
                             "cli", "algerian-patience-cli")
        cli = guess if os.path.exists(guess) else None
    os.makedirs(out, exist_ok=True)
    xvfb = aptest.Xvfb(3840, 2160)
    try:
        for game in args.games.split(","):
            for size_name, size, scale in SIZES:
                if size_name not in args.sizes.split(","):
                    continue
                for scheme in args.styles.split(","):
                    name = "%s-%s-%s" % (game, size_name, scheme)
                    if args.only and args.only not in name:
                        continue
                    shoot(args.app, cli, xvfb, out, game, scheme, size_name, size, scale, False,
                          appearance)
            name = "%s-laptop-light-selected" % game
            if not args.only or args.only in name:
                shoot(args.app, cli, xvfb, out, game, "light", "laptop", (1280, 800), 1, True,
                      appearance)
    finally:
        xvfb.stop()
    print("Screenshots in", out)


if __name__ == "__main__":
    main()
