/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ap-move.h"
#include "ap-position.h"

G_BEGIN_DECLS

/*
 * What a player sees of a position (docs/rules.md, 0.10): every pile but
 * the stock as it is, the number of cards in the stock, and which cards
 * they are, but not their order, until a redeal has shown it (the waste
 * turned over, or Tournament's tableau gathered: after the first redeal
 * every card of the stock has been seen, and in which order).
 *
 * A fair player's policy takes an ApObservation and never an ApPosition,
 * so it cannot reach the true order of the stock: the only way to make one
 * from a position, ap_observation_init(), sorts the unseen cards.
 */
typedef struct {
  /* Private: the position with the stock's cards sorted (lowest card on
   * top) unless `stock_known`. Read through the functions below. */
  ApPosition seen;
  gboolean stock_known;
} ApObservation;

/* What a player sees of `pos`: the stock's order is kept only when a
 * redeal has already been made (pos->redeals below the game's). */
void ap_observation_init (ApObservation *obs, const ApPosition *pos);

/* TRUE when the order of the stock is known: a redeal has shown it, or the
 * stock holds at most one distinct card (every order is the same). */
gboolean ap_observation_stock_known (const ApObservation *obs);

/* The rules and piles as a position; its stock holds the right cards, in
 * the sorted order when the order is not known. For the moves and what a
 * move does to the piles that are seen: every legal move of a position
 * depends on its stock's length only, never on its order. */
const ApPosition *ap_observation_view (const ApObservation *obs);

/* The number of copies (0..2) of `card` in the stock. */
guint ap_observation_unseen_count (const ApObservation *obs, ApCard card);

/* Every legal move, as ap_position_legal_moves() of the position. */
guint ap_observation_legal_moves (const ApObservation *obs, ApMove *moves);

/* A position consistent with the observation: its piles, with the unseen
 * cards in an order drawn uniformly at random (Fisher-Yates with the
 * SplitMix64 of docs/deals.md, advancing *state), or in the known order.
 * The same state always draws the same order, on every machine. */
void ap_observation_sample (const ApObservation *obs, guint64 *state, ApPosition *out);

G_END_DECLS
