#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Nothing covers a card the player can move, and every question belongs
to the window (issue 44, 3).

- every game, every size: in each of the eight games, in a window the size
  of a phone held upright (360x640), on its side (640x360), the default
  window (1100x760) and a full HD screen (1920x1080), the banner, the
  hint's words and a refusal's lie over no card that can move: no top card
  of a pile that a legal move takes a card from, and not the stock while a
  deal or a redeal is legal. The legal moves are the command line's
  (`algerian-patience-cli moves` on the position the window shows), the
  rectangles the window's own (the test hooks' state). The banner is the
  verdict asked for from the menu (Can This Deal Be Won?) on a deal at its
  start, when the board is fullest; then the Finish offer, in a position
  near the end of each game (tests/gui/keep-off/, below), where in the
  default window its words and its button fit on one line.
- banner after deals: in Contradance on a phone held on its side
  (640x360), deal 2, which cannot be won, shows its banner after the first
  deal (the verdict waits for the player's first move); three deals fan
  the waste out to three cards under where the banner first was, and its
  top card is the only card that can move. The banner was left over it;
  now it is placed again as the piles change, and lies clear of it.
- question: under an X11 window manager (mutter, GNOME's, on an Xvfb of
  its own; skipped where mutter is not installed), 'Play Patriarchs?',
  asked when --game patriarchs comes with a game under way saved from the
  last time, was placed at the screen's top-left corner, apart from the
  window, when it was shown before the window was on screen. Now it lies
  over the window.

The Finish positions (tests/gui/keep-off/GAME-finish.txt) are each a deal
played along the solver's winning line up to where every card left can go
home, which the game offers to finish.

usage: test_keep_off.py APP CLI [--shots DIR]
"""

import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
import aptest  # noqa: E402

# A deal of each game, and the sizes, in logical pixels.
GAMES = [("algerian", 1), ("carthage", 1), ("patriarchs", 5), ("picture-patience", 7),
         ("royal-cotillion", 1), ("odd-and-even", 2), ("tournament", 1), ("contradance", 2)]
SIZES = [(360, 640), (640, 360), (1100, 760), (1920, 1080)]
DEFAULT = (1100, 760)
SETTINGS = {"animations": "false", "tap-action": "'pick'"}


def overlap(a, b):
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def box(state, key):
    """The rectangle x, y, w, h of "banner-box" or "message" (after its
    kind), or None."""
    words = state.values.get(key, "none").split()
    return tuple(float(v) for v in words[-4:]) if len(words) >= 4 else None


def legal_moves(cli, state):
    out = subprocess.run([cli, "moves"], input=state.position, capture_output=True, text=True)
    if out.returncode != 0:
        raise aptest.TestFailure("cli moves: %s" % out.stderr)
    return [m for m in out.stdout.split("\n") if m]


def movable(cli, state):
    """{pile: its top card's rectangle} for every pile a card can move
    from now: the source of a legal move, and the stock when a deal or a
    redeal is legal."""
    piles = set()
    for move in legal_moves(cli, state):
        piles.add("S" if move in ("deal", "redeal") else move.split()[0])
    return {p: tuple(state.piles[p][4:8]) for p in piles}


def check_keeps_off(tap, cli, state, key, what):
    rect = box(state, key)
    if rect is None:
        raise aptest.TestFailure("no %s on screen for %s" % (key, what))
    cards = movable(cli, state)
    covered = sorted(p for p, top in cards.items() if overlap(rect, top))
    tap.ok(not covered, "%s %s keeps off every card that can move (%d piles): %s covered"
           % (what, rect, len(cards), covered or "none"))


def near(state, size):
    width, height = (int(float(v)) for v in state["window"].split())
    return abs(width - size[0]) <= 16 and abs(height - size[1]) <= 16


def resize(game, state, size, ready, what):
    """The window at `size`, and the state once ready(state) holds there."""
    if not near(state, size):
        game.resize(state, *size)
    return game.wait(lambda s: near(s, size) and ready(s), what)


def shot(game, state, shots, name):
    if shots:
        game.screenshot(state, os.path.join(shots, "keep-off-%s.png" % name))


def ask_verdict(game, state):
    """Can This Deal Be Won? from the primary menu (F10, then its access
    key), and the state once the banner has the answer."""
    game.key(state, "F10")
    state = game.wait(lambda s: s["menu-open"] == "1", "the primary menu")
    game.key(state, "w", focus=False)
    return game.wait(lambda s: s.settled and s["banner-shown"] == "1"
                     and not s["banner"].startswith("Checking"), "the verdict", timeout=60)


def refusal_move(cli, state):
    """A card to pick up and a pile it cannot go to (a foundation, a depot
    or a reserve pile) that the banner leaves in sight, as the command line
    says: a card that can move if there is one, else any card but the
    stock's, which the game refuses to pick up or to move."""
    moves = legal_moves(cli, state)
    banner = box(state, "banner-box")
    sources = sorted({m.split()[0] for m in moves if " " in m}) or sorted(
        p for p in state.piles if p != "S" and state.cards.get(p))
    for src in sources:
        for dst in sorted(state.piles):
            if (dst != src and dst[0] in "FTR" and "%s %s" % (src, dst) not in moves
                    and not (banner and overlap(banner, tuple(state.piles[dst][4:8])))):
                return src, dst
    return None


def refuse(game, state, cli, name):
    """A refused move, and the state once its reason is on screen: the card
    clicked (picked up, or refused at once), then the pile clicked."""
    move = refusal_move(cli, state)
    if move is None:
        raise aptest.TestFailure("%s: no card to refuse" % name)
    src, dst = move
    game.click(state, *state.top_centre(src))
    state = game.wait(lambda s: s["selected"] == src or s["message"].startswith("refusal"),
                      "%s: %s picked up" % (name, src))
    if state["selected"] == src:
        game.click(state, *state.top_centre(dst))
    else:
        dst = "nowhere"
    state = game.wait(lambda s: s.settled and s["message"].startswith("refusal"),
                      "%s: %s refused on %s" % (name, src, dst))
    return state, "%s on %s" % (src, dst)


def put_away(game, state, what):
    """Escape puts a hinted or picked-up card back; the message's close
    button takes what it said away. The state once both are done."""
    game.key(state, "Escape")
    state = game.wait(lambda s: s.settled and s["selected"] == "none", what + ", Escape")
    if state["message"] != "none":
        game.click(state, *state.button("win.close-hint"))
        state = game.wait(lambda s: s["message"] == "none", what + ", the message closed")
    return state


def check_game(tap, app, cli, xvfb, game_id, deal, shots):
    """The verdict, a hint and a refusal at every size, on the deal at its
    start."""
    game = aptest.Game(app, ["--game", game_id, "--deal", str(deal)], xvfb, size=SIZES[0],
                       settings=SETTINGS)
    state = None
    try:
        state = game.wait(lambda s: s.settled and s["pos-game"] == game_id
                          and s["deal"] == str(deal), "%s deal %d" % (game_id, deal))
        state = ask_verdict(game, state)
        for size in SIZES:
            name = "%s-%dx%d" % ((game_id,) + size)
            state = resize(game, state, size,
                           lambda s: s.settled and s["banner-shown"] == "1"
                           and s["selected"] == "none", "%s, the banner" % name)
            check_keeps_off(tap, cli, state, "banner-box", "%s: the banner %r"
                            % (name, state["banner"]))
            serial = state.serial
            game.key(state, "h")
            state = game.wait(lambda s: s.serial > serial and s.settled
                              and s["message"].startswith("hint"), "%s, the hint" % name,
                              timeout=60)
            shot(game, state, shots, name + "-hint")
            check_keeps_off(tap, cli, state, "message", "%s: the hint's words" % name)
            state = put_away(game, state, name)
            state, move = refuse(game, state, cli, name)
            shot(game, state, shots, name + "-refusal")
            check_keeps_off(tap, cli, state, "message", "%s: the refusal of %s" % (name, move))
            state = put_away(game, state, name)
    finally:
        game.quit(state)


def finish_position(game_id):
    with open(os.path.join(HERE, "keep-off", game_id + "-finish.txt")) as f:
        return "".join(line for line in f if not line.startswith("#"))


def check_finish(tap, app, cli, xvfb, game_id, shots):
    """The Finish offer at every size, on one line in the default window,
    and a hint beside it."""
    game = aptest.Game(app, [], xvfb, size=DEFAULT, settings=SETTINGS,
                       position=finish_position(game_id))
    state = None
    def offered(s):
        return s.settled and s["outlook"] == "finish" and s["banner-shown"] == "1"

    try:
        state = game.wait(offered, "%s: Finish" % game_id)
        for size in [DEFAULT] + [s for s in SIZES if s != DEFAULT]:
            name = "%s-finish-%dx%d" % ((game_id,) + size)
            state = resize(game, state, size, offered, "%s, Finish" % name)
            shot(game, state, shots, name)
            if size == DEFAULT:
                tap.ok(state["banner-lines"] == "1 horizontal",
                       "%s: the Finish offer's words and button on one line (%s)"
                       % (name, state["banner-lines"]))
            check_keeps_off(tap, cli, state, "banner-box", "%s: the Finish offer" % name)
            serial = state.serial
            game.key(state, "h")
            state = game.wait(lambda s: s.serial > serial and s.settled
                              and s["message"].startswith("hint"), "%s, the hint" % name,
                              timeout=60)
            check_keeps_off(tap, cli, state, "message", "%s: the hint's words" % name)
            state = put_away(game, state, name)
    finally:
        game.quit(state)


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
        banner = box(state, "banner-box")
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
    app, cli = sys.argv[1], sys.argv[2]
    shots = sys.argv[sys.argv.index("--shots") + 1] if "--shots" in sys.argv else None
    only = sys.argv[sys.argv.index("--only") + 1].split(",") if "--only" in sys.argv else None
    if shots:
        os.makedirs(shots, exist_ok=True)
    aptest.require_tools()
    tap = aptest.Tap()
    xvfb = aptest.Xvfb(1920, 1080)
    checks = []
    for game_id, deal in GAMES:
        if only is None or game_id in only:
            checks.append((game_id, lambda g=game_id, d=deal:
                           check_game(tap, app, cli, xvfb, g, d, shots)))
            checks.append((game_id + " finish", lambda g=game_id:
                           check_finish(tap, app, cli, xvfb, g, shots)))
    if only is None:
        checks += [("banner", lambda: check_banner_off_waste(tap, app, xvfb)),
                   ("question", lambda: check_under_mutter(tap, app))]
    aptest.run_checks(tap, checks, xvfb.stop)


if __name__ == "__main__":
    main()
