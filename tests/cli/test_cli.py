#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End-to-end tests of algerian-patience-cli.

usage: test_cli.py CLI [TestCaseName...]

The command line, the exit codes (0 success, 1 refused, 2 bad usage or an
unreadable position) and the formats are those of
docs/formats.md. Every expected value below comes from the
documents or from reasoning by hand about a position written by hand; the
program is only ever asked for inputs (a dealt position to play on).
"""

import os
import random
import re
import resource
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from positions import (  # noqa: E402
    FAMILY_GAMES, GAMES, Position, documented_deal, down, pile_names, read_written,
    rules_text, up, SplitMix64)

CLI = None  # set from the command line in main()
TIMEOUT = 120


class Result:
    def __init__(self, args, proc):
        self.args = args
        self.code = proc.returncode
        self.out = proc.stdout
        self.err = proc.stderr

    @property
    def text(self):
        return self.out.decode("utf-8")

    @property
    def err_text(self):
        return self.err.decode("utf-8", errors="replace")

    def __repr__(self):
        return (f"cli {self.args!r} exited {self.code}\n"
                f"stdout: {self.out[:2000]!r}\nstderr: {self.err[:2000]!r}")


def run(*args, stdin=b""):
    if isinstance(stdin, str):
        stdin = stdin.encode("utf-8")
    proc = subprocess.run([CLI, *args], input=stdin, capture_output=True,
                          timeout=TIMEOUT, check=False)
    return Result(args, proc)


class CliTestCase(unittest.TestCase):
    """Assertions shared by the test cases."""

    maxDiff = None

    def assertSuccess(self, result):
        self.assertEqual(result.code, 0, result)
        return result

    def assertUnreadable(self, result, line=None, mentions=()):
        """Exit 2, nothing on stdout, one line on stderr that names the
        line (when given) and mentions each of `mentions`."""
        self.assertGreaterEqual(result.code, 0, f"killed by a signal: {result}")
        self.assertEqual(result.code, 2, result)
        self.assertEqual(result.out, b"", result)
        message = result.err_text.rstrip("\n")
        self.assertTrue(message.strip(), f"no message on stderr: {result}")
        self.assertNotIn("\n", message, f"the message is not one line: {result}")
        if line is not None:
            self.assertRegex(message, rf"\bline {line}\b", result)
        for word in mentions:
            self.assertIn(word, message, result)
        return message

    def assertRefused(self, result, move):
        """Exit 1, nothing on stdout, the move named on stderr."""
        self.assertGreaterEqual(result.code, 0, f"killed by a signal: {result}")
        self.assertEqual(result.code, 1, result)
        self.assertEqual(result.out, b"", result)
        self.assertIn(move, result.err_text, result)

    def moves(self, pos_text):
        result = self.assertSuccess(run("moves", stdin=pos_text))
        return result.text.splitlines()

    def status(self, pos_text):
        return self.assertSuccess(run("status", stdin=pos_text)).text

    def apply(self, pos_text, *moves):
        result = self.assertSuccess(run("apply", *moves, stdin=pos_text))
        return read_written(result.text)


# Hand-made positions. Their legal moves follow from rules.md by hand.

def algerian_one_to_go(**options):
    """Everything founded but the king of spades, which lies on T1 with the
    stock empty."""
    return Position.won("algerian", rules=rules_text(**options),
                        piles={"F1": up("S", 12), "T1": ["KS"]})


def algerian_meeting(**options):
    """Spades: the up foundation shows 6S, the down one 7S, so they meet; the
    other thirteen spades are in the stock. Every other suit is founded."""
    rest = up("S")[6:] + up("S")[:6]
    return Position.won("algerian", rules=rules_text(**options),
                        piles={"F1": up("S", 6), "F5": down("S", 7), "S": rest})


class TestDeal(CliTestCase):
    """`deal GAME [--rules OPTS] --number N` and docs/deals.md."""

    def test_reference_generator(self):
        # The published SplitMix64 values of docs/deals.md: they check the
        # test's own implementation of the shuffle before it is trusted.
        rng = SplitMix64(0)
        self.assertEqual([rng.next() for _ in range(3)],
                         [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F])

    def check_deal(self, game, number, options=None, **documented):
        """Deals and compares with docs/deals.md; the rules: line is checked
        by the callers that pass options."""
        args = ["deal", game, "--number", str(number)]
        if options is not None:
            args[2:2] = ["--rules", options]
        result = self.assertSuccess(run(*args))
        self.assertEqual(result.err, b"", result)
        pos = read_written(result.text)
        self.assertTrue(pos.is_complete(), pos)
        expected = documented_deal(game, number, **documented)
        if options is None:
            self.assertEqual(pos, expected)
        else:
            self.assertEqual((pos.piles, pos.redeals), (expected.piles, expected.redeals))
        return result.text

    def test_algerian_default_is_documented(self):
        text = self.check_deal("algerian", 1)
        # Tarbart: 64 cards in the stock, four on each reserve pile.
        pos = read_written(text)
        self.assertEqual(len(pos.piles["S"]), 64)
        self.assertEqual([len(pos.piles[f"R{i}"]) for i in range(1, 7)], [4] * 6)
        self.assertEqual([pos.piles[f"F{i}"] for i in range(1, 9)],
                         [["AS"], ["AH"], ["AD"], ["AC"], ["KS"], ["KH"], ["KD"], ["KC"]])

    def test_algerian_presets_are_documented(self):
        # Parlett: no bases, 72 in the stock.
        text = self.check_deal("algerian", 7, "foundation-bases=none", bases="none")
        self.assertEqual(len(read_written(text).piles["S"]), 72)
        self.assertEqual(read_written(text).rules, rules_text(foundation_bases="none"))
        # Six-card reserves: kings only, 56 in the stock.
        text = self.check_deal("algerian", 123456,
                               "foundation-bases=kings reserve-size=6 reserve-spaces=always",
                               bases="kings", reserve_size=6)
        pos = read_written(text)
        self.assertEqual(len(pos.piles["S"]), 56)
        self.assertEqual(pos.rules, rules_text(foundation_bases="kings", reserve_size="6",
                                               reserve_spaces="always"))
        # Strict: the options only, the same cards as Tarbart.
        text = self.check_deal("algerian", 99, "reserve-spaces=never foundation-transfers=off")
        self.assertEqual(read_written(text).rules,
                         rules_text(reserve_spaces="never", foundation_transfers="off"))

    def test_rules_spelled_out_in_order(self):
        # Options given in another order come out in the documented order.
        result = self.assertSuccess(run("deal", "algerian", "--rules",
                                        "reserve-size=6 foundation-bases=none",
                                        "--number", "3"))
        self.assertEqual(result.text.splitlines()[1],
                         "rules: foundation-bases=none reserve-size=6 "
                         "reserve-spaces=when-stock-empty foundation-transfers=on")

    def test_other_games_are_documented(self):
        text = self.check_deal("carthage", 42)
        self.assertEqual(len(read_written(text).piles["S"]), 60)
        text = self.check_deal("patriarchs", 2**31 - 1)
        pos = read_written(text)
        self.assertEqual(len(pos.piles["S"]), 87)
        self.assertEqual(pos.redeals, 1)
        self.assertEqual(pos.piles["W"], [])
        text = self.check_deal("picture-patience", 1000)
        pos = read_written(text)
        self.assertEqual(len(pos.piles["S"]), 95)
        self.assertEqual([pos.piles[f"F{i}"] for i in range(1, 9)], [[]] * 8)

    def test_number_limits(self):
        self.check_deal("algerian", 2**31 - 1)
        self.check_deal("carthage", 1)

    def test_leading_zeros(self):
        # Zeros in front do not change a number, however many: 12 digits
        # and 13 alike (a length cap once cut between them).
        one = self.assertSuccess(run("deal", "algerian", "--number", "1")).out
        for number in ("01", "000000000001", "0000000000001", "0" * 200 + "1"):
            with self.subTest(number=number):
                result = self.assertSuccess(run("deal", "algerian", "--number", number))
                self.assertEqual(result.out, one)
        last = self.assertSuccess(run("deal", "carthage", "--number", str(2**31 - 1))).out
        result = run("deal", "carthage", "--number", "0" * 30 + str(2**31 - 1))
        self.assertEqual(self.assertSuccess(result).out, last)
        # Nor do they make a bad number good.
        for number in ("0", "0" * 30, "0" * 30 + str(2**31), "00x1"):
            with self.subTest(number=number):
                self.assertUnreadable(run("deal", "algerian", "--number", number))

    def test_same_number_same_deal(self):
        first = run("deal", "patriarchs", "--number", "31337")
        second = run("deal", "patriarchs", "--number", "31337")
        self.assertSuccess(first)
        self.assertEqual(first.out, second.out)
        self.assertNotEqual(first.out, run("deal", "patriarchs", "--number", "31338").out)

    def test_dealt_positions_read_back(self):
        # What the CLI writes, it reads: a dealt position is "playing".
        for game in GAMES:
            with self.subTest(game=game):
                text = self.assertSuccess(run("deal", game, "--number", "5")).text
                self.assertEqual(self.status(text), "playing\n")


class TestMoves(CliTestCase):
    """`moves`: every legal move, sorted in byte order, each once."""

    def test_last_king(self):
        # KS on T1 may go to F1 (onto QS), to any empty depot, and, with the
        # stock empty, to any empty reserve pile under when-stock-empty and
        # always, to none under never. Nothing else can move: foundation
        # cards go only to the other foundation of their suit, and the
        # spades' foundations (QS up, AS down) do not meet.
        depots = [f"T1 T{i}" for i in range(2, 9)]
        reserves = [f"T1 R{i}" for i in range(1, 7)]
        for spaces, expected in (("when-stock-empty", ["T1 F1"] + reserves + depots),
                                 ("always", ["T1 F1"] + reserves + depots),
                                 ("never", ["T1 F1"] + depots)):
            with self.subTest(spaces=spaces):
                pos = algerian_one_to_go(reserve_spaces=spaces, foundation_transfers="off")
                self.assertTrue(pos.is_complete())
                self.assertEqual(self.moves(pos.text()), expected)

    def test_foundations_that_meet(self):
        pos = algerian_meeting()
        self.assertTrue(pos.is_complete())
        # 6S onto 7S, 7S onto 6S, and the stock can be dealt.
        self.assertEqual(self.moves(pos.text()), ["F1 F5", "F5 F1", "deal"])
        off = algerian_meeting(foundation_transfers="off")
        self.assertEqual(self.moves(off.text()), ["deal"])

    def test_foundation_base_never_moves(self):
        # Up shows AS, down shows 2S: 2S may go down onto the ace, but the
        # ace is a base and stays.
        pos = Position.won("algerian", piles={
            "F1": ["AS"], "F5": down("S", 12), "S": up("S")})
        self.assertTrue(pos.is_complete())
        self.assertEqual(self.moves(pos.text()), ["F5 F1", "deal"])

    def test_carthage_last_king(self):
        # Carthage: an empty reserve pile takes a card at any time.
        pos = Position.won("carthage", piles={"F8": up("C", 12), "T3": ["KC"]})
        self.assertTrue(pos.is_complete())
        expected = (["T3 F8"] + [f"T3 R{i}" for i in range(1, 7)]
                    + [f"T3 T{i}" for i in (1, 2, 4, 5, 6, 7, 8)])
        self.assertEqual(self.moves(pos.text()), expected)

    def test_patriarchs_waste_and_redeal(self):
        # The waste's KS goes onto QS; with the stock empty and a redeal
        # left, the waste may be turned over.
        pos = Position.won("patriarchs", redeals=1, piles={"F1": up("S", 12), "W": ["KS"]})
        self.assertTrue(pos.is_complete())
        self.assertEqual(self.moves(pos.text()), ["W F1", "redeal"])
        # No redeal left: only the foundation move.
        pos.redeals = 0
        self.assertEqual(self.moves(pos.text()), ["W F1"])

    def test_reversals(self):
        # Patriarchs has reversals, Picture Patience has none.
        piles = {"F1": up("S", 6), "F5": down("S", 7), "S": up("S")[6:] + up("S")[:6]}
        for game, expected in (("patriarchs", ["F1 F5", "F5 F1", "deal"]),
                               ("picture-patience", ["deal"])):
            with self.subTest(game=game):
                pos = Position.won(game, redeals=1, piles=piles)
                self.assertTrue(pos.is_complete())
                self.assertEqual(self.moves(pos.text()), expected)

    def test_won_position_has_no_moves_out_of_foundations(self):
        # Foundation cards never leave except by transfer, and complete
        # foundations (K up, A down) do not meet.
        pos = Position.won("algerian")
        self.assertEqual(self.moves(pos.text()), [])

    def test_dealt_positions(self):
        # On real deals: sorted in byte order, each once, each one a move
        # that `apply` accepts.
        for game in GAMES:
            with self.subTest(game=game):
                text = self.assertSuccess(run("deal", game, "--number", "77")).text
                listed = self.moves(text)
                self.assertTrue(listed)
                raw = [m.encode() for m in listed]
                self.assertEqual(raw, sorted(set(raw)))
                self.assertIn("deal", listed)  # every game starts with a stock
                names = pile_names(game)
                for move in listed:
                    self.assertTrue(move in ("deal", "redeal") or (
                        re.fullmatch(r"\S+ \S+", move)
                        and all(p in names for p in move.split(" "))), move)
                for move in listed:
                    after = self.apply(text, move)
                    self.assertTrue(after.is_complete(), (move, after))


class TestApply(CliTestCase):
    """`apply MOVE...`."""

    def test_last_king_wins(self):
        pos = algerian_one_to_go()
        result = self.assertSuccess(run("apply", "T1 F1", stdin=pos.text()))
        self.assertEqual(result.text, Position.won("algerian").text())
        self.assertEqual(self.status(result.text), "won\n")
        self.assertEqual(self.status(pos.text()), "playing\n")

    def test_moves_apply_in_order(self):
        pos = algerian_one_to_go()
        # T1 to T5, then on to R2 (stock empty), then to the foundation.
        after = self.apply(pos.text(), "T1 T5", "T5 R2")
        self.assertEqual(after, pos.with_piles(T1=[], R2=["KS"]))
        self.assertEqual(self.apply(pos.text(), "T1 T5", "T5 R2", "R2 F1"),
                         Position.won("algerian"))

    def test_transfer_and_back(self):
        pos = algerian_meeting()
        after = self.apply(pos.text(), "F1 F5")
        self.assertEqual(after, pos.with_piles(F1=up("S", 5), F5=down("S", 8)))
        self.assertEqual(self.apply(pos.text(), "F1 F5", "F5 F1"), pos)
        self.assertEqual(self.apply(pos.text(), "F5 F1"),
                         pos.with_piles(F1=up("S", 7), F5=down("S", 6)))

    def test_algerian_deal_from_the_stock(self):
        # 13 cards in the stock (more than 8): min(12, 13 - 8) = 5 cards,
        # one each onto R1..R5, the top of the stock first.
        pos = algerian_meeting()
        stock = pos.piles["S"]
        after = self.apply(pos.text(), "deal")
        expected = pos.with_piles(S=stock[:8], **{
            f"R{i + 1}": [stock[-1 - i]] for i in range(5)})
        self.assertEqual(after, expected)
        # Then 8 are left: one onto each depot, T1 first.
        after = self.apply(pos.text(), "deal", "deal")
        self.assertEqual(after.piles["S"], [])
        self.assertEqual([after.piles[f"T{i}"] for i in range(1, 9)],
                         [[c] for c in reversed(stock[:8])])

    def test_patriarchs_redeal_deals_in_the_same_order(self):
        # QS was dealt before KS; after the redeal QS is dealt first again.
        pos = Position.won("patriarchs", redeals=1,
                           piles={"F1": up("S", 11), "W": ["QS", "KS"]})
        self.assertTrue(pos.is_complete())
        self.assertEqual(self.moves(pos.text()), ["redeal"])
        after = self.apply(pos.text(), "redeal")
        self.assertEqual(after, Position.won("patriarchs", redeals=0, piles={
            "F1": up("S", 11), "S": ["KS", "QS"]}))
        after = self.apply(pos.text(), "redeal", "deal")
        self.assertEqual(after.piles["W"], ["QS"])
        self.assertEqual(after.piles["S"], ["KS"])
        won = self.apply(pos.text(), "redeal", "deal", "W F1", "deal", "W F1")
        self.assertEqual(won, Position.won("patriarchs", redeals=0))

    def test_patriarchs_reserve_refill(self):
        # An emptied reserve pile takes the waste's top card at once, or the
        # stock's when the waste is empty.
        base = Position.won("patriarchs", redeals=0, piles={
            "F1": up("S", 12), "F2": up("H", 12), "R4": ["KS"]})
        from_waste = base.with_piles(W=["KH"])
        self.assertEqual(self.apply(from_waste.text(), "R4 F1"),
                         base.with_piles(F1=up("S"), R4=["KH"]))
        from_stock = base.with_piles(S=["KH"])
        self.assertEqual(self.apply(from_stock.text(), "R4 F1"),
                         base.with_piles(F1=up("S"), R4=["KH"]))
        # Nothing left to refill with: the pile stays empty.
        pos = Position.won("patriarchs", redeals=0, piles={"F1": up("S", 12), "R4": ["KS"]})
        self.assertEqual(self.apply(pos.text(), "R4 F1"), Position.won("patriarchs", redeals=0))

    def test_illegal_move_refused(self):
        pos = algerian_one_to_go()
        # KS onto the complete hearts foundation.
        self.assertRefused(run("apply", "T1 F2", stdin=pos.text()), "T1 F2")
        # A legal move followed by an illegal one: still nothing written.
        self.assertRefused(run("apply", "T1 T2", "T1 F1", stdin=pos.text()), "T1 F1")
        # An empty source, and a pile the game lacks.
        self.assertRefused(run("apply", "T4 T5", stdin=pos.text()), "T4 T5")
        self.assertRefused(run("apply", "R9 T5", stdin=pos.text()), "R9 T5")
        # The reserve never takes a card under `never`.
        strict = algerian_one_to_go(reserve_spaces="never")
        self.assertRefused(run("apply", "T1 R1", stdin=strict.text()), "T1 R1")
        # The base of a foundation never moves.
        base = Position.won("algerian", piles={"F1": ["AS"], "F5": down("S", 12),
                                                "S": up("S")})
        self.assertRefused(run("apply", "F1 F5", stdin=base.text()), "F1 F5")
        # No deal with an empty stock; no redeal in Algerian.
        self.assertRefused(run("apply", "deal", stdin=pos.text()), "deal")
        self.assertRefused(run("apply", "redeal", stdin=pos.text()), "redeal")

    def test_not_a_move(self):
        pos = algerian_one_to_go()
        for move in ("T1", "T1 F1 F2", "X1 F1", "T1F1", "shuffle", ""):
            with self.subTest(move=move):
                self.assertUnreadable(run("apply", move, stdin=pos.text()))


class TestStatus(CliTestCase):
    def test_won(self):
        for game in GAMES:
            with self.subTest(game=game):
                redeals = 1 if game in ("patriarchs", "picture-patience") else 0
                pos = Position.won(game, redeals=redeals)
                self.assertTrue(pos.is_complete())
                self.assertEqual(self.status(pos.text()), "won\n")

    def test_playing(self):
        self.assertEqual(self.status(algerian_meeting().text()), "playing\n")
        self.assertEqual(self.status(algerian_one_to_go().text()), "playing\n")


class TestReading(CliTestCase):
    """What the position reader must accept."""

    def same_as(self, text, pos):
        self.assertEqual(self.moves(text), self.moves(pos.text()))
        self.assertEqual(self.apply(text, "T1 T2"), self.apply(pos.text(), "T1 T2"))

    def test_crlf_line_endings(self):
        pos = algerian_one_to_go()
        self.same_as(pos.text().replace("\n", "\r\n"), pos)

    def test_comments_blank_lines_and_no_final_newline(self):
        pos = algerian_one_to_go()
        lines = pos.lines()
        text = "# a comment\n\n" + "\n".join(lines[:5] + ["", "# more", ""] + lines[5:])
        self.same_as(text, pos)

    def test_empty_piles_may_be_left_out(self):
        pos = algerian_one_to_go()
        lines = [line for line in pos.lines() if not re.fullmatch(r"[A-Z]\d?:", line)]
        self.same_as("\n".join(lines) + "\n", pos)

    def test_rules_options_left_out_take_defaults(self):
        pos = algerian_one_to_go(reserve_spaces="never")
        text = pos.text().replace(pos.rules, "reserve-spaces=never")
        self.same_as(text, pos)

    def test_games_without_options_or_redeals(self):
        # Carthage with neither rules: nor redeals:, Patriarchs with an empty
        # rules: line.
        pos = Position.won("carthage", piles={"F8": up("C", 12), "T3": ["KC"]})
        text = "\n".join(line for line in pos.lines()
                         if not line.startswith(("rules", "redeals"))) + "\n"
        self.assertEqual(self.moves(text), self.moves(pos.text()))
        self.assertEqual(self.apply(text, "T3 F8"), Position.won("carthage"))
        pat = Position.won("patriarchs", redeals=1, piles={"F1": up("S", 12), "W": ["KS"]})
        self.assertEqual(self.apply(pat.text(), "W F1"), Position.won("patriarchs", redeals=1))


class TestMalformed(CliTestCase):
    """Unreadable positions: exit 2, one line on stderr naming the line and
    the problem, nothing on stdout, never a crash. Every command that reads
    a position must say so."""

    def check(self, text, line=None, mentions=()):
        if isinstance(text, str):
            text = text.encode("utf-8")
        for args in (["moves"], ["status"], ["apply", "deal"]):
            with self.subTest(command=args[0]):
                self.assertUnreadable(run(*args, stdin=text), line, mentions)

    def replace_line(self, source, number, new):
        """The text of `source` (a Position or a text) with line `number`
        (from 1) replaced; `new` may be several lines, or None to delete it."""
        if isinstance(source, Position):
            lines = source.lines()
        else:
            lines = source.rstrip("\n").split("\n")
        lines[number - 1:number] = [] if new is None else [new]
        return "\n".join(lines) + "\n"

    # Lines of a canonical Algerian position: 1 game, 2 rules, 3 redeals,
    # 4 S, 5-12 F1-F8, 13-20 T1-T8, 21-26 R1-R6.

    def test_unknown_line(self):
        pos = algerian_one_to_go()
        self.check(self.replace_line(pos, 4, "S:\nfoo: bar"), line=5)
        self.check(self.replace_line(pos, 4, "S:\nthis is not a line"), line=5)
        self.check(self.replace_line(pos, 4, "S:\n:"), line=5)

    def test_unknown_pile_names(self):
        pos = algerian_one_to_go()  # KS on T1, line 13
        for name in ("T9", "T0", "F9", "F0", "R10", "X1", "TT", "T01", "s"):
            with self.subTest(name=name):
                self.check(self.replace_line(pos, 13, f"{name}: KS"), line=13)

    def test_piles_the_game_lacks(self):
        pos = algerian_one_to_go()
        self.check(self.replace_line(pos, 13, "R7: KS"), line=13, mentions=["R7"])
        self.check(self.replace_line(pos, 13, "W: KS"), line=13)
        self.check(self.replace_line(pos, 13, "R9: KS"), line=13, mentions=["R9"])
        pat = Position.won("patriarchs", redeals=0, piles={"F1": up("S", 12), "R4": ["KS"]})
        text = pat.text().replace("R4: KS\n", "R4:\nT1: KS\n")
        line = text.splitlines().index("T1: KS") + 1
        self.check(text, line=line, mentions=["T1"])

    def test_malformed_cards(self):
        pos = algerian_one_to_go()
        for bad in ("K", "KX", "1S", "10S", "XS", "KS7", "K S", "KS,", "\u2660K"):
            with self.subTest(card=bad):
                self.check(self.replace_line(pos, 13, f"T1: {bad}"), line=13)

    def test_three_copies(self):
        pos = algerian_one_to_go()
        # The third 7H: both copies are on F2, the third on T1 (line 13).
        self.check(self.replace_line(pos, 13, "T1: KS 7H"), line=13, mentions=["7H"])
        # Two more 7H in the stock (line 4): the third copy is the one of F2
        # (line 6).
        self.check(self.replace_line(pos, 4, "S: 7H 7H"), line=6, mentions=["7H"])

    def test_missing_card(self):
        pos = algerian_one_to_go()
        self.check(self.replace_line(pos, 13, "T1:"), mentions=["KS"])
        self.check(self.replace_line(pos, 13, None), mentions=["KS"])
        # Missing and extra at once: QS replaced by a third 5H.
        text = self.replace_line(pos, 5, "F1: " + " ".join(up("S", 11)))
        self.check(text.replace("T1: KS", "T1: KS 5H"))

    def test_illegal_foundations(self):
        pos = algerian_one_to_go()
        swapped = up("S", 12)
        swapped[1], swapped[2] = swapped[2], swapped[1]
        self.check(self.replace_line(pos, 5, "F1: " + " ".join(swapped)), line=5)
        # F1 must run from the ace: shifted by one, it starts from 2S.
        self.check(self.replace_line(pos, 5, "F1: " + " ".join(up("S", 12)[1:] + ["AS"])),
                   line=5)
        # A down foundation running up.
        self.check(self.replace_line(pos, 9, "F5: " + " ".join(up("S"))), line=9)
        # An up foundation of two suits: 7H and 7D change places.
        text = self.replace_line(pos, 6, "F2: " + " ".join(up("H", 6) + ["7D"] + up("H")[7:]))
        text = self.replace_line(text, 7,
                                 "F3: " + " ".join(up("D", 6) + ["7H"] + up("D")[7:]))
        self.check(text, line=6)
        # Carthage builds every foundation up: a king at the bottom is wrong.
        car = Position.won("carthage", piles={"F8": down("C"), "F4": up("C")})
        line = car.lines().index("F8: " + " ".join(down("C"))) + 1
        self.check(car.text(), line=line)

    def test_game_line(self):
        pos = algerian_one_to_go()
        self.check(self.replace_line(pos, 1, None))  # no game: at all
        lines = pos.lines()
        lines[0], lines[1] = lines[1], lines[0]  # game: not first
        self.check("\n".join(lines) + "\n")
        self.check(self.replace_line(pos, 1, "game: klondike"), line=1)
        self.check(self.replace_line(pos, 1, "game:"), line=1)
        self.check(self.replace_line(pos, 1, "game: algerian\ngame: algerian"), line=2)

    def test_bad_rules(self):
        pos = algerian_one_to_go()
        for rules in ("reserve-size=5", "foundation-bases=jokers", "frobnicate=on",
                      "reserve-size", "reserve-spaces=", "=4", "foundation-transfers=yes",
                      "reserve-size=4reserve-spaces=never"):
            with self.subTest(rules=rules):
                self.check(self.replace_line(pos, 2, f"rules: {rules}"), line=2)
        car = Position.won("carthage", piles={"F8": up("C", 12), "T3": ["KC"]})
        self.check(car.text().replace("rules:\n", "rules: reserve-size=6\n"), line=2)

    def test_bad_redeals(self):
        pos = algerian_one_to_go()
        for value in ("x", "-1", "99999999999999999999", "1.5", "1 2"):
            with self.subTest(value=value):
                self.check(self.replace_line(pos, 3, f"redeals: {value}"), line=3)

    def test_empty_input(self):
        self.check(b"")
        self.check(b"\n\n")
        self.check(b"# only a comment\n")

    def test_binary_junk(self):
        rng = random.Random(20240601)  # fixed: the same junk on every run
        for size in (1, 7, 100, 4096):
            with self.subTest(size=size):
                self.check(bytes(rng.randrange(256) for _ in range(size)))

    def test_nul_bytes(self):
        pos = algerian_one_to_go()
        text = pos.text()
        self.check(b"\0")
        self.check(text.replace("game: algerian", "game: alg\0erian").encode(), line=1)
        self.check(text.replace("T1: KS", "T1: K\0S").encode(), line=13)
        self.check(text.encode().replace(b"T1: KS\n", b"T1: KS\n\0\n"), line=14)

    def test_invalid_utf8(self):
        pos = algerian_one_to_go()
        text = pos.text().encode()
        self.check(text.replace(b"T1: KS", b"T1: K\xff"), line=13)
        self.check(text.replace(b"T1: KS", b"T1: KS\n\xc3\x28"), line=14)
        self.check(b"\xfe\xff" + text)

    def test_fifty_megabyte_line(self):
        pos = algerian_one_to_go()
        huge = "T1: " + "KS " * (50 * 1024 * 1024 // 3)
        self.check(self.replace_line(pos, 13, huge).encode(), line=13)
        self.check(b"A" * (50 * 1024 * 1024))


class TestMemory(CliTestCase):
    """Blank and comment lines are ignored (formats.md), so millions of
    them must cost no more than the input itself: under a 400 MB address
    space, about what the 16 MiB input allows plus the program, a reader
    that kept something for every line runs out of memory and aborts."""

    LIMIT = 400 * 1000 * 1000

    def run_limited(self, *args, stdin):
        def limit():
            resource.setrlimit(resource.RLIMIT_AS, (self.LIMIT, self.LIMIT))

        # A sanitizer's shadow memory alone is far beyond any such limit.
        limited = os.environ.get("AP_SANITIZE", "none") == "none"
        proc = subprocess.run([CLI, *args], input=stdin, capture_output=True,
                              timeout=TIMEOUT, check=False,
                              preexec_fn=limit if limited else None)
        return Result(args, proc)

    def test_sixteen_million_blank_lines(self):
        # No game: line anywhere: unreadable, and the last line is named.
        text = b"\n" * 16_000_000
        for args in (["moves"], ["status"], ["apply", "deal"]):
            with self.subTest(command=args[0]):
                self.assertUnreadable(self.run_limited(*args, stdin=text),
                                      line=16_000_000, mentions=["game:"])

    def test_position_among_blank_and_comment_lines(self):
        # The position of TestMoves.test_last_king, with 15 MB of blank and
        # comment lines before, inside and after it: the same moves.
        pos = algerian_one_to_go()
        lines = pos.lines()
        text = ("\n" * 5_000_000 + "\n".join(lines[:4]) + "\n" + "#\n" * 2_500_000
                + "\n".join(lines[4:]) + "\n" + "\r\n" * 2_500_000).encode()
        self.assertLess(len(text), 16 * 1024 * 1024)
        depots = [f"T1 T{i}" for i in range(2, 9)]
        reserves = [f"T1 R{i}" for i in range(1, 7)]
        result = self.assertSuccess(self.run_limited("moves", stdin=text))
        self.assertEqual(result.text.splitlines(), ["T1 F1"] + reserves + depots)


class TestOutput(CliTestCase):
    """A command that could not write its answer has not succeeded: exit 2
    and one line on stderr that says so, whether standard output is full
    or closed."""

    def commands(self):
        pos = algerian_one_to_go().text()
        return ((["deal", "algerian", "--number", "1"], ""),
                (["moves"], pos), (["apply", "T1 F1"], pos), (["status"], pos),
                (["solve", "--time-limit", "5"], pos), (["hint"], pos),
                (["survey", "carthage", "--deals", "1-2", "--time-limit", "0.1"], ""),
                (["--help"], ""), (["--version"], ""), (["deal", "--help"], ""))

    def check(self, stdout, preexec_fn=None):
        for args, stdin in self.commands():
            with self.subTest(args=args):
                proc = subprocess.run([CLI, *args], input=stdin.encode(), stdout=stdout,
                                      stderr=subprocess.PIPE, timeout=TIMEOUT, check=False,
                                      preexec_fn=preexec_fn)
                self.assertGreaterEqual(proc.returncode, 0, "killed by a signal")
                self.assertEqual(proc.returncode, 2, proc.stderr)
                message = proc.stderr.decode().rstrip("\n")
                self.assertNotIn("\n", message)
                self.assertIn("standard output", message)

    def test_full_device(self):
        with open("/dev/full", "wb") as full:
            self.check(full)

    def test_closed_standard_output(self):
        self.check(None, preexec_fn=lambda: os.close(1))

    def test_written_output_still_succeeds(self):
        # The check itself must not turn a good write into a failure.
        for args, stdin in self.commands():
            with self.subTest(args=args):
                result = self.assertSuccess(run(*args, stdin=stdin))
                self.assertTrue(result.out)


class TestUsage(CliTestCase):
    """The command line itself."""

    def test_help(self):
        result = self.assertSuccess(run("--help"))
        for command in ("deal", "moves", "apply", "status"):
            self.assertIn(command, result.text)

    def test_unknown_commands_and_options(self):
        self.assertUnreadable(run())
        self.assertUnreadable(run("frobnicate"))
        self.assertUnreadable(run("Deal", "algerian", "--number", "1"))
        self.assertUnreadable(run("deal", "algerian", "--number", "1", "--frobnicate"))
        self.assertUnreadable(run("--frobnicate"))
        self.assertUnreadable(run("moves", "--frobnicate", stdin=algerian_one_to_go().text()))

    def test_deal_usage(self):
        self.assertUnreadable(run("deal"))
        self.assertUnreadable(run("deal", "algerian"))  # no --number
        self.assertUnreadable(run("deal", "--number", "1"))  # no game
        self.assertUnreadable(run("deal", "klondike", "--number", "1"))
        self.assertUnreadable(run("deal", "algerian", "--number"))
        self.assertUnreadable(run("deal", "algerian", "--rules", "--number", "1"))

    def test_messages_list_every_game(self):
        # A missing or unknown game is answered with the list of games, all
        # eight of rules.md in its order, wherever it is asked: the
        # commands that take a game, a position's game: line, the help.
        listed = ", ".join(GAMES + FAMILY_GAMES)
        for args, stdin in ((["deal", "--number", "1"], b""),
                            (["survey", "--deals", "1-1"], b""),
                            (["deal", "klondike", "--number", "1"], b""),
                            (["survey", "klondike", "--deals", "1-1"], b""),
                            (["status"], b"game: klondike\n")):
            with self.subTest(args=args):
                message = self.assertUnreadable(run(*args, stdin=stdin))
                self.assertTrue(message.endswith(f"({listed})"), message)
        self.assertIn(f"Games: {listed}.\n", self.assertSuccess(run("--help")).text)

    # Each command's options with values that are good, and its game.
    OPTIONS = {
        "deal": (["algerian"], [("--rules", "reserve-size=6"), ("--number", "1")]),
        "solve": ([], [("--time-limit", "5"), ("--memory", "16")]),
        "survey": (["algerian"], [("--rules", "reserve-size=6"), ("--deals", "1-1"),
                                  ("--time-limit", "0.1"), ("--memory", "16"),
                                  ("--jobs", "1")]),
    }

    def test_every_option_needs_a_value(self):
        # Each option last, with no value, after all the others of its
        # command, and alone: the message names that option.
        for command, (game, options) in self.OPTIONS.items():
            for option, _ in options:
                others = [arg for pair in options if pair[0] != option for arg in pair]
                for args in ([command, *game, *others, option], [command, *game, option]):
                    with self.subTest(args=args):
                        message = self.assertUnreadable(run(*args))
                        self.assertEqual(message, f"{option} needs a value")

    def test_every_option_at_most_once(self):
        # Two values for one option, even the same one in the two
        # spellings: refused, naming the option, rather than one picked.
        for command, (game, options) in self.OPTIONS.items():
            for option, value in options:
                others = [arg for pair in options if pair[0] != option for arg in pair]
                for again in ([option, value], [f"{option}={value}"]):
                    args = [command, *game, option, value, *others, *again]
                    with self.subTest(args=args):
                        self.assertUnreadable(run(*args), mentions=[option, "twice"])
        self.assertUnreadable(run("deal", "algerian", "--number", "1", "--number", "2"),
                              mentions=["--number", "twice"])

    def test_leading_zeros_in_every_number(self):
        # The survey's deals, jobs, memory and seconds, all with zeros in
        # front: deals 1 and 2, as with no zeros.
        zeros = "0" * 30
        result = self.assertSuccess(run(
            "survey", "carthage", "--deals", f"{zeros}1-{zeros}2", "--jobs", zeros + "1",
            "--memory", zeros + "16", "--time-limit", zeros + "0.1"))
        self.assertEqual([line.split()[0] for line in result.text.splitlines()[:2]],
                         ["1", "2"])
        self.assertEqual(len(result.text.splitlines()), 3)

    def test_empty_value_is_a_value(self):
        # "--number=" gives the empty text, which is not a deal number.
        message = self.assertUnreadable(run("deal", "algerian", "--number="))
        self.assertNotIn("needs a value", message)
        self.assertIn("deal number", message)

    def test_bad_numbers(self):
        for number in ("0", "-1", str(2**31), str(2**32 + 1), str(2**64 + 1), "junk",
                       "", "1.5", "1e3", "12abc", "\u0661"):
            with self.subTest(number=number):
                self.assertUnreadable(run("deal", "algerian", "--number", number))

    def test_bad_rules_options(self):
        for rules in ("reserve-size=5", "foundation-bases=jokers", "frobnicate=on",
                      "reserve-size", "foundation-transfers=maybe"):
            with self.subTest(rules=rules):
                self.assertUnreadable(run("deal", "algerian", "--rules", rules,
                                          "--number", "1"))
        for game in GAMES[1:]:
            with self.subTest(game=game):
                self.assertUnreadable(run("deal", game, "--rules", "reserve-size=6",
                                          "--number", "1"))

    def test_apply_with_a_broken_position(self):
        # The position is read before any move: exit 2, not 1.
        self.assertUnreadable(run("apply", "T1 F1", stdin="game: algerian\nT1: XX\n"))

# The family of rules.md 5-8, through the command line.

FAMILY_PILES = {
    "royal-cotillion": ["S", "W"] + ["F%d" % i for i in range(1, 9)]
    + ["T%d" % i for i in range(1, 5)] + ["R%d" % i for i in range(1, 17)],
    "odd-and-even": ["S", "W"] + ["F%d" % i for i in range(1, 9)]
    + ["R%d" % i for i in range(1, 10)],
    "tournament": ["S"] + ["F%d" % i for i in range(1, 9)]
    + ["T%d" % i for i in range(1, 7)] + ["R%d" % i for i in range(1, 9)],
    "contradance": ["S", "W"] + ["F%d" % i for i in range(1, 17)],
}
RC_BASES = {"F1": "AS", "F2": "AH", "F3": "AD", "F4": "AC",
            "F5": "2S", "F6": "2H", "F7": "2D", "F8": "2C"}
CONTRA_BASES = dict([("F%d" % (i + 1), "5" + "SSHHDDCC"[i]) for i in range(8)]
                    + [("F%d" % (i + 9), "6" + "SSHHDDCC"[i]) for i in range(8)])


def family_text(game, piles, rules=None, redeals=None, filler="S"):
    """A whole position: the stated piles (card lists as strings, bottom
    first), every other card at the bottom of `filler`."""
    stated = {name: cards.split() for name, cards in piles.items()}
    counts = {}
    for cards in stated.values():
        for c in cards:
            counts[c] = counts.get(c, 0) + 1
    rest = [r + s for s in "SHDC" for r in "A23456789TJQK"
            for _ in range(2 - counts.get(r + s, 0))]
    stated[filler] = rest + stated.get(filler, [])
    lines = ["game: " + game]
    if rules is not None:
        lines.append("rules: " + rules)
    if redeals is not None:
        lines.append("redeals: %d" % redeals)
    for name in FAMILY_PILES[game]:
        lines.append(name + ": " + " ".join(stated.get(name, [])))
    return "\n".join(lines) + "\n"


def with_bases(bases, **piles):
    out = dict(bases)
    out.update(piles)
    return out


class TestFamily(CliTestCase):
    """Royal Cotillion, Odd and Even, Tournament and Contradance."""

    def deal(self, game, number, rules=None):
        args = ["deal", game, "--number", str(number)]
        if rules:
            args += ["--rules", rules]
        return read_written(self.assertSuccess(run(*args)).text)

    def test_deal_layouts(self):
        # Stock sizes and piles of rules.md 5-8 and docs/deals.md.
        cases = [("royal-cotillion", None, 68, "foundation-bases=laid-out", 0),
                 ("royal-cotillion", "foundation-bases=as-they-appear", 76,
                  "foundation-bases=as-they-appear", 0),
                 ("odd-and-even", None, 95, "", 1),
                 ("tournament", None, 72, "", 2),
                 ("contradance", None, 88, "", 1)]
        for game, rules, stock, written, redeals in cases:
            text = self.assertSuccess(run("deal", game, "--number", "5",
                                          *(["--rules", rules] if rules else []))).text
            lines = text.splitlines()
            self.assertEqual(lines[0], "game: " + game)
            self.assertEqual(lines[1], ("rules: " + written) if written else "rules:")
            self.assertEqual(lines[2], "redeals: %d" % redeals)
            names = [line.split(":")[0] for line in lines[3:]]
            self.assertEqual(names, FAMILY_PILES[game])
            piles = {line.split(":")[0]: line.split(":")[1].split() for line in lines[3:]}
            self.assertEqual(len(piles["S"]), stock, game)
            if game == "royal-cotillion" and rules is None:
                for f, card in RC_BASES.items():
                    self.assertEqual(piles[f], [card])
                for t in range(1, 5):
                    self.assertEqual(len(piles["T%d" % t]), 3)
            if game == "contradance":
                for f, card in CONTRA_BASES.items():
                    self.assertEqual(piles[f], [card])
            if game == "tournament":
                for t in range(1, 7):
                    self.assertEqual(len(piles["T%d" % t]), 4)

    def test_tournament_kibitzers_hold_an_ace_or_a_king(self):
        for number in range(1, 41):
            text = self.assertSuccess(run("deal", "tournament", "--number", str(number))).text
            kib = [line.split(": ")[1] for line in text.splitlines()
                   if re.match(r"R\d: ", line)]
            self.assertEqual(len(kib), 8)
            self.assertTrue(any(c[0] in "AK" for c in kib), (number, kib))

    def test_rules_option(self):
        # Royal Cotillion has foundation-bases only; the others no options.
        self.assertUnreadable(run("deal", "royal-cotillion", "--rules",
                                  "foundation-bases=kings", "--number", "1"))
        self.assertUnreadable(run("deal", "royal-cotillion", "--rules",
                                  "reserve-size=4", "--number", "1"))
        self.assertUnreadable(run("deal", "tournament", "--rules",
                                  "foundation-transfers=off", "--number", "1"))

    def test_piles_the_game_lacks(self):
        for game, bad in [("odd-and-even", "T1"), ("tournament", "W"), ("tournament", "R9"),
                          ("contradance", "R1"), ("royal-cotillion", "F9"),
                          ("royal-cotillion", "R17")]:
            text = family_text(game, {}) .replace("S:", bad + ": \nS:", 1) \
                if game != "contradance" else family_text(game, CONTRA_BASES) \
                .replace("S:", bad + ": \nS:", 1)
            self.assertUnreadable(run("moves", stdin=text), mentions=(bad,))
        text = family_text("odd-and-even", {"W": "9H"}, redeals=1)
        self.assertRefused(run("apply", "W F9", stdin=text), "W F9")

    def test_up_by_two_with_wrap(self):
        text = family_text("odd-and-even", {"F1": "AS 3S 5S 7S 9S JS KS", "R1": "2S",
                                            "R2": "4S", "R3": "2H"}, redeals=1)
        self.assertEqual(self.moves(text),
                         ["R1 F1", "R1 F5", "R1 F6", "R1 F7", "R1 F8",
                          "R3 F5", "R3 F6", "R3 F7", "R3 F8", "deal"])
        self.assertRefused(run("apply", "R2 F1", stdin=text), "R2 F1")

    def test_complete_foundation(self):
        text = family_text("odd-and-even", {"F1": "AS 3S 5S 7S 9S JS KS 2S 4S 6S 8S TS QS",
                                            "R1": "AS"}, redeals=1)
        self.assertRefused(run("apply", "R1 F1", stdin=text), "R1 F1")

    def test_rc_wings_and_refill(self):
        piles = with_bases(RC_BASES, T1="3S 9H 3H", T3="", R16="3D", R2="4C", W="9S", S="JD")
        text = family_text("royal-cotillion", piles, rules="foundation-bases=laid-out")
        moves = self.moves(text)
        self.assertIn("T1 F2", moves)
        self.assertIn("R16 F3", moves)
        self.assertNotIn("T1 T3", moves)
        for move in ("T1 T3", "R16 T3", "W T3", "T1 R2", "R16 R2"):
            self.assertRefused(run("apply", move, stdin=text), move)
        after = self.apply(text, "R16 F3")
        self.assertEqual(after.piles["R16"], ["9S"])
        after = self.apply(text, "T1 F2")
        self.assertEqual(after.piles["T1"], ["3S", "9H"])
        self.assertRefused(run("apply", "redeal", stdin=text), "redeal")

    def test_tournament_moves(self):
        piles = {"T1": "3S AS", "T2": "2S", "T3": "9D", "R1": "", "R2": "9H",
                 "S": "2C 3C 4C 5C 6C"}
        text = family_text("tournament", piles, filler="T6", redeals=2)
        moves = self.moves(text)
        self.assertIn("T1 F1", moves)
        self.assertIn("T3 R1", moves)
        for move in ("T2 T3", "R2 R1", "R2 T1", "redeal"):
            self.assertRefused(run("apply", move, stdin=text), move)
        after = self.apply(text, "T1 F1", "T2 F1")
        self.assertEqual(after.piles["T2"], ["6C", "5C", "4C", "3C"])
        self.assertEqual(after.piles["S"], ["2C"])
        after = self.apply(text, "deal")
        self.assertEqual(after.piles["T1"], ["3S", "AS", "6C", "5C", "4C", "3C"])
        self.assertEqual(after.piles["T2"], ["2S", "2C"])

    def test_tournament_redeal(self):
        piles = {"S": "", "T1": "2S 3S", "T3": "4S 5S 6S 7S 8S"}
        text = family_text("tournament", piles, filler="R1", redeals=2)
        after = self.apply(text, "redeal")
        self.assertEqual(after.piles["T1"], ["2S", "3S", "4S", "5S"])
        self.assertEqual(after.piles["T2"], ["6S", "7S", "8S"])
        self.assertEqual(after.redeals, 1)
        self.assertRefused(run("apply", "redeal", "redeal", "redeal", stdin=text), "redeal")

    def test_contradance(self):
        text = family_text("contradance", with_bases(CONTRA_BASES, F1="5S 4S 3S 2S AS",
                                                     W="KS"), redeals=1)
        self.assertEqual(self.moves(text), ["W F1", "deal"])
        text = family_text("contradance", with_bases(CONTRA_BASES, W="4D"), redeals=1)
        self.assertEqual(self.moves(text), ["W F5", "W F6", "deal"])
        self.assertRefused(run("apply", "F1 F9", stdin=text), "F1 F9")

    def test_contradance_lost(self):
        text = family_text("contradance", with_bases(CONTRA_BASES, S="", W="9C"),
                           filler="W", redeals=0)
        # Every card not stated lies under 9C: nothing can go home.
        self.assertEqual(self.status(text).strip(), "lost")
        text = family_text("contradance", with_bases(CONTRA_BASES, S="", W="9C"),
                           filler="W", redeals=1)
        self.assertEqual(self.status(text).strip(), "playing")

    def test_solve_replays_and_hint(self):
        # Every `winnable` answer replays to a win through apply; the hint
        # is a legal move.
        for game in ("royal-cotillion", "odd-and-even", "tournament"):
            for number in (2, 4):
                text = self.assertSuccess(run("deal", game, "--number", str(number))).text
                result = run("solve", "--time-limit", "5", stdin=text)
                self.assertEqual(result.code, 0, result)
                lines = result.text.splitlines()
                if lines[0] == "winnable":
                    won = self.assertSuccess(run("apply", *lines[1:], stdin=text)).text
                    self.assertEqual(self.status(won).strip(), "won")
                hint = self.assertSuccess(run("hint", stdin=text)).text.strip()
                self.assertIn(hint, self.moves(text) + ["none"])


def main():
    global CLI
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    CLI = sys.argv[1]
    names = sys.argv[2:]
    loader = unittest.TestLoader()
    module = sys.modules[__name__]
    if names:
        suite = unittest.TestSuite(loader.loadTestsFromName(n, module) for n in names)
    else:
        suite = loader.loadTestsFromModule(module)
    result = unittest.TextTestRunner(verbosity=2).run(suite)
    sys.exit(0 if result.wasSuccessful() else 1)


if __name__ == "__main__":
    main()
