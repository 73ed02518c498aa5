#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Cross-checks algerian-patience-cli against family.py, the independent
reading of Royal Cotillion, Odd and Even, Tournament and Contradance.

Usage: test_family_crosscheck.py CLI [--seed N] [--deals N] [--random N]

For each game (Royal Cotillion with both foundation-bases values) it
compares on numbered deals: `deal`, then along a seeded random game `moves`
at every step and `apply` of the whole line, and that a sample of moves
outside the legal list is refused (exit 1, nothing on standard output). Then
the same on random positions that no deal reaches (foundations part built,
short stocks, empty piles).
"""

import argparse
import os
import random
import subprocess
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import family as fam  # noqa: E402

CONFIGS = [
    ("royal-cotillion", "foundation-bases=laid-out"),
    ("royal-cotillion", "foundation-bases=as-they-appear"),
    ("odd-and-even", ""),
    ("tournament", ""),
    ("contradance", ""),
]


class Mismatch(Exception):
    pass


def run(cli, args, text=None):
    p = subprocess.run([cli] + args, input=text, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def check_moves(cli, pos):
    code, out, err = run(cli, ["moves"], pos.format())
    want = pos.legal_moves()
    if code != 0 or out.splitlines() != want:
        raise Mismatch("moves differ on\n%s\nCLI (%d): %s %s\nreference: %s"
                       % (pos.format(), code, out.splitlines(), err, want))
    return want


def check_refusals(cli, pos, rng, legal):
    names = pos.g.piles() + ["F16", "R16", "T6", "W", "R9"]
    tried = 0
    while tried < 3:
        move = "%s %s" % (rng.choice(names), rng.choice(names))
        if move in legal:
            continue
        tried += 1
        code, out, err = run(cli, ["apply", move], pos.format())
        if code != 1 or out or move not in err:
            raise Mismatch("illegal %r not refused properly on\n%s\n(%d) %r %r"
                           % (move, pos.format(), code, out, err))


def walk(cli, game, number, rng, steps):
    pos = fam.deal(game, number)
    args = ["deal", game.game, "--number", str(number)]
    if game.options_text():
        args += ["--rules", game.options_text()]
    code, out, err = run(cli, args)
    if code != 0 or out != pos.format():
        raise Mismatch("deal %s %d differs:\nCLI:\n%s%s\nreference:\n%s"
                       % (game.game, number, out, err, pos.format()))
    start = pos
    line = []
    for step in range(steps):
        legal = check_moves(cli, pos) if step % 4 == 0 else pos.legal_moves()
        if step % 16 == 0:
            check_refusals(cli, pos, rng, legal)
        if not legal:
            break
        # Favour the foundations so that the walks go deep.
        home = [m for m in legal if m.split(" ")[-1].startswith("F") and not m.startswith("F")]
        move = rng.choice(home) if home and rng.random() < 0.7 else rng.choice(legal)
        line.append(move)
        pos = pos.apply(move)
    code, out, err = run(cli, ["apply"] + line, start.format())
    if code != 0 or out != pos.format():
        raise Mismatch("apply of %d moves differs from\n%s\nmoves: %s\nCLI:\n%s%s\nreference:\n%s"
                       % (len(line), start.format(), line, out, err, pos.format()))
    return len(line)


def random_position(game, rng):
    """Foundations part built (legally), the rest spread over the piles."""
    pack = [r + s for _c in range(2) for s in fam.SUITS for r in fam.RANKS]
    rng.shuffle(pack)
    pos = fam.Position(game, redeals=rng.randint(0, game.start_redeals()))
    laid = game.laid_out()
    used_kinds = set()
    for f in game.foundations():
        seq = game.sequence(f)
        if f in laid:
            s = fam.suit(laid[f])
        else:
            free = [s for s in fam.SUITS if (game.kind(f), s) not in used_kinds]
            if not free or rng.random() < 0.3:
                continue
            s = rng.choice(free)
        used_kinds.add((game.kind(f), s))
        height = rng.randint(1, len(seq))
        cards = [seq[i] + s for i in range(height)]
        if any(c not in pack for c in cards):
            cards = [seq[0] + s]
            if cards[0] not in pack:
                continue
        for c in cards:
            pack.remove(c)
        pos.piles[f] = cards
    for r in game.reserve():
        if pack and rng.random() < 0.8:
            pos.piles[r] = [pack.pop()]
    for t in game.tableau():
        n = rng.randint(0, 5)
        pos.piles[t] = [pack.pop() for _ in range(min(n, len(pack)))]
    if game.has_waste():
        n = rng.randint(0, len(pack))
        pos.piles["W"] = [pack.pop() for _ in range(n)]
    if rng.random() < 0.3 and game.has_waste():
        pos.piles["W"] += pack
        pack = []
    pos.piles["S"] = pack
    if game.game == "tournament" and rng.random() < 0.3:
        # An empty stock, to reach the redeal.
        pos.piles["T1"] += pos.piles["S"]
        pos.piles["S"] = []
    return pos


def check_random(cli, pos, rng):
    legal = check_moves(cli, pos)
    check_refusals(cli, pos, rng, legal)
    for move in rng.sample(legal, min(4, len(legal))):
        want = pos.apply(move)
        code, out, err = run(cli, ["apply", move], pos.format())
        if code != 0 or out != want.format():
            raise Mismatch("apply %r differs from\n%s\nCLI:\n%s%s\nreference:\n%s"
                           % (move, pos.format(), out, err, want.format()))


def main(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("cli")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--random", type=int, default=40)
    parser.add_argument("--steps", type=int, default=120)
    a = parser.parse_args(argv)
    rng = random.Random(a.seed)
    try:
        for name, opts in CONFIGS:
            game = fam.Game(name, opts)
            moves = 0
            for number in [1, 2, 3, 2 ** 31 - 1] + [rng.randint(1, 2 ** 31 - 1)
                                                    for _ in range(a.deals - 4)]:
                moves += walk(a.cli, game, number, rng, a.steps)
            for _ in range(a.random):
                check_random(a.cli, random_position(game, rng), rng)
            print("ok %s %s: %d deals, %d moves walked, %d random positions"
                  % (name, opts, a.deals, moves, a.random))
    except Mismatch as e:
        print("MISMATCH (seed %d): %s" % (a.seed, e))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
