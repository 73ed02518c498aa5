#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Cross-checks algerian-patience-cli against the reference implementation.

Usage: test_crosscheck.py CLI [--seed N] [--scale X] [--max-report N]

For every game and preset (and a few random Algerian option sets) it
compares, on numbered deals and along seeded random games:
  - `deal` output with the reference deal,
  - `moves` with the reference's legal list,
  - `apply MOVE...` with the reference's resulting position,
  - that moves outside the legal list are refused: exit status 1, nothing on
    standard output, and a message naming the move.
Then it does the same on random positions that no deal reaches (short stocks,
empty piles, meeting foundations, every reserve-spaces value), and feeds
the CLI valid and invalid position texts to compare what the parser accepts.

Everything is derived from --seed, so a failure can be replayed. On a
mismatch it prints the position, the move and both answers. CLI may be
reference.py itself, which tests the harness.
"""

import argparse
import collections
import difflib
import os
import random
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # Keep the source tree free of __pycache__.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reference as ref  # noqa: E402


class Mismatch(Exception):
    pass


class Checker:
    def __init__(self, command, max_report):
        self.command = command
        self.max_report = max_report
        self.calls = 0
        self.failures = collections.Counter()
        self.stats = collections.Counter()
        self.reported = 0

    def run(self, args, stdin=""):
        self.calls += 1
        try:
            proc = subprocess.run(self.command + args, input=stdin,
                                  capture_output=True, text=True, timeout=30)
        except subprocess.TimeoutExpired:
            return "timeout", "", ""
        return proc.returncode, proc.stdout, proc.stderr

    def fail(self, kind, position, moves, expected, got):
        """Records one disagreement and prints everything needed to
        reproduce it."""
        self.failures[kind] += 1
        self.reported += 1
        if self.reported > self.max_report:
            return
        rc, out, err = got
        print("=" * 72)
        print("MISMATCH %s" % kind)
        if moves is not None:
            print("command: %s" % " ".join(repr(m) for m in moves))
        if position is not None:
            print("--- position (stdin):")
            sys.stdout.write(position)
        print("--- reference expects:")
        sys.stdout.write(expected if expected.endswith("\n") or not expected
                         else expected + "\n")
        print("--- cli answered: exit %s" % rc)
        sys.stdout.write(out)
        if err:
            print("--- cli stderr:")
            sys.stdout.write(err if err.endswith("\n") else err + "\n")
        if rc == 0 and expected and out:
            print("--- diff (reference -> cli):")
            sys.stdout.writelines(difflib.unified_diff(
                expected.splitlines(True), out.splitlines(True), n=1))

    # The individual comparisons.

    def check_deal(self, rules, number, rules_arg):
        args = ["deal", rules.game]
        if rules_arg is not None:
            args += ["--rules", rules_arg]
        args += ["--number", str(number)]
        expected = ref.deal(rules, number).format()
        got = self.run(args)
        self.stats["deals compared"] += 1
        if got[0] != 0 or got[1] != expected:
            self.fail("deal", None, args, expected, got)

    def check_bad_usage(self, args, stdin=""):
        got = self.run(args, stdin)
        self.stats["bad usages compared"] += 1
        if got[0] != 2 or got[1] != "" or not got[2].strip():
            self.fail("bad-usage", stdin or None, args,
                      "(exit 2, nothing on stdout, a message on stderr)", got)

    def check_moves(self, pos):
        text = pos.format()
        legal = pos.legal_moves()
        expected = "".join(m + "\n" for m in legal)
        got = self.run(["moves"], text)
        self.stats["positions compared"] += 1
        self.stats["legal moves compared"] += len(legal)
        if got[0] != 0 or got[1] != expected:
            self.fail("moves", text, ["moves"], expected, got)
        return legal

    def check_apply(self, pos, moves):
        text = pos.format()
        expected = pos.apply_all(moves).format()
        got = self.run(["apply"] + moves, text)
        self.stats["applies compared"] += 1
        self.stats["moves applied"] += len(moves)
        if got[0] != 0 or got[1] != expected:
            self.fail("apply", text, ["apply"] + moves, expected, got)

    def check_refused(self, pos, moves):
        """`moves` ends in one that the reference refuses."""
        text = pos.format()
        got = self.run(["apply"] + moves, text)
        self.stats["refusals compared"] += 1
        rc, out, err = got
        if rc != 1 or out != "":
            self.fail("refusal", text, ["apply"] + moves,
                      "(exit 1 and nothing on stdout: %r is illegal: %s)"
                      % (moves[-1], pos.apply_all(moves[:-1])
                         .why_illegal(moves[-1])), got)
        elif moves[-1] not in err:
            self.fail("refusal-message", text, ["apply"] + moves,
                      "(a message on stderr naming %r)" % moves[-1], got)

    def check_parse(self, text, label):
        """The CLI must accept exactly the texts the reference accepts."""
        try:
            pos = ref.Position.parse(text)
        except ref.ParseError as e:
            pos = None
            reason = str(e)
        got = self.run(["moves"], text)
        self.stats["position texts compared"] += 1
        if pos is None:
            self.stats["invalid texts"] += 1
            rc, out, err = got
            if rc != 2 or out != "" or not err.strip():
                self.fail("parse-accepts-invalid (%s)" % label, text,
                          ["moves"], "(exit 2: %s)" % reason, got)
            elif len(err.strip().split("\n")) != 1 or \
                    not err.startswith("line "):
                self.fail("parse-message (%s)" % label, text, ["moves"],
                          "(one line starting 'line N: ')", got)
            return
        expected = "".join(m + "\n" for m in pos.legal_moves())
        if got[0] != 0 or got[1] != expected:
            self.fail("parse-rejects-valid (%s)" % label, text, ["moves"],
                      expected, got)


# Choosing moves: biased towards the rare kinds so that short games still
# reach transfers, reserve spaces, final passes, refills and redeals.

def move_weight(move):
    if move[0] == "F":
        return 4
    if " F" in move:
        return 5
    if " R" in move:
        return 2
    return 1


def choose_move(legal, rng, deal_p):
    if "redeal" in legal and rng.random() < 0.8:
        return "redeal"
    if "deal" in legal and rng.random() < deal_p:
        return "deal"
    others = [m for m in legal if m not in ("deal", "redeal")] or legal
    return rng.choices(others, [move_weight(m) for m in others])[0]


def choose_illegal(pos, legal, rng):
    legal = set(legal)
    piles = pos.rules.piles()
    roll = rng.random()
    if roll < 0.6:
        # Near misses: an exposed card of this game onto one of its piles.
        sources = [p for p in piles if pos.piles[p]]
        candidates = ["%s %s" % (a, b) for a in sources for b in piles]
    elif roll < 0.75:
        candidates = ["deal", "redeal"]
    else:
        candidates = pos.candidate_moves()
    candidates = [m for m in candidates if m not in legal]
    if not candidates:
        candidates = [m for m in pos.candidate_moves() if m not in legal]
    return rng.choice(candidates)


def classify(pos, move, stats):
    """Counts what kind of move was exercised, for the summary."""
    if move == "deal":
        stock = len(pos.piles["S"])
        if pos.rules.game == "algerian" and stock <= 8:
            stats["final passes"] += 1
        elif (pos.rules.game == "algerian" and stock < 20
              or pos.rules.game == "carthage" and stock < 12):
            stats["short reserve deals"] += 1
        else:
            stats["deals"] += 1
        return
    if move == "redeal":
        stats["redeals"] += 1
        return
    src, dst = move.split()
    if src[0] == "F":
        stats["foundation transfers"] += 1
    elif dst[0] == "F":
        stats["moves to foundations"] += 1
    elif dst[0] == "R":
        stats["moves to reserve spaces"] += 1
    elif not pos.piles[dst]:
        stats["moves to empty depots"] += 1
    if pos.rules.has_waste and src[0] == "R" and len(pos.piles[src]) == 1:
        stats["reserve refills" if pos.piles["W"] or pos.piles["S"]
              else "reserves left empty"] += 1


def play(checker, pos, rng, steps, deal_p, illegal_p=0.5):
    """A seeded random game from `pos`, comparing at every step."""
    for _ in range(steps):
        legal = checker.check_moves(pos)
        if rng.random() < illegal_p:
            prefix = []
            if legal and rng.random() < 0.25:
                prefix = [rng.choice(legal)]
            after = pos.apply_all(prefix)
            bad = choose_illegal(after, after.legal_moves(), rng)
            checker.check_refused(pos, prefix + [bad])
        if not legal:
            return
        n = rng.randint(2, 8) if rng.random() < 0.25 else 1
        moves = []
        cur = pos
        for _ in range(n):
            options = cur.legal_moves()
            if not options:
                break
            move = choose_move(options, rng, deal_p)
            classify(cur, move, checker.stats)
            moves.append(move)
            cur = cur.apply(move)
        checker.check_apply(pos, moves)
        pos = cur


# Random positions that no deal need reach.

def random_foundations(rules, rng, endgame):
    """Returns {pile: cards}: legal builds for the rules, biased so that
    the up and down piles of a suit often meet. In an endgame the
    foundations are long, so few cards are left and piles run empty."""
    out = {f: [] for f in ref.FOUNDATIONS}

    def length():
        if endgame:
            return rng.randint(8, 13)
        return rng.choice((1, 1, 2, 3, 4, 5, 6, 7, 9, 11, 12, 13))

    if rules.game == "carthage":
        per_suit = collections.Counter()
        for f in ref.FOUNDATIONS:
            if rng.random() < (0.05 if endgame else 0.3):
                continue
            s = rng.choice([x for x in ref.SUITS if per_suit[x] < 2])
            per_suit[s] += 1
            out[f] = [r + s for r in ref.RANKS[:length()]]
        return out

    bases = rules.bases
    up_suits = list(ref.SUITS)
    down_suits = list(ref.SUITS)
    if bases != "aces-and-kings":
        rng.shuffle(up_suits)
    if bases == "none":
        rng.shuffle(down_suits)
    for s in ref.SUITS:
        up_f = "F%d" % (up_suits.index(s) + 1)
        down_f = "F%d" % (down_suits.index(s) + 5)
        up_on = bases == "aces-and-kings" or rng.random() < 0.7
        down_on = bases != "none" or rng.random() < 0.7
        u, d = length(), length()
        if rng.random() < (0.15 if endgame else 0.4):
            u = rng.randint(1, 12)
            d = 13 - u  # The tops meet: up shows rank u, down rank u + 1.
        if up_on:
            out[up_f] = [r + s for r in ref.RANKS[:u]]
        if down_on:
            out[down_f] = [r + s for r in reversed(ref.RANKS[13 - d:])]
    return out


def random_algerian_rules(rng):
    return ref.Rules("algerian", {k: rng.choice(v)
                                  for k, v in ref.OPTION_VALUES.items()})


def random_position(rules, rng):
    pos = ref.Position(rules)
    endgame = rng.random() < 0.3
    for name, cards in random_foundations(rules, rng, endgame).items():
        pos.piles[name] = cards
    rest = collections.Counter({c: 2 for c in ref.CARDS})
    rest.subtract(pos.all_cards())
    cards = sorted(rest.elements())
    rng.shuffle(cards)
    reserves = ["R%d" % i for i in range(1, rules.n_reserve + 1)]

    if rules.has_waste:
        pos.redeals = rng.choice((0, 1))
        for r in reserves:
            if cards and rng.random() > 0.15:
                n = 2 if rng.random() < 0.05 else 1
                pos.piles[r] = cards[:n]
                cards = cards[n:]
        roll = rng.random()
        if roll < 0.35:
            stock = 0
        elif roll < 0.7:
            stock = rng.randint(1, 5)
        else:
            stock = rng.randint(0, len(cards))
        stock = min(stock, len(cards))
        pos.piles["S"] = cards[:stock]
        pos.piles["W"] = cards[stock:]
        return pos

    roll = rng.random()
    if roll < 0.3:
        stock = 0
    elif roll < 0.7:
        stock = rng.randint(1, 12)
    elif roll < 0.85:
        stock = rng.choice((8, 9, 19, 20, 21))
    else:
        stock = rng.randint(13, 60)
    stock = min(stock, len(cards))
    pos.piles["S"] = cards[:stock]
    cards = cards[stock:]
    piles = list(ref.TABLEAU) + reserves
    open_piles = [p for p in piles if rng.random() > 0.3] or ["T1"]
    for card in cards:
        pos.piles[rng.choice(open_piles)].append(card)
    return pos


# Position texts for the parser.

def text_variants(pos, rng):
    """(label, text) pairs: valid rewritings and invalid mutations."""
    lines = pos.format().split("\n")[:-1]
    header, body = lines[:3], lines[3:]
    out = []

    shuffled = body[:]
    rng.shuffle(shuffled)
    out.append(("piles in another order, comments, blank lines",
                "# a position\n\n" + "\n".join(header) + "\n# piles\n"
                + "\n".join(shuffled) + "\n\n"))
    out.append(("empty piles left out",
                "\n".join(header + [b for b in body if not b.endswith(":")])
                + "\n"))
    if pos.redeals == pos.rules.start_redeals:
        out.append(("redeals left out",
                    "\n".join(header[:2] + body) + "\n"))
    if pos.rules.game == "algerian":
        changed = [k + "=" + v for k, v in pos.rules.options.items()
                   if v != ref.DEFAULT_OPTIONS[k]]
        rng.shuffle(changed)
        out.append(("only the options that differ from the defaults",
                    "\n".join([header[0], "rules: " + " ".join(changed)]
                              + header[2:] + body) + "\n"))
        if not changed:
            out.append(("rules left out",
                        "\n".join([header[0]] + header[2:] + body) + "\n"))
    else:
        out.append(("rules left out",
                    "\n".join([header[0]] + header[2:] + body) + "\n"))
        out.append(("an option for a game without options",
                    "\n".join([header[0], "rules: reserve-size=6"]
                              + header[2:] + body) + "\n"))

    def edit(label, f):
        new = f(header[:], body[:])
        if new is not None:
            out.append((label, "\n".join(new[0] + new[1]) + "\n"))

    def set_pile(body, name, cards):
        return [(name + ": " + " ".join(cards) if cards else name + ":")
                if b.split(":")[0] == name else b for b in body]

    nonempty = [n for n in pos.rules.piles() if pos.piles[n]]
    src = rng.choice(nonempty)
    card = pos.piles[src][-1]
    other = rng.choice([c for c in ref.CARDS if c != card])
    edit("a card replaced: three copies of one, one of another",
         lambda h, b: (h, set_pile(b, src, pos.piles[src][:-1] + [other])))
    edit("a card missing",
         lambda h, b: (h, set_pile(b, src, pos.piles[src][:-1])))
    edit("a malformed card",
         lambda h, b: (h, set_pile(b, src, pos.piles[src][:-1]
                                   + [rng.choice(("1S", "AX", "10S", "S"))])))
    edit("a pile listed twice",
         lambda h, b: (h, b + [src + ":"]))
    edit("the game line not first",
         lambda h, b: ([h[1], h[0]] + h[2:], b))
    edit("an unknown game",
         lambda h, b: (["game: klondike"] + h[1:], b))
    edit("an unknown name", lambda h, b: (h, b + ["X1: "]))
    foreign = [p for p in ref.ALL_PILES if p not in pos.rules.piles()]
    edit("a pile of another game",
         lambda h, b: (h, b + [rng.choice(foreign) + ":"]))
    edit("too many redeals",
         lambda h, b: (h[:2] + ["redeals: %d" % (pos.rules.start_redeals + 1)],
                       b))

    # A foundation card moved elsewhere, or a card put onto a foundation
    # out of sequence, keeping all 104 cards.
    founds = [f for f in ref.FOUNDATIONS if pos.piles[f]]
    if founds:
        f = rng.choice(founds)
        stray = pos.piles[f][-1]
        target = rng.choice([n for n in pos.rules.piles()
                             if n[0] in "STR"])

        def move_base(h, b):
            b = set_pile(b, f, pos.piles[f][:-1])
            return h, set_pile(b, target, pos.piles[target] + [stray])
        edit("a foundation card moved to %s" % target, move_base)
    if nonempty:
        n = rng.choice([n for n in nonempty if n[0] != "F"] or nonempty)
        f = rng.choice(ref.FOUNDATIONS)
        c = pos.piles[n][-1]

        def put_on(h, b):
            b = set_pile(b, n, pos.piles[n][:-1])
            return h, set_pile(b, f, pos.piles[f] + [c])
        edit("%s put onto %s" % (c, f), put_on)
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("cli")
    parser.add_argument("--seed", type=int, default=20240611)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--max-report", type=int, default=25)
    args = parser.parse_args()

    command = [args.cli]
    if args.cli.endswith(".py"):
        command = [sys.executable, args.cli]
    checker = Checker(command, args.max_report)
    rng = random.Random(args.seed)
    started = time.monotonic()

    def scaled(n):
        return max(1, round(n * args.scale))

    # Every preset, the other games, and a few random option sets.
    configs = [("tarbart", ref.Rules("algerian"), None),
               ("tarbart (spelled out)", ref.Rules("algerian"),
                ref.Rules("algerian").format_options())]
    for name, options in ref.PRESETS.items():
        if name != "tarbart":
            rules = ref.Rules("algerian", options)
            configs.append((name, rules, rules.format_options()))
    for _ in range(3):
        rules = random_algerian_rules(rng)
        # Only the options that differ from the default: tests the defaults.
        text = " ".join("%s=%s" % (k, v) for k, v in rules.options.items()
                        if v != ref.DEFAULT_OPTIONS[k])
        configs.append(("random options", rules, text))
    for game in ref.GAMES[1:]:
        configs.append((game, ref.Rules(game), None))

    # 1. Deals, including the ends of the number range.
    for label, rules, rules_arg in configs:
        for number in (1, 2 ** 31 - 1):
            checker.check_deal(rules, number, rules_arg)
    for number in ("0", "2147483648", "-1", "seven"):
        checker.check_bad_usage(["deal", "algerian", "--number", number])
    checker.check_bad_usage(["deal", "klondike", "--number", "1"])
    checker.check_bad_usage(["deal", "algerian", "--rules",
                             "reserve-size=5", "--number", "1"])
    checker.check_bad_usage(["moves"], "game: klondike\n")

    # 2. Random games from numbered deals.
    for label, rules, rules_arg in configs:
        deal_p = 0.5 if rules.has_waste else 0.12
        for _ in range(scaled(3)):
            number = rng.randrange(1, 2 ** 31)
            checker.check_deal(rules, number, rules_arg)
            play(checker, ref.deal(rules, number), rng,
                 scaled(28) if not rules.has_waste else scaled(36), deal_p)

    # 3. Random positions that no deal need reach.
    kinds = [random_algerian_rules] * 5 + [
        lambda r, g=g: ref.Rules(g) for g in ref.GAMES[1:]]
    for _ in range(scaled(220)):
        rules = rng.choice(kinds)(rng)
        pos = random_position(rules, rng)
        play(checker, pos, rng, 2, 0.3, illegal_p=0.8)

    # 4. What the parser accepts.
    for _ in range(scaled(10)):
        rules = rng.choice(kinds)(rng)
        pos = random_position(rules, rng) if rng.random() < 0.6 else \
            ref.deal(rules, rng.randrange(1, 2 ** 31))
        for label, text in text_variants(pos, rng):
            checker.check_parse(text, label)

    elapsed = time.monotonic() - started
    print("-" * 72)
    print("cross-check: %d CLI calls in %.1f s (seed %d, scale %g)"
          % (checker.calls, elapsed, args.seed, args.scale))
    for key in sorted(checker.stats):
        print("  %-28s %d" % (key, checker.stats[key]))
    # The generators must keep reaching the rare cases, or a pass means
    # little: a change that stops them is a failure too.
    if args.scale >= 1:
        for key in ("foundation transfers", "final passes",
                    "short reserve deals", "redeals", "reserve refills",
                    "reserves left empty", "moves to reserve spaces",
                    "moves to empty depots", "invalid texts",
                    "refusals compared"):
            if not checker.stats[key]:
                checker.failures["coverage: no " + key] += 1
    if checker.failures:
        print("FAILED: %d mismatches" % sum(checker.failures.values()))
        for kind, n in checker.failures.most_common():
            print("  %-50s %d" % (kind, n))
        return 1
    print("all answers agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
