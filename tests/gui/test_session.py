#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What a player found over a long session in the real window, each found
defect as a check that failed before its fix (real X11 input, tests/gui's
aptest):

- a: the command line of a running instance (--game, --deal) asks before
  leaving a game under way, as New Game does, and leaves it only when told;
- b: messages (a hint, a refusal) and the banner hide no card: a refusal
  in Picture Patience at 1100x760, a hint in every game on a phone either
  way round (360x640, 640x360), at 1280x800 and at 1920x1080, a hint and
  the banner in Patriarchs at 1920x1080 and at 1100x760, and in Contradance
  at the four sizes;
- c: with safe automatic moves on, the moves a deal opens with are part of
  it: the header counts no move, Undo is off and the game is not played;
- d: a lost game says so once: "No More Moves", and the banner only after
  it is answered;
- e: the clock stops once the game is proved lost;
- f: a hint that asks for a transfer between foundations says which card
  it lets go home;
- g: the win's celebration keeps its cards inside the board.

usage: test_session.py APP [--only NAME] [--screenshots DIR]

Prints TAP.
"""

import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
import aptest  # noqa: E402


def dialogs(state):
    return state.values.get("dialogs", "").split()


def bus_address(game):
    """The D-Bus session of a running game: dbus-run-session gives it to the
    game's process only, so it is read from that process's environment."""
    pending = [game.proc.pid]
    while pending:
        pid = pending.pop()
        try:
            with open("/proc/%d/environ" % pid, "rb") as f:
                env = dict(item.split(b"=", 1) for item in f.read().split(b"\0") if b"=" in item)
            with open("/proc/%d/task/%d/children" % (pid, pid)) as f:
                pending += [int(c) for c in f.read().split()]
        except (FileNotFoundError, ProcessLookupError):
            continue
        if b"AP_TEST_STATE" in env and b"DBUS_SESSION_BUS_ADDRESS" in env:
            return env[b"DBUS_SESSION_BUS_ADDRESS"].decode()
    raise aptest.TestFailure("no D-Bus session address in the game's environment")


def command_line(game, *args):
    """Runs the game's command again, as a player would in a terminal while
    it runs: the running instance gets the options."""
    env = dict(game.env, DBUS_SESSION_BUS_ADDRESS=bus_address(game))
    result = subprocess.run([game.app] + list(args), env=env, timeout=30,
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise aptest.TestFailure("%s exited %d: %s" % (args, result.returncode, result.stderr))


def check_command_line(tap, app, xvfb, shots):
    """a: --game carthage --deal 9 with a game under way asks first."""
    game, state = aptest.deal_five_under_way(app, xvfb)
    try:
        tap.ok(state["counted"] == "played", "a: the deal under way is played")
        command_line(game, "--game", "carthage", "--deal", "9")
        state = game.wait(lambda s: "Play" in dialogs(s), "the question")
        tap.ok(state["pos-game"] == "algerian" and state["deal"] == "5"
               and state["counted"] == "played",
               "a: the command line asks before leaving the game under way: %s" % dialogs(state))
        if shots:
            game.screenshot(state, os.path.join(shots, "session-a-question.png"))
        game.key(state, "Escape", focus=False)
        state = game.wait(lambda s: not dialogs(s), "the question to go")
        tap.ok(state["pos-game"] == "algerian" and state["deal"] == "5" and state["moves"] == "1",
               "a: Keep Playing keeps the game under way")
        command_line(game, "--game", "carthage", "--deal", "9")
        state = game.wait(lambda s: "Play" in dialogs(s), "the question again")
        game.key(state, "alt+p", focus=False)
        state = game.wait(lambda s: s["pos-game"] == "carthage" and s["deal"] == "9"
                          and not dialogs(s) and not s.busy, "Play to start Carthage deal 9")
        tap.ok(state["moves"] == "0", "a: Play in the question starts Carthage deal 9")
        # With nothing under way, the command line starts at once.
        command_line(game, "--deal", "11")
        state = game.wait(lambda s: s["deal"] == "11" and not s.busy, "deal 11")
        tap.ok(not dialogs(state) and state["pos-game"] == "carthage",
               "a: with no move made, the command line starts the deal at once")
        game.key(state, "d")
        state = game.wait(lambda s: not s.busy and s["moves"] == "1", "a deal")
        saved = os.path.join(game.env["XDG_DATA_HOME"], "algerian-patience", "saved-game")
        with open(saved) as f:
            saved = f.read()
    finally:
        game.quit(state)

    # The game under way saved from the last time: the options of a new
    # start ask before leaving it too.
    game = aptest.Game(app, ["--game", "algerian", "--deal", "9"], xvfb, size=(1100, 760),
                       saved_game=saved)
    state = None
    try:
        state = game.wait(lambda s: "Play" in dialogs(s), "the question at the start")
        tap.ok(state["pos-game"] == "carthage" and state["deal"] == "11"
               and state["moves"] == "1",
               "a: at the start, the saved game under way is resumed and the options ask: %s"
               % dialogs(state))
        game.key(state, "alt+p", focus=False)
        state = game.wait(lambda s: s["pos-game"] == "algerian" and s["deal"] == "9"
                          and not dialogs(s) and not s.busy, "Play to start Algerian deal 9")
        tap.ok(state["moves"] == "0", "a: Play starts Algerian deal 9")
    finally:
        game.quit(state)


def check_opening_moves(tap, app, xvfb, shots):
    """c: with safe automatic moves on, Carthage deal 9 opens with cards
    gone home by themselves: no move of the player's, so the header says 0
    moves, Undo is off and the game is not played."""
    game = aptest.Game(app, ["--game", "carthage", "--deal", "9"], xvfb, size=(1100, 760),
                       settings={"auto-move": "'safe'", "animations": "false"})
    state = None
    try:
        state = game.wait(lambda s: s["deal"] == "9" and s.settled
                          and any(s.cards.get("F%d" % i) for i in range(1, 9)),
                          "deal 9 with its opening automatic moves")
        titles = [line for line in state.text.splitlines() if line.startswith("label: ")]
        tap.ok(state["moves"] == "0" and any(" 0 moves" in t for t in titles)
               and state["can-undo"] == "0" and state["counted"] == "none",
               "c: the opening automatic moves are no moves: %s, can-undo %s, counted %s"
               % (titles, state["can-undo"], state["counted"]))
        if shots:
            game.screenshot(state, os.path.join(shots, "session-c-opening.png"))
        game.key(state, "d")
        state = game.wait(lambda s: s.settled and s["moves"] != "0", "a deal")
        tap.ok(state["can-undo"] == "1" and state["counted"] == "played",
               "c: the player's first move counts, and Undo takes it back (%s moves)"
               % state["moves"])
        game.key(state, "ctrl+z")
        state = game.wait(lambda s: s.settled and s["moves"] == "0", "the undo")
        tap.ok(state["can-undo"] == "0" and any(state.cards.get("F%d" % i) for i in range(1, 9)),
               "c: the undo stops at the deal as it opened")
    finally:
        game.quit(state)


BASES = {"F1": "AS", "F2": "AH", "F3": "AD", "F4": "AC",
         "F5": "KS", "F6": "KH", "F7": "KD", "F8": "KC"}
# Lone depot cards that take nothing from each other and that no foundation
# at its base takes.
QUIET = {"T1": "5S", "T2": "8S", "T3": "5H", "T4": "8H",
         "T5": "5D", "T6": "8D", "T7": "5C", "T8": "8C"}


def one_move_from_lost():
    """Algerian with an empty stock: the two of spades (T2) can go home,
    and after it nothing can (tests/learn's position)."""
    piles = dict(BASES)
    piles.update(QUIET)
    piles.update({"T2": "8S 2S", "S": ""})
    piles.update({"R%d" % i: "" for i in range(1, 7)})
    return "deal: 0\nelapsed: 0\n" + aptest.algerian_position(
        "foundation-bases=aces-and-kings reserve-size=4 reserve-spaces=never "
        "foundation-transfers=off", piles, "T1")


def check_lost(tap, app, xvfb, shots):
    """d and e: the move that loses the game brings one message, "No More
    Moves", not the banner as well; the banner comes once the message is
    answered. The clock stops when the game is proved lost."""
    game = aptest.Game(app, [], xvfb, size=(1100, 760), saved_game=one_move_from_lost())
    state = None
    try:
        state = game.wait(lambda s: s.settled and s["deal"] == "0", "the saved position")
        game.drag(state, state.top_centre("T2"), state.top_centre("F1"))
        state = game.wait(lambda s: s.settled and s["outlook"] == "lost"
                          and "No More Moves" in " ".join(dialogs(s)), "the loss told")
        if shots:
            game.screenshot(state, os.path.join(shots, "session-d-lost.png"))
        tap.ok(state["banner"] == "",
               "d: one message for the loss: the dialog, not the banner too (%r)"
               % state["banner"])
        tap.ok(state["clock-running"] == "0" and state["moves"] == "1",
               "e: the clock stops when the game is proved lost")
        game.key(state, "Escape", focus=False)
        state = game.wait(lambda s: s.settled and not dialogs(s) and s["banner"] != "",
                          "the banner once the message is answered")
        tap.ok("foundation" in state["banner"] and state["clock-running"] == "0",
               "d: Escape on the message leaves the banner: %s" % state["banner"])
        game.key(state, "ctrl+z")
        state = game.wait(lambda s: s.settled and s["moves"] == "0" and s["outlook"] != "lost",
                          "the undo")
        tap.ok("foundation" not in state["banner"],
               "d: an undo out of the loss takes its banner away: %r" % state["banner"])
    finally:
        game.quit(state)


def header_changed(game, state, reference, shot, board_y):
    """How many pixels above the board differ between two screenshots."""
    crop = "%dx%d+0+0" % (int(state["window"].split()[0]) * state.scale,
                          int(board_y * state.scale))
    out = subprocess.run(["compare", "-metric", "AE", reference + "[%s]" % crop,
                          shot + "[%s]" % crop, "null:"], capture_output=True, text=True)
    return int(float(out.stderr.split()[0]))


def check_celebration(tap, app, xvfb, shots):
    """g: the win's cards fly inside the board, never over the header bar
    and its buttons: above the board, every picture taken while they fly
    is the picture taken as they set off."""
    piles = {"F%d" % (i + 1): " ".join(r + suit for r in aptest.RANKS)
             for i, suit in enumerate("SHDC")}
    piles.update({"F%d" % (i + 5): " ".join(r + suit for r in reversed(aptest.RANKS))
                  for i, suit in enumerate("SHDC")})
    piles["F1"] = " ".join(r + "S" for r in aptest.RANKS[:-1])
    piles["T1"] = "KS"
    position = aptest.algerian_position(
        "foundation-bases=aces-and-kings reserve-size=4 reserve-spaces=when-stock-empty "
        "foundation-transfers=on", piles, "S")
    game = aptest.Game(app, [], xvfb, size=(1100, 760), position=position)
    state = None
    tmp = game.tmp
    try:
        state = game.wait(lambda s: s.settled and s.cards.get("T1") == ["KS"], "the position")
        game.drag(state, state.top_centre("T1"), state.top_centre("F1"))
        state = game.wait(lambda s: s["celebrating"] == "1", "the celebration")
        board_y = float(state["board"].split()[1])
        reference = os.path.join(tmp, "celebration-0.png")
        game.screenshot(state, reference)
        worst, n = 0, 0
        while n < 40:
            current = game.read()
            if current is None or current["celebrating"] != "1" or not current.busy:
                break
            n += 1
            shot = os.path.join(tmp, "celebration-%d.png" % n)
            game.screenshot(state, shot)
            changed = header_changed(game, state, reference, shot, board_y)
            if changed > worst and shots:
                game.screenshot(state, os.path.join(shots, "session-g-celebration.png"))
            worst = max(worst, changed)
        tap.ok(n >= 2 and worst == 0,
               "g: the celebration keeps inside the board: %d pixels above it changed "
               "in %d pictures" % (worst, n))
    finally:
        game.quit(state)


def check_hint_transfer(tap, app, xvfb, shots):
    """f: late in Algerian deal 1983199130 only transfers between
    foundations win (tests/solver/positions/algerian-transfers.txt): the
    hint that asks for one says which card it lets go home."""
    with open(os.path.join(HERE, "..", "solver", "positions", "algerian-transfers.txt")) as f:
        position = "".join(line for line in f if not line.startswith("#"))
    game = aptest.Game(app, [], xvfb, size=(1100, 760), position=position)
    state = None
    try:
        state = game.wait(lambda s: s.settled and s.cards.get("T8", [])[-1:] == ["QH"],
                          "the position")
        game.key(state, "h")
        state = game.wait(lambda s: s["hint"] not in ("-", "pending"), "the hint")
        if shots:
            game.screenshot(state, os.path.join(shots, "session-f-hint.png"))
        tap.ok(state["hint"] == "F6 F2 winning"
               and any("so that the %s of hearts can go home" % card in state["solver-toast"]
                       for card in ("queen", "king")),
               "f: a transfer's hint says why it helps: %s: %s"
               % (state["hint"], state["solver-toast"]))
    finally:
        game.quit(state)


def hidden_piles(state, rect):
    """The piles (cards or empty places) that a box x, y, w, h lies over."""
    x, y, w, h = rect
    return [name for name, (px, py, pw, ph, *_) in state.piles.items()
            if x < px + pw and px < x + w and y < py + ph and py < y + h]


def hidden_cards(state, rect):
    """The piles whose cards (from the first to the top one) a box x, y,
    w, h lies over."""
    x, y, w, h = rect
    hidden = []
    for name, (px, py, pw, ph, tx, ty, tw, th, *_) in state.piles.items():
        if not state.cards.get(name) and name not in state.fans:
            corners = [(tx, ty)]
        else:
            corners = (state.fans.get(name) or []) + [(tx, ty)]
        left, top = min(c[0] for c in corners), min(c[1] for c in corners)
        right = max(c[0] for c in corners) + tw
        bottom = max(c[1] for c in corners) + th
        if x < right and left < x + w and y < bottom and top < y + h:
            hidden.append(name)
    return hidden


def box(state, key):
    value = state.values.get(key, "none").split()
    return [float(v) for v in value[-4:]] if len(value) >= 4 else None


# A phone upright and on its side, a laptop, a wide screen.
PHONE_TO_DESKTOP = ((360, 640), (640, 360), (1280, 800), (1920, 1080))


def check_hint(tap, app, xvfb, shots, game_id, deal, size):
    game = aptest.Game(app, ["--game", game_id, "--deal", str(deal)], xvfb, size=size)
    state = None
    try:
        state = game.wait(lambda s: s.settled and s["pos-game"] == game_id, game_id)
        game.key(state, "h")
        state = game.wait(lambda s: s.settled and s["message"].startswith("hint"), "the hint")
        if shots:
            game.screenshot(state, os.path.join(
                shots, "session-b-hint-%s-%dx%d.png" % ((game_id,) + size)))
        # The cards, not the room kept ahead of the depots' fans.
        hidden = hidden_cards(state, box(state, "message"))
        tap.ok(not hidden, "b: %s at %dx%d, the hint hides no card: %s"
               % ((game_id,) + size + (hidden,)))
    finally:
        game.quit(state)


def check_messages(tap, app, xvfb, shots):
    """b: the hint's words, a refusal and the banner keep off the cards in
    Patriarchs and Picture Patience, whose piles fill the middle of the
    board: where no band between the rows is free, beside the grid."""
    # A refusal in Picture Patience: the two of clubs onto an empty
    # foundation.
    game = aptest.Game(app, ["--game", "picture-patience", "--deal", "7"], xvfb,
                       size=(1100, 760))
    state = None
    try:
        state = game.wait(lambda s: s.settled and s["deal"] == "7", "deal 7")
        src = [p for p, c in state.cards.items() if c[-1:] == ["2C"]][0]
        game.click(state, *state.top_centre(src))
        state = game.wait(lambda s: s["selected"] == src, "the two of clubs picked up")
        game.click(state, *state.top_centre("F1"))
        state = game.wait(lambda s: s.settled and s["message"].startswith("refusal"),
                          "the refusal")
        if shots:
            game.screenshot(state, os.path.join(shots, "session-b-refusal.png"))
        tap.ok(not hidden_piles(state, box(state, "message")),
               "b: Picture Patience, the refusal hides no card: %s"
               % hidden_piles(state, box(state, "message")))
    finally:
        game.quit(state)

    # A hint in every game (rules.md 1-8), on a phone held upright and on
    # its side, on a laptop and on a wide screen: the family's layouts
    # fill the board, and Contradance's five rows on a phone fill its
    # height, yet the hint's words lie over no card.
    for game_id, deal in (("algerian", 1), ("carthage", 1), ("patriarchs", 5),
                          ("picture-patience", 7), ("royal-cotillion", 1),
                          ("odd-and-even", 2), ("tournament", 1), ("contradance", 2)):
        for size in PHONE_TO_DESKTOP:
            check_hint(tap, app, xvfb, shots, game_id, deal, size)

    # A hint in Patriarchs in a wide window.
    game = aptest.Game(app, ["--game", "patriarchs", "--deal", "5"], xvfb, size=(1920, 1080))
    state = None
    try:
        state = game.wait(lambda s: s.settled and s["deal"] == "5", "deal 5")
        game.key(state, "h")
        state = game.wait(lambda s: s.settled and s["message"].startswith("hint"), "the hint")
        if shots:
            game.screenshot(state, os.path.join(shots, "session-b-hint.png"))
        tap.ok(not hidden_piles(state, box(state, "message")),
               "b: Patriarchs at 1920x1080, the hint hides no card: %s"
               % hidden_piles(state, box(state, "message")))
    finally:
        game.quit(state)

    # A hint in a lost Patriarchs game, with the banner up, in a wide
    # window and in one where no band between the rows is tall enough for
    # the banner: there its button goes under its words, beside the grid
    # (it lay over the lower half of a row before).
    for size in ((1920, 1080), (1100, 760)):
        check_lost_messages(tap, app, xvfb, shots, "patriarchs", size)

    # A lost Contradance game (rules.md 8.4): on a phone its rows leave one
    # strip, which the banner takes; the hint then lies over the banner for
    # its few seconds, not over the cards.
    for size in PHONE_TO_DESKTOP:
        check_lost_messages(tap, app, xvfb, shots, "contradance", size)


def check_lost_messages(tap, app, xvfb, shots, game_id, size):
    """The banner and a hint in the lost position of game_id
    (tests/solver/positions): in Patriarchs they hide no pile nor each
    other; in Contradance, whose full board on a phone leaves one strip,
    they hide no card."""
    with open(os.path.join(HERE, "..", "solver", "positions", game_id + "-lost.txt")) as f:
        position = "".join(line for line in f if not line.startswith("#"))
    game = aptest.Game(app, [], xvfb, size=size, position=position)
    state = None
    try:
        state = game.wait(lambda s: s.settled and s["outlook"] == "lost" and s["banner"] != "",
                          "the lost game and its banner")
        game.key(state, "h")
        state = game.wait(lambda s: s.settled and s["message"].startswith("hint"), "the hint")
        if shots:
            game.screenshot(state, os.path.join(
                shots, "session-b-lost-%s-%dx%d.png" % ((game_id,) + size)))
        message, banner = box(state, "message"), box(state, "banner-box")
        if game_id == "patriarchs":
            hidden, apart = hidden_piles, not (
                message[0] < banner[0] + banner[2] and banner[0] < message[0] + message[2]
                and message[1] < banner[1] + banner[3] and banner[1] < message[1] + message[3])
        else:
            hidden, apart = hidden_cards, True
        tap.ok(banner is not None and not hidden(state, banner) and not hidden(state, message)
               and apart,
               "b: a lost %s game at %dx%d, the banner and the hint hide no card%s: "
               "banner over %s, hint over %s"
               % ((game_id, ) + size + (" nor each other" if game_id == "patriarchs" else "",
                                        hidden(state, banner) if banner else "?",
                                        hidden(state, message))))
    finally:
        game.quit(state)


CHECKS = {
    "b": check_messages,
    "f": check_hint_transfer,
    "g": check_celebration,
    "a": check_command_line,
    "c": check_opening_moves,
    "de": check_lost,
}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("app")
    parser.add_argument("--only", action="append", choices=sorted(CHECKS))
    parser.add_argument("--screenshots")
    args = parser.parse_args()
    aptest.require_tools()
    tap = aptest.Tap()
    need_xvfb = "DISPLAY" not in os.environ or os.environ.get("CI") == "true"
    xvfb = aptest.Xvfb(1920, 1080) if need_xvfb else None
    if xvfb is None:
        xvfb = type("Display", (), {"display": os.environ["DISPLAY"]})()
    checks = [(name, (lambda f: lambda: f(tap, args.app, xvfb, args.screenshots))(CHECKS[name]))
              for name in (args.only or sorted(CHECKS))]

    def cleanup():
        if need_xvfb:
            xvfb.stop()

    aptest.run_checks(tap, checks, cleanup)


if __name__ == "__main__":
    main()
