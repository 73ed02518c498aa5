#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End-to-end tests of the fair players' commands of algerian-patience-cli.

usage: test_fair_cli.py CLI

hint --fair, play --fair and odds as docs/formats.md fixes them. A fair
player sees what a person sees (docs/rules.md, 0.10): its hint must not
change when the unseen stock is put in another order; every game it plays
must replay through `apply` to the verdict it gives.
"""

import os
import random
import re
import sys
import tempfile
import unittest

# run() and wilson() are the solver's tests' own.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import test_solver_cli  # noqa: E402
from test_solver_cli import run, wilson  # noqa: E402

GAMES = ["algerian", "carthage", "patriarchs", "picture-patience",
         "royal-cotillion", "odd-and-even", "tournament", "contradance"]

ODDS_LINE = re.compile(r"(\d+) (won|lost) (\d+) (\d+\.\d{3})")
ODDS_SUMMARY = re.compile(r"won (\d+) lost (\d+) rate (\d+\.\d\d)% "
                          r"\(95% CI (\d+\.\d\d)-(\d+\.\d\d)%\)")


def reshuffled(position, rng):
    """The position with the cards of its stock in another order."""
    lines = position.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("S:"):
            cards = line[2:].split()
            if len(set(cards)) < 2:
                return None
            shuffled = cards[:]
            while shuffled == cards:
                rng.shuffle(shuffled)
            lines[i] = "S: " + " ".join(shuffled)
    return "\n".join(lines) + "\n"


class FairCliTest(unittest.TestCase):

    def cli_ok(self, *args, stdin=""):
        code, out, err = run(*args, stdin=stdin)
        self.assertEqual(code, 0, f"{args}: {err}")
        self.assertEqual(err, "", f"{args}: nothing on stderr")
        return out

    def deal(self, game, number):
        return self.cli_ok("deal", game, "--number", str(number))

    def assert_replays(self, position, lines):
        """play's output: legal moves, then its verdict, which `apply` and
        `status` confirm."""
        self.assertIn(lines[-1], ("won", "lost"))
        after = self.cli_ok("apply", *lines[:-1], stdin=position)
        status = self.cli_ok("status", stdin=after).strip()
        if lines[-1] == "won":
            self.assertEqual(status, "won")
        else:
            self.assertNotEqual(status, "won")

    def test_hint_never_peeks(self):
        """Positions of every game before any redeal (a few moves of the
        fair player from a deal): the stock in another order gets the same
        fair hint with the same seed, twice over."""
        rng = random.Random(45)
        for game in GAMES:
            position = self.deal(game, 7)
            for step in range(3):
                with self.subTest(game=game, step=step):
                    other = reshuffled(position, rng)
                    hint = self.cli_ok("hint", "--fair", "--seed", "9",
                                       stdin=position)
                    self.assertEqual(
                        self.cli_ok("hint", "--fair", "--seed", "9",
                                    stdin=position), hint)
                    if other is not None:
                        self.assertEqual(
                            self.cli_ok("hint", "--fair", "--seed", "9",
                                        stdin=other), hint)
                    move = hint.strip()
                    if move == "none":
                        break
                    self.assertIn(move, self.cli_ok("moves", stdin=position)
                                  .splitlines())
                    if move == "redeal":
                        break
                    position = self.cli_ok("apply", move, stdin=position)

    def test_hint_exact_once_order_known(self):
        """After the redeal the order of Patriarchs' stock is known
        (rules.md 0.10): the fair hint is the solver's own."""
        position = self.deal("patriarchs", 3)
        stock = next(line for line in position.splitlines()
                     if line.startswith("S:"))
        moves = ["deal"] * len(stock[2:].split())
        position = self.cli_ok("apply", *moves, "redeal", stdin=position)
        for seed in ("1", "2"):
            self.assertEqual(self.cli_ok("hint", "--fair", "--seed", seed,
                                         stdin=position),
                             self.cli_ok("hint", stdin=position))

    def test_play_quick_replays(self):
        """Ten deals of every game with the quick player."""
        for game in GAMES:
            for number in range(1, 11):
                with self.subTest(game=game, deal=number):
                    position = self.deal(game, number)
                    out = self.cli_ok("play", "--fair", "--player", "quick",
                                      stdin=position)
                    self.assert_replays(position, out.splitlines())

    def test_play_strong_replays(self):
        """A few deals with the strong player, the same game for the same
        seed."""
        for game, number in (("tournament", 2), ("carthage", 2),
                             ("contradance", 1)):
            with self.subTest(game=game, deal=number):
                position = self.deal(game, number)
                out = self.cli_ok("play", "--fair", "--seed", "3",
                                  "--node-limit", "8000", stdin=position)
                self.assert_replays(position, out.splitlines())
                self.assertEqual(
                    self.cli_ok("play", "--fair", "--seed", "3",
                                "--node-limit", "8000", stdin=position), out)

    def odds(self, *args):
        lines = self.cli_ok("odds", *args).splitlines()
        for line in lines[:-1]:
            self.assertRegex(line, ODDS_LINE)
        self.assertRegex(lines[-1], ODDS_SUMMARY)
        return lines

    def test_odds_format(self):
        """One line a deal in order, each the game `play --fair` plays on
        that deal, then the rate and Wilson's interval."""
        lines = self.odds("carthage", "--deals", "3-9", "--player", "quick",
                          "--jobs", "2")
        self.assertEqual(len(lines), 8)
        won = 0
        for number, line in zip(range(3, 10), lines):
            m = ODDS_LINE.fullmatch(line)
            self.assertEqual(int(m[1]), number)
            play = self.cli_ok("play", "--fair", "--player", "quick",
                               stdin=self.deal("carthage", number))
            self.assertEqual(m[2], play.splitlines()[-1])
            self.assertEqual(int(m[3]), len(play.splitlines()) - 1)
            won += m[2] == "won"
        m = ODDS_SUMMARY.fullmatch(lines[-1])
        self.assertEqual((int(m[1]), int(m[2])), (won, 7 - won))
        low, high = wilson(won, 7)
        self.assertAlmostEqual(float(m[3]), 100 * won / 7, delta=0.006)
        self.assertAlmostEqual(float(m[4]), 100 * low, delta=0.006)
        self.assertAlmostEqual(float(m[5]), 100 * high, delta=0.006)

    def test_odds_same_for_any_jobs(self):
        """The deals' verdicts and moves do not depend on the jobs (the
        seconds do)."""
        args = ["royal-cotillion", "--deals", "1-12", "--player", "quick"]
        one = self.odds(*args, "--jobs", "1")
        three = self.odds(*args, "--jobs", "3")
        self.assertEqual([line.rsplit(" ", 1)[0] for line in one[:-1]],
                         [line.rsplit(" ", 1)[0] for line in three[:-1]])
        self.assertEqual(one[-1], three[-1])

    def test_odds_resume(self):
        """A partial output, its last line cut short: kept as it is, the
        rest played, the summary over the whole range."""
        args = ["tournament", "--deals", "5-14", "--player", "quick"]
        full = self.odds(*args)
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "part.txt")
            kept = ["5 won 1 9.000", "6 lost 2 8.000", "7 won 3 7.000"]
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n".join(kept) + "\n8 lo")
            resumed = self.odds(*args, "--resume", path)
            self.assertEqual(resumed[:3], kept)
            self.assertEqual([line.rsplit(" ", 1)[0] for line in resumed[3:-1]],
                             [line.rsplit(" ", 1)[0] for line in full[3:-1]])
            won = sum(ODDS_LINE.fullmatch(line)[2] == "won"
                      for line in resumed[:-1])
            self.assertRegex(resumed[-1], rf"^won {won} lost {10 - won} ")
            # A complete output is written again as it is.
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n".join(full) + "\n")
            self.assertEqual(self.odds(*args, "--resume", path), full)

    def test_usage_errors(self):
        position = self.deal("algerian", 1)
        with tempfile.TemporaryDirectory() as tmp:
            bad = os.path.join(tmp, "bad.txt")
            with open(bad, "w", encoding="utf-8") as f:
                f.write("2 won 1 0.100\n")
            for args in (["play"],
                         ["play", "--player", "quick"],
                         ["play", "--fair", "--player", "clever"],
                         ["play", "--fair", "--seed", "-1"],
                         ["play", "--fair", "--seed", "18446744073709551616"],
                         ["play", "--fair", "--node-limit", "0"],
                         ["play", "--fair", "extra"],
                         ["hint", "--seed", "3"],
                         ["hint", "--fair", "--player", "quick"],
                         ["odds"],
                         ["odds", "algerian"],
                         ["odds", "algerian", "--deals", "5-3"],
                         ["odds", "algerian", "--deals", "1-3", "--jobs", "0"],
                         ["odds", "algerian", "--deals", "1-3", "--player", "x"],
                         ["odds", "algerian", "--deals", "1-3", "--resume", bad],
                         ["odds", "algerian", "--deals", "1-3", "--resume",
                          os.path.join(tmp, "missing.txt")]):
                with self.subTest(args=args):
                    code, out, err = run(*args, stdin=position)
                    self.assertEqual(code, 2, args)
                    self.assertEqual(out, "")
                    self.assertEqual(len(err.strip().splitlines()), 1, err)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    test_solver_cli.CLI = os.path.abspath(sys.argv[1])
    test_solver_cli.TIMEOUT = 300
    unittest.main(argv=[sys.argv[0]] + sys.argv[2:], verbosity=2)


if __name__ == "__main__":
    main()
