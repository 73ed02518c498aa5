#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GUI test in a real window: drag and drop, click-to-move, keyboard and an
illegal drop, each with real X11 input events, each checked in the model.

usage: test_gui.py APP [--scale N] [--deal N]

Prints TAP. Starts its own Xvfb when DISPLAY is unset or CI=true.
Which moves are legal is decided here by a small reading of the rules of
docs/rules.md (only what the test needs: building on the tableau and on the
foundations), not by the engine under test.
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import aptest  # noqa: E402

RANKS = aptest.RANKS


def rank(card):
    return RANKS.index(card[0]) + 1


def suit(card):
    return card[1]


def legal_destinations(cards, src):
    """Where the top card of src may go in Algerian with the default
    (Tarbart) rules while the stock has cards: tableau and foundations."""
    card = cards[src][-1]
    out = []
    for i in range(1, 9):
        f = "F%d" % i
        pile = cards.get(f, [])
        if not pile or suit(pile[-1]) != suit(card):
            continue
        # F1..F4 build up, F5..F8 down, in suit.
        step = 1 if i <= 4 else -1
        if rank(card) == rank(pile[-1]) + step:
            out.append(f)
    for i in range(1, 9):
        t = "T%d" % i
        if t == src:
            continue
        pile = cards.get(t, [])
        if not pile:
            out.append(t)
            continue
        top = pile[-1]
        diff = (rank(card) - rank(top)) % 13
        if suit(top) == suit(card) and diff in (1, 12):
            out.append(t)
    return out


def sources(cards):
    return [p for p in ["T%d" % i for i in range(1, 9)] + ["R%d" % i for i in range(1, 7)]
            if cards.get(p)]


def after_move(cards, src, dst):
    new = {k: list(v) for k, v in cards.items()}
    new.setdefault(dst, []).append(new[src].pop())
    return new


def same_cards(a, b):
    names = set(a) | set(b)
    return all(a.get(n, []) == b.get(n, []) for n in names)





def wait_for_cards(game, expected, what, moves):
    return game.wait(lambda s: not s.busy and int(s["moves"]) == moves
                     and same_cards(s.cards, expected), what)


SUITS = "SHDC"


def run_up(suit, top):
    return ["%s%s" % (RANKS[r], suit) for r in range(RANKS.index(top) + 1)]


def win_position():
    """Algerian one card from a win: every foundation complete but the
    king of spades, which lies on T1; the rest of the tableau is empty."""
    lines = ["game: algerian", "S:"]
    for i, suit in enumerate(SUITS):
        up = run_up(suit, "Q" if suit == "S" else "K")
        lines.append("F%d: %s" % (i + 1, " ".join(up)))
    for i, suit in enumerate(SUITS):
        lines.append("F%d: %s" % (i + 5, " ".join(reversed(run_up(suit, "K")))))
    lines.append("T1: KS")
    return "\n".join(lines) + "\n"


def redeal_position():
    """Patriarchs with an empty stock, one redeal left and the rest of the
    pack on the waste."""
    pack = ["%s%s" % (r, s) for s in SUITS for r in RANKS] * 2
    lines = ["game: patriarchs", "redeals: 1", "S:"]
    for i, card in enumerate(["AS", "AH", "AD", "AC", "KS", "KH", "KD", "KC"]):
        pack.remove(card)
        lines.append("F%d: %s" % (i + 1, card))
    reserve = ["5S", "9H", "JD", "3C", "7S", "QH", "4D", "8C", "TS"]
    for i, card in enumerate(reserve):
        pack.remove(card)
        lines.append("R%d: %s" % (i + 1, card))
    lines.append("W: " + " ".join(pack))
    return "\n".join(lines) + "\n"


def run_win(tap, app, xvfb, scale):
    """A double-click sends the last card home; the win is celebrated and
    its dialog offers a new game."""
    game = aptest.Game(app, [], xvfb, scale=scale, size=(1300, 800), position=win_position())
    state = None
    try:
        # One card from a win, Finish is offered at once: its banner moves
        # the board down as it comes, so the aim waits for it.
        state = game.wait(lambda s: not s.busy and s.cards.get("T1") == ["KS"]
                          and s["banner-shown"] == "1", "the position one card from a win")
        tap.ok(len(legal_destinations(state.cards, "T1")) > 1,
               "the last card has several destinations, so a single click would not move it")
        game.double_click(state, *state.top_centre("T1"))
        state = game.wait(lambda s: s["won"] == "1", "the double-click to win")
        tap.ok(state.cards.get("F1", [])[-1:] == ["KS"] and not state.cards.get("T1"),
               "the double-click sent the king of spades to foundation 1")
        state = game.wait(lambda s: "You Won" in s.values.get("dialogs", ""),
                          "the celebration and the win dialog", timeout=30)
        tap.ok(state["celebrating"] == "0",
               "the win dialog appears after the celebration, over the cards back home")
        serial = state.serial
        game.key(state, "Return", focus=False)
        state = game.wait(lambda s: s.serial > serial and s["won"] == "0" and s["moves"] == "0"
                          and "You Won" not in s.values.get("dialogs", ""),
                          "New Game from the win dialog")
        tap.ok(len(state.cards.get("S", [])) > 0, "New Game deals a fresh game")
    except aptest.TestFailure as e:
        tap.ok(False, str(e).replace("\n", "\n# "))
    finally:
        game.quit(state)


def run_redeal(tap, app, xvfb, scale):
    """Patriarchs: a click on the empty stock turns the waste over, once."""
    game = aptest.Game(app, [], xvfb, scale=scale, size=(1000, 800),
                       position=redeal_position())
    state = None
    try:
        state = game.wait(lambda s: not s.busy and s["pos-game"] == "patriarchs"
                          and s["pos-redeals"] == "1", "the Patriarchs position")
        waste = state.cards.get("W", [])
        serial = state.serial
        game.click(state, *state.top_centre("S"))
        state = game.wait(lambda s: s.serial > serial and not s.busy
                          and s["pos-redeals"] == "0", "the click on the empty stock")
        tap.ok(state.cards.get("S", []) == list(reversed(waste)) and not state.cards.get("W"),
               "the waste was turned over to form the stock")
        serial = state.serial
        game.click(state, *state.top_centre("S"))
        state = game.wait(lambda s: s.serial > serial and not s.busy
                          and len(s.cards.get("W", [])) == 1, "a deal onto the waste")
        tap.ok(state.cards["W"] == [waste[0]],
               "the card dealt first before the redeal is dealt first again")
    except aptest.TestFailure as e:
        tap.ok(False, str(e).replace("\n", "\n# "))
    finally:
        game.quit(state)


def run_tournament_deal(tap, app, xvfb, scale):
    """Tournament: a deal's 24 cards fly from the stock to the depots, as
    Algerian's do, though the deal lengthens every depot's fan and the
    piles make room for it first."""
    game = aptest.Game(app, ["--game", "tournament", "--deal", "9"], xvfb, scale=scale,
                       size=(1000, 800))
    state = None
    try:
        state = game.wait(lambda s: s.settled and s["pos-game"] == "tournament",
                          "Tournament's deal 9")
        stock = len(state.cards.get("S", []))
        starts = int(state["busy-starts"])
        serial = state.serial
        game.click(state, *state.top_centre("S"))
        state = game.wait(lambda s: s.serial > serial and not s.busy
                          and len(s.cards.get("S", [])) < stock, "a click on the stock to deal")
        tap.ok(stock - len(state.cards.get("S", [])) == 24 and int(state["busy-starts"]) > starts,
               "Tournament: the deal's 24 cards flew (busy-starts %d, then %s)"
               % (starts, state["busy-starts"]))
    except aptest.TestFailure as e:
        tap.ok(False, str(e).replace("\n", "\n# "))
    finally:
        game.quit(state)


GAME_BUTTONS = ["win.new-game", "win.undo", "win.redo", "win.hint"]


# Algerian deal 5 after the first 46 moves of the solver's winning line
# (three deals): three reserve piles of eight cards.
FULL_RESERVES = """game: algerian
rules: foundation-bases=aces-and-kings reserve-size=4 reserve-spaces=when-stock-empty \
foundation-transfers=on
S: 6D QC 8H 2H 8D JC JS JH 5S 4S QH AS 6D QS 3D 9S QC TD KH 8S 9D 2D 2S 8S 7D TD 8C 3H
F1: AS 2S 3S 4S 5S 6S 7S
F2: AH 2H 3H 4H
F3: AD 2D
F4: AC 2C 3C 4C 5C 6C 7C
F5: KS QS
F6: KH QH JH TH 9H 8H 7H 6H 5H
F7: KD QD JD
F8: KC
T1: 5D 4D
T2: AD KD
T3: AH
T4: 6S
T5: AC
T6: TH
T7: TC 9C
T8: JD
R1: TS
R2: KS TS 4D 7H
R3: KC 5D
R4: 7D QD 7S TC JC 7C 9C 6C
R5: 9H 4C 2C 9D 5C JS 8D
R6: 5H 4H 3S 9S 3D 3C 8C 6H
""".replace("\\\n", "")


def long_depots_position():
    """Algerian late in a game: a depot of thirteen cards, another of ten,
    and reserve piles of eleven and nine."""
    return aptest.algerian_position("foundation-bases=none", {
        "T1": "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH",
        "T4": "2C 3C 4C 5C 6C 7C 8C 9C TC JC",
        "R1": "9S 3D QC 7H 2S KD 5C 8D 4S JH AC",
        "R6": "6D TS 3S 8S QD 2D 9D KC 4D",
        "T2": "5S",
    }, "S")


def long_fan_position():
    """A phone's board with a depot of twenty cards, whose top card lies
    in the middle of the board, where a message would like to go, and a
    move home to hint (the queen of clubs)."""
    return aptest.algerian_position("foundation-bases=aces-and-kings", {
        "F1": "AS", "F2": "AH", "F3": "AD", "F4": "AC",
        "F5": "KS", "F6": "KH", "F7": "KD", "F8": "KC",
        "T1": "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS 2S 3S 4S 5S 6S 7S 8S",
        "T2": "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH", "T3": "KH", "T4": "QC",
        "T5": "JD", "T6": "TC", "T7": "9S", "T8": "2D",
        "R1": "9C 8C 7C 6C 5C 4C 3C 2C 9D 8D 7D 6D 5D 4D",
        "R6": "9C 8C 7C 6C 5C 4C 3C 2C 9D 8D 7D 6D 5D 4D",
    }, "S")


def run_hint_off_top_cards(tap, app, xvfb, scale):
    """The hint's message may lie over the buried cards of a long fan, but
    not over a top card, the one that moves, when there is room elsewhere."""
    game = aptest.Game(app, [], xvfb, scale=scale, size=(360, 640),
                       position=long_fan_position())
    state = None
    try:
        state = game.wait(lambda s: not s.busy and len(s.cards.get("T1", [])) == 20,
                          "the long fan")
        game.key(state, "h")
        state = game.wait(lambda s: message_rect(s) is not None and not s.busy, "the hint")
        rect = message_rect(state)[1]
        hidden = [p for p, f in state.piles.items() if rects_overlap(rect, tuple(f[4:8]))]
        tap.ok(not hidden, "at 360x640 the hint's message %s hides no top card (hides %s)"
               % (rect, hidden))
    except aptest.TestFailure as e:
        tap.ok(False, str(e).replace("\n", "\n# "))
    finally:
        game.quit(state)


def rects_overlap(a, b):
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def check_indices(tap, state, name):
    """Every covered card of every reserve pile and depot shows at least
    the strip that holds its index, the fans stay in the window, and no
    pile lies over another."""
    strip_down, strip_right = (float(f) for f in state["index"].split())
    card_w, card_h = (float(f) for f in state["card"].split())
    win_w, win_h = (float(f) for f in state["window"].split())
    tap.ok(strip_down >= 0.3 * card_w and strip_right >= 0.3 * card_w,
           "the index strips %.0f and %.0f are a real index's for cards %.0f wide (%s)"
           % (strip_down, strip_right, card_w, name))
    short, outside = [], []
    extents = {}
    for pile, corners in state.fans.items():
        if pile[0] not in "RT":
            continue
        for (x0, y0), (x1, y1) in zip(corners, corners[1:]):
            shown = max(x1 - x0, y1 - y0)
            strip = strip_down if y1 - y0 > x1 - x0 else strip_right
            if shown < strip - 0.5:
                short.append("%s %.1f < %.1f" % (pile, shown, strip))
        if corners:
            xs = [c[0] for c in corners]
            ys = [c[1] for c in corners]
            extents[pile] = (min(xs), min(ys), max(xs) + card_w - min(xs),
                             max(ys) + card_h - min(ys))
            left, top = origin(state)
            if max(xs) + card_w > left + win_w or max(ys) + card_h > top + win_h:
                outside.append(pile)
    longest = max((len(c) for p, c in state.fans.items() if p[0] in "RT"), default=0)
    tap.ok(not short, "every card of the reserves and depots (up to %d cards) shows its "
           "whole index (%s): %s" % (longest, name, ", ".join(short) or "all"))
    tap.ok(not outside, "and the fans stay in the window (%s): %s" % (name, outside))
    for pile, rect in state.piles.items():
        if pile not in extents:
            extents[pile] = tuple(rect[4:8])
    overlapping = [(a, b) for a in extents for b in extents
                   if a < b and rects_overlap(extents[a], extents[b])]
    tap.ok(not overlapping, "no pile lies over another (%s): %s" % (name, overlapping))


def run_indices(tap, app, xvfb, scale):
    """The reviewer's window: filled reserves, then long depots, at a
    desktop size, a small window and a phone held upright."""
    for position, what in ((FULL_RESERVES, "filled reserves"),
                           (long_depots_position(), "long depots")):
        game = aptest.Game(app, [], xvfb, scale=scale, size=(1100, 760), position=position)
        state = None
        try:
            state = game.wait(lambda s: not s.busy and s["deal"] == "0", "the position")
            for size in ((1100, 760), (640, 560), (360, 700)):
                if size != (1100, 760):
                    serial = state.serial
                    game.resize(state, *size)
                    state = game.wait(lambda s: s.serial > serial and not s.busy
                                      and int(s["window"].split()[0]) <= size[0] + 10,
                                      "the window at %dx%d" % size)
                    state = game.wait_idle(state.serial - 1)
                check_indices(tap, state, "%s, %dx%d" % (what, size[0], size[1]))
        except aptest.TestFailure as e:
            tap.ok(False, str(e).replace("\n", "\n# "))
        finally:
            game.quit(state)


def pile_extent(state, pile):
    """Where the cards of a pile lie: from its first card to its top one."""
    x, y, w, h, tx, ty, tw, th = state.piles[pile]
    corners = state.fans.get(pile) or [(tx, ty)]
    xs = [c[0] for c in corners] + [tx]
    ys = [c[1] for c in corners] + [ty]
    return (min(xs), min(ys), max(xs) + tw - min(xs), max(ys) + th - min(ys))


def message_rect(state):
    """The kind and rectangle of the message over the board, or None."""
    value = state.values.get("message", "none")
    if value == "none":
        return None
    kind, *rect = value.split()
    return kind, tuple(float(f) for f in rect)


def run_refusal_message(tap, app, xvfb, scale, game_id, deal, size):
    """An illegal drop of a reserve card on another: the reason is said
    over the board, off the refused card, its destination, the stock and
    the waste; it goes on its own after a few seconds."""
    game = aptest.Game(app, ["--game", game_id, "--deal", str(deal)], xvfb, scale=scale,
                       size=size)
    state = None
    name = "%s, %dx%d" % (game_id, size[0], size[1])
    try:
        state = game.wait(lambda s: not s.busy and s["deal"] == str(deal)
                          and s["pos-game"] == game_id, "%s deal %d" % (game_id, deal))
        reserves = [p for p in sorted(state.piles) if p[0] == "R" and state.cards.get(p)]
        # The bottom row's first and last piles, where a toast would lie.
        src, dst = reserves[1], reserves[-1]
        game.drag(state, state.top_centre(src), state.top_centre(dst))
        state = game.wait(lambda s: not s.busy and s["refusal"] != ""
                          and message_rect(s) is not None, "the reason of the refusal")
        kind, rect = message_rect(state)
        tap.ok(kind == "refusal" and int(state["moves"]) == 0,
               "a refused drop of %s on %s is said over the board (%s): %s"
               % (src, dst, name, state["refusal"]))
        covered = [p for p in (src, dst, "S", "W")
                   if p in state.piles and rects_overlap(rect, pile_extent(state, p))]
        tap.ok(not covered, "the reason keeps off the refused card, its destination, the "
               "stock and the waste (%s): %s covered" % (name, covered))
        width = float(state["window"].split()[0])
        left = origin(state)[0]
        tap.ok(rect[0] >= left and rect[0] + rect[2] <= left + width,
               "and within the window (%s): %s" % (name, rect))
        state = game.wait(lambda s: message_rect(s) is None, "the reason to go", timeout=10)
        tap.ok(state["refusal"] != "", "the reason goes on its own after a few seconds (%s)"
               % name)
    except aptest.TestFailure as e:
        tap.ok(False, str(e).replace("\n", "\n# "))
    finally:
        game.quit(state)


def game_buttons_at(state):
    """"header" or "bottom" when every game button is on screen once and
    all of them are in the header bar or all in the bar at the bottom."""
    found = [state.button(action) for action in GAME_BUTTONS]
    if None in found:
        return None
    height = int(state["window"].split()[1])
    top = origin(state)[1]
    if all(y - top < 50 for _, y in found):
        return "header"
    if all(y - top > height - 50 for _, y in found):
        return "bottom"
    return None


def origin(state):
    """Where the window's content starts in its surface: (0, 0) on Xvfb,
    past the window's shadow on Wayland."""
    return tuple(float(v) for v in state.values.get("origin", "0 0").split())


def labels(state):
    """The words of the header bar's title and of the bar at the bottom,
    each with whether it is cut short (ellipsized)."""
    out = []
    for line in state.text.splitlines():
        if line.startswith("label: "):
            truncated, text = line[len("label: "):].split(" ", 1)
            out.append((text, truncated == "1"))
    return out


def run_narrow(tap, app, xvfb, scale):
    """A phone held upright: the game's buttons leave the header bar to the
    game's name and are in a bar at the bottom, where they work; a wider
    window has them back in the header bar, and a narrow one again not."""
    # The longest deal number, so that the title has the most to show.
    game = aptest.Game(app, ["--game", "picture-patience", "--deal", "2147483647"], xvfb,
                       scale=scale, size=(360, 640))
    state = None
    try:
        state = game.wait(lambda s: not s.busy and s["pos-game"] == "picture-patience",
                          "the phone-sized window")
        width = int(state["window"].split()[0])
        tap.ok(width <= 360, "the window is as narrow as asked (%d pixels)" % width)
        tap.ok(game_buttons_at(state) == "bottom",
               "at 360 pixels New Game, Undo, Redo and Hint are in the bar at the bottom")

        stock = len(state.cards.get("S", []))
        game.key(state, "d")
        state = game.wait(lambda s: not s.busy and int(s["moves"]) == 1, "a deal")
        serial = state.serial
        game.click(state, *state.button("win.undo"))
        state = game.wait(lambda s: s.serial > serial and not s.busy and int(s["moves"]) == 0,
                          "a tap on Undo in the bar at the bottom")
        tap.ok(len(state.cards.get("S", [])) == stock, "Undo in the bar takes the deal back")
        serial = state.serial
        game.click(state, *state.button("win.redo"))
        state = game.wait(lambda s: s.serial > serial and not s.busy and int(s["moves"]) == 1,
                          "a tap on Redo in the bar at the bottom")
        tap.ok(len(state.cards.get("S", [])) < stock, "Redo in the bar deals again")
        shown = labels(state)
        cut = [text for text, truncated in shown if truncated]
        tap.ok(not cut, "no word of the title or the bar is cut short: %s" % cut)
        texts = [text for text, _ in shown]
        tap.ok("Deal 2147483647" in texts and any(t.startswith("1 move · ") for t in texts),
               "the deal's number, the moves and the time are all on screen: %s" % texts)

        game.resize(state, 1000, 700)
        state = game.wait(lambda s: game_buttons_at(s) == "header", "the buttons in the header")
        tap.ok(True, "at 1000 pixels the buttons are back in the header bar")
        game.resize(state, 360, 640)
        state = game.wait(lambda s: game_buttons_at(s) == "bottom", "the buttons at the bottom")
        tap.ok(int(state["window"].split()[0]) <= 360,
               "back at 360 pixels they are at the bottom again")
    except aptest.TestFailure as e:
        tap.ok(False, str(e).replace("\n", "\n# "))
    finally:
        game.quit(state)


# The games at their most crowded on a phone on its side: Algerian's rule
# sets (Tarbart by default; six cards a reserve pile), and the other games.
LANDSCAPE_GAMES = [
    ("algerian", 5, None),
    ("algerian", 5, {"reserve-size": "'6'", "foundation-bases": "'kings'",
                     "reserve-spaces": "'always'"}),
    ("algerian", 5, {"foundation-bases": "'none'"}),
    ("carthage", 11, None),
    ("patriarchs", 3, None),
    ("picture-patience", 8, None),
    ("royal-cotillion", 4, None),
    ("odd-and-even", 6, None),
    ("tournament", 9, None),
    ("contradance", 2, None),
]


def run_landscape(tap, app, xvfb, scale):
    """A phone on its side: the window can be 640x360, and there every
    pile of every game lies on the board, under the header bar and inside
    the window, off every other pile, and a deal from the stock works."""
    for game_id, deal, settings in LANDSCAPE_GAMES:
        name = "%s%s at 640x360" % (game_id, " " + str(settings) if settings else "")
        game = aptest.Game(app, ["--game", game_id, "--deal", str(deal)], xvfb, scale=scale,
                           size=(640, 360), settings=settings)
        state = None
        try:
            state = game.wait(lambda s: s.settled and s["pos-game"] == game_id, name)
            width, height = (int(v) for v in state["window"].split())
            # No larger than asked (the frame of a window without a window
            # manager takes a few pixels of it).
            tap.ok(width <= 640 and height <= 360, "%s: the window is as small as asked (%dx%d)"
                   % (name, width, height))
            # The solver's banner may offer New Game too, over the board.
            left, top = origin(state)
            in_header = sorted(a for a, _, y in state.buttons
                               if a in GAME_BUTTONS and y - top < 50)
            tap.ok(in_header == sorted(GAME_BUTTONS), "%s: the buttons are in the header bar: %s"
                   % (name, in_header))
            header = max(y for _, _, y in state.buttons if y - top < 50) + 12
            piles = sorted(p for p in state.piles if p in state.cards)
            extents = {p: pile_extent(state, p) for p in piles}
            outside = [p for p, (x, y, w, h) in extents.items()
                       if x < left or y < header or x + w > left + width
                       or y + h > top + height]
            tap.ok(not outside, "%s: every pile is on the board, in sight: %s outside"
                   % (name, outside))
            overlapping = [(p, q) for i, p in enumerate(piles) for q in piles[:i]
                           if rects_overlap(extents[p], extents[q])]
            tap.ok(not overlapping, "%s: no pile overlaps another: %s" % (name, overlapping))
            stock = len(state.cards.get("S", []))
            serial = state.serial
            game.click(state, *state.top_centre("S"))
            state = game.wait(lambda s: s.serial > serial and not s.busy
                              and len(s.cards.get("S", [])) < stock, "%s: a deal" % name)
            tap.ok(True, "%s: a tap on the stock deals" % name)
        except aptest.TestFailure as e:
            tap.ok(False, str(e).replace("\n", "\n# "))
        finally:
            game.quit(state)


def run_bar_arrows(tap, app, xvfb, scale):
    """In a narrow window, Down from the bottom row of piles leaves the
    board for the bar of buttons, and Up from a button there comes back to
    the pile right above it (Carthage's stock, over the Hint button)."""
    game = aptest.Game(app, ["--game", "carthage", "--deal", "5"], xvfb, scale=scale,
                       size=(400, 760))
    state = None
    try:
        state = game.wait(lambda s: not s.busy and s["pos-game"] == "carthage"
                          and game_buttons_at(s) == "bottom", "a narrow Carthage")
        # Down from the bottom row leaves the board for the bar, and Up
        # from a button there comes back to the pile right above it.
        path = [state["focus"]]
        for _ in range(8):
            if state["focus"] not in state.piles:
                break
            changes = int(state["focus-changes"])
            game.key(state, "Down")
            state = game.wait(lambda s: int(s["focus-changes"]) > changes, "Down")
            path.append(state["focus"])
        # No pile starts lower than the stock (a fanned pile's cards reach
        # lower, but its place is where its first card lies): one Down.
        lower = [p for p, b in state.piles.items() if b[1] > state.piles["S"][1] + 1]
        tap.ok(path[0] == "S" and not lower and len(path) == 2,
               "Down from the stock in the bottom row goes straight to the bar: %s "
               "(piles lower: %s)" % (" ".join(path), lower))
        left = state["focus"]
        button = state.button(left)
        above = [p for p, b in state.piles.items()
                 if b[0] <= button[0] <= b[0] + b[2] and b[1] + b[3] <= button[1]]
        expected = max(above, key=lambda p: state.piles[p][1]) if above else None
        changes = int(state["focus-changes"])
        game.key(state, "Up")
        state = game.wait(lambda s: int(s["focus-changes"]) > changes, "Up")
        tap.ok(expected is not None and state["focus"] == expected,
               "Up from %s in the bar reaches the pile above it, %s (%s)"
               % (left, expected, state["focus"]))
    except aptest.TestFailure as e:
        tap.ok(False, str(e).replace("\n", "\n# "))
    finally:
        game.quit(state)


def run_space(tap, app, xvfb, scale):
    """Space deals when the board has the keyboard, but a focused button
    gets its Space: New Game reached by Tab starts a new deal instead of
    dealing from the stock of this one."""
    # The keyboard starts on the stock, also when the game asked for is not
    # the one of the settings (its piles replace the first ones).
    # In a window that puts the reserves below the tableau, with the stock
    # at the right of their row.
    game = aptest.Game(app, ["--game", "carthage", "--deal", "2"], xvfb, scale=scale,
                       size=(600, 800))
    state = None
    try:
        state = game.wait(lambda s: not s.busy and s["pos-game"] == "carthage", "Carthage")
        tap.ok(state["focus"] == "S", "Carthage starts with the stock focused (%s)"
               % state["focus"])
        # Tab visits the piles in reading order: rows from the top, each
        # from the left (a row: the piles whose places start as high).
        rows = sorted(state.piles, key=lambda p: (state.piles[p][1], state.piles[p][0]))
        visited = []
        while len(visited) < len(rows):
            changes = int(state["focus-changes"])
            game.key(state, "Tab")
            state = game.wait(lambda s: int(s["focus-changes"]) > changes, "Tab to move on")
            if state["focus"] in state.piles:
                visited.append(state["focus"])
        start = rows.index(visited[0])
        tap.ok(visited == rows[start:] + rows[:start],
               "Tab visits the piles in reading order: %s" % " ".join(visited))
    except aptest.TestFailure as e:
        tap.ok(False, str(e).replace("\n", "\n# "))
    finally:
        game.quit(state)
    game = aptest.Game(app, ["--game", "algerian", "--deal", "5"], xvfb, scale=scale)
    state = None
    try:
        state = game.wait(lambda s: not s.busy, "the game")
        tap.ok(state["focus"] == "S", "Algerian starts with the stock focused (%s)"
               % state["focus"])
        # The arrows stay on the board: from the stock down to R1, right to
        # R3, and up to the row above, not out to the header bar.
        path = [state["focus"]]
        for key in ("Down", "Right", "Right", "Up", "Left"):
            changes = int(state["focus-changes"])
            game.key(state, key)
            state = game.wait(lambda s: int(s["focus-changes"]) > changes, key)
            path.append(state["focus"])
        tap.ok(path[:4] == ["S", "R1", "R2", "R3"] and path[4][0] in "FS"
               and path[5] in state.piles,
               "the arrows go from pile to pile: %s" % " ".join(path))
        # The keyboard's ring stays while the player thinks: GTK stops
        # showing focus 3 s after the last key (the window's focus-visible
        # turns off), the board keeps its ring; a press of the pointer on the
        # board ends it, and the keyboard keeps its place.
        here = state["focus"]
        tap.ok(state["focus-ring"] == here, "the keyboard's ring is on %s (%s)"
               % (here, state["focus-ring"]))
        state = game.wait(lambda s: s["focus-visible"] == "0", "GTK to stop showing focus",
                          timeout=20)
        tap.ok(state["focus-ring"] == here,
               "the ring stays on %s once GTK stops showing focus (%s)"
               % (here, state["focus-ring"]))
        # A point of the table that no pile covers, below the foundations.
        width, height = (float(v) for v in state["window"].split())
        left, top = origin(state)
        width, height = width + left, height + top
        top = min(b[1] for b in state.piles.values())
        table = [(x, y) for y in range(int(top), int(height) - 20, 10)
                 for x in range(int(left) + 20, int(width) - 20, 10)
                 if not any(b[0] - 4 <= x <= b[0] + b[2] + 4 and b[1] - 4 <= y <= b[1] + b[3] + 4
                            for b in state.piles.values())]
        game.click(state, *table[len(table) // 2])
        state = game.wait(lambda s: s["focus-ring"] == "none", "a click to end the ring")
        tap.ok(state["focus"] == here and state["selected"] == "none",
               "after a click on the table the ring is gone, no card is in hand and the "
               "keyboard is still on %s (%s, %s in hand)" % (here, state["focus"],
                                                             state["selected"]))
        stock = len(state.cards.get("S", []))
        for _ in range(60):
            if state["focus"] == "win.new-game":
                break
            changes = int(state["focus-changes"])
            game.key(state, "Tab")
            state = game.wait(lambda s: int(s["focus-changes"]) > changes, "Tab to move on")
        tap.ok(state["focus"] == "win.new-game", "Tab reaches New Game (%s)" % state["focus"])
        game.key(state, "space")
        state = game.wait(lambda s: not s.busy and s["deal"] != "5", "Space on New Game")
        tap.ok(int(state["moves"]) == 0 and len(state.cards.get("S", [])) == stock,
               "Space on the focused New Game starts deal %s and deals nothing (%s moves)"
               % (state["deal"], state["moves"]))
        for _ in range(60):
            if state["focus"] in state.piles:
                break
            changes = int(state["focus-changes"])
            game.key(state, "Tab")
            state = game.wait(lambda s: int(s["focus-changes"]) > changes, "Tab to move on")
        tap.ok(state["focus"] in state.piles, "Tab reaches a pile (%s)" % state["focus"])
        game.key(state, "space")
        state = game.wait(lambda s: not s.busy and int(s["moves"]) == 1, "Space on the board")
        tap.ok(len(state.cards.get("S", [])) == stock - 12,
               "Space with the board focused deals 12 cards (focus on %s)" % state["focus"])
        # Space on Undo takes the deal back; Undo, with nothing left to
        # undo, turns insensitive, and the keyboard goes back to the board.
        for _ in range(60):
            if state["focus"] == "win.undo":
                break
            changes = int(state["focus-changes"])
            game.key(state, "Tab")
            state = game.wait(lambda s: int(s["focus-changes"]) > changes, "Tab to move on")
        tap.ok(state["focus"] == "win.undo", "Tab reaches Undo (%s)" % state["focus"])
        game.key(state, "space")
        state = game.wait(lambda s: not s.busy and int(s["moves"]) == 0
                          and s["focus"] in s.piles, "Space on Undo, and the focus back")
        tap.ok(state["focus"] == "S" and len(state.cards.get("S", [])) == stock,
               "Space on Undo undoes the deal, and the keyboard is back on the stock (%s)"
               % state["focus"])
    except aptest.TestFailure as e:
        tap.ok(False, str(e).replace("\n", "\n# "))
    finally:
        game.quit(state)


def dialogs(state):
    return state.values.get("dialogs", "").split()


def dialog_types(state):
    return state.values.get("dialog-types", "").split()


def run_menu(tap, app, xvfb, scale):
    """The primary menu's Select Deal (Enter starts the deal and closes the
    dialog) and its games (a game under way is left only when the player
    says so, since leaving it counts as a loss)."""
    game = aptest.Game(app, ["--game", "algerian", "--deal", "5"], xvfb, scale=scale,
                       size=(1100, 760))
    state = None

    def menu(key, what):
        nonlocal state
        serial = state.serial
        game.key(state, "F10")
        time.sleep(0.5)  # the menu has no state of its own in the file
        game.key(state, key, focus=False)
        state = game.wait(lambda s: s.serial > serial and not s.busy, what)

    def type_number(number, done, what):
        """Types a deal number and Enter into Select Deal, until done(state)
        holds. On Wayland the menu that opened the dialog is a popup of its
        own, and keys that come before mutter has taken the keyboard back
        from it are lost (seen on Debian 13 with the dialog shown and its
        entry focused): while the dialog is still open with nothing done,
        the number is typed again, three times at most."""
        nonlocal state
        for attempt in range(3):
            game.key(state, "ctrl+a", *str(number), "Return", focus=False)
            try:
                state = game.wait(done, what, timeout=5.0)
                return
            except aptest.TestFailure:
                now = game.read()
                if attempt == 2 or now is None or "Select" not in dialogs(now):
                    raise

    try:
        state = game.wait(lambda s: not s.busy and s["deal"] == "5", "deal 5")
        menu("d", "the Select Deal dialog")
        state = game.wait(lambda s: "Select" in dialogs(s), "the Select Deal dialog")
        type_number(42, lambda s: s["deal"] == "42" and not dialogs(s),
                    "Enter to start deal 42 and close the dialog")
        tap.ok(True, "Enter in Select Deal starts the deal and closes the dialog")

        def select_deal(number):
            nonlocal state
            menu("d", "the Select Deal dialog")
            state = game.wait(lambda s: "Select" in dialogs(s), "the Select Deal dialog")
            type_number(number, lambda s: s["deal"] == str(number) and not dialogs(s)
                        and not s.busy, "deal %d" % number)

        # About: a dialog in the window since libadwaita 1.5, a window before.
        about = "AdwAboutDialog" if aptest.modern_dialogs(state) else "AdwAboutWindow"
        menu("a", "About")
        state = game.wait(lambda s: about in dialog_types(s), "the About " + about)
        tap.ok(dialog_types(state) == [about], "with %s About is an %s: %s"
               % (state["libraries"], about, dialog_types(state)))
        game.key(state, "Escape", focus=False)
        state = game.wait(lambda s: not dialog_types(s), "Escape to close About")
        # The Rules (F1): an AdwDialog in the window since libadwaita 1.5,
        # an AdwWindow of their own before.
        kind = "AdwDialog" if aptest.modern_dialogs(state) else "AdwWindow"
        game.key(state, "F1")
        state = game.wait(lambda s: "ApRulesWindow" in dialog_types(s), "the Rules")
        tap.ok(dialog_types(state) == ["ApRulesWindow"] and state["rules-kind"] == kind,
               "with %s the Rules are an %s: %s %s"
               % (state["libraries"], kind, dialog_types(state), state["rules-kind"]))
        game.key(state, "Escape", focus=False)
        state = game.wait(lambda s: not dialog_types(s) and s["rules-window"] == "none",
                          "Escape to close the Rules")

        # The family, each by its own access key.
        for key, game_id in (("o", "royal-cotillion"), ("e", "odd-and-even"),
                             ("m", "tournament"), ("n", "contradance")):
            menu(key, "%s from the menu" % game_id)
            state = game.wait(lambda s, g=game_id: s["pos-game"] == g and not s.busy, game_id)
            tap.ok(not dialogs(state), "the menu's access key %s starts %s" % (key, game_id))

        menu("c", "Carthage from the menu")
        state = game.wait(lambda s: s["pos-game"] == "carthage", "Carthage")
        tap.ok(not dialogs(state), "with no move made, a game from the menu starts at once")
        # A game proved lost is left without a question: the deals below are
        # winnable after their first deal (the command line's solver).
        select_deal(2)
        deal = state["deal"]
        game.key(state, "d")
        state = game.wait(lambda s: not s.busy and s["moves"] == "1", "a deal")
        menu("l", "Algerian from the menu")
        state = game.wait(lambda s: "Play" in dialogs(s), "the question")
        tap.ok(state["pos-game"] == "carthage",
               "with a game under way, the menu asks first: %s" % dialogs(state))
        alert = "AdwAlertDialog" if aptest.modern_dialogs(state) else "AdwMessageDialog"
        tap.ok(dialog_types(state) == [alert],
               "with %s the question is an %s: %s"
               % (state["libraries"], alert, dialog_types(state)))
        game.key(state, "Escape", focus=False)
        state = game.wait(lambda s: not dialogs(s), "the question to go")
        tap.ok(state["pos-game"] == "carthage" and state["deal"] == deal and state["moves"] == "1",
               "Escape keeps the game under way")
        menu("l", "Algerian from the menu again")
        state = game.wait(lambda s: "Play" in dialogs(s), "the question again")
        game.key(state, "alt+n", focus=False)
        state = game.wait(lambda s: s["pos-game"] == "algerian" and not dialogs(s),
                          "New Game to start Algerian")
        tap.ok(state["moves"] == "0", "New Game in the question starts the other game")

        # New Game, Restart and Select Deal ask too, once a move is made.
        deal = state["deal"]
        game.key(state, "ctrl+n")
        # Waits for either answer, a new deal or a question: a frame may be
        # drawn between the key and its action (the keyboard's ring).
        state = game.wait(lambda s: not s.busy and (s["deal"] != deal or dialogs(s)),
                          "Ctrl+N with no move")
        tap.ok(not dialogs(state) and state["deal"] != deal,
               "with no move made, New Game deals at once: %s" % state["deal"])
        select_deal(5)
        deal = state["deal"]
        game.key(state, "d")
        state = game.wait(lambda s: not s.busy and s["moves"] == "1", "a deal")
        game.key(state, "ctrl+n")
        state = game.wait(lambda s: "New" in dialogs(s), "the New Game question")
        tap.ok(state["deal"] == deal, "with a move made, New Game asks first: %s" % dialogs(state))
        game.key(state, "Return", focus=False)
        state = game.wait(lambda s: not dialogs(s), "the question to go")
        tap.ok(state["deal"] == deal and state["moves"] == "1",
               "Return answers Keep Playing: the game under way stays")
        game.key(state, "ctrl+r")
        state = game.wait(lambda s: "Restart" in dialogs(s), "the Restart question")
        tap.ok(state["moves"] == "1", "Restart asks first: %s" % dialogs(state))
        game.key(state, "alt+r", focus=False)
        state = game.wait(lambda s: not dialogs(s) and s["moves"] == "0" and not s.busy,
                          "Restart from the question")
        tap.ok(state["deal"] == deal, "Restart in the question starts deal %s again" % deal)
        game.key(state, "d")
        state = game.wait(lambda s: not s.busy and s["moves"] == "1", "a deal again")
        menu("d", "the Select Deal dialog again")
        state = game.wait(lambda s: "Select" in dialogs(s), "the Select Deal dialog")
        type_number(7, lambda s: "Play" in dialogs(s) and "Select" not in dialogs(s),
                    "the question after Select Deal")
        tap.ok(state["deal"] == deal and "7?" in dialogs(state),
               "Select Deal asks before leaving the game: %s" % dialogs(state))
        game.key(state, "alt+p", focus=False)
        state = game.wait(lambda s: s["deal"] == "7" and not dialogs(s) and not s.busy,
                          "Play in the question")
        tap.ok(state["moves"] == "0", "Play in the question starts deal 7")
    except aptest.TestFailure as e:
        tap.ok(False, str(e).replace("\n", "\n# "))
    finally:
        game.quit(state)

    # Told not to ask (Preferences, Behavior), New Game leaves at once.
    game = aptest.Game(app, ["--game", "algerian", "--deal", "5"], xvfb, scale=scale,
                       size=(1100, 760), settings={"ask-before-leaving": "false"})
    state = None
    try:
        state = game.wait(lambda s: not s.busy and s["deal"] == "5", "deal 5")
        game.key(state, "d")
        state = game.wait(lambda s: not s.busy and s["moves"] == "1", "a deal")
        game.key(state, "ctrl+n")
        state = game.wait(lambda s: s["deal"] != "5" and not s.busy, "a new deal")
        tap.ok(not dialogs(state) and state["moves"] == "0",
               "with ask-before-leaving off, New Game deals without a question")
    except aptest.TestFailure as e:
        tap.ok(False, str(e).replace("\n", "\n# "))
    finally:
        game.quit(state)


def run(app, scale, deal):
    tap = aptest.Tap()
    need_xvfb = "DISPLAY" not in os.environ or os.environ.get("CI") == "true"
    xvfb = aptest.Xvfb(1400 * scale, 900 * scale) if need_xvfb else None
    if xvfb is None:
        xvfb = type("Existing", (), {"display": os.environ["DISPLAY"], "stop": lambda self: None})()
    game = aptest.Game(app, ["--game", "algerian", "--deal", str(deal)], xvfb, scale=scale,
                       size=(1300, 800))
    state = None
    try:
        state = game.wait(lambda s: not s.busy and s["deal"] == str(deal)
                          and s["pos-game"] == "algerian", "the first frame")
        tap.ok(state.scale == scale, "the window runs at scale %d" % scale)
        moves = 0

        # 1. Drag and drop: a card onto a legal destination, preferring a
        # reserve card onto the tableau.
        cards = state.cards
        candidates = [(s, d) for s in sources(cards) for d in legal_destinations(cards, s)
                      if cards.get(d)]
        candidates.sort(key=lambda m: (not m[0].startswith("R"), m))
        if not candidates:
            raise aptest.TestFailure("deal %d has no move onto a card to drag" % deal)
        src, dst = candidates[0]
        expected = after_move(cards, src, dst)
        game.drag(state, state.top_centre(src), state.top_centre(dst))
        moves += 1
        state = wait_for_cards(game, expected, "the dragged card %s -> %s" % (src, dst), moves)
        tap.ok(True, "drag %s onto %s moved the card in the model" % (src, dst))

        # 2. Click to move: tap a card with several destinations (it is picked
        # up and its destinations light up), then tap one of them.
        cards = state.cards
        multi = [(s, legal_destinations(cards, s)) for s in sources(cards)]
        multi = [(s, d) for s, d in multi if len(d) >= 2]
        if not multi:
            raise aptest.TestFailure("no card with two destinations for click-to-move")
        src, dests = multi[0]
        dst = sorted(dests, key=lambda d: (not d.startswith("F"), d))[0]
        serial = state.serial
        game.click(state, *state.top_centre(src))
        state = game.wait(lambda s: s.serial > serial and s["selected"] == src,
                          "%s to be picked up by a click" % src)
        tap.ok(sorted(state.targets) == sorted(dests),
               "the click on %s highlights exactly its destinations %s (got %s)"
               % (src, sorted(dests), sorted(state.targets)))
        expected = after_move(cards, src, dst)
        game.click(state, *state.top_centre(dst))
        moves += 1
        state = wait_for_cards(game, expected, "click-to-move %s -> %s" % (src, dst), moves)
        tap.ok(state["selected"] == "none", "click-to-move %s onto %s moved the card" % (src, dst))

        # 3. Keyboard: Tab to the card, Return picks it up, Tab to the
        # destination, Return puts it down.
        cards = state.cards
        keyboard = [(s, d) for s in sources(cards) for d in legal_destinations(cards, s)]
        if not keyboard:
            raise aptest.TestFailure("no legal move left for the keyboard test")
        src, dst = keyboard[0]

        def tab_to(pile):
            nonlocal state
            for _ in range(60):
                if state["focus"] == pile:
                    return True
                # Wait for this Tab's own focus change: a state written for
                # another reason would let a second Tab go before the
                # first is handled, and the focus would overshoot.
                changes = int(state["focus-changes"])
                game.key(state, "Tab")
                state = game.wait(lambda s: int(s["focus-changes"]) > changes, "the focus to move")
            return False

        tap.ok(tab_to(src), "Tab reaches %s" % src)
        serial = state.serial
        game.key(state, "Return")
        state = game.wait(lambda s: s.serial > serial and s["selected"] == src,
                          "Return to pick up %s" % src)
        tap.ok(dst in state.targets, "the card in hand may go to %s" % dst)
        tap.ok(tab_to(dst), "Tab reaches %s with the card in hand" % dst)
        expected = after_move(cards, src, dst)
        game.key(state, "Return")
        moves += 1
        state = wait_for_cards(game, expected, "the keyboard move %s -> %s" % (src, dst), moves)
        tap.ok(True, "keyboard move %s onto %s moved the card" % (src, dst))

        # Escape puts a card in hand back.
        src = sources(state.cards)[0]
        tab_to(src)
        serial = state.serial
        game.key(state, "Return")
        state = game.wait(lambda s: s.serial > serial and s["selected"] == src, "pick up")
        serial = state.serial
        game.key(state, "Escape")
        state = game.wait(lambda s: s.serial > serial and s["selected"] == "none", "Escape")
        tap.ok(int(state["moves"]) == moves, "Escape cancels without a move")

        # 4. An illegal drop: a reserve card onto another reserve card (the
        # rules never allow it). The card glides back; the model is unchanged.
        cards = state.cards
        reserves = [p for p in ["R%d" % i for i in range(1, 7)] if cards.get(p)]
        src, dst = reserves[0], reserves[-1]
        before = state.position
        game.drag(state, state.top_centre(src), state.top_centre(dst))
        serial = state.serial
        state = game.wait(lambda s: s.serial > serial and not s.busy and not s.targets,
                          "the illegal drop to settle")
        tap.ok(state.position == before and int(state["moves"]) == moves,
               "dropping %s on %s changes nothing" % (src, dst))

        # 5. The stock: a click deals, and Undo (Ctrl+Z) takes the deal back.
        stock = len(state.cards.get("S", []))
        serial = state.serial
        game.click(state, *state.top_centre("S"))
        state = game.wait(lambda s: s.serial > serial and not s.busy
                          and len(s.cards.get("S", [])) < stock, "a click on the stock to deal")
        tap.ok(stock - len(state.cards["S"]) == min(12, stock - 8),
               "a click on the stock dealt %d cards" % (stock - len(state.cards["S"])))
        serial = state.serial
        game.key(state, "ctrl+z")
        state = game.wait(lambda s: s.serial > serial and not s.busy
                          and len(s.cards.get("S", [])) == stock, "Ctrl+Z to undo the deal")
        tap.ok(state.position == before, "undo restores the position before the deal")
    except aptest.TestFailure as e:
        tap.ok(False, str(e).replace("\n", "\n# "))
    finally:
        code = game.quit(state)
    tap.ok(code == 0, "Ctrl+Q quits cleanly (exit status %s)" % code)
    try:
        run_win(tap, app, xvfb, scale)
        run_redeal(tap, app, xvfb, scale)
        run_tournament_deal(tap, app, xvfb, scale)
        run_narrow(tap, app, xvfb, scale)
        run_landscape(tap, app, xvfb, scale)
        run_bar_arrows(tap, app, xvfb, scale)
        run_menu(tap, app, xvfb, scale)
        run_space(tap, app, xvfb, scale)
        run_hint_off_top_cards(tap, app, xvfb, scale)
        run_indices(tap, app, xvfb, scale)
        run_refusal_message(tap, app, xvfb, scale, "carthage", 1, (1100, 760))
        run_refusal_message(tap, app, xvfb, scale, "patriarchs", 7, (1100, 760))
        run_refusal_message(tap, app, xvfb, scale, "patriarchs", 7, (360, 700))
    finally:
        xvfb.stop()
    print("1..%d" % tap.n)
    return 1 if tap.failed else 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("app")
    parser.add_argument("--scale", type=int, default=1)
    parser.add_argument("--deal", type=int, default=5)
    parser.add_argument("--wayland", action="store_true",
                        help="the same checks on Wayland, in a headless mutter")
    parser.add_argument("--with-gi", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    aptest.choose_display(args.wayland, __file__)
    sys.exit(run(args.app, args.scale, args.deal))


if __name__ == "__main__":
    main()
