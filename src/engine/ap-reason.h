/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ap-move.h"

G_BEGIN_DECLS

/*
 * Reasons in words. ap_verdict_message() says what a rule is; the functions
 * here say what happened to the player's card, naming the cards involved
 * ("The seven of hearts is not of the same suit as the six of clubs."), so
 * that a refused move teaches the rule on the spot. Everything returned is
 * already translated with the current locale.
 */

/* "the seven of hearts", translated, with its article. Free with g_free. */
char *ap_card_describe (ApCard card);

/* "Tableau 3", "Foundation 5", "Reserve 6", "Stock", "Waste": the names of
 * the accessible labels, translated. Free with g_free. */
char *ap_pile_describe (int pile);

/* One sentence (or two) that explains why `move` got `verdict` in `pos`,
 * naming the cards involved. `verdict` is normally what
 * ap_position_check_move() returned for this position and move; when the
 * cards it would name are not there, the general message of the verdict is
 * used instead. Cards in the stock are face down and never named. Free with
 * g_free. */
char *ap_verdict_describe (const ApPosition *pos, ApMove move, ApVerdict verdict);

G_END_DECLS
