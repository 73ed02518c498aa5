/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-published-odds.h"
#include "ap-statistics.h"

/*
 * The published win rates, compiled from the table "How often a player
 * wins" of docs/winnability.md: the expected values below are copied from
 * that table by hand, so that a build that read it wrongly (a column
 * shifted, a row lost) fails here.
 */

static const ApPublishedOdds *
lookup_key (const char *key)
{
  ApRules rules;

  g_assert_true (ap_rules_from_key (key, &rules));
  return ap_published_odds_lookup (&rules);
}

/* A row's numbers as the table writes them: for each key, which player,
 * deals measured, rate and interval. */
typedef struct {
  const char *key;
  gboolean fair; /* the fair player's columns, else the clairvoyant's */
  guint deals;
  double rate, low, high;
} Expected;

static void
test_rows (void)
{
  static const Expected rows[] = {
    /* The solver's survey of deals 1,000,001-1,000,100. */
    { "carthage", FALSE, 100, 91.01, 72.22, 95.89 },
    { "contradance", FALSE, 100, 7.00, 3.43, 13.75 },
    { "royal-cotillion:as-they-appear", FALSE, 100, 98.31, 48.21, 99.82 },
    { "algerian:kings,6,always,on", FALSE, 100, 100.00, 96.30, 100.00 },
    { "picture-patience", FALSE, 100, 100.00, 91.55, 100.00 },
    /* The strong fair player on the same deals. */
    { "algerian:aces-and-kings,4,when-stock-empty,on", TRUE, 100, 73.00, 63.57, 80.73 },
    { "carthage", TRUE, 100, 13.00, 7.76, 20.98 },
    { "royal-cotillion:laid-out", TRUE, 100, 44.00, 34.67, 53.77 },
    { "contradance", TRUE, 100, 4.00, 1.57, 9.84 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      const Expected *e = &rows[i];
      const ApPublishedOdds *odds = lookup_key (e->key);

      g_assert_nonnull (odds);
      g_assert_cmpstr (odds->key, ==, e->key);
      g_assert_cmpuint (e->fair ? odds->fair_deals : odds->clairvoyant_deals, ==, e->deals);
      g_assert_cmpfloat_with_epsilon (e->fair ? odds->fair_rate : odds->clairvoyant_rate, e->rate,
                                      1e-9);
      g_assert_cmpfloat_with_epsilon (e->fair ? odds->fair_low : odds->clairvoyant_low, e->low,
                                      1e-9);
      g_assert_cmpfloat_with_epsilon (e->fair ? odds->fair_high : odds->clairvoyant_high, e->high,
                                      1e-9);
    }
}

static void
test_fair_rows (void)
{
  /* Every fair row: 100 deals (docs/winnability.md), and a rate inside its interval, at most
   * the clairvoyant's interval's high end (a player who sees less cannot
   * win more, beyond the measurement's own noise). */
  for (guint i = 0; i < ap_published_odds_table_size; i++)
    {
      const ApPublishedOdds *odds = &ap_published_odds_table[i];

      g_assert_cmpuint (odds->fair_deals, ==, 100);
      g_assert_cmpfloat (odds->fair_low, <=, odds->fair_rate);
      g_assert_cmpfloat (odds->fair_rate, <=, odds->fair_high);
      g_assert_cmpfloat (odds->fair_rate, <=, odds->clairvoyant_high);
    }
}

static void
test_every_game (void)
{
  /* A row for each game's default rules, each Algerian preset and both
   * of Royal Cotillion's bases: twelve rows, each key a real rule set. */
  ApRules rules;

  g_assert_cmpuint (ap_published_odds_table_size, ==, 12);
  for (ApGame game = 0; game < AP_N_GAMES; game++)
    {
      ap_rules_default (game, &rules);
      g_assert_nonnull (ap_published_odds_lookup (&rules));
    }
  for (ApPreset preset = 0; preset < AP_N_PRESETS; preset++)
    {
      ap_rules_preset (preset, &rules);
      g_assert_nonnull (ap_published_odds_lookup (&rules));
    }
  ap_rules_default (AP_GAME_ROYAL_COTILLION, &rules);
  rules.bases = AP_BASES_NONE;
  g_assert_nonnull (ap_published_odds_lookup (&rules));
  for (guint i = 0; i < ap_published_odds_table_size; i++)
    {
      g_assert_true (ap_rules_from_key (ap_published_odds_table[i].key, &rules));
      g_assert_true (ap_published_odds_lookup (&rules) == &ap_published_odds_table[i]);
    }

  /* A custom rule set of Algerian has no published rate. */
  ap_rules_preset (AP_PRESET_TARBART, &rules);
  rules.transfers = FALSE;
  g_assert_null (ap_published_odds_lookup (&rules));
}

static void
test_words (void)
{
  guint n;

  g_assert_cmpint (ap_odds_words (100.0, &n), ==, AP_ODDS_NEARLY_ALWAYS);
  g_assert_cmpint (ap_odds_words (97.5, &n), ==, AP_ODDS_NEARLY_ALWAYS);
  g_assert_cmpint (ap_odds_words (97.4, &n), ==, AP_ODDS_IN_TEN);
  g_assert_cmpuint (n, ==, 9);
  g_assert_cmpint (ap_odds_words (74.0, &n), ==, AP_ODDS_IN_TEN);
  g_assert_cmpuint (n, ==, 7);
  g_assert_cmpint (ap_odds_words (75.0, &n), ==, AP_ODDS_IN_TEN);
  g_assert_cmpuint (n, ==, 8);
  g_assert_cmpint (ap_odds_words (10.0, &n), ==, AP_ODDS_IN_TEN);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (ap_odds_words (9.0, &n), ==, AP_ODDS_ONE_IN);
  g_assert_cmpuint (n, ==, 11);
  g_assert_cmpint (ap_odds_words (2.0, &n), ==, AP_ODDS_ONE_IN);
  g_assert_cmpuint (n, ==, 50);
  g_assert_cmpint (ap_odds_words (1.0, &n), ==, AP_ODDS_ONE_IN);
  g_assert_cmpuint (n, ==, 100);
  g_assert_cmpint (ap_odds_words (0.6, &n), ==, AP_ODDS_ONE_IN);
  g_assert_cmpuint (n, ==, 170);
  g_assert_cmpint (ap_odds_words (0.5, &n), ==, AP_ODDS_ONE_IN);
  g_assert_cmpuint (n, ==, 200);
  g_assert_cmpint (ap_odds_words (0.4, &n), ==, AP_ODDS_ALMOST_NEVER);
  g_assert_cmpint (ap_odds_words (0.0, &n), ==, AP_ODDS_ALMOST_NEVER);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/published-odds/rows", test_rows);
  g_test_add_func ("/published-odds/fair", test_fair_rows);
  g_test_add_func ("/published-odds/every-game", test_every_game);
  g_test_add_func ("/published-odds/words", test_words);
  return g_test_run ();
}
