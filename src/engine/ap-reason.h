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

/*
 * What is left to do, for the stock's highlight and the "no more moves"
 * message. A move is idle when it changes nothing that matters:
 * - a lone card moving onto an empty pile of the same kind (a depot to
 *   another empty depot, a reserve card to another empty reserve pile): the
 *   same cards stay exposed and the same kinds of pile stay empty;
 * - a foundation transfer in a suit with no exposed card: the two
 *   foundations of a suit meet only when they hold one card of each rank
 *   between them, and moving their boundary matters only to a card of that
 *   suit that could then be founded.
 * When only idle moves are left and nothing can be dealt, no card can ever
 * reach a foundation again: the game is lost.
 */
typedef enum {
  AP_OUTLOOK_MOVES,     /* card moves that change something are left */
  AP_OUTLOOK_DEAL_ONLY, /* only dealing (or turning the waste over) is left */
  AP_OUTLOOK_STUCK,     /* nothing but idle moves, nothing to deal: lost */
  AP_OUTLOOK_WON
} ApOutlook;

gboolean ap_move_is_idle (const ApPosition *pos, ApMove move);
ApOutlook ap_position_outlook (const ApPosition *pos);

G_END_DECLS
