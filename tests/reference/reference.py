#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""An independent reference implementation of the rules of Algerian Patience.

It is written from the documents alone (docs/rules.md, docs/formats.md and
docs/deals.md), never from the C engine, so that the cross-check tests compare
two readings of the same text. It is deliberately simple and slow: clarity
beats speed here, because a bug shared by both implementations would hide.

Besides the library it has a small command line that mirrors the real
companion's `deal`, `moves` and `apply`, which helps when a cross-check
mismatch needs to be reproduced by hand:

    reference.py deal algerian --rules 'reserve-size=6' --number 7
    reference.py moves < position
    reference.py apply 'R3 T5' deal < position
"""

import collections
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from splitmix import SplitMix64, shuffle  # noqa: E402,F401 (SplitMix64 for family.py)

RANKS = "A23456789TJQK"
SUITS = "SHDC"
CARDS = tuple(r + s for s in SUITS for r in RANKS)

GAMES = ("algerian", "carthage", "patriarchs", "picture-patience")

OPTION_ORDER = ("foundation-bases", "reserve-size", "reserve-spaces",
                "foundation-transfers")
OPTION_VALUES = {
    "foundation-bases": ("aces-and-kings", "kings", "none"),
    "reserve-size": ("4", "6"),
    "reserve-spaces": ("never", "when-stock-empty", "always"),
    "foundation-transfers": ("on", "off"),
}
# Tarbart (1905) is the default preset of rules.md.
DEFAULT_OPTIONS = {
    "foundation-bases": "aces-and-kings",
    "reserve-size": "4",
    "reserve-spaces": "when-stock-empty",
    "foundation-transfers": "on",
}
PRESETS = {
    "tarbart": dict(DEFAULT_OPTIONS),
    "parlett": {"foundation-bases": "none", "reserve-size": "4",
                "reserve-spaces": "when-stock-empty",
                "foundation-transfers": "on"},
    "strict": {"foundation-bases": "aces-and-kings", "reserve-size": "4",
               "reserve-spaces": "never", "foundation-transfers": "on"},
    "six-card": {"foundation-bases": "kings", "reserve-size": "6",
                 "reserve-spaces": "always", "foundation-transfers": "on"},
}

FOUNDATIONS = tuple("F%d" % i for i in range(1, 9))
TABLEAU = tuple("T%d" % i for i in range(1, 9))
# Every pile name the notation knows, whatever the game.
ALL_PILES = ("S", "W") + FOUNDATIONS + TABLEAU + tuple(
    "R%d" % i for i in range(1, 10))


def rank(card):
    """Rank 1 (ace) .. 13 (king)."""
    return RANKS.index(card[0]) + 1


def suit(card):
    return card[1]


def is_card(text):
    return len(text) == 2 and text[0] in RANKS and text[1] in SUITS


class Rules:
    """A game and, for Algerian, its four options.

    The other games have fixed values for the same questions, so the move
    code asks the same properties whatever the game."""

    def __init__(self, game, options=None):
        if game not in GAMES:
            raise ValueError("unknown game %r" % game)
        self.game = game
        self.options = dict(DEFAULT_OPTIONS)
        if options:
            if game != "algerian":
                raise ValueError("%s has no options" % game)
            for key, value in options.items():
                if key not in OPTION_VALUES:
                    raise ValueError("unknown option %r" % key)
                if value not in OPTION_VALUES[key]:
                    raise ValueError("bad value %r for %s" % (value, key))
                self.options[key] = value

    @classmethod
    def parse(cls, game, text):
        """Reads the syntax of a `rules:` line on top of the defaults."""
        options = {}
        for word in text.split():
            key, eq, value = word.partition("=")
            if not eq:
                raise ValueError("option %r has no value" % word)
            if key in options:
                raise ValueError("option %s given twice" % key)
            options[key] = value
        return cls(game, options)

    def __eq__(self, other):
        return (self.game, self.format_options()) == (
            other.game, other.format_options())

    def format_options(self):
        if self.game != "algerian":
            return ""
        return " ".join("%s=%s" % (k, self.options[k]) for k in OPTION_ORDER)

    def __repr__(self):
        return "Rules(%s%s)" % (self.game, (": " + self.format_options())
                                if self.game == "algerian" else "")

    # What the rules mean, for every game.

    @property
    def bases(self):
        if self.game == "algerian":
            return self.options["foundation-bases"]
        if self.game == "patriarchs":
            return "aces-and-kings"
        return "none"

    @property
    def reserve_size(self):
        if self.game == "algerian":
            return int(self.options["reserve-size"])
        if self.game == "carthage":
            return 6
        return 1

    @property
    def reserve_spaces(self):
        if self.game == "algerian":
            return self.options["reserve-spaces"]
        if self.game == "carthage":
            return "always"
        # Patriarchs' reserve takes cards only through the refill.
        return "never"

    @property
    def transfers(self):
        if self.game == "algerian":
            return self.options["foundation-transfers"] == "on"
        return self.game == "patriarchs"

    @property
    def has_waste(self):
        return self.game in ("patriarchs", "picture-patience")

    @property
    def has_tableau(self):
        return self.game in ("algerian", "carthage")

    @property
    def n_reserve(self):
        return 9 if self.has_waste else 6

    @property
    def suit_unique(self):
        """One up and one down foundation per suit (all but Carthage)."""
        return self.game != "carthage"

    @property
    def start_redeals(self):
        return 1 if self.has_waste else 0

    def piles(self):
        """The game's piles in the canonical order of formats.md."""
        names = ["S"]
        if self.has_waste:
            names.append("W")
        names.extend(FOUNDATIONS)
        if self.has_tableau:
            names.extend(TABLEAU)
        names.extend("R%d" % i for i in range(1, self.n_reserve + 1))
        return names

    def foundation_is_down(self, name):
        return self.game != "carthage" and int(name[1:]) >= 5

    def fixed_bases(self):
        """The cards that start on the foundations, by pile."""
        bases = {}
        if self.bases == "aces-and-kings":
            for i, s in enumerate(SUITS):
                bases["F%d" % (i + 1)] = "A" + s
        if self.bases in ("aces-and-kings", "kings"):
            for i, s in enumerate(SUITS):
                bases["F%d" % (i + 5)] = "K" + s
        return bases


class ParseError(Exception):
    def __init__(self, line, reason):
        super().__init__("line %d: %s" % (line, reason))
        self.line = line
        self.reason = reason


class Position:
    def __init__(self, rules, redeals=None, piles=None):
        self.rules = rules
        self.redeals = rules.start_redeals if redeals is None else redeals
        self.piles = {name: [] for name in rules.piles()}
        if piles:
            for name, cards in piles.items():
                self.piles[name] = list(cards)

    def copy(self):
        return Position(self.rules, self.redeals, self.piles)

    def __eq__(self, other):
        return (self.rules == other.rules and self.redeals == other.redeals
                and self.piles == other.piles)

    def all_cards(self):
        return [c for cards in self.piles.values() for c in cards]

    def foundation_count(self):
        return sum(len(self.piles[f]) for f in FOUNDATIONS)

    # The text format of formats.md.

    def format(self):
        lines = ["game: " + self.rules.game]
        options = self.rules.format_options()
        lines.append("rules: " + options if options else "rules:")
        lines.append("redeals: %d" % self.redeals)
        for name in self.rules.piles():
            cards = self.piles[name]
            lines.append(name + ": " + " ".join(cards) if cards else name + ":")
        return "\n".join(lines) + "\n"

    @classmethod
    def parse(cls, text):
        rules = None
        rules_text = None
        redeals = None
        piles = {}
        first_line = {}
        seen = set()
        last_line = 0
        for number, raw in enumerate(text.split("\n"), 1):
            last_line = number
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            key, colon, value = line.partition(":")
            key = key.strip()
            value = value.strip()
            if not colon:
                raise ParseError(number, "not NAME: VALUE")
            if rules is None:
                if key != "game":
                    raise ParseError(number, "game: must come first")
                if value not in GAMES:
                    raise ParseError(number, "unknown game %r" % value)
                rules = Rules(value)
                continue
            if key in seen:
                raise ParseError(number, "%s given twice" % key)
            seen.add(key)
            first_line[key] = number
            if key == "game":
                raise ParseError(number, "game given twice")
            elif key == "rules":
                try:
                    rules = Rules.parse(rules.game, value)
                except ValueError as e:
                    raise ParseError(number, str(e))
                rules_text = value
            elif key == "redeals":
                if not value.isdigit() or not value.isascii():
                    raise ParseError(number, "redeals is not a number")
                redeals = int(value)
            elif key in ALL_PILES:
                if key not in rules.piles():
                    raise ParseError(number, "%s has no pile %s"
                                     % (rules.game, key))
                cards = value.split()
                for card in cards:
                    if not is_card(card):
                        raise ParseError(number, "bad card %r" % card)
                piles[key] = cards
            else:
                raise ParseError(number, "unknown name %r" % key)
        if rules is None:
            raise ParseError(last_line, "no game: line")
        del rules_text

        # The redeal count must fit the game.
        redeals_line = first_line.get("redeals", 0)
        if redeals is None:
            redeals = rules.start_redeals
        elif rules.has_waste and redeals > 1:
            raise ParseError(redeals_line, "redeals must be 0 or 1")
        elif not rules.has_waste and redeals != 0:
            raise ParseError(redeals_line, "%s has no redeal" % rules.game)

        # Exactly two copies of each of the 52 cards.
        counts = collections.Counter()
        for name in rules.piles():
            for card in piles.get(name, []):
                counts[card] += 1
                if counts[card] > 2:
                    raise ParseError(first_line[name],
                                     "%d copies of %s" % (counts[card], card))
        for card in CARDS:
            if counts[card] != 2:
                raise ParseError(last_line,
                                 "%d copies of %s" % (counts[card], card))

        # Every foundation must be a legal build for its pile and options.
        fixed = rules.fixed_bases()
        up_suits = {}
        down_suits = {}
        for name in FOUNDATIONS:
            cards = piles.get(name, [])
            where = first_line.get(name, last_line)
            if name in fixed and (not cards or cards[0] != fixed[name]):
                raise ParseError(where, "%s must start with %s"
                                 % (name, fixed[name]))
            if not cards:
                continue
            down = rules.foundation_is_down(name)
            s = suit(cards[0])
            for i, card in enumerate(cards):
                want = (14 - (i + 1)) if down else (i + 1)
                if suit(card) != s or rank(card) != want:
                    raise ParseError(where, "%s is not a legal %s foundation"
                                     % (name, "down" if down else "up"))
            if rules.suit_unique:
                table = down_suits if down else up_suits
                if s in table:
                    raise ParseError(where, "%s and %s are both %s foundations"
                                     " of one suit" % (table[s], name,
                                                       "down" if down else "up"))
                table[s] = name
        return cls(rules, redeals, piles)

    # Moves.

    def foundation_accepts(self, name, card):
        """The ordinary foundation rule: does foundation `name` take `card`?"""
        cards = self.piles[name]
        if len(cards) >= 13:
            return False
        down = self.rules.foundation_is_down(name)
        if cards:
            top = cards[-1]
            return (suit(card) == suit(top)
                    and rank(card) == rank(top) + (-1 if down else 1))
        if rank(card) != (13 if down else 1):
            return False
        if self.rules.suit_unique:
            for other in FOUNDATIONS:
                if (other != name and self.piles[other]
                        and self.rules.foundation_is_down(other) == down
                        and suit(self.piles[other][0]) == suit(card)):
                    return False
        return True

    def why_illegal(self, move):
        """None when `move` is legal, else a short reason."""
        rules = self.rules
        stock = self.piles["S"]
        if move == "deal":
            return None if stock else "stock empty"
        if move == "redeal":
            if not rules.has_waste:
                return "no redeal in this game"
            if stock:
                return "stock not empty"
            if self.redeals <= 0:
                return "redeals used"
            if not self.piles["W"]:
                return "waste empty"
            return None
        words = move.split(" ")
        if len(words) != 2:
            return "not a move"
        src, dst = words
        piles = rules.piles()
        if src not in piles or dst not in piles:
            return "no such pile"
        if src == dst:
            return "same pile"
        if not self.piles[src]:
            return "source empty"
        card = self.piles[src][-1]
        if src == "S":
            return "the stock is dealt, not moved from"
        if dst in ("S", "W"):
            return "the stock and waste take no cards"
        if src[0] == "F":
            # A transfer (reversal): onto the non-empty opposite foundation
            # of the same suit, by the ordinary foundation rule.
            if dst[0] != "F":
                return "foundation cards stay on the foundations"
            if not rules.transfers:
                return "transfers off"
            if len(self.piles[src]) < 2:
                return "the base of a foundation never moves"
            if rules.foundation_is_down(src) == rules.foundation_is_down(dst):
                return "transfers go between up and down foundations"
            if not self.piles[dst]:
                return "transfers go onto a non-empty foundation"
            if not self.foundation_accepts(dst, card):
                return "foundations do not meet"
            return None
        if dst[0] == "F":
            return None if self.foundation_accepts(dst, card) else \
                "foundation does not take it"
        if rules.has_waste:
            return "only foundations take cards in this game"
        if dst[0] == "T":
            target = self.piles[dst]
            if not target:
                return None
            top = target[-1]
            if suit(top) != suit(card):
                return "wrong suit"
            if rules.game == "carthage":
                ok = rank(card) == rank(top) - 1
            else:
                ok = (rank(card) - rank(top)) % 13 in (1, 12)
            return None if ok else "not adjacent"
        assert dst[0] == "R"
        if self.piles[dst]:
            return "reserve occupied"
        spaces = rules.reserve_spaces
        if spaces == "never":
            return "reserve spaces stay empty"
        if spaces == "when-stock-empty" and stock:
            return "stock not empty"
        return None

    def is_legal(self, move):
        return self.why_illegal(move) is None

    def candidate_moves(self):
        """Every move text over the notation's pile names, legal or not."""
        moves = ["%s %s" % (a, b) for a in ALL_PILES for b in ALL_PILES]
        return moves + ["deal", "redeal"]

    def legal_moves(self):
        """Every legal move, sorted in byte order (formats.md).

        Only the game's own piles, with a card to move, can give a legal
        move; trying just those is the same answer, several times faster."""
        piles = self.rules.piles()
        moves = ["%s %s" % (a, b) for a in piles if self.piles[a]
                 for b in piles] + ["deal", "redeal"]
        return sorted(m for m in moves if self.is_legal(m))

    def apply(self, move):
        """The position after a legal move; raises ValueError otherwise."""
        reason = self.why_illegal(move)
        if reason is not None:
            raise ValueError("%s: %s" % (move, reason))
        pos = self.copy()
        piles = pos.piles
        stock = piles["S"]
        game = pos.rules.game
        if move == "deal":
            if game == "algerian" and len(stock) <= 8:
                # The final pass: T1 first, until the stock is empty.
                for i in range(len(stock)):
                    piles[TABLEAU[i]].append(stock.pop())
            elif game in ("algerian", "carthage"):
                n = min(12, len(stock) - 8) if game == "algerian" else \
                    min(12, len(stock))
                for i in range(n):
                    piles["R%d" % (i % 6 + 1)].append(stock.pop())
            else:
                piles["W"].append(stock.pop())
            return pos
        if move == "redeal":
            # The waste turned over: its bottom card is the new stock's top.
            piles["S"] = list(reversed(piles["W"]))
            piles["W"] = []
            pos.redeals -= 1
            return pos
        src, dst = move.split(" ")
        piles[dst].append(piles[src].pop())
        if pos.rules.has_waste and src[0] == "R" and not piles[src]:
            if piles["W"]:
                piles[src].append(piles["W"].pop())
            elif stock:
                piles[src].append(stock.pop())
        return pos

    def apply_all(self, moves):
        pos = self
        for move in moves:
            pos = pos.apply(move)
        return pos

    def is_won(self):
        return self.foundation_count() == 104


# Deals by number (docs/deals.md).

def shuffled_pack(rules, number):
    """The cards after removing the bases and shuffling, d[0] dealt first."""
    pack = [r + s for _copy in range(2) for s in SUITS for r in RANKS]
    base_cards = {"aces-and-kings": ["AS", "AH", "AD", "AC",
                                     "KS", "KH", "KD", "KC"],
                  "kings": ["KS", "KH", "KD", "KC"],
                  "none": []}[rules.bases]
    for card in base_cards:
        pack.remove(card)  # list.remove takes the first one from the front.
    shuffle(pack, number)
    return pack


def deal(rules, number):
    if not 1 <= number <= 2 ** 31 - 1:
        raise ValueError("deal numbers run from 1 to 2^31-1")
    d = shuffled_pack(rules, number)
    pos = Position(rules)
    for name, card in rules.fixed_bases().items():
        pos.piles[name].append(card)
    k = 0
    if rules.has_tableau:
        for name in TABLEAU:
            pos.piles[name].append(d[k])
            k += 1
    for i in range(1, rules.n_reserve + 1):
        for _ in range(rules.reserve_size):
            pos.piles["R%d" % i].append(d[k])
            k += 1
    pos.piles["S"] = list(reversed(d[k:]))
    return pos


# A command line shaped like the real companion's, for reproducing mismatches.

def _main(argv):
    if not argv:
        print("usage: reference.py deal|moves|apply ...", file=sys.stderr)
        return 2
    command, args = argv[0], argv[1:]
    try:
        if command == "deal":
            game = args[0] if args else ""
            rules_text = ""
            number = None
            i = 1
            while i < len(args):
                if args[i] == "--rules" and i + 1 < len(args):
                    rules_text = args[i + 1]
                elif args[i] == "--number" and i + 1 < len(args):
                    number = int(args[i + 1])
                else:
                    raise ValueError("unknown argument %r" % args[i])
                i += 2
            if number is None:
                raise ValueError("--number is required")
            sys.stdout.write(deal(Rules.parse(game, rules_text),
                                  number).format())
            return 0
        if command not in ("moves", "apply"):
            raise ValueError("unknown command %r" % command)
        pos = Position.parse(sys.stdin.read())
    except (ValueError, ParseError) as e:
        print(e, file=sys.stderr)
        return 2
    if command == "moves":
        for move in pos.legal_moves():
            print(move)
        return 0
    for move in args:
        # Text that names no move is bad usage; a move the rules forbid
        # (even one naming a pile this game lacks) is refused.
        if move not in pos.candidate_moves():
            print("%r is not a move" % move, file=sys.stderr)
            return 2
        reason = pos.why_illegal(move)
        if reason is not None:
            print("illegal move %r: %s" % (move, reason), file=sys.stderr)
            return 1
        pos = pos.apply(move)
    sys.stdout.write(pos.format())
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
