/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ap-rules.h"

G_BEGIN_DECLS

/*
 * The published win rates of each game and rule set: how often the fair
 * player (docs/rules.md 0.10: it sees what a player sees) wins, and how
 * often the clairvoyant solver, which sees the stock, does. The numbers
 * live in one place, the table "How often a player wins" of
 * docs/winnability.md; the build turns it into ap_published_odds_table[]
 * (src/engine/gen-published-odds.py), so they are measured, never computed
 * while playing. Rates and interval ends are percentages.
 */
typedef struct {
  const char *key; /* ap_rules_key() of the game and rules */
  guint fair_deals;
  double fair_rate, fair_low, fair_high; /* Wilson's 95% interval */
  guint clairvoyant_deals;
  double clairvoyant_rate, clairvoyant_low, clairvoyant_high;
} ApPublishedOdds;

/* The table, in its order in docs/winnability.md. */
extern const ApPublishedOdds ap_published_odds_table[];
extern const guint ap_published_odds_table_size;

/* The row of these rules; NULL when the table has none (a custom rule set
 * of Algerian). */
const ApPublishedOdds *ap_published_odds_lookup (const ApRules *rules);

/* How a win rate is said in words (the game chooser's line). */
typedef enum {
  AP_ODDS_NEARLY_ALWAYS, /* 97.5% and over: "nearly every deal" */
  AP_ODDS_IN_TEN,        /* "about N in 10 deals", N from 1 to 9 */
  AP_ODDS_ONE_IN,        /* under 10%: "about 1 deal in N", N to the
                            nearest ten past 100 */
  AP_ODDS_ALMOST_NEVER   /* under 0.5%: no simple fraction says it */
} ApOddsWords;

/* The words for `rate` (a percentage), and the N that goes with them. */
ApOddsWords ap_odds_words (double rate, guint *n);

G_END_DECLS
