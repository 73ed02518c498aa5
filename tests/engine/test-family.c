/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The family of docs/rules.md (sections 5-8: Royal Cotillion, Odd and Even,
 * Tournament, Contradance), clause by clause. As in test-rules.c, every
 * test states a position by hand and compares the engine with moves,
 * verdicts or resulting positions written by hand from the rule book.
 */
#include <string.h>

#include "ap-move.h"
#include "ap-reason.h"
#include "test-util.h"

#define RC "game: royal-cotillion\nrules: foundation-bases=laid-out\nredeals: 0\n"
#define RC_APPEAR "game: royal-cotillion\nrules: foundation-bases=as-they-appear\nredeals: 0\n"
#define RC_BASES "F1: AS\nF2: AH\nF3: AD\nF4: AC\nF5: 2S\nF6: 2H\nF7: 2D\nF8: 2C\n"
#define OE "game: odd-and-even\nredeals: 1\n"
#define TOUR "game: tournament\nredeals: 2\n"
#define CONTRA "game: contradance\nredeals: 1\n"
#define CONTRA_BASES                                                                               \
  "F1: 5S\nF2: 5S\nF3: 5H\nF4: 5H\nF5: 5D\nF6: 5D\nF7: 5C\nF8: 5C\n"                               \
  "F9: 6S\nF10: 6S\nF11: 6H\nF12: 6H\nF13: 6D\nF14: 6D\nF15: 6C\nF16: 6C\n"

static void
assert_parse_fails (const char *filler, const char *partial)
{
  g_autofree char *text = test_complete_text (partial, filler);
  ApPosition pos;
  g_autoptr (GError) error = NULL;

  if (ap_position_parse (text, strlen (text), &pos, &error))
    g_test_fail_printf ("accepted a bad position:\n%s", text);
  else
    g_test_message ("rejected as expected: %s", error->message);
}

/* ---- The family: foundations ---- */

/* "Up by 2 with wrap": an ace-based pile holds A 3 5 7 9 J K 2 4 6 8 T Q. */
static void
test_ace_based_sequence (void)
{
  ApPosition pos;

  test_position (&pos, "S", OE "F1: AS 3S 5S 7S 9S JS KS\nR1: 2S\nR2: 4S\nR3: 2H\n");
  /* 2S after KS on F1; a two (of a suit with no two-based pile) on any
   * empty F5..F8. */
  test_assert_moves (&pos, "R1 F1, R1 F5, R1 F6, R1 F7, R1 F8, R3 F5, R3 F6, R3 F7, R3 F8, deal");
  test_assert_verdict (&pos, "R2 F1", AP_VERDICT_NOT_NEXT_UP_BY_TWO);
}

/* A two-based pile holds 2 4 6 8 T Q A 3 5 7 9 J K. */
static void
test_two_based_sequence (void)
{
  ApPosition pos;

  test_position (&pos, "S", OE "F5: 2H 4H 6H 8H TH QH\nR1: AH\nR2: KH\nR3: 3H\n");
  test_assert_moves (&pos, "R1 F1, R1 F2, R1 F3, R1 F4, R1 F5, deal");
  test_assert_verdict (&pos, "R2 F5", AP_VERDICT_NOT_NEXT_UP_BY_TWO);
  test_assert_verdict (&pos, "R3 F5", AP_VERDICT_NOT_NEXT_UP_BY_TWO);
}

/* "A complete foundation (13 cards here) takes nothing more." */
static void
test_complete_takes_nothing (void)
{
  ApPosition pos;

  test_position (&pos, "S", OE "F1: AS 3S 5S 7S 9S JS KS 2S 4S 6S 8S TS QS\nR1: AS\n");
  test_assert_verdict (&pos, "R1 F1", AP_VERDICT_FOUNDATION_FULL);
  test_position (&pos, "S", CONTRA CONTRA_BASES "F1: 5S 4S 3S 2S AS KS\nW: QS\n");
  test_assert_verdict (&pos, "W F1", AP_VERDICT_FOUNDATION_FULL);
  test_position (&pos, "S", CONTRA CONTRA_BASES "F9: 6S 7S 8S 9S TS JS QS\nW: KS\n");
  test_assert_verdict (&pos, "W F9", AP_VERDICT_FOUNDATION_FULL);
}

/* "As they appear": the base of any suit with no pile of that kind yet, on
 * any empty pile of the kind; the suit order is only for laid-out bases. */
static void
test_as_they_appear (void)
{
  ApPosition pos;

  test_position (&pos, "S", OE "F3: AS\nR1: AS\nR2: AC\nR3: 2D\n");
  test_assert_moves (&pos, "R2 F1, R2 F2, R2 F4, R3 F5, R3 F6, R3 F7, R3 F8, deal");
  test_assert_verdict (&pos, "R1 F1", AP_VERDICT_SUIT_HAS_KIND);
  test_assert_verdict (&pos, "R2 F5", AP_VERDICT_NEEDS_TWO);
  test_assert_verdict (&pos, "R3 F1", AP_VERDICT_NEEDS_ACE);
}

/* "A refill at once refills the pile that the move emptied, and only it." */
static void
test_refill_only_emptied (void)
{
  ApPosition pos;

  test_position (&pos, "S", OE "F1: AS\nR1: 3S\nR2:\nW: 9D TC\nS: 4H\n");
  test_apply_expect (&pos, "R1 F1", "S", OE "F1: AS 3S\nR1: TC\nR2:\nW: 9D\nS: 4H\n");
}

/* ---- 5. Royal Cotillion ---- */

static void
test_rc_laid_out (void)
{
  ApPosition pos;
  ApRules rules;

  ap_rules_default (AP_GAME_ROYAL_COTILLION, &rules);
  ap_position_deal (&pos, &rules, 12345);
  g_assert_cmpuint (pos.len[AP_PILE_STOCK], ==, 68);
  for (int i = 0; i < 8; i++)
    {
      g_assert_cmpuint (pos.len[AP_PILE_F (i)], ==, 1);
      g_assert_cmpint (ap_card_rank (pos.cards[AP_PILE_F (i)][0]), ==, i < 4 ? AP_ACE : 2);
      g_assert_cmpint (ap_card_suit (pos.cards[AP_PILE_F (i)][0]), ==, i % 4);
    }
  for (int i = 0; i < 4; i++)
    g_assert_cmpuint (pos.len[AP_PILE_T (i)], ==, 3);
  for (int i = 0; i < 16; i++)
    g_assert_cmpuint (pos.len[AP_PILE_R (i)], ==, 1);
  g_assert_cmpuint (pos.redeals, ==, 0);
  test_assert_invariants (&pos);
  /* Laid-out bases are required where they belong. */
  assert_parse_fails ("S", RC "F1: AH\nF2: AS\nF3: AD\nF4: AC\nF5: 2S\nF6: 2H\nF7: 2D\nF8: 2C\n");
}

static void
test_rc_as_they_appear (void)
{
  ApPosition pos;
  ApRules rules;
  g_autoptr (GError) error = NULL;

  g_assert_true (
    ap_rules_parse (AP_GAME_ROYAL_COTILLION, "foundation-bases=as-they-appear", &rules, &error));
  ap_position_deal (&pos, &rules, 12345);
  g_assert_cmpuint (pos.len[AP_PILE_STOCK], ==, 76);
  for (int i = 0; i < 8; i++)
    g_assert_cmpuint (pos.len[AP_PILE_F (i)], ==, 0);
  test_position (&pos, "S", RC_APPEAR "F2: AS\nR1: AS\nR2: AH\nR3: 2H\n");
  test_assert_verdict (&pos, "R1 F1", AP_VERDICT_SUIT_HAS_KIND);
  test_assert_verdict (&pos, "R2 F3", AP_VERDICT_OK);
  test_assert_verdict (&pos, "R3 F8", AP_VERDICT_OK);
  test_assert_verdict (&pos, "R3 F1", AP_VERDICT_NEEDS_ACE);
  g_assert_false (
    ap_rules_parse (AP_GAME_ROYAL_COTILLION, "foundation-bases=none", &rules, &error));
  g_assert_error (error, AP_READ_ERROR, AP_READ_ERROR_INVALID);
}

/* Left wing: only the top card, only to a foundation, nothing placed on
 * it, an emptied column stays empty. */
static void
test_rc_left_wing (void)
{
  ApPosition pos;

  test_position (&pos, "S",
                 RC RC_BASES "T1: 3S 9H 3H\nT2: KD\nT3:\nT4: 7C\n"
                             "R1: 8S\nW: 4D\n");
  test_assert_verdict (&pos, "T1 F2", AP_VERDICT_OK);
  test_assert_verdict (&pos, "T1 T3", AP_VERDICT_TABLEAU_CLOSED);
  test_assert_verdict (&pos, "W T3", AP_VERDICT_TABLEAU_CLOSED);
  test_assert_verdict (&pos, "R1 T3", AP_VERDICT_RESERVE_ONLY_TO_FOUNDATION);
  test_assert_verdict (&pos, "T2 R1", AP_VERDICT_DEST_FIXED);
  test_assert_verdict (&pos, "T4 W", AP_VERDICT_DEST_FIXED);
  test_position (&pos, "S", RC RC_BASES "T2: 3H\nW: 4D\n");
  test_apply_expect (&pos, "T2 F2", "S", RC RC_BASES "F2: AH 3H\nT2:\nW: 4D\n");
}

/* Right wing: all sixteen available, only to a foundation, refilled at
 * once from the waste, else the stock. */
static void
test_rc_right_wing (void)
{
  ApPosition pos;

  test_position (&pos, "S", RC RC_BASES "R16: 3D\nR2: 4C\nW: 9S\nS: JD\n");
  test_assert_verdict (&pos, "R16 R2", AP_VERDICT_RESERVE_ONLY_TO_FOUNDATION);
  test_assert_verdict (&pos, "R16 W", AP_VERDICT_RESERVE_ONLY_TO_FOUNDATION);
  test_apply_expect (&pos, "R16 F3", "S", RC RC_BASES "F3: AD 3D\nR16: 9S\nR2: 4C\nW:\nS: JD\n");
  test_apply_expect (&pos, "R2 F8", "S",
                     RC RC_BASES "F3: AD 3D\nF8: 2C 4C\nR16: 9S\nR2: JD\nW:\n"
                                 "S:\n");
}

/* Stock and waste: a deal turns the stock's top onto the waste; the
 * waste's top may go to a foundation; no redeal. */
static void
test_rc_stock_waste (void)
{
  ApPosition pos;

  test_position (&pos, "R1", RC RC_BASES "S: 3S\nW: 9D\n");
  test_apply_expect (&pos, "deal", "R1", RC RC_BASES "S:\nW: 9D 3S\n");
  test_assert_verdict (&pos, "W F1", AP_VERDICT_OK);
  test_assert_verdict (&pos, "redeal", AP_VERDICT_NO_REDEAL);
  test_assert_verdict (&pos, "deal", AP_VERDICT_STOCK_EMPTY);
}

/* ---- 6. Odd and Even ---- */

static void
test_oe_layout_and_redeal (void)
{
  ApPosition pos;
  ApRules rules;

  ap_rules_default (AP_GAME_ODD_AND_EVEN, &rules);
  ap_position_deal (&pos, &rules, 99);
  g_assert_cmpuint (pos.len[AP_PILE_STOCK], ==, 95);
  g_assert_cmpuint (pos.redeals, ==, 1);
  for (int i = 0; i < 9; i++)
    g_assert_cmpuint (pos.len[AP_PILE_R (i)], ==, 1);
  for (int i = 0; i < 8; i++)
    g_assert_cmpuint (pos.len[AP_PILE_F (i)], ==, 0);
  test_position (&pos, "R1", OE "S:\nW: 9D 3S 4H\n");
  test_apply_expect (&pos, "redeal", "R1", "game: odd-and-even\nredeals: 0\nS: 4H 3S 9D\nW:\n");
  test_assert_verdict (&pos, "redeal", AP_VERDICT_REDEALS_USED);
}

/* ---- 7. Tournament ---- */

static void
test_tournament_layout (void)
{
  ApRules rules;

  ap_rules_default (AP_GAME_TOURNAMENT, &rules);
  for (guint32 number = 1; number <= 200; number++)
    {
      ApPosition pos;
      gboolean ace_or_king = FALSE;

      ap_position_deal (&pos, &rules, number);
      g_assert_cmpuint (pos.len[AP_PILE_STOCK], ==, 72);
      g_assert_cmpuint (pos.redeals, ==, 2);
      for (int i = 0; i < 8; i++)
        {
          int rank = ap_card_rank (pos.cards[AP_PILE_R (i)][0]);

          g_assert_cmpuint (pos.len[AP_PILE_R (i)], ==, 1);
          ace_or_king |= rank == AP_ACE || rank == AP_KING;
        }
      /* The deal is made again until the kibitzers hold an ace or a king. */
      g_assert_true (ace_or_king);
      for (int i = 0; i < 6; i++)
        g_assert_cmpuint (pos.len[AP_PILE_T (i)], ==, 4);
      for (int i = 0; i < 8; i++)
        g_assert_cmpuint (pos.len[AP_PILE_F (i)], ==, 0);
    }
}

/* Foundations up from an ace and down from a king, as they appear, with
 * transfers where they meet, never the base. */
static void
test_tournament_foundations (void)
{
  ApPosition pos;

  test_position (&pos, "S",
                 TOUR "F1: AC 2C 3C 4C 5C 6C\nF5: KC QC JC TC 9C 8C 7C\nF2: AH\n"
                      "R1: AH\nR2: KD\nR3: 2D\n");
  test_assert_verdict (&pos, "F1 F5", AP_VERDICT_OK);
  test_assert_verdict (&pos, "F5 F1", AP_VERDICT_OK);
  test_assert_verdict (&pos, "F2 F6", AP_VERDICT_FOUNDATION_BASE);
  test_assert_verdict (&pos, "R1 F3", AP_VERDICT_SUIT_HAS_FOUNDATION);
  test_assert_verdict (&pos, "R2 F6", AP_VERDICT_OK);
  test_assert_verdict (&pos, "R3 F3", AP_VERDICT_NEEDS_ACE);
}

/* Kibitzers: all available, only to a foundation; an empty one takes the
 * top card of a depot at any time, never a card of the stock, a
 * foundation or another kibitzer. */
static void
test_tournament_kibitzers (void)
{
  ApPosition pos;

  test_position (&pos, "S", TOUR "F1: AS 2S\nR1:\nR2: 9H\nT1: 4D 8C\nT2: 5D\n");
  test_assert_verdict (&pos, "T1 R1", AP_VERDICT_OK);
  test_assert_verdict (&pos, "R2 R1", AP_VERDICT_RESERVE_ONLY_TO_FOUNDATION);
  test_assert_verdict (&pos, "F1 R1", AP_VERDICT_FOUNDATION_STAYS);
  test_assert_verdict (&pos, "S R1", AP_VERDICT_SOURCE_FIXED);
  test_assert_verdict (&pos, "T2 R2", AP_VERDICT_RESERVE_OCCUPIED);
  test_assert_verdict (&pos, "R2 T1", AP_VERDICT_RESERVE_ONLY_TO_FOUNDATION);
  test_apply_expect (&pos, "T1 R1", "S", TOUR "F1: AS 2S\nR1: 8C\nR2: 9H\nT1: 4D\nT2: 5D\n");
}

/* Depots: only the top card; nothing is built on them; an emptied one is
 * refilled at once with the next four cards of the stock, fewer if fewer
 * are left. */
static void
test_tournament_depots (void)
{
  ApPosition pos;

  test_position (&pos, "T6", TOUR "T1: 3S AS\nT2: 2S\nT3: 9D\nR1:\nS: 2C 3C 4C 5C 6C\n");
  test_assert_verdict (&pos, "T2 T3", AP_VERDICT_TABLEAU_CLOSED);
  test_assert_verdict (&pos, "T1 F1", AP_VERDICT_OK);
  test_apply_expect (&pos, "T1 F1", "T6",
                     TOUR "F1: AS\nT1: 3S\nT2: 2S\nT3: 9D\nR1:\n"
                          "S: 2C 3C 4C 5C 6C\n");
  test_apply_expect (&pos, "T2 F1", "T6",
                     TOUR "F1: AS 2S\nT1: 3S\nT2: 6C 5C 4C 3C\nT3: 9D\nR1:\n"
                          "S: 2C\n");
  test_apply_expect (&pos, "T3 R1", "T6",
                     TOUR "F1: AS 2S\nT1: 3S\nT2: 6C 5C 4C 3C\nT3: 2C\n"
                          "R1: 9D\nS:\n");
}

/* Deal: four cards onto each depot in turn, in blocks; the last pile
 * reached gets what is left. */
static void
test_tournament_deal (void)
{
  ApPosition pos;

  test_position (&pos, "R1", TOUR "T1: 9D\nT2:\nS: KC QC JC TC 9C 8C 7C 6C 5C 4C\n");
  test_apply_expect (&pos, "deal", "R1",
                     TOUR "T1: 9D 4C 5C 6C 7C\nT2: 8C 9C TC JC\n"
                          "T3: QC KC\nS:\n");
}

/* Redeal: at most twice, only with the stock empty and a card in the
 * tableau; T1 from bottom to top, then T2, .. are dealt again. */
static void
test_tournament_redeal (void)
{
  ApPosition pos;

  test_position (&pos, "R1", TOUR "S:\nT1: 2S 3S\nT2:\nT3: 4S 5S 6S 7S 8S\n");
  test_apply_expect (&pos, "redeal", "R1",
                     "game: tournament\nredeals: 1\nS:\nT1: 2S 3S 4S 5S\n"
                     "T2: 6S 7S 8S\nT3:\n");
  test_position (&pos, "R1", "game: tournament\nredeals: 0\nS:\nT1: 2S\n");
  test_assert_verdict (&pos, "redeal", AP_VERDICT_REDEALS_USED);
  test_position (&pos, "R1", TOUR "S: 9H\nT1: 2S\n");
  test_assert_verdict (&pos, "redeal", AP_VERDICT_GATHER_STOCK_NOT_EMPTY);
  test_position (&pos, "R1", TOUR "S:\n");
  test_assert_verdict (&pos, "redeal", AP_VERDICT_TABLEAU_EMPTY);
}

/* ---- 8. Contradance ---- */

static void
test_contradance_layout (void)
{
  ApPosition pos;
  ApRules rules;

  ap_rules_default (AP_GAME_CONTRADANCE, &rules);
  ap_position_deal (&pos, &rules, 7);
  g_assert_cmpuint (pos.len[AP_PILE_STOCK], ==, 88);
  g_assert_cmpuint (pos.redeals, ==, 1);
  for (int i = 0; i < 16; i++)
    {
      g_assert_cmpuint (pos.len[AP_PILE_F (i)], ==, 1);
      g_assert_cmpint (ap_card_rank (pos.cards[AP_PILE_F (i)][0]), ==, i < 8 ? 5 : 6);
      g_assert_cmpint (ap_card_suit (pos.cards[AP_PILE_F (i)][0]), ==, (i % 8) / 2);
    }
  test_assert_invariants (&pos);
}

/* F1..F8 build down 5 4 3 2 A K, F9..F16 up 6 .. Q; a base never moves. */
static void
test_contradance_foundations (void)
{
  ApPosition pos;

  test_position (&pos, "S", CONTRA CONTRA_BASES "F1: 5S 4S 3S 2S AS\nW: KS\n");
  test_assert_moves (&pos, "W F1, deal");
  test_position (&pos, "S", CONTRA CONTRA_BASES "F11: 6H 7H 8H 9H TH JH\nW: QH\n");
  test_assert_moves (&pos, "W F11, deal");
  test_position (&pos, "S", CONTRA CONTRA_BASES "W: 4D\n");
  test_assert_moves (&pos, "W F5, W F6, deal");
  test_assert_verdict (&pos, "F1 F9", AP_VERDICT_TRANSFERS_OFF);
  test_assert_verdict (&pos, "W F13", AP_VERDICT_NOT_NEXT_UP);
}

/* Lost: stock empty, no redeal left, and the waste's top cannot go home. */
static void
test_contradance_outlook (void)
{
  ApPosition pos;

  test_position (&pos, "W", "game: contradance\nredeals: 0\n" CONTRA_BASES "S:\nW: 9C\n");
  g_assert_cmpint (ap_position_outlook (&pos), ==, AP_OUTLOOK_STUCK);
  test_position (&pos, "W", CONTRA CONTRA_BASES "S:\nW: 9C\n");
  g_assert_cmpint (ap_position_outlook (&pos), ==, AP_OUTLOOK_DEAL_ONLY);
}

/* Piles a game does not have are refused when read and when moved. */
static void
test_missing_piles (void)
{
  ApPosition pos;

  assert_parse_fails ("S", OE "T1: 9H\n");
  assert_parse_fails ("S", TOUR "W: 9H\n");
  assert_parse_fails ("S", TOUR "R9: 9H\n");
  assert_parse_fails ("S", CONTRA CONTRA_BASES "R1: 9H\n");
  assert_parse_fails ("S", RC RC_BASES "F9: 9H\n");
  test_position (&pos, "S", CONTRA CONTRA_BASES "W: 9H\n");
  test_assert_verdict (&pos, "W R1", AP_VERDICT_NO_SUCH_PILE);
  test_position (&pos, "S", OE "W: 9H\n");
  test_assert_verdict (&pos, "W F9", AP_VERDICT_NO_SUCH_PILE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/family/ace-based-sequence", test_ace_based_sequence);
  g_test_add_func ("/family/two-based-sequence", test_two_based_sequence);
  g_test_add_func ("/family/complete-takes-nothing", test_complete_takes_nothing);
  g_test_add_func ("/family/as-they-appear", test_as_they_appear);
  g_test_add_func ("/family/refill-only-emptied", test_refill_only_emptied);
  g_test_add_func ("/royal-cotillion/laid-out", test_rc_laid_out);
  g_test_add_func ("/royal-cotillion/as-they-appear", test_rc_as_they_appear);
  g_test_add_func ("/royal-cotillion/left-wing", test_rc_left_wing);
  g_test_add_func ("/royal-cotillion/right-wing", test_rc_right_wing);
  g_test_add_func ("/royal-cotillion/stock-waste", test_rc_stock_waste);
  g_test_add_func ("/odd-and-even/layout-and-redeal", test_oe_layout_and_redeal);
  g_test_add_func ("/tournament/layout", test_tournament_layout);
  g_test_add_func ("/tournament/foundations", test_tournament_foundations);
  g_test_add_func ("/tournament/kibitzers", test_tournament_kibitzers);
  g_test_add_func ("/tournament/depots", test_tournament_depots);
  g_test_add_func ("/tournament/deal", test_tournament_deal);
  g_test_add_func ("/tournament/redeal", test_tournament_redeal);
  g_test_add_func ("/contradance/layout", test_contradance_layout);
  g_test_add_func ("/contradance/foundations", test_contradance_foundations);
  g_test_add_func ("/contradance/outlook", test_contradance_outlook);
  g_test_add_func ("/family/missing-piles", test_missing_piles);

  return g_test_run ();
}
