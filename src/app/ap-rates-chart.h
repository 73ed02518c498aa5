/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ap-rules.h"
#include "ap-statistics.h"

G_BEGIN_DECLS

/*
 * ApRatesChart: how the player compares, three bars at a glance: the
 * player's win rate, the fair player's (a careful player who sees what the
 * player sees) and the clairvoyant solver's (which sees the stock too), the
 * last two published in docs/winnability.md (ap-published-odds.h). Its
 * colours are the style sheets' (ap_chart_* in style.css and its dark and
 * high-contrast sheets); screen readers hear the three numbers in words, its
 * accessible description.
 */

#define AP_TYPE_RATES_CHART (ap_rates_chart_get_type ())
G_DECLARE_FINAL_TYPE (ApRatesChart, ap_rates_chart, AP, RATES_CHART, GtkWidget)

/* The chart of a game and rule set; NULL when nothing is published for
 * them (a custom rule set of Algerian). */
GtkWidget *ap_rates_chart_new (const ApRules *rules, const ApStatsRecord *record);

/* The three numbers in words, as screen readers hear them. */
const char *ap_rates_chart_get_summary (ApRatesChart *self);

/* A row of the Statistics page holding the chart, read by screen readers
 * by its title ("How You Compare") and its words; NULL when nothing is
 * published for the rules. */
GtkWidget *ap_rates_chart_row_new (const ApRules *rules, const ApStatsRecord *record);

G_END_DECLS
