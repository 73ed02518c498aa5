#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the reference implementation against the worked examples of the
documents, so that the cross-check compares the engine with something that is
itself known to follow rules.md, formats.md and deals.md."""

import os
import random
import sys
import unittest

sys.dont_write_bytecode = True  # Keep the source tree free of __pycache__.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reference as ref  # noqa: E402


def algerian(**options):
    return ref.Rules("algerian", {k.replace("_", "-"): v
                                  for k, v in options.items()})


def position(rules, **piles):
    """A position holding only the named piles: enough for the move rules,
    which never look at the other cards."""
    return ref.Position(rules, piles={k: v.split() for k, v in piles.items()})


def deal_sizes(pos):
    """Plays `deal` until the stock is empty and returns, per deal, where
    the cards went."""
    sizes = []
    while pos.piles["S"]:
        before = {k: len(v) for k, v in pos.piles.items()}
        pos = pos.apply("deal")
        grew = {k: len(v) - before[k] for k, v in pos.piles.items()
                if len(v) > before[k]}
        kind = {k[0] for k in grew}
        assert len(kind) == 1, grew
        sizes.append((kind.pop(), sum(grew.values())))
    return sizes


class SplitMix64Test(unittest.TestCase):
    def test_published_values(self):
        rng = ref.SplitMix64(0)
        self.assertEqual([rng.next() for _ in range(3)],
                         [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4,
                          0x06C45D188009454F])

    def test_below_stays_in_range(self):
        rng = ref.SplitMix64(12345)
        values = [rng.below(7) for _ in range(700)]
        self.assertEqual(set(values), set(range(7)))


class DealTest(unittest.TestCase):
    def check_counts(self, pos):
        cards = pos.all_cards()
        self.assertEqual(len(cards), 104)
        for card in ref.CARDS:
            self.assertEqual(cards.count(card), 2, card)

    def test_layouts(self):
        cases = [
            (ref.Rules("algerian"), 64, 4),
            (algerian(**ref.PRESETS["parlett"]), 72, 4),
            (algerian(**ref.PRESETS["strict"]), 64, 4),
            (algerian(**ref.PRESETS["six-card"]), 56, 6),
            (algerian(foundation_bases="none", reserve_size="6"), 60, 6),
            (ref.Rules("carthage"), 60, 6),
            (ref.Rules("patriarchs"), 87, 1),
            (ref.Rules("picture-patience"), 95, 1),
        ]
        for rules, stock, reserve in cases:
            for number in (1, 2, 2 ** 31 - 1):
                pos = ref.deal(rules, number)
                self.check_counts(pos)
                self.assertEqual(len(pos.piles["S"]), stock, rules)
                for i in range(1, rules.n_reserve + 1):
                    self.assertEqual(len(pos.piles["R%d" % i]), reserve)
                if rules.has_tableau:
                    for t in ref.TABLEAU:
                        self.assertEqual(len(pos.piles[t]), 1)
                self.assertEqual(pos.redeals, 1 if rules.has_waste else 0)
                # A dealt position must read back as itself.
                self.assertEqual(ref.Position.parse(pos.format()), pos)

    def test_bases(self):
        pos = ref.deal(ref.Rules("patriarchs"), 5)
        self.assertEqual([pos.piles[f] for f in ref.FOUNDATIONS],
                         [["AS"], ["AH"], ["AD"], ["AC"],
                          ["KS"], ["KH"], ["KD"], ["KC"]])
        pos = ref.deal(algerian(foundation_bases="kings"), 5)
        self.assertEqual([pos.piles[f] for f in ref.FOUNDATIONS],
                         [[], [], [], [], ["KS"], ["KH"], ["KD"], ["KC"]])
        pos = ref.deal(ref.Rules("picture-patience"), 5)
        self.assertEqual(pos.foundation_count(), 0)

    def test_deal_order_follows_the_shuffle(self):
        # Section 5 of deals.md: d[0]..d[7] to T1..T8, then the reserves
        # pile by pile with the first card at the bottom, then the stock
        # with d[k] on top.
        rules = ref.Rules("algerian")
        d = ref.shuffled_pack(rules, 99)
        self.assertEqual(len(d), 96)
        pos = ref.deal(rules, 99)
        self.assertEqual([pos.piles[t][0] for t in ref.TABLEAU], d[:8])
        self.assertEqual(pos.piles["R1"], d[8:12])
        self.assertEqual(pos.piles["R6"], d[28:32])
        self.assertEqual(pos.piles["S"][-1], d[32])
        self.assertEqual(pos.piles["S"][0], d[-1])

    def test_different_numbers_differ(self):
        rules = ref.Rules("algerian")
        self.assertNotEqual(ref.deal(rules, 1), ref.deal(rules, 2))
        self.assertEqual(ref.deal(rules, 3), ref.deal(rules, 3))

    def test_numbers_out_of_range(self):
        for number in (0, 2 ** 31):
            with self.assertRaises(ValueError):
                ref.deal(ref.Rules("algerian"), number)


class DealSequenceTest(unittest.TestCase):
    """The sequences spelled out at the end of rules.md section 1 and 2."""

    def test_sequences(self):
        cases = [
            (ref.Rules("algerian"),
             [("R", 12)] * 4 + [("R", 8), ("T", 8)]),
            (algerian(**ref.PRESETS["six-card"]),
             [("R", 12)] * 4 + [("T", 8)]),
            (algerian(**ref.PRESETS["parlett"]),
             [("R", 12)] * 5 + [("R", 4), ("T", 8)]),
            (ref.Rules("carthage"), [("R", 12)] * 5),
        ]
        for rules, expected in cases:
            self.assertEqual(deal_sizes(ref.deal(rules, 42)), expected, rules)

    def test_reserve_round_robin(self):
        pos = ref.deal(ref.Rules("algerian"), 8)
        stock = pos.piles["S"]
        after = pos.apply("deal")
        # The first card dealt is the top of the stock and lands on R1;
        # the seventh comes round to R1 again.
        self.assertEqual(after.piles["R1"][-2:], [stock[-1], stock[-7]])
        self.assertEqual(after.piles["R6"][-2:], [stock[-6], stock[-12]])

    def test_short_reserve_deal(self):
        # 12 cards in the stock: 4 go out so that 8 remain for the pass.
        pos = position(ref.Rules("algerian"),
                       S="2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS")
        after = pos.apply("deal")
        self.assertEqual(after.piles["S"], "2S 3S 4S 5S 6S 7S 8S 9S".split())
        self.assertEqual([after.piles["R%d" % i] for i in range(1, 7)],
                         [["KS"], ["QS"], ["JS"], ["TS"], [], []])

    def test_final_pass_fills_empty_depots(self):
        pos = position(ref.Rules("algerian"), S="2S 3S 4S", T1="9H")
        after = pos.apply("deal")
        self.assertEqual(after.piles["S"], [])
        self.assertEqual(after.piles["T1"], ["9H", "4S"])
        self.assertEqual(after.piles["T2"], ["3S"])
        self.assertEqual(after.piles["T3"], ["2S"])
        self.assertEqual(after.piles["T4"], [])
        self.assertFalse(after.is_legal("deal"))

    def test_carthage_short_stock(self):
        pos = position(ref.Rules("carthage"), S="2S 3S 4S")
        after = pos.apply("deal")
        self.assertEqual([after.piles["R%d" % i] for i in range(1, 4)],
                         [["4S"], ["3S"], ["2S"]])


class FoundationTest(unittest.TestCase):
    def test_transfer_when_they_meet(self):
        # The example of rules.md: up shows 6C, down shows 7C.
        up = "AC 2C 3C 4C 5C 6C"
        down = "KC QC JC TC 9C 8C 7C"
        pos = position(ref.Rules("algerian"), F4=up, F8=down)
        self.assertTrue(pos.is_legal("F4 F8"))
        self.assertTrue(pos.is_legal("F8 F4"))
        self.assertEqual(pos.apply("F4 F8").piles["F8"][-1], "6C")
        self.assertEqual(pos.apply("F8 F4").piles["F4"][-1], "7C")
        off = position(algerian(foundation_transfers="off"), F4=up, F8=down)
        self.assertFalse(off.is_legal("F4 F8"))
        self.assertFalse(position(ref.Rules("carthage"), F4=up,
                                  F8="AC 2C 3C 4C 5C 6C 7C").is_legal("F4 F8"))
        self.assertFalse(position(ref.Rules("picture-patience"), F4=up,
                                  F8=down).is_legal("F4 F8"))
        self.assertTrue(position(ref.Rules("patriarchs"), F4=up,
                                 F8=down).is_legal("F8 F4"))

    def test_no_transfer_unless_they_meet(self):
        pos = position(ref.Rules("algerian"), F4="AC 2C 3C 4C 5C",
                       F8="KC QC JC TC 9C 8C 7C")
        self.assertFalse(pos.is_legal("F4 F8"))
        self.assertFalse(pos.is_legal("F8 F4"))
        # Different suits never meet.
        pos = position(ref.Rules("algerian"), F4="AC 2C 3C 4C 5C 6C",
                       F7="KD QD JD TD 9D 8D 7D")
        self.assertFalse(pos.is_legal("F4 F7"))
        # Never to a foundation of the same direction or to the tableau.
        pos = position(ref.Rules("algerian"), F1="AS 2S", F2="AH")
        self.assertFalse(pos.is_legal("F1 F2"))
        self.assertFalse(pos.is_legal("F1 T1"))
        self.assertFalse(pos.is_legal("F1 R1"))

    def test_base_never_moves(self):
        # Up base A, down shows 2: in sequence, yet the ace stays.
        pos = position(ref.Rules("algerian"), F1="AS",
                       F5="KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S")
        self.assertFalse(pos.is_legal("F1 F5"))
        self.assertTrue(pos.is_legal("F5 F1"))
        pos = position(ref.Rules("algerian"), F1="AS 2S 3S 4S 5S 6S 7S 8S 9S "
                       "TS JS QS", F5="KS")
        self.assertFalse(pos.is_legal("F5 F1"))
        self.assertTrue(pos.is_legal("F1 F5"))

    def test_transfer_not_onto_empty(self):
        rules = algerian(foundation_bases="none")
        pos = position(rules, F1="AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS")
        self.assertFalse(pos.is_legal("F1 F5"))

    def test_complete_foundation_takes_nothing(self):
        rules = algerian(foundation_bases="none")
        full = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"
        pos = position(rules, F1=full, T1="AS")
        self.assertFalse(pos.is_legal("T1 F1"))
        pos = position(rules, F1=full, F5="KS QS", T1="KS")
        self.assertFalse(pos.is_legal("F1 F5"))

    def test_empty_foundations(self):
        rules = algerian(foundation_bases="none")
        pos = position(rules, F2="AH", T1="AH", T2="AS", T3="KS", T4="2S")
        self.assertFalse(pos.is_legal("T1 F1"))  # hearts already has one
        self.assertTrue(pos.is_legal("T2 F1"))
        self.assertTrue(pos.is_legal("T2 F3"))
        self.assertFalse(pos.is_legal("T2 F5"))  # down takes kings
        self.assertTrue(pos.is_legal("T3 F5"))
        self.assertFalse(pos.is_legal("T3 F1"))
        self.assertFalse(pos.is_legal("T4 F1"))
        # The other direction's foundation of the suit does not count.
        pos = position(rules, F5="KS", T1="AS")
        self.assertTrue(pos.is_legal("T1 F1"))
        # Carthage: two foundations per suit, any empty one.
        pos = position(ref.Rules("carthage"), F1="AS", T1="AS")
        for f in ref.FOUNDATIONS[1:]:
            self.assertTrue(pos.is_legal("T1 " + f))
        self.assertTrue(position(ref.Rules("carthage"), F3="AS 2S",
                                 T1="3S").is_legal("T1 F3"))

    def test_no_wrap_on_foundations(self):
        pos = position(ref.Rules("algerian"), F5="KS QS JS TS 9S 8S 7S 6S 5S "
                       "4S 3S 2S AS", T1="KS")
        self.assertFalse(pos.is_legal("T1 F5"))


class TableauTest(unittest.TestCase):
    def test_algerian_up_or_down_with_wrap(self):
        pos = position(ref.Rules("algerian"), T1="AS", T2="KS", T3="5H",
                       T4="4H", T5="6H", T6="5D", T7="7H")
        self.assertTrue(pos.is_legal("T2 T1"))  # K on A
        self.assertTrue(pos.is_legal("T1 T2"))  # A on K
        self.assertTrue(pos.is_legal("T4 T3"))
        self.assertTrue(pos.is_legal("T5 T3"))
        self.assertFalse(pos.is_legal("T6 T3"))  # wrong suit
        self.assertFalse(pos.is_legal("T7 T3"))  # two apart

    def test_carthage_down_only(self):
        pos = position(ref.Rules("carthage"), T1="7S", T2="6S", T3="AS",
                       T4="KS", T5="8S")
        self.assertTrue(pos.is_legal("T2 T1"))
        self.assertFalse(pos.is_legal("T5 T1"))
        self.assertFalse(pos.is_legal("T1 T2"))
        self.assertFalse(pos.is_legal("T4 T3"))  # no wrap
        self.assertFalse(pos.is_legal("T3 T4"))

    def test_empty_depot_takes_any_exposed_card(self):
        pos = position(ref.Rules("algerian"), T1="9D 4C", R2="QH", F1="AS 2S")
        self.assertTrue(pos.is_legal("T1 T2"))
        self.assertTrue(pos.is_legal("R2 T8"))
        self.assertFalse(pos.is_legal("F1 T2"))
        self.assertFalse(pos.is_legal("S T2"))

    def test_same_pile_is_not_a_move(self):
        pos = position(ref.Rules("algerian"), T1="4C", R1="AD")
        self.assertFalse(pos.is_legal("T1 T1"))
        self.assertFalse(pos.is_legal("R1 R1"))


class ReserveTest(unittest.TestCase):
    def test_reserve_spaces(self):
        for spaces, with_stock, without in (("never", False, False),
                                            ("when-stock-empty", False, True),
                                            ("always", True, True)):
            rules = algerian(reserve_spaces=spaces)
            pos = position(rules, S="2D", T1="4C", R1="5C")
            self.assertEqual(pos.is_legal("T1 R2"), with_stock, spaces)
            self.assertEqual(pos.is_legal("R1 R2"), with_stock, spaces)
            pos = position(rules, T1="4C", R1="5C")
            self.assertEqual(pos.is_legal("T1 R2"), without, spaces)
            self.assertFalse(pos.is_legal("T1 R1"))  # occupied
        pos = position(ref.Rules("carthage"), S="2D", T1="4C")
        self.assertTrue(pos.is_legal("T1 R1"))


class PatriarchsTest(unittest.TestCase):
    def test_sources_and_destinations(self):
        rules = ref.Rules("patriarchs")
        pos = position(rules, S="3D", W="2S", R1="2H", R2="5C", F1="AS",
                       F2="AH", F5="KS")
        self.assertEqual(pos.legal_moves(), ["R1 F2", "W F1", "deal"])

    def test_refill_from_waste_then_stock(self):
        rules = ref.Rules("patriarchs")
        pos = position(rules, S="9D 3D", W="7C 2S", R1="2H", F2="AH")
        after = pos.apply("R1 F2")
        self.assertEqual(after.piles["R1"], ["2S"])
        self.assertEqual(after.piles["W"], ["7C"])
        pos = position(rules, S="9D 3D", R1="2H", F2="AH")
        after = pos.apply("R1 F2")
        self.assertEqual(after.piles["R1"], ["3D"])
        self.assertEqual(after.piles["S"], ["9D"])
        pos = position(rules, R1="2H", F2="AH")
        self.assertEqual(pos.apply("R1 F2").piles["R1"], [])
        # Moving the waste's card does not refill anything.
        pos = position(rules, W="2H", F2="AH")
        self.assertEqual(pos.apply("W F2").piles["W"], [])

    def test_deal_and_redeal(self):
        rules = ref.Rules("picture-patience")
        pos = position(rules, S="5D 4D 3D")
        pos = pos.apply_all(["deal", "deal", "deal"])
        self.assertEqual(pos.piles["W"], ["3D", "4D", "5D"])
        self.assertFalse(pos.is_legal("deal"))
        self.assertTrue(pos.is_legal("redeal"))
        again = pos.apply("redeal")
        self.assertEqual(again.redeals, 0)
        self.assertEqual(again.piles["W"], [])
        # The card dealt first is dealt first again.
        self.assertEqual(again.apply("deal").piles["W"], ["3D"])
        self.assertEqual(again.piles["S"], ["5D", "4D", "3D"])
        self.assertFalse(again.apply_all(["deal"] * 3).is_legal("redeal"))
        self.assertFalse(position(rules, S="2D", W="3D").is_legal("redeal"))
        self.assertFalse(position(rules).is_legal("redeal"))
        self.assertFalse(position(ref.Rules("algerian"),
                                  S="").is_legal("redeal"))


class FormatTest(unittest.TestCase):
    def test_canonical_lines(self):
        text = ref.deal(ref.Rules("picture-patience"), 3).format()
        lines = text.split("\n")
        self.assertEqual(lines[:3], ["game: picture-patience", "rules:",
                                     "redeals: 1"])
        self.assertEqual(lines[4], "W:")
        self.assertEqual([line.split(":")[0] for line in lines[3:-1]],
                         ["S", "W"] + list(ref.FOUNDATIONS)
                         + ["R%d" % i for i in range(1, 10)])
        self.assertEqual(lines[-1], "")
        text = ref.deal(ref.Rules("algerian"), 3).format()
        self.assertIn("\nrules: foundation-bases=aces-and-kings reserve-size=4"
                      " reserve-spaces=when-stock-empty"
                      " foundation-transfers=on\nredeals: 0\nS: ", text)
        self.assertNotIn("\nW:", text)

    def test_parse_accepts_the_example_shape(self):
        pos = ref.deal(algerian(**ref.PRESETS["six-card"]), 11)
        lines = pos.format().split("\n")
        # Comments, blank lines, another pile order, defaults left out.
        text = "# a comment\n\n" + lines[0] + "\nrules: reserve-size=6 " \
            "foundation-bases=kings reserve-spaces=always\n" + \
            "\n".join(reversed(lines[3:-1])) + "\n"
        self.assertEqual(ref.Position.parse(text), pos)

    def test_parse_errors(self):
        good = ref.deal(ref.Rules("algerian"), 4).format()
        bad = [
            "rules:\n" + good,
            good.replace("game: algerian", "game: klondike"),
            good.replace("redeals: 0", "redeals: 1"),
            good + "W:\n",
            good + "R7:\n",
            good + "T1:\n",
            good + "X1: AS\n",
            good.replace("F1: AS", "F1: AS 2S"),
            good.replace("F1: AS\n", "F1:\n"),
            good.replace("F5: KS", "F5: KS QH"),
            good.replace("F1: AS", "F1: 1S"),
            good.replace("T1: ", "T1 "),
        ]
        for text in bad:
            with self.assertRaises(ref.ParseError, msg=text):
                ref.Position.parse(text)
        carthage = ref.deal(ref.Rules("carthage"), 4).format()
        with self.assertRaises(ref.ParseError):
            ref.Position.parse(carthage.replace(
                "rules:", "rules: reserve-size=6"))
        patriarchs = ref.deal(ref.Rules("patriarchs"), 4).format()
        self.assertEqual(ref.Position.parse(patriarchs.replace(
            "redeals: 1\n", "")).redeals, 1)
        for text in (patriarchs.replace("redeals: 1", "redeals: 2"),
                     patriarchs.replace("F1: AS", "F1: AH")
                     .replace("F2: AH", "F2: AS")):
            with self.assertRaises(ref.ParseError):
                ref.Position.parse(text)

    def test_two_foundations_of_a_suit(self):
        # Move both aces of spades out of a Parlett deal's piles onto F1, F2.
        rules = algerian(foundation_bases="none")
        pos = ref.deal(rules, 4)
        for name in pos.piles:
            while "AS" in pos.piles[name]:
                pos.piles[name].remove("AS")
        pos.piles["F1"] = ["AS"]
        pos.piles["F2"] = ["AS"]
        with self.assertRaises(ref.ParseError):
            ref.Position.parse(pos.format())
        pos.rules = ref.Rules("carthage")
        carthage = ref.Position.parse(pos.format())
        self.assertEqual(carthage.piles["F2"], ["AS"])


class RandomWalkTest(unittest.TestCase):
    """Invariants along random games: no card is lost or made, every
    position stays a legal one, and the legal list is exactly what
    is_legal() accepts."""

    def test_walks(self):
        rng = random.Random(7)
        configs = [ref.Rules(g) for g in ref.GAMES[1:]] + [
            algerian(**p) for p in ref.PRESETS.values()]
        for rules in configs:
            pos = ref.deal(rules, rng.randrange(1, 2 ** 31))
            for _ in range(150):
                moves = pos.legal_moves()
                self.assertEqual(moves, sorted(set(moves)))
                if not moves:
                    break
                weights = [8 if m in ("deal", "redeal") or " F" in m else 1
                           for m in moves]
                before = pos.foundation_count()
                move = rng.choices(moves, weights)[0]
                pos = pos.apply(move)
                if move[0] != "F":
                    self.assertGreaterEqual(pos.foundation_count(), before)
                self.assertEqual(ref.Position.parse(pos.format()), pos)


if __name__ == "__main__":
    unittest.main()
