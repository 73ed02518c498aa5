#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The settings of Preferences → Behavior that act on the board, in the real
window with real clicks: what a single click on a card does under each
tap-action ("select", "pick", "auto"), that a card flies only with the
animations setting on, and that a change of either while the game runs
takes effect at once. Each check is read in the model (AP_TEST_STATE).

usage: test_tap.py APP

Prints TAP. Starts its own Xvfb.
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import aptest  # noqa: E402

TARBART = ("foundation-bases=aces-and-kings reserve-size=4 reserve-spaces=when-stock-empty "
           "foundation-transfers=on")

# Algerian with cards in the stock (so no reserve pile takes a card), worked
# out by hand from docs/rules.md:
# - ONE: the 4S on T1 may only go home to F1 (no depot shows 3S or 5S);
# - MANY: the 5D on T5 may go home to F3 or build on the 6D of T6; its best
#   place is the foundation;
# - NONE: the 8S on T2 may go nowhere (no 7S or 9S shows, F1 wants 4S).
PIECES = {
    "F1": "AS 2S 3S", "F2": "AH", "F3": "AD 2D 3D 4D", "F4": "AC",
    "F5": "KS", "F6": "KH", "F7": "KD", "F8": "KC",
    "T1": "9C 4S", "T2": "8S", "T3": "4H", "T4": "8H",
    "T5": "9C 5D", "T6": "6D", "T7": "4C", "T8": "8C",
    "R1": "6S", "R2": "6H", "R3": "6C", "R4": "TC", "R5": "TS", "R6": "TH",
}
ONE, ONE_DEST = "T1", "F1"
MANY, MANY_DESTS, MANY_BEST, MANY_OTHER = "T5", ["F3", "T6"], "F3", "T6"
NONE = "T2"


def start(app, xvfb, settings):
    return aptest.Game(app, [], xvfb, size=(1300, 800), settings=settings,
                       position=aptest.algerian_position(TARBART, PIECES, "S"))


def ready(game):
    return game.wait(lambda s: not s.busy and s.cards.get(MANY) == ["9C", "5D"],
                     "the position of the test")


def click(game, state, pile, predicate, what):
    serial = state.serial
    game.click(state, *state.top_centre(pile))
    return game.wait(lambda s: s.serial > serial and not s.busy and predicate(s), what)


def top(state, pile):
    cards = state.cards.get(pile, [])
    return cards[-1] if cards else None


def picked_up(state, pile, targets):
    return state["selected"] == pile and sorted(state.targets) == sorted(targets)


def pick_and_place(tap, game, state, label, src, targets, dst):
    """A click on the card of src picks it up with exactly targets lit and
    moves nothing; a click on dst puts it there."""
    moves = int(state["moves"])
    card = top(state, src)
    state = click(game, state, src, lambda s: s["selected"] == src,
                  "%s: a click on %s to pick it up" % (label, card))
    tap.ok(picked_up(state, src, targets) and int(state["moves"]) == moves,
           "%s: a click picks %s up with %s lit (got %s), and moves nothing"
           % (label, card, sorted(targets), sorted(state.targets)))
    state = click(game, state, dst, lambda s: int(s["moves"]) == moves + 1,
                  "%s: a click on %s to put %s there" % (label, dst, card))
    tap.ok(top(state, dst) == card and state["selected"] == "none",
           "%s: a second click puts %s on %s" % (label, card, dst))
    return state


def check_select(tap, app, xvfb):
    """The default: a card with one place goes there, another is picked up
    and goes where the second click says. With animations on, cards fly."""
    game = start(app, xvfb, None)
    state = None
    try:
        state = ready(game)
        tap.ok(state["tap-action"] == "select" and state["animations"] == "1",
               "select: the defaults are tap-action select and animations on")
        state = click(game, state, ONE, lambda s: s["moves"] == "1",
                      "select: a click on the card with one place")
        tap.ok(top(state, ONE_DEST) == "4S" and state["selected"] == "none",
               "select: a click sends a card with one place there at once")
        tap.ok(int(state["busy-starts"]) > 0,
               "select: with animations on the card flew (busy-starts %s)"
               % state["busy-starts"])
        state = pick_and_place(tap, game, state, "select", MANY, MANY_DESTS, MANY_OTHER)
        tap.ok(top(state, MANY_BEST) == "4D", "select: the card went where it was put")
    finally:
        game.quit(state)


def check_pick(tap, app, xvfb):
    """Always pick up, even a card with one place; with animations off no
    card flies."""
    game = start(app, xvfb, {"tap-action": "'pick'", "animations": "false"})
    state = None
    try:
        state = ready(game)
        tap.ok(state["tap-action"] == "pick" and state["animations"] == "0",
               "pick: the board follows the stored settings")
        state = pick_and_place(tap, game, state, "pick", ONE, [ONE_DEST], ONE_DEST)
        tap.ok(state["busy-starts"] == "0" and state["busy"] == "0",
               "pick: with animations off the move left no flight (busy-starts %s)"
               % state["busy-starts"])
        state = pick_and_place(tap, game, state, "pick", MANY, MANY_DESTS, MANY_BEST)
        tap.ok(state["busy-starts"] == "0", "pick: again without a flight")
        # A card in hand and a click on a pile that cannot take it: that
        # card is picked up instead, and the reason is said.
        moves = state["moves"]
        state = click(game, state, NONE, lambda s: s["selected"] == NONE,
                      "pick: a click on the card with no place")
        tap.ok(not state.targets and state.values.get("message", "none") == "none",
               "pick: the 8S is in hand with nowhere lit, and nothing said yet")
        state = click(game, state, "T3", lambda s: s["selected"] == "T3",
                      "pick: a click on the 4H of T3")
        tap.ok(state["moves"] == moves and state["message"].split()[0] == "refusal",
               "pick: the 4H is picked up in its place, and why the 8S cannot go onto it "
               "is said (message %s)" % state["message"])
    finally:
        game.quit(state)


def check_auto(tap, app, xvfb):
    """Every card goes to its best place at once; one with none is picked
    up. Changed to pick while the game runs, a click picks up again."""
    settings = {"tap-action": "'auto'"}
    game = start(app, xvfb, settings)
    state = None
    try:
        state = ready(game)
        tap.ok(state["tap-action"] == "auto", "auto: the board follows the stored setting")
        state = click(game, state, ONE, lambda s: s["moves"] == "1",
                      "auto: a click on the card with one place")
        tap.ok(top(state, ONE_DEST) == "4S" and state["selected"] == "none",
               "auto: a card with one place goes there at once")
        state = click(game, state, MANY, lambda s: s["moves"] == "2",
                      "auto: a click on the card with two places")
        tap.ok(top(state, MANY_BEST) == "5D" and top(state, MANY_OTHER) == "6D"
               and state["selected"] == "none",
               "auto: a card with two places goes to the best one, the foundation")
        state = click(game, state, NONE, lambda s: s["selected"] == NONE,
                      "auto: a click on the card with no place")
        tap.ok(picked_up(state, NONE, []) and state["moves"] == "2",
               "auto: a card with no place is picked up, nothing lit, not moved")
        # Slower than a double-click, which would send the card home.
        time.sleep(1)
        state = click(game, state, NONE, lambda s: s["selected"] == "none",
                      "auto: a second click on it")
        tap.ok(state["moves"] == "2", "auto: a second click on it puts it back")

        # Preferences write the settings while the game runs: the open
        # board follows. The 6D of T6 now has one place, home on F3.
        settings["tap-action"] = "'pick'"
        settings["animations"] = "false"
        game.write_settings(settings)
        state = game.wait(lambda s: s["tap-action"] == "pick" and s["animations"] == "0",
                          "the board to follow the changed settings")
        tap.ok(True, "the open board follows tap-action and animations changed while it runs")
        starts = state["busy-starts"]
        state = pick_and_place(tap, game, state, "changed to pick", MANY_OTHER, [MANY_BEST],
                               MANY_BEST)
        tap.ok(state["busy-starts"] == starts,
               "after animations were turned off the move left no flight")
    finally:
        game.quit(state)


# Carthage, whose empty reserve piles take a card at any time: the lone 5S
# of T1 may only go to the empty R1 (no 6S shows, no foundation has
# started). That would only trade one empty pile for another, and a second
# tap would carry it back, so no tap mode moves it on its own.
SHIFT = """game: carthage
S: AS AS 2S 2S 3S 3S 4S 4S 5S 6S 6S 7S 7S 8S 8S 9S 9S TS TS JS QS KS KS AH AH 2H 3H 3H 4H 4H \
5H 5H 6H 7H 8H 9H TH TH JH JH QH QH KH AD AD 2D 2D 3D 4D 5D 5D 6D 6D 7D 7D 8D 8D 9D TD TD JD \
JD QD KD KD AC AC 2C 3C 4C 4C 5C 5C 6C 6C 7C 7C 8C 9C 9C TC JC QC QC KC KC
T1: 5S
T2: 9H
T3: 9D
T4: JC
T5: 3D
T6: 8C
T7: KH
T8: QD
R2: 2C 7H
R3: 4D TC
R4: 6H 2H
R5: 8H JS
R6: QS 3C
""".replace(" \\\n", " ")


def check_shift(tap, app, xvfb):
    """A lone card whose only place is an empty pile is picked up, in the
    default mode and in auto: a tap never makes a move that the next tap
    would take back."""
    for mode in ("select", "auto"):
        game = aptest.Game(app, [], xvfb, size=(1300, 800), position=SHIFT,
                           settings={"tap-action": "'%s'" % mode})
        state = None
        try:
            state = game.wait(lambda s: not s.busy and s.cards.get("T1") == ["5S"],
                              "the Carthage position")
            state = click(game, state, "T1", lambda s: s["selected"] == "T1",
                          "%s: a click on the lone 5S" % mode)
            tap.ok(picked_up(state, "T1", ["R1"]) and state["moves"] == "0",
                   "%s: the lone 5S, whose only place is the empty R1, is picked up "
                   "(targets %s, %s moves)" % (mode, state.targets, state["moves"]))
        finally:
            game.quit(state)


def check_held_then_other(tap, app, xvfb):
    """Default mode, a card in hand: a click on a card that has one place
    picks it up rather than sending it there (the player aimed at it), and
    says why the card in hand could not go onto it; a click on a foundation
    whose card cannot move picks nothing up."""
    game = start(app, xvfb, None)
    state = None
    try:
        state = ready(game)
        state = click(game, state, NONE, lambda s: s["selected"] == NONE,
                      "held: a click on the 8S, which has no place")
        state = click(game, state, ONE, lambda s: s["selected"] == ONE,
                      "held: a click on the 4S, whose one place is F1")
        tap.ok(state["moves"] == "0" and top(state, ONE) == "4S"
               and state["message"].split()[0] == "refusal",
               "held: the 4S is picked up, not sent home, and the 8S's refusal is said "
               "(moves %s, message %s)" % (state["moves"], state["message"]))
        state = click(game, state, "F2", lambda s: s["selected"] == "none",
                      "held: a click on F2, whose ace never moves")
        tap.ok(state["moves"] == "0", "held: the ace of F2 is not picked up")
    finally:
        game.quit(state)


def check_transfer_by_click(tap, app, xvfb):
    """Default mode: a foundation card whose one place is the other
    foundation of its suit (a transfer) is picked up by a click, not sent
    there: a transfer is deliberate, and a click meant to look, or to put a
    card there, would otherwise move it (and a second click move it back)."""
    pieces = dict(PIECES, F2="AH 2H 3H 4H 5H 6H 7H 8H 9H", F6="KH QH JH TH")
    game = aptest.Game(app, [], xvfb, size=(1300, 800),
                       position=aptest.algerian_position(TARBART, pieces, "S"))
    state = None
    try:
        state = ready(game)
        state = click(game, state, "F2", lambda s: s["selected"] == "F2",
                      "transfer: a click on the 9H of F2")
        tap.ok(state["moves"] == "0" and picked_up(state, "F2", ["F6"]),
               "transfer: the 9H is picked up with F6 lit, not moved (moves %s, targets %s)"
               % (state["moves"], sorted(state.targets)))
    finally:
        game.quit(state)


def check_fixed_foundation(tap, app, xvfb):
    """With foundation transfers off no card leaves a foundation: a click on
    one, or Enter on it, picks nothing up and says why."""
    rules = TARBART.replace("foundation-transfers=on", "foundation-transfers=off")
    game = aptest.Game(app, [], xvfb, size=(1300, 800),
                       position=aptest.algerian_position(rules, PIECES, "S"))
    state = None
    try:
        state = ready(game)
        tap.ok(top(state, "F1") == "3S", "fixed: F1 shows the 3S")
        serial = state.serial
        game.click(state, *state.top_centre("F1"))
        state = game.wait(lambda s: s.serial > serial and not s.busy
                          and s.values.get("message", "none") != "none", "a click on F1")
        tap.ok(state["selected"] == "none" and state["message"].split()[0] == "refusal",
               "fixed: a click on F1 picks nothing up and says why (selected %s, message %s)"
               % (state["selected"], state["message"]))
    finally:
        game.quit(state)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("app")
    app = parser.parse_args().app
    aptest.require_tools()
    tap = aptest.Tap()
    xvfb = aptest.Xvfb(1400, 900)
    checks = [(check.__name__, lambda check=check: check(tap, app, xvfb))
              for check in (check_select, check_pick, check_auto, check_shift,
                            check_held_then_other, check_transfer_by_click,
                            check_fixed_foundation)]
    aptest.run_checks(tap, checks, xvfb.stop)


if __name__ == "__main__":
    main()
