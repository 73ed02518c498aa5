#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every game played by finger on Wayland, as GNOME runs it.

usage: test_touch.py APP CLI

For each game, the game runs as a Wayland client of a headless mutter of
its own and gets genuine touch events of a virtual touchscreen through
mutter's remote-desktop API (waytest.py). Checked, in the model the game
writes (AP_TEST_STATE), with the legal moves of each position from the
command-line companion (CLI moves):

- a tap picks a card up and a second tap puts it down, in each tap mode of
  Preferences → Behavior (pick, select, auto);
- a finger drag to a foundation and to a tableau pile moves the card, and
  while it is dragged the card shows above the finger, not under it;
- a drag let go on a pile the card may not go to flies back and says why;
- a touch that moves only a little is a tap, not a drag;
- a tap on the stock deals;
- two fingers at once never move two cards nor leave one in the air;
- at 360x640 the header bar's and the bottom bar's buttons work by finger,
  and a tap a little off a card, beside its edge, reaches it.

Each check also asserts that the game received touch events from a
touchscreen and no pointer button, and the log says how many. Prints TAP.
Skips where mutter, PipeWire or Python's gi are missing; under CI=true
that fails instead.
"""

import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
import aptest  # noqa: E402
import waytest  # noqa: E402
from waytest import TestFailure, input_counts  # noqa: E402

# A deal of each game whose first position has a move to a foundation and
# one to another pile (found with the CLI's moves), where the game has one.
GAMES = [("algerian", 7), ("carthage", 7), ("patriarchs", 3), ("picture-patience", 8),
         ("royal-cotillion", 7), ("odd-and-even", 7), ("tournament", 7), ("contradance", 7)]


class Moves:
    """The legal moves of a position, from the command-line companion."""

    def __init__(self, cli, state):
        out = subprocess.run([cli, "moves"], input=state.position, capture_output=True,
                             text=True, check=True).stdout
        self.dests = {}
        for line in out.splitlines():
            words = line.split()
            if len(words) == 2:
                self.dests.setdefault(words[0], []).append(words[1])

    def find(self, want):
        """The first (src, dst) for which want(src, dst) holds, or None."""
        for src, dsts in self.dests.items():
            for dst in dsts:
                if want(src, dst):
                    return src, dst
        return None


def is_foundation(pile):
    return pile.startswith("F")


def top(state, pile):
    cards = state.cards.get(pile, [])
    return cards[-1] if cards else None


def total(state):
    return sum(len(c) for c in state.cards.values())


class Touch:
    """One game's session, and the checks made in it."""

    def __init__(self, tap, app, cli, game_id, deal, size=(1100, 740), screen=(1400, 900)):
        self.tap, self.cli, self.name = tap, cli, game_id
        self.game = waytest.WaylandGame(app, ["--game", game_id, "--deal", str(deal)],
                                        size=size, screen=screen,
                                        settings={"tap-action": "'pick'"})
        self.state = None
        self.state = self.game.wait(lambda s: s.settled and "board" in s.values
                                    and s.values.get("pos-game") == game_id,
                                    "%s on the screen" % game_id, timeout=30)
        self.state = self.game.calibrate(self.state)
        self.counts = input_counts(self.state)

    def ok(self, passed, what):
        self.tap.ok(passed, "%s: %s" % (self.name, what))

    def after(self, predicate, what, timeout=15.0):
        """The next settled state for which predicate holds."""
        before = self.state
        self.state = self.game.wait(lambda s: s.serial > before.serial and s.settled
                                    and predicate(s), what, timeout=timeout)
        return self.state

    def by_finger(self, what):
        """Asserts that everything since the last call came from a
        touchscreen, as touches, and logs how many."""
        counts = input_counts(self.state)
        new = {k: counts[k] - self.counts[k] for k in counts}
        self.counts = counts
        self.ok(new["touch-begin"] > 0 and new["button-press"] == 0
                and self.state["last-input"].endswith("touchscreen"),
                "%s came as touch events: %s; last %s; moves %s"
                % (what, " ".join("%s %d" % kv for kv in new.items()),
                   self.state["last-input"], self.state["moves"]))

    def set_tap_action(self, action):
        self.game.write_settings({"tap-action": "'%s'" % action})
        self.state = self.game.wait(lambda s: s["tap-action"] == action,
                                    "tap-action %s" % action)

    def moves(self):
        return Moves(self.cli, self.state)

    def find(self, want):
        """A move (src, dst) for which want(moves, src, dst) holds; when the
        position has none, the stock deals (by a tap) until one comes."""
        for _ in range(8):
            moves = self.moves()
            found = moves.find(lambda s, d: s != "S" and want(moves, s, d))
            if found is not None or not self.state.cards.get("S"):
                return found
            n = len(self.state.cards["S"])
            self.touch("S")
            self.after(lambda s: len(s.cards.get("S", [])) < n, "a deal for a move")
        return None

    def centre(self, pile):
        return self.state.top_centre(pile)

    def touch(self, pile):
        self.game.touch(*self.centre(pile))

    def quit(self):
        self.game.quit(self.state)

    # ------------------------------------------------------------ checks

    def beside(self, pile):
        """A point of the table just outside pile's rectangle, beside its
        top card, nearer to it than to any other pile and inside no pile:
        where a finger aiming at a small card lands a little off."""
        x, y, w, h, tx, ty, tw, th = self.state.piles[pile]
        gap = 3.0

        def distance(px, py, rect):
            rx, ry, rw, rh = rect[:4]
            dx = max(rx - px, px - (rx + rw), 0)
            dy = max(ry - py, py - (ry + rh), 0)
            return (dx * dx + dy * dy) ** 0.5

        for px, py in ((x - gap, ty + th / 2), (x + w + gap, ty + th / 2),
                       (tx + tw / 2, y - gap), (tx + tw / 2, y + h + gap)):
            others = [distance(px, py, r) for p, r in self.state.piles.items() if p != pile]
            if min(others) > gap + 1:
                return px, py
        return None

    def check_finger_target(self):
        """A tap just outside a card's edge, within a finger's reach of it,
        picks it up, and one just outside its destination puts it there."""
        self.set_tap_action("pick")
        found = self.find(lambda m, s, d: self.beside(s) and self.beside(d))
        if found is None:
            raise TestFailure("no move between piles with room beside them")
        src, dst = found
        card, n = top(self.state, src), int(self.state["moves"])
        at = self.beside(src)
        self.game.touch(*at)
        self.after(lambda s: s["selected"] == src,
                   "a tap at %.0f,%.0f, beside %s, to pick %s up" % (at + (src, card)))
        to = self.beside(dst)
        self.game.touch(*to)
        self.after(lambda s: int(s["moves"]) == n + 1,
                   "a tap at %.0f,%.0f, beside %s, to put %s there" % (to + (dst, card)))
        self.ok(top(self.state, dst) == card,
                "taps 3 px outside %s's and %s's edges (cards %s px) carry %s from one to "
                "the other" % (src, dst, self.state["card"], card))
        self.by_finger("the taps beside the cards")

    def check_pick(self):
        self.set_tap_action("pick")
        found = self.find(lambda m, s, d: True)
        if found is None:
            raise TestFailure("no card to move in this position")
        src, dst = found
        card, moves = top(self.state, src), int(self.state["moves"])
        legal = sorted(self.moves().dests[src])
        self.touch(src)
        self.after(lambda s: s["selected"] == src, "a tap on %s to pick %s up" % (src, card))
        self.ok(sorted(self.state.targets) == legal and int(self.state["moves"]) == moves,
                "pick: a tap picks %s up with its places %s lit (got %s)"
                % (card, legal, sorted(self.state.targets)))
        self.touch(dst)
        self.after(lambda s: int(s["moves"]) == moves + 1, "a tap on %s to drop %s" % (dst, card))
        self.ok(top(self.state, dst) == card and self.state["selected"] == "none",
                "pick: a second tap puts %s on %s" % (card, dst))
        self.by_finger("pick: the two taps")

    def check_select(self):
        self.set_tap_action("select")
        one = self.find(lambda m, s, d: len(m.dests[s]) == 1 and self.state.cards.get(d))
        if one is None:
            self.tap.skip("%s: select: a tap sends a card with one place there" % self.name,
                          "no card with exactly one place in this position")
        else:
            src, dst = one
            card, n = top(self.state, src), int(self.state["moves"])
            self.touch(src)
            self.after(lambda s: int(s["moves"]) == n + 1, "a tap on %s" % src)
            self.ok(top(self.state, dst) == card,
                    "select: a tap sends %s, which has one place, to %s" % (card, dst))
        many = self.find(lambda m, s, d: len(m.dests[s]) > 1)
        if many is None:
            self.tap.skip("%s: select: a tap picks up a card with several places" % self.name,
                          "no card with several places in this position")
        else:
            src, dst = many
            card, n = top(self.state, src), int(self.state["moves"])
            self.touch(src)
            self.after(lambda s: s["selected"] == src, "a tap on %s" % src)
            self.touch(dst)
            self.after(lambda s: int(s["moves"]) == n + 1, "a tap on %s" % dst)
            self.ok(top(self.state, dst) == card,
                    "select: a tap picks up %s, which has several places, and a tap puts it "
                    "on %s" % (card, dst))
        self.by_finger("select: the taps")

    def check_auto(self):
        self.set_tap_action("auto")
        found = self.find(lambda m, s, d: True)
        if found is None:
            raise TestFailure("no card to move in this position")
        src = found[0]
        moves = self.moves()
        card, n = top(self.state, src), int(self.state["moves"])
        self.touch(src)
        self.after(lambda s: int(s["moves"]) == n + 1, "a tap on %s" % src)
        went = [d for d in moves.dests[src] if top(self.state, d) == card]
        self.ok(len(went) == 1, "auto: one tap sends %s to its best place (%s)" % (card, went))
        self.by_finger("auto: the tap")
        self.set_tap_action("pick")

    def drag(self, label, want):
        found = self.find(lambda m, s, d: want(d))
        if found is None:
            self.tap.skip("%s: a finger drag %s" % (self.name, label),
                          "no such move in this game's position")
            return
        src, dst = found
        card, n = top(self.state, src), int(self.state["moves"])
        start, end = self.centre(src), self.centre(dst)
        # Put down and moved half way, the finger stays: the card must be
        # lifted above it.
        self.game.touch_down(0, *start)
        steps = 8
        for i in range(1, steps + 1):
            time.sleep(0.012)
            self.game.touch_motion(0, start[0] + (end[0] - start[0]) * i / steps / 2,
                                   start[1] + (end[1] - start[1]) * i / steps / 2)
        finger = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)

        def at_finger(s):
            x, y = (float(v) for v in s["input-at"].split())
            return (s.values.get("dragging", "none") != "none"
                    and abs(x - finger[0]) < 1.5 and abs(y - finger[1]) < 1.5)
        held = self.game.wait(at_finger, "the card to follow the finger half way")
        x, y, w, h = (float(v) for v in held["dragging"].split()[1:])
        # The finger, pressed on the middle of the card, covers what it
        # touches: the card must have gone up so that the finger holds it
        # by its lowest quarter, the rest, index first, in sight.
        self.ok(finger[1] - y >= 0.75 * h and finger[1] <= y + h,
                "the card dragged by a finger shows above it (card %.0f..%.0f, finger at "
                "%.0f)" % (y, y + h, finger[1]))
        for i in range(steps // 2 + 1, steps + 1):
            time.sleep(0.012)
            self.game.touch_motion(0, start[0] + (end[0] - start[0]) * i / steps,
                                   start[1] + (end[1] - start[1]) * i / steps)
        time.sleep(0.012)
        self.game.touch_up(0)
        self.after(lambda s: int(s["moves"]) == n + 1, "the drag of %s to %s" % (card, dst))
        self.ok(top(self.state, dst) == card and top(self.state, src) != card
                or self.state.cards.get(src, []).count(card) < held.cards[src].count(card),
                "a finger drag %s carries %s from %s to %s" % (label, card, src, dst))
        self.by_finger("the drag %s" % label)

    def check_drags(self):
        self.drag("to a foundation", is_foundation)
        self.drag("to a tableau pile", lambda d: not is_foundation(d))

    def check_illegal_drop(self):
        moves = self.moves()
        # A card of a pile other than the stock and the foundations, and a
        # pile with cards it may not go to.
        pairs = [(s, d) for s in self.state.cards
                 if s != "S" and not is_foundation(s) and self.state.cards.get(s)
                 and s in self.state.piles
                 for d in self.state.cards if d not in moves.dests.get(s, [])
                 and d not in (s, "S") and d in self.state.piles and self.state.cards.get(d)]
        if not pairs:
            raise TestFailure("no card with a pile it may not go to")
        src, dst = pairs[0]
        before = self.state
        starts = int(before["busy-starts"])
        self.game.touch_drag(self.centre(src), self.centre(dst))
        ends = input_counts(before)["touch-end"]
        self.after(lambda s: input_counts(s)["touch-end"] > ends and s["dragging"] == "none",
                   "the drag to %s and the flight back" % dst)
        self.ok(self.state.cards == before.cards and self.state["moves"] == before["moves"]
                and int(self.state["busy-starts"]) > starts,
                "a drag of %s let go on %s, where it may not go, flies back to %s"
                % (top(before, src), dst, src))
        self.ok(self.state.values.get("refusal", "") not in ("", before.values.get("refusal")),
                "and the game says why: %r" % self.state.values.get("refusal", ""))
        self.by_finger("the refused drag")

    def check_small_move(self):
        self.set_tap_action("pick")
        src = [p for p in self.state.cards if p != "S" and not is_foundation(p)
               and p in self.state.piles and self.state.cards.get(p)][0]
        x, y = self.centre(src)
        starts, n = int(self.state["busy-starts"]), self.state["moves"]
        self.game.touch_down(0, x, y)
        time.sleep(0.02)
        self.game.touch_motion(0, x + 2, y + 3)
        time.sleep(0.02)
        self.game.touch_up(0)
        self.after(lambda s: s["selected"] == src, "the short touch on %s" % src)
        self.ok(self.state["moves"] == n and int(self.state["busy-starts"]) == starts,
                "a touch that moves 3 px is a tap: it picks %s up and drags nothing"
                % top(self.state, src))
        self.touch(src)
        self.after(lambda s: s["selected"] == "none", "a tap to put it back")
        self.by_finger("the short touch")

    def check_stock(self):
        if not self.state.cards.get("S"):
            raise TestFailure("the stock is empty")
        n = len(self.state.cards["S"])
        self.touch("S")
        self.after(lambda s: len(s.cards.get("S", [])) < n, "a tap on the stock to deal")
        self.ok(True, "a tap on the stock deals (%d cards left of %d)"
                % (len(self.state.cards.get("S", [])), n))
        self.by_finger("the tap on the stock")

    def check_two_fingers(self):
        moves = self.moves()
        srcs = [s for s in moves.dests if s != "S"]
        others = [p for p in self.state.cards if p not in srcs and p != "S"
                  and self.state.cards.get(p) and p in self.state.piles]
        if len(srcs) < 2:
            srcs += others
        if len(srcs) < 2:
            raise TestFailure("fewer than two cards to put fingers on")
        a, b = srcs[0], srcs[1]
        da = moves.dests.get(a, [b])[0]
        db = moves.dests.get(b, [a])[0]
        before = self.state
        n, count = int(before["moves"]), total(before)
        pa, pb = self.centre(a), self.centre(b)
        ta, tb = self.centre(da), self.centre(db)
        self.game.touch_down(0, *pa)
        self.game.touch_down(1, *pb)
        for i in range(1, 13):
            time.sleep(0.012)
            self.game.touch_motion(0, pa[0] + (ta[0] - pa[0]) * i / 12,
                                   pa[1] + (ta[1] - pa[1]) * i / 12)
            self.game.touch_motion(1, pb[0] + (tb[0] - pb[0]) * i / 12,
                                   pb[1] + (tb[1] - pb[1]) * i / 12)
        self.game.touch_up(1)
        time.sleep(0.012)
        self.game.touch_up(0)
        self.after(lambda s: input_counts(s)["touch-end"] >= input_counts(before)["touch-end"]
                   + 2, "both fingers lifted")
        time.sleep(0.3)  # a card in the air would show in the next frames
        self.state = self.game.wait(lambda s: s.settled, "the board to settle")
        moved = int(self.state["moves"]) - n
        self.ok(moved <= 1 and total(self.state) == count and not self.state.busy
                and self.state.values.get("dragging", "none") == "none",
                "two fingers dragging %s and %s at once move %d card(s), lose none and leave "
                "none in the air" % (top(before, a), top(before, b), moved))
        self.by_finger("the two fingers")


def run_game(tap, app, cli, game_id, deal):
    t = None
    try:
        t = Touch(tap, app, cli, game_id, deal)
        for check in (t.check_stock, t.check_drags, t.check_pick, t.check_small_move,
                      t.check_select, t.check_auto, t.check_illegal_drop,
                      t.check_two_fingers):
            try:
                check()
            except TestFailure as e:
                tap.ok(False, "%s: %s: %s" % (game_id, check.__name__,
                                              str(e).replace("\n", "\n# ")))
    except TestFailure as e:
        tap.ok(False, "%s: %s" % (game_id, str(e).replace("\n", "\n# ")))
    finally:
        if t is not None:
            t.quit()


def run_buttons(tap, app, cli):
    """At 360x640 the bars' buttons, pressed by finger: Undo takes back a
    deal, Redo... whichever the bars show, each must answer a tap."""
    t = None
    try:
        # A screen larger than the window and the shadow around it: on a
        # smaller one mutter moves the window again after it is placed,
        # after the test has learnt where it is.
        t = Touch(tap, app, cli, "algerian", 7, size=(360, 640), screen=(640, 800))
        try:
            t.check_finger_target()
        except TestFailure as e:
            tap.ok(False, "finger target at 360x640: " + str(e).replace("\n", "\n# "))
        state = t.state
        actions = sorted(a for a, _, _ in state.buttons)
        t.ok(True, "at 360x640 the bars show %s" % actions)
        n = len(state.cards["S"])
        t.touch("S")
        t.after(lambda s: len(s.cards.get("S", [])) < n, "a tap on the stock")
        undo = t.state.button("win.undo")
        if undo is None:
            raise TestFailure("no Undo button at 360x640")
        t.game.touch(*undo)
        t.after(lambda s: len(s.cards.get("S", [])) == n, "a tap on Undo")
        t.ok(True, "a tap on Undo in the bars takes back the deal")
        redo = t.state.button("win.redo")
        if redo is None:
            raise TestFailure("no Redo button at 360x640")
        t.game.touch(*redo)
        t.after(lambda s: len(s.cards.get("S", [])) < n, "a tap on Redo")
        t.ok(True, "a tap on Redo deals again")
        hint = t.state.button("win.hint")
        if hint is None:
            raise TestFailure("no Hint button at 360x640")
        t.game.touch(*hint)
        t.after(lambda s: s.values.get("hint", "-") != "-", "a tap on Hint")
        t.ok(True, "a tap on Hint shows a hint (%s)" % t.state["hint"])
        new = t.state.button("win.new-game")
        if new is None:
            raise TestFailure("no New Game button at 360x640")
        deal = t.state["deal"]
        t.game.touch(*new)
        t.state = t.game.wait(lambda s: s.values.get("dialogs", "") != "" or s["deal"] != deal,
                              "a tap on New Game")
        t.ok(True, "a tap on New Game answers (dialogs %r, deal %s)"
             % (t.state.values.get("dialogs", ""), t.state["deal"]))
        card = t.state["card"].split()
        t.ok(int(card[0]) >= 32, "at 360 px a card, the target of a finger, is %sx%s px"
             % tuple(card))
        t.by_finger("the taps on the bars' buttons")
    except TestFailure as e:
        tap.ok(False, "buttons at 360x640: " + str(e).replace("\n", "\n# "))
    finally:
        if t is not None:
            t.quit()


def take_shots(app, cli, folder):
    """Pictures of each game played by finger, at 360x640 and 1280x800:
    a few moves, then a card in mid-drag under a finger, from the session's
    screen cast. For a person to look at; checks nothing more."""
    tap = aptest.Tap()
    for game_id, deal in GAMES:
        for size, screen in (((360, 640), (640, 800)), ((1280, 800), (1280, 800))):
            t = Touch(tap, app, cli, game_id, deal, size=size, screen=screen)
            try:
                for _ in range(3):
                    found = t.find(lambda m, s, d: True)
                    if found is None:
                        break
                    t.game.touch_drag(t.centre(found[0]), t.centre(found[1]))
                    n = int(t.state["moves"])
                    t.after(lambda s: int(s["moves"]) > n, "a move by finger")
                src = [p for p in t.state.cards if p != "S" and not is_foundation(p)
                       and p in t.state.piles and t.state.cards.get(p)][0]
                x, y = t.centre(src)
                t.game.touch_drag((x, y), (x + 30, y + 60), lift=False)
                t.game.wait(lambda s: s["dragging"] != "none", "the card in the hand")
                time.sleep(0.3)  # the frames after the last motion
                name = os.path.join(folder, "%s-%dx%d.png" % ((game_id,) + size))
                t.game.remote.screenshot(name)
                t.game.touch_up(0)
                print("# %s" % name, flush=True)
            finally:
                t.quit()


def main():
    again = waytest.run_with_gi(os.path.abspath(__file__))
    if again is not None:
        return again
    args = [a for a in sys.argv[1:] if a != "--with-gi"]
    app, cli = args[0], args[1]
    missing = waytest.missing()
    if missing:
        return waytest.skip_or_fail("not installed: " + " ".join(missing))
    if os.environ.get("AP_TOUCH_SHOTS"):
        take_shots(app, cli, os.environ["AP_TOUCH_SHOTS"])
        return 0
    tap = aptest.Tap()
    only = os.environ.get("AP_TEST_ONLY")
    for game_id, deal in GAMES:
        if not only or only == game_id:
            run_game(tap, app, cli, game_id, deal)
    if not only or only == "buttons":
        run_buttons(tap, app, cli)
    print("1..%d" % tap.n)
    return 1 if tap.failed else 0


if __name__ == "__main__":
    sys.exit(main())
