/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The accessible labels of the pile views, against the examples that
 * docs/formats.md (section 8) fixes (screen readers and GUI tests rely on them).
 */
#include <string.h>

#include <glib.h>

#include "ap-move.h"
#include "ap-pile-label.h"

static void
set_pile (ApPosition *pos, int pile, const char *cards)
{
  g_auto (GStrv) names = g_strsplit (cards, " ", -1);

  pos->len[pile] = 0;
  for (guint i = 0; names[i] != NULL; i++)
    if (*names[i] != '\0')
      g_assert_true (ap_card_parse (names[i], 2, &pos->cards[pile][pos->len[pile]++]));
}

/* The examples of docs/formats.md in one Algerian position: T3 holds two
 * cards topped by the ten of clubs, R6 four topped by the king of hearts,
 * F5 the king of spades, T2 nothing, the stock 64 cards. Labels only count
 * and name cards, so the rest of the pack does not matter here. */
static void
example_position (ApPosition *pos)
{
  ApRules rules;

  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_position_init_empty (pos, &rules);
  set_pile (pos, AP_PILE_T (2), "9C TC");
  set_pile (pos, AP_PILE_R (5), "TS JS QS KH");
  set_pile (pos, AP_PILE_F (4), "KS");
  for (int i = 0; i < 64; i++)
    pos->cards[AP_PILE_STOCK][i] = (ApCard) (i % AP_N_CARDS);
  pos->len[AP_PILE_STOCK] = 64;
}

static void
check (const ApPosition *pos, int pile, const char *expected)
{
  g_autofree char *label = ap_pile_accessible_label (pos, pile);

  g_assert_cmpstr (label, ==, expected);
}

static void
test_examples (void)
{
  ApPosition pos;

  example_position (&pos);
  check (&pos, AP_PILE_T (2), "Tableau 3, 2 cards, top: ten of clubs");
  check (&pos, AP_PILE_R (5), "Reserve 6, 4 cards, top: king of hearts");
  /* The fixed form first, then how the foundation builds (rules.md 1.3). */
  check (&pos, AP_PILE_F (4), "Foundation 5, 1 card, top: king of spades, builds down from king");
  check (&pos, AP_PILE_T (1), "Tableau 2, empty");
  check (&pos, AP_PILE_STOCK, "Stock, 64 cards");
}

static void
test_waste (void)
{
  ApPosition pos;
  ApRules rules;
  ApMove deal = { AP_MOVE_DEAL, 0, 0 };
  g_autofree char *label = NULL;
  g_autofree char *top_name = NULL;

  /* Three deals in Patriarchs put three cards on the waste. */
  ap_rules_default (AP_GAME_PATRIARCHS, &rules);
  ap_position_deal (&pos, &rules, 7);
  check (&pos, AP_PILE_WASTE, "Waste, empty");
  for (int i = 0; i < 3; i++)
    ap_position_apply (&pos, deal, NULL);
  top_name = ap_card_display_name (ap_position_top (&pos, AP_PILE_WASTE));
  label = ap_pile_accessible_label (&pos, AP_PILE_WASTE);
  g_assert_true (g_str_has_prefix (label, "Waste, 3 cards, top: "));
  g_assert_cmpstr (label + strlen ("Waste, 3 cards, top: "), ==, top_name);
  g_assert_cmpint (pos.len[AP_PILE_STOCK], ==, 87 - 3);
}

/* The family's piles take the same kinds and numbers as their names in
 * positions: Contradance's sixteenth foundation starts with a six of
 * clubs, Royal Cotillion's right wing runs to Reserve 16 and its left
 * wing (Tableau 1-4) holds three cards a column. */
static void
test_family (void)
{
  ApPosition pos;
  ApRules rules;
  g_autofree char *wing = NULL;
  g_autofree char *lord = NULL;

  ap_rules_default (AP_GAME_CONTRADANCE, &rules);
  ap_position_deal (&pos, &rules, 3);
  /* rules.md 8.1: the fives build down, the sixes up. */
  check (&pos, AP_PILE_F (15), "Foundation 16, 1 card, top: six of clubs, builds up from six");
  check (&pos, AP_PILE_F (0), "Foundation 1, 1 card, top: five of spades, builds down from five");
  check (&pos, AP_PILE_STOCK, "Stock, 88 cards");

  ap_rules_default (AP_GAME_ROYAL_COTILLION, &rules);
  ap_position_deal (&pos, &rules, 3);
  wing = ap_pile_accessible_label (&pos, AP_PILE_T (3));
  g_assert_true (g_str_has_prefix (wing, "Tableau 4, 3 cards, top: "));
  lord = ap_pile_accessible_label (&pos, AP_PILE_R (15));
  g_assert_true (g_str_has_prefix (lord, "Reserve 16, 1 card, top: "));
  check (&pos, AP_PILE_F (4),
         "Foundation 5, 1 card, top: two of spades, builds up by twos from two");
}

/* Issue 44, 6: an empty foundation says how it builds (rules.md 1.2, 1.3,
 * 6.1), and an empty stock the redeals it has left while one can be made
 * (3.5: the waste turned over; 7.6: Tournament's tableau gathered, twice;
 * nothing to gather or turn over, no redeal). */
static void
test_rules_said (void)
{
  ApPosition pos;
  ApRules rules;

  ap_rules_parse (AP_GAME_ALGERIAN, "foundation-bases=none", &rules, NULL);
  ap_position_init_empty (&pos, &rules);
  check (&pos, AP_PILE_F (0), "Foundation 1, empty, builds up from ace");
  check (&pos, AP_PILE_F (4), "Foundation 5, empty, builds down from king");
  check (&pos, AP_PILE_STOCK, "Stock, empty");

  ap_rules_default (AP_GAME_ODD_AND_EVEN, &rules);
  ap_position_init_empty (&pos, &rules);
  check (&pos, AP_PILE_F (2), "Foundation 3, empty, builds up by twos from ace");
  check (&pos, AP_PILE_F (6), "Foundation 7, empty, builds up by twos from two");

  ap_rules_default (AP_GAME_TOURNAMENT, &rules);
  ap_position_init_empty (&pos, &rules);
  pos.redeals = 2;
  check (&pos, AP_PILE_STOCK, "Stock, empty");
  set_pile (&pos, AP_PILE_T (0), "9C TC");
  check (&pos, AP_PILE_STOCK, "Stock, empty, 2 redeals left");
  pos.redeals = 0;
  check (&pos, AP_PILE_STOCK, "Stock, empty");

  ap_rules_default (AP_GAME_PICTURE_PATIENCE, &rules);
  ap_position_init_empty (&pos, &rules);
  pos.redeals = 1;
  set_pile (&pos, AP_PILE_WASTE, "9C TC");
  check (&pos, AP_PILE_STOCK, "Stock, empty, 1 redeal left");
}

static void
test_card_names (void)
{
  const struct {
    const char *card;
    const char *name;
  } cases[] = {
    { "AS", "ace of spades" },    { "2H", "two of hearts" },   { "TC", "ten of clubs" },
    { "JD", "jack of diamonds" }, { "QS", "queen of spades" }, { "KH", "king of hearts" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ApCard card;
      g_autofree char *name = NULL;

      g_assert_true (ap_card_parse (cases[i].card, 2, &card));
      name = ap_card_display_name (card);
      g_assert_cmpstr (name, ==, cases[i].name);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/labels/examples", test_examples);
  g_test_add_func ("/labels/waste", test_waste);
  g_test_add_func ("/labels/card-names", test_card_names);
  g_test_add_func ("/labels/family", test_family);
  g_test_add_func ("/labels/rules-said", test_rules_said);
  return g_test_run ();
}
