#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Learning to play, in the real window with real X11 input (tests/gui's
aptest): a refused drop and a refused tap each show the reason naming the
cards, the stock is ringed when dealing is all that is left, "No More
Moves" comes up when nothing is left and New Game starts a new deal, and F1
opens the Rules window of the game in play, photographed light and dark.

usage: test_learn_gui.py APP [--screenshots DIR]

Prints TAP. The positions are written as saved games (docs/formats.md),
deal 0, so that the game resumes them. Card names are spelled here, not
taken from the engine.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
import aptest  # noqa: E402

RANKS = aptest.RANKS
RANK_NAMES = ["ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
              "jack", "queen", "king"]
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def card_name(card):
    return "the %s of %s" % (RANK_NAMES[RANKS.index(card[0])], SUIT_NAMES[card[1]])


BASES = {"F1": "AS", "F2": "AH", "F3": "AD", "F4": "AC",
         "F5": "KS", "F6": "KH", "F7": "KD", "F8": "KC"}
# Lone depot cards that take nothing from each other and that no foundation
# at its base takes.
QUIET = {"T1": "5S", "T2": "8S", "T3": "5H", "T4": "8H",
         "T5": "5D", "T6": "8D", "T7": "5C", "T8": "8C"}


DATA_DIRS = []


def saved_game_dir(text):
    """A data folder holding `text` as the saved game of deal 0."""
    data = tempfile.mkdtemp(prefix="ap-learn-data-")
    DATA_DIRS.append(data)
    os.makedirs(os.path.join(data, "algerian-patience"))
    with open(os.path.join(data, "algerian-patience", "saved-game"), "w") as f:
        f.write("deal: 0\nelapsed: 0\n" + text)
    return data





def window_gone(game, title, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^%s$" % title],
                             capture_output=True, text=True,
                             env={"DISPLAY": game.xvfb.display, "PATH": os.environ["PATH"]})
        if not out.stdout.split():
            return True
        time.sleep(0.05)
    return False


def mean_brightness(path):
    out = subprocess.run(["convert", path, "-colorspace", "gray", "-format", "%[fx:mean]",
                          "info:"], capture_output=True, text=True, check=True)
    return float(out.stdout)


def quit_cleanly(tap, game, state):
    """Ctrl+Q; the exit status also says whether the sanitizers were happy."""
    code = game.quit(state)
    tap.ok(code == 0, "the game quits cleanly (exit status %s)" % code)


def start(app, xvfb, args, data=None, scheme=None):
    env = {}
    if data is not None:
        env["XDG_DATA_HOME"] = data
    if scheme is not None:
        env["ADW_DEBUG_COLOR_SCHEME"] = "prefer-" + scheme
    return aptest.Game(app, args, xvfb, extra_env=env, size=(1200, 760))


def refusal_by_drag(tap, app, xvfb, shots):
    """A wrong-suit drop between two depots of a real deal."""
    game = start(app, xvfb, ["--game", "algerian", "--deal", "5"])
    state = None
    try:
        state = game.wait(lambda s: s.settled and s["pos-game"] == "algerian", "the deal")
        cards = state.cards
        depots = ["T%d" % i for i in range(1, 9) if cards.get("T%d" % i)]
        pairs = [(a, b) for a in depots for b in depots
                 if a != b and cards[a][-1][1] != cards[b][-1][1]]
        src, dst = pairs[0]
        before = state.position
        game.drag(state, state.top_centre(src), state.top_centre(dst))
        state = game.wait(lambda s: not s.busy and s["refusal"] != "", "the reason of the refusal")
        text = state["refusal"].lower()
        tap.ok(card_name(cards[src][-1]) in text and card_name(cards[dst][-1]) in text,
               "a refused drop of %s on %s names both cards: %s" % (src, dst, state["refusal"]))
        tap.ok("suit" in text, "and says the suit is wrong")
        # The toast, for a person to look at.
        time.sleep(0.5)
        game.screenshot(state, os.path.join(shots, "refusal-toast.png"))
        tap.ok(state.position == before, "the card went back: the position is unchanged")
        tap.ok(state["stock-hint"] == "0", "the stock is not ringed while cards can move")
    finally:
        quit_cleanly(tap, game, state)


def tap_and_stock_hint(tap, app, xvfb, shots):
    """A quiet position with an empty reserve pile and a full stock: only a
    deal is possible, and a tapped card cannot go to the empty pile yet."""
    piles = dict(BASES)
    piles.update(QUIET)
    piles.update({"R1": "", "R2": "TS", "R3": "TH", "R4": "TD", "R5": "TC", "R6": "3S"})
    text = aptest.algerian_position("foundation-bases=aces-and-kings reserve-size=4 "
                                    "reserve-spaces=when-stock-empty foundation-transfers=on",
                                    piles, "S")
    stock = 104 - 8 - 8 - 5
    game = start(app, xvfb, [], data=saved_game_dir(text))
    state = None
    try:
        # The solver's banner, when it comes, moves the board: aim after it.
        state = game.wait(lambda s: s.settled and s["deal"] == "0", "the saved position")
        tap.ok(state["stock-hint"] == "1", "only a deal is possible: the stock is ringed")
        serial = state.serial
        game.click(state, *state.top_centre("T1"))
        state = game.wait(lambda s: s.serial > serial and s["selected"] == "T1",
                          "a tap to pick up T1")
        tap.ok(state["stock-hint"] == "0", "the ring goes while a card is in hand")
        game.click(state, *state.top_centre("R1"))
        state = game.wait(lambda s: s["refusal"] != "", "the reason of the refused tap")
        text = state["refusal"].lower()
        tap.ok(card_name("5S") in text and "%d cards" % stock in text,
               "a refused tap names the card and the cards left to deal: %s" % state["refusal"])
        state = game.wait(lambda s: s["selected"] == "none" and s["stock-hint"] == "1",
                          "the ring to come back")
        tap.ok(True, "the stock is ringed again once the card is put back")
    finally:
        quit_cleanly(tap, game, state)


def no_more_moves(tap, app, xvfb, shots):
    """One card can go to a foundation; after it nothing can move and the
    stock is empty."""
    piles = dict(BASES)
    piles.update(QUIET)
    piles.update({"T2": "8S 2S", "S": ""})
    piles.update({"R%d" % i: "" for i in range(1, 7)})
    text = aptest.algerian_position("foundation-bases=aces-and-kings reserve-size=4 "
                                    "reserve-spaces=never foundation-transfers=off", piles, "T1")
    game = start(app, xvfb, [], data=saved_game_dir(text))
    state = None
    try:
        # The solver's banner, when it comes, moves the board: aim after it.
        state = game.wait(lambda s: s.settled and s["deal"] == "0", "the saved position")
        tap.ok(state["no-moves"] == "0", "no message while a card can still be founded")
        # A tap on the empty stock says why nothing happens.
        game.click(state, *state.top_centre("S"))
        state = game.wait(lambda s: s["refusal"] != "", "the reason of the refused deal")
        tap.ok("nothing left to deal" in state["refusal"],
               "a tap on the empty stock explains itself: %s" % state["refusal"])
        game.drag(state, state.top_centre("T2"), state.top_centre("F1"))
        state = game.wait(lambda s: not s.busy and s.cards.get("F1") == ["AS", "2S"],
                          "the two of spades on its foundation")
        state = game.wait(lambda s: s["no-moves"] == "1", "the No More Moves message")
        tap.ok(True, "after the last useful move the game says no move is left")
        dialog = aptest.dialog_window(game, state, "No More Moves")
        time.sleep(0.5)
        subprocess.run(["import", "-window", "root", os.path.join(shots, "no-more-moves.png")],
                       check=True, env={"DISPLAY": xvfb.display, "PATH": os.environ["PATH"]})
        game.xdotool("windowfocus", "--sync", dialog)
        game.xdotool("key", "--clearmodifiers", "Return")
        state = game.wait(lambda s: not s.busy and s["deal"] != "0" and s["no-moves"] == "0",
                          "New Game from the message")
        tap.ok(True, "Return (New Game) starts deal %s" % state["deal"])
    finally:
        quit_cleanly(tap, game, state)


def rules_window(tap, app, xvfb, scheme, shots):
    """F1 opens the Rules of the game in play: since libadwaita 1.5 an
    AdwDialog inside the game's window, before a window of its own; Escape
    closes it."""
    game = start(app, xvfb, ["--game", "carthage", "--deal", "7"], scheme=scheme)
    state = None
    brightness = None
    try:
        state = game.wait(lambda s: not s.busy and s["pos-game"] == "carthage", "the deal")
        modern = aptest.modern_dialogs(state)
        kind = "AdwDialog" if modern else "AdwWindow"
        game.key(state, "F1")
        # Shown, and holding the keyboard (the dialogs of the state).
        state = game.wait(lambda s: s["rules-window"] == "carthage"
                          and "ApRulesWindow" in s.values.get("dialog-types", "").split(),
                          "the Rules of Carthage")
        tap.ok(state["rules-kind"] == kind,
               "with %s F1 opens the Rules of the game in play, an %s (%s, %s)"
               % (state["libraries"], kind, state["rules-kind"], scheme))
        rules = state.xid if modern else aptest.find_window(game, "Rules")
        # Let the page lay out and draw (and the dialog's animation end)
        # before photographing it.
        time.sleep(1.0)
        path = os.path.join(shots, "rules-window-%s.png" % scheme)
        subprocess.run(["import", "-window", str(rules), path], check=True,
                       env={"DISPLAY": xvfb.display, "PATH": os.environ["PATH"]})
        # Inside the game's window the dialog is in its middle, over the
        # dimmed board: its brightness is that of the middle alone.
        measured = path
        if modern:
            measured = os.path.join(shots, "rules-window-%s-middle.png" % scheme)
            subprocess.run(["convert", path, "-gravity", "center", "-crop", "40%x40%+0+0",
                            "+repage", measured], check=True)
        brightness = mean_brightness(measured)
        print("# screenshot %s (mean brightness %.2f)" % (path, brightness))
        game.xdotool("windowfocus", "--sync", rules)
        game.xdotool("key", "--clearmodifiers", "Escape")
        state = game.wait(lambda s: s["rules-window"] == "none"
                          and "ApRulesWindow" not in s.values.get("dialog-types", "").split(),
                          "Escape to close the Rules")
        tap.ok(modern or window_gone(game, "Rules"), "Escape closes the Rules (%s)" % scheme)
    finally:
        quit_cleanly(tap, game, state)
    return brightness


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("app")
    parser.add_argument("--screenshots", default=tempfile.gettempdir())
    args = parser.parse_args()
    aptest.require_tools()

    tap = aptest.Tap()
    xvfb = aptest.Xvfb(1300, 860, first=61)
    try:
        for check in (refusal_by_drag, tap_and_stock_hint, no_more_moves):
            try:
                check(tap, args.app, xvfb, args.screenshots)
            except aptest.TestFailure as e:
                tap.ok(False, "%s: %s" % (check.__name__, str(e).replace("\n", "\n# ")))
        light = dark = None
        try:
            light = rules_window(tap, args.app, xvfb, "light", args.screenshots)
            dark = rules_window(tap, args.app, xvfb, "dark", args.screenshots)
        except aptest.TestFailure as e:
            tap.ok(False, "rules window: %s" % str(e).replace("\n", "\n# "))
        tap.ok(light is not None and dark is not None and light > dark + 0.2,
               "the Rules window follows the dark style (brightness %s light, %s dark)"
               % (light, dark))
    finally:
        xvfb.stop()
        for data in DATA_DIRS:
            shutil.rmtree(data, ignore_errors=True)
    print("1..%d" % tap.n)
    sys.exit(1 if tap.failed else 0)


if __name__ == "__main__":
    main()
