#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""An independent reading of the family of docs/rules.md (sections 5-8):
Royal Cotillion, Odd and Even, Tournament and Contradance.

Written from the rule text and docs/deals.md, not from the C engine, so
that test_family_crosscheck.py can compare the two. It shares only the
card notation and the SplitMix64 generator with reference.py.

Usage as a command line (for replaying a mismatch):
  family.py deal GAME [--rules OPTS] --number N
  family.py moves < position
  family.py apply MOVE... < position
"""

import collections
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reference as ref  # noqa: E402

GAMES = ("royal-cotillion", "odd-and-even", "tournament", "contradance")
RANKS = "A23456789TJQK"
SUITS = "SHDC"
CARDS = [r + s for s in SUITS for r in RANKS]

# The rank sequences of the foundations, bottom card first (rules.md,
# "The family", and sections 5-8).
ACE_BASED = "A3579JK2468TQ"
TWO_BASED = "2468TQA3579JK"
UP = "A23456789TJQK"
DOWN = "KQJT98765432A"
FIVES = "5432AK"
SIXES = "6789TJQ"


def rank(card):
    return card[0]


def suit(card):
    return card[1]


class Game:
    """What one game of the family is: piles and foundation sequences."""

    def __init__(self, game, options=""):
        if game not in GAMES:
            raise ValueError("unknown game %r" % game)
        self.game = game
        self.bases = "laid-out"
        for word in options.split():
            key, eq, value = word.partition("=")
            if game != "royal-cotillion" or key != "foundation-bases" or not eq:
                raise ValueError("bad option %r" % word)
            if value not in ("laid-out", "as-they-appear"):
                raise ValueError("bad value %r" % value)
            self.bases = value

    def options_text(self):
        if self.game == "royal-cotillion":
            return "foundation-bases=" + self.bases
        return ""

    def n_foundations(self):
        return 16 if self.game == "contradance" else 8

    def foundations(self):
        return ["F%d" % i for i in range(1, self.n_foundations() + 1)]

    def tableau(self):
        n = {"royal-cotillion": 4, "tournament": 6}.get(self.game, 0)
        return ["T%d" % i for i in range(1, n + 1)]

    def reserve(self):
        n = {"royal-cotillion": 16, "odd-and-even": 9, "tournament": 8}.get(self.game, 0)
        return ["R%d" % i for i in range(1, n + 1)]

    def has_waste(self):
        return self.game != "tournament"

    def piles(self):
        return (["S"] + (["W"] if self.has_waste() else []) + self.foundations()
                + self.tableau() + self.reserve())

    def start_redeals(self):
        return {"royal-cotillion": 0, "tournament": 2}.get(self.game, 1)

    def sequence(self, f):
        """The ranks foundation f builds, bottom first."""
        i = int(f[1:])
        if self.game in ("royal-cotillion", "odd-and-even"):
            return ACE_BASED if i <= 4 else TWO_BASED
        if self.game == "tournament":
            return UP if i <= 4 else DOWN
        return FIVES if i <= 8 else SIXES

    def kind(self, f):
        """Foundations of one kind: the first half, the second half."""
        return int(f[1:]) > self.n_foundations() // 2

    def laid_out(self):
        """The base cards that start on the foundations, by pile."""
        if self.game == "royal-cotillion" and self.bases == "laid-out":
            return {"F%d" % (i + 1): ("A" if i < 4 else "2") + SUITS[i % 4] for i in range(8)}
        if self.game == "contradance":
            out = {}
            for i in range(8):
                out["F%d" % (i + 1)] = "5" + SUITS[i // 2]
                out["F%d" % (i + 9)] = "6" + SUITS[i // 2]
            return out
        return {}


class Position:
    def __init__(self, game, redeals=None, piles=None):
        self.g = game
        self.redeals = game.start_redeals() if redeals is None else redeals
        self.piles = {p: [] for p in game.piles()}
        for name, cards in (piles or {}).items():
            self.piles[name] = list(cards)

    def copy(self):
        return Position(self.g, self.redeals, self.piles)

    def format(self):
        out = ["game: " + self.g.game]
        opts = self.g.options_text()
        out.append("rules: " + opts if opts else "rules:")
        out.append("redeals: %d" % self.redeals)
        for p in self.g.piles():
            c = self.piles[p]
            out.append(p + ": " + " ".join(c) if c else p + ":")
        return "\n".join(out) + "\n"

    @classmethod
    def parse(cls, text):
        game = None
        redeals = None
        piles = {}
        for number, raw in enumerate(text.split("\n"), 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            key, colon, value = line.partition(":")
            key, value = key.strip(), value.strip()
            if not colon:
                raise ValueError("line %d: not NAME: VALUE" % number)
            if game is None:
                if key != "game":
                    raise ValueError("line %d: game first" % number)
                game = Game(value)
                continue
            if key == "rules":
                game = Game(game.game, value)
            elif key == "redeals":
                redeals = int(value)
            elif key in game.piles():
                piles[key] = value.split()
            else:
                raise ValueError("line %d: %s has no pile %s" % (number, game.game, key))
        if game is None:
            raise ValueError("no game")
        if redeals is not None and redeals > game.start_redeals():
            raise ValueError("too many redeals")
        counts = collections.Counter(c for cards in piles.values() for c in cards)
        for c in CARDS:
            if counts[c] != 2:
                raise ValueError("%d copies of %s" % (counts[c], c))
        if len(counts) != 52:
            raise ValueError("bad card")
        pos = cls(game, redeals, piles)
        pos.check_foundations()
        return pos

    def check_foundations(self):
        laid = self.g.laid_out()
        seen = set()
        for f in self.g.foundations():
            cards = self.piles[f]
            if f in laid and (not cards or cards[0] != laid[f]):
                raise ValueError("%s must start with %s" % (f, laid[f]))
            seq = self.g.sequence(f)
            if len(cards) > len(seq):
                raise ValueError("%s too long" % f)
            for i, c in enumerate(cards):
                if rank(c) != seq[i] or suit(c) != suit(cards[0]):
                    raise ValueError("%s is not a legal build" % f)
            if cards and self.g.game != "contradance":
                key = (self.g.kind(f), suit(cards[0]))
                if key in seen:
                    raise ValueError("two %s foundations of one suit" % f)
                seen.add(key)

    # The rules.

    def takes(self, f, card):
        """The ordinary foundation rule."""
        cards = self.piles[f]
        seq = self.g.sequence(f)
        if len(cards) >= len(seq):
            return False  # complete
        if cards:
            return suit(card) == suit(cards[-1]) and rank(card) == seq[len(cards)]
        if rank(card) != seq[0]:
            return False
        # As they appear: a suit with no pile of that kind yet.
        for other in self.g.foundations():
            if (other != f and self.piles[other] and self.g.kind(other) == self.g.kind(f)
                    and suit(self.piles[other][0]) == suit(card)):
                return False
        return True

    def legal(self, move):
        g, piles = self.g, self.piles
        if move == "deal":
            return bool(piles["S"])
        if move == "redeal":
            if self.redeals <= 0 or piles["S"]:
                return False
            if g.game == "tournament":
                return any(piles[t] for t in g.tableau())
            return bool(piles["W"])
        src, _, dst = move.partition(" ")
        if src not in piles or dst not in piles or src == dst or not piles[src]:
            return False
        if src == "S":
            return False
        card = piles[src][-1]
        if src[0] == "F":
            # Tournament's transfers: onto the other direction's pile of
            # the suit, by the ordinary rule; never the base card.
            return (g.game == "tournament" and dst[0] == "F" and len(piles[src]) >= 2
                    and bool(piles[dst]) and g.kind(src) != g.kind(dst)
                    and self.takes(dst, card))
        if dst[0] == "F":
            return self.takes(dst, card)
        # Tournament: an empty kibitzer takes a depot's top card.
        return (g.game == "tournament" and src[0] == "T" and dst[0] == "R"
                and not piles[dst])

    def legal_moves(self):
        names = self.g.piles()
        moves = ["%s %s" % (a, b) for a in names for b in names] + ["deal", "redeal"]
        return sorted(m for m in moves if self.legal(m))

    def deal_blocks(self):
        """Tournament: four cards onto each depot in turn, T1 first."""
        stock = self.piles["S"]
        for t in self.g.tableau():
            for _ in range(4):
                if stock:
                    self.piles[t].append(stock.pop())

    def apply(self, move):
        if not self.legal(move):
            raise ValueError("illegal move %r" % move)
        pos = self.copy()
        piles = pos.piles
        stock = piles["S"]
        if move == "deal":
            if pos.g.game == "tournament":
                pos.deal_blocks()
            else:
                piles["W"].append(stock.pop())
            return pos
        if move == "redeal":
            pos.redeals -= 1
            if pos.g.game == "tournament":
                gathered = [c for t in pos.g.tableau() for c in piles[t]]
                for t in pos.g.tableau():
                    piles[t] = []
                piles["S"] = list(reversed(gathered))
                pos.deal_blocks()
            else:
                piles["S"] = list(reversed(piles["W"]))
                piles["W"] = []
            return pos
        src, dst = move.split(" ")
        piles[dst].append(piles[src].pop())
        if not piles[src]:
            if src[0] == "R" and pos.g.game in ("royal-cotillion", "odd-and-even"):
                if piles["W"]:
                    piles[src].append(piles["W"].pop())
                elif stock:
                    piles[src].append(stock.pop())
            if src[0] == "T" and pos.g.game == "tournament":
                for _ in range(4):
                    if stock:
                        piles[src].append(stock.pop())
        return pos


def deal(game, number):
    """docs/deals.md for the family."""
    fresh = [r + s for _copy in range(2) for s in SUITS for r in RANKS]
    laid = game.laid_out()
    for f in game.foundations():
        if f in laid:
            fresh.remove(laid[f])
    rng = ref.SplitMix64(number)
    while True:
        d = list(fresh)
        for i in range(len(d) - 1, 0, -1):
            j = rng.below(i + 1)
            d[i], d[j] = d[j], d[i]
        if game.game != "tournament" or any(rank(c) in "AK" for c in d[:8]):
            break
    pos = Position(game)
    for f, c in laid.items():
        pos.piles[f] = [c]
    k = 0
    if game.game == "tournament":
        for r in game.reserve():
            pos.piles[r] = [d[k]]
            k += 1
        for t in game.tableau():
            pos.piles[t] = d[k:k + 4]
            k += 4
    elif game.game == "royal-cotillion":
        for t in game.tableau():
            pos.piles[t] = d[k:k + 3]
            k += 3
        for r in game.reserve():
            pos.piles[r] = [d[k]]
            k += 1
    else:
        for r in game.reserve():
            pos.piles[r] = [d[k]]
            k += 1
    pos.piles["S"] = list(reversed(d[k:]))
    return pos


def _main(argv):
    command, args = argv[0], argv[1:]
    if command == "deal":
        opts = args[args.index("--rules") + 1] if "--rules" in args else ""
        number = int(args[args.index("--number") + 1])
        sys.stdout.write(deal(Game(args[0], opts), number).format())
        return 0
    pos = Position.parse(sys.stdin.read())
    if command == "moves":
        for m in pos.legal_moves():
            print(m)
        return 0
    for m in args:
        if not pos.legal(m):
            print("illegal move %r" % m, file=sys.stderr)
            return 1
        pos = pos.apply(m)
    sys.stdout.write(pos.format())
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
