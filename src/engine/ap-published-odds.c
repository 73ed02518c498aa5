/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ap-published-odds.h"

const ApPublishedOdds *
ap_published_odds_lookup (const ApRules *rules)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (rules != NULL, NULL);
  key = ap_rules_key (rules);
  for (guint i = 0; i < ap_published_odds_table_size; i++)
    if (strcmp (ap_published_odds_table[i].key, key) == 0)
      return &ap_published_odds_table[i];
  return NULL;
}

ApOddsWords
ap_odds_words (double rate, guint *n)
{
  guint tenths = (guint) lround (rate / 10.0);

  *n = 0;
  if (rate >= 97.5)
    return AP_ODDS_NEARLY_ALWAYS;
  if (rate < 0.5)
    return AP_ODDS_ALMOST_NEVER;
  if (rate < 10.0)
    {
      /* The nearest whole number of deals a win: 9% is 1 in 11, 2% is 1
       * in 50; past 100, to the nearest ten, no more precise than the
       * measure: 0.6% is 1 in 170, 0.5% is 1 in 200. */
      *n = (guint) lround (100.0 / rate);
      if (*n > 100)
        *n = (guint) lround (*n / 10.0) * 10;
      return AP_ODDS_ONE_IN;
    }
  /* From 10% to 97.5%: the nearest tenth, 1 to 9 (95% rounds to ten
   * tenths, but "nearly every deal" starts at 97.5%: it stays 9). */
  *n = CLAMP (tenths, 1, 9);
  return AP_ODDS_IN_TEN;
}
