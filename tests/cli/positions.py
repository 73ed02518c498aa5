# SPDX-License-Identifier: GPL-3.0-or-later
"""Positions written by hand for the CLI tests, and a strict reader.

Everything here follows docs/formats.md ("The position format") and
docs/deals.md, written from the documents and not from the program's output,
so that the tests compare the program against the documents.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from splitmix import SplitMix64, shuffle  # noqa: E402,F401 (SplitMix64 for test_cli)

RANKS = "A23456789TJQK"
SUITS = "SHDC"
ALL_CARDS = [r + s for s in SUITS for r in RANKS]

GAMES = ("algerian", "carthage", "patriarchs", "picture-patience")
# The family of rules.md 5-8 (tested by TestFamily only).
FAMILY_GAMES = ("royal-cotillion", "odd-and-even", "tournament", "contradance")

# Algerian's options in the order of the rules: line, with their defaults
# (the Tarbart preset of rules.md).
ALGERIAN_DEFAULTS = {
    "foundation-bases": "aces-and-kings",
    "reserve-size": "4",
    "reserve-spaces": "when-stock-empty",
    "foundation-transfers": "on",
}


def pile_names(game):
    """The piles of a game in the order the program writes them."""
    names = ["S"]
    family = {  # waste, foundations, depots, reserve piles (docs/formats.md)
        "royal-cotillion": (True, 8, 4, 16), "odd-and-even": (True, 8, 0, 9),
        "tournament": (False, 8, 6, 8), "contradance": (True, 16, 0, 0)}
    if game in family:
        waste, f, t, r = family[game]
        return (names + (["W"] if waste else []) + [f"F{i}" for i in range(1, f + 1)]
                + [f"T{i}" for i in range(1, t + 1)] + [f"R{i}" for i in range(1, r + 1)])
    if game in ("patriarchs", "picture-patience"):
        names.append("W")
    names += [f"F{i}" for i in range(1, 9)]
    if game in ("algerian", "carthage"):
        names += [f"T{i}" for i in range(1, 9)]
        names += [f"R{i}" for i in range(1, 7)]
    else:
        names += [f"R{i}" for i in range(1, 10)]
    return names


def up(suit, count=13):
    """An up foundation of `count` cards from the ace."""
    return [RANKS[i] + suit for i in range(count)]


def down(suit, count=13):
    """A down foundation of `count` cards from the king."""
    return [RANKS[12 - i] + suit for i in range(count)]


def rules_text(**options):
    """Algerian's rules: value spelled out in full, in the documented order."""
    values = dict(ALGERIAN_DEFAULTS)
    for key, value in options.items():
        values[key.replace("_", "-")] = value
    return " ".join(f"{key}={values[key]}" for key in ALGERIAN_DEFAULTS)


class Position:
    """A position as a game name, a rules value, redeals and piles."""

    def __init__(self, game, rules=None, redeals=0, **piles):
        self.game = game
        self.rules = rules if rules is not None else (
            rules_text() if game == "algerian" else "")
        self.redeals = redeals
        self.piles = {name: [] for name in pile_names(game)}
        for name, cards in piles.items():
            assert name in self.piles, name
            self.piles[name] = list(cards)

    @classmethod
    def won(cls, game, **kwargs):
        """Every card on the foundations."""
        if game == "carthage":
            # All eight foundations build up; two per suit.
            piles = {f"F{i + 1}": up(SUITS[i % 4]) for i in range(8)}
        else:
            piles = {f"F{i + 1}": up(SUITS[i]) for i in range(4)}
            piles.update({f"F{i + 5}": down(SUITS[i]) for i in range(4)})
        piles.update(kwargs.pop("piles", {}))
        return cls(game, **kwargs, **piles)

    def copy(self):
        other = Position(self.game, self.rules, self.redeals)
        other.piles = {name: list(cards) for name, cards in self.piles.items()}
        return other

    def with_piles(self, **piles):
        other = self.copy()
        for name, cards in piles.items():
            assert name in other.piles, name
            other.piles[name] = list(cards)
        return other

    def card_count(self):
        counts = {}
        for cards in self.piles.values():
            for card in cards:
                counts[card] = counts.get(card, 0) + 1
        return counts

    def is_complete(self):
        """All 104 cards, each exactly twice."""
        counts = self.card_count()
        return sorted(counts) == sorted(ALL_CARDS) and set(counts.values()) == {2}

    def lines(self, rules_line=True):
        """The canonical lines, as the program must write them."""
        out = [f"game: {self.game}"]
        if rules_line:
            out.append(f"rules: {self.rules}" if self.rules else "rules:")
        out.append(f"redeals: {self.redeals}")
        for name, cards in self.piles.items():
            out.append(f"{name}: {' '.join(cards)}" if cards else f"{name}:")
        return out

    def text(self, rules_line=True):
        return "\n".join(self.lines(rules_line)) + "\n"

    def __eq__(self, other):
        return (isinstance(other, Position) and self.game == other.game
                and self.rules == other.rules and self.redeals == other.redeals
                and self.piles == other.piles)

    def __repr__(self):
        return "Position(\n" + self.text() + ")"


class FormatError(AssertionError):
    pass


def read_written(text):
    """Reads a position as the program must WRITE it (formats.md): every
    line, in the canonical order, each once, no comments, no blank lines, a
    newline at the end. Games without options may write `rules:` empty or
    leave it out. Raises FormatError on any departure."""
    if not text.endswith("\n"):
        raise FormatError("the output does not end in a newline")
    lines = text[:-1].split("\n")
    if not lines[0].startswith("game: "):
        raise FormatError(f"first line is not game: {lines[0]!r}")
    game = lines[0][len("game: "):]
    if game not in GAMES + FAMILY_GAMES:
        raise FormatError(f"unknown game {game!r}")
    expected = ["game", "rules", "redeals"] + pile_names(game)
    if game != "algerian" and len(lines) == len(expected) - 1:
        expected.remove("rules")
    names = [line.split(":", 1)[0] for line in lines]
    if names != expected:
        raise FormatError(f"lines {names} are not in the order {expected}")
    values = {}
    for name, line in zip(names, lines):
        value = line[len(name) + 1:]
        if value and not value.startswith(" "):
            raise FormatError(f"no space after the colon: {line!r}")
        if value.startswith(" ") and (value == " " or value.startswith("  ")
                                      or value.endswith(" ")):
            raise FormatError(f"stray spaces: {line!r}")
        values[name] = value[1:]
    if game not in ("algerian", "royal-cotillion") and values.get("rules", ""):
        raise FormatError(f"{game} has no options but wrote {values['rules']!r}")
    if not values["redeals"].isdigit():
        raise FormatError(f"redeals: {values['redeals']!r}")
    pos = Position(game, values.get("rules", ""), int(values["redeals"]))
    for name in pile_names(game):
        cards = values[name].split(" ") if values[name] else []
        for card in cards:
            if card not in ALL_CARDS:
                raise FormatError(f"{name}: malformed card {card!r}")
        pos.piles[name] = cards
    return pos


# The dealing procedure of docs/deals.md, written from that page alone.

def documented_deal(game, number, bases="aces-and-kings", reserve_size=4):
    """The starting position of deal `number` as docs/deals.md defines it."""
    pack = [r + s for _copy in range(2) for s in SUITS for r in RANKS]
    if (game == "algerian" and bases == "aces-and-kings") or game == "patriarchs":
        removed = ["AS", "AH", "AD", "AC", "KS", "KH", "KD", "KC"]
    elif game == "algerian" and bases == "kings":
        removed = ["KS", "KH", "KD", "KC"]
    else:
        removed = []
    for card in removed:
        pack.remove(card)  # the first copy from the front
    shuffle(pack, number)

    if game == "algerian":
        rules = rules_text(foundation_bases=bases, reserve_size=str(reserve_size))
    else:
        rules = ""
    pos = Position(game, rules, 1 if game in ("patriarchs", "picture-patience") else 0)
    k = 0
    if game in ("algerian", "carthage"):
        size = reserve_size if game == "algerian" else 6
        for i in range(8):
            pos.piles[f"T{i + 1}"] = [pack[k]]
            k += 1
        for i in range(6):
            pos.piles[f"R{i + 1}"] = pack[k:k + size]
            k += size
    else:
        for i in range(9):
            pos.piles[f"R{i + 1}"] = [pack[k]]
            k += 1
    pos.piles["S"] = list(reversed(pack[k:]))
    for i, card in enumerate(["AS", "AH", "AD", "AC", "KS", "KH", "KD", "KC"]):
        if card in removed:
            pos.piles[f"F{i + 1}"] = [card]
    return pos
