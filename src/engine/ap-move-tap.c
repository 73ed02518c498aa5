/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-move.h"

/* Where a tap sends a card: the card's best place, and the "shift" that a
 * tap never makes on its own. */

/* A card alone in its pile carried to an empty depot or reserve pile only
 * trades one empty pile for another: a tap that did it on its own would be
 * undone by the next tap, which carries the card back (in Carthage, where
 * an empty reserve pile takes a card at any time, a lone card would go
 * from depot to reserve and back on every tap). */
gboolean
ap_position_move_is_shift (const ApPosition *pos, ApMove move)
{
  return move.kind == AP_MOVE_CARD && pos->len[move.src] == 1 && pos->len[move.dst] == 0 &&
         ap_pile_kind (move.dst) != AP_KIND_FOUNDATION;
}

/*
 * The best place for the top card of src, for a player who only says "this
 * card" (a single tap with the tap-action setting "auto", a double-click).
 * The order of preference, best first:
 *   1. a foundation: the card goes home (for a foundation card, a transfer
 *      to the foundation of the other direction, its only kind of move);
 *   2. a depot that has cards: the card builds on it;
 *   3. an empty depot;
 *   4. an empty reserve pile (where the rules let one take a card).
 * Ties go to the first pile in pile order (F1 before F2, T1 before T8).
 * A shift (ap_position_move_is_shift()) is never the best place.
 */
static int
destination_rank (const ApPosition *pos, int src, int dst)
{
  ApPileKind kind = ap_pile_kind (dst);

  if (ap_position_move_is_shift (pos, (ApMove) { AP_MOVE_CARD, src, dst }))
    return -1;
  switch (kind)
    {
    case AP_KIND_FOUNDATION:
      return 0;
    case AP_KIND_TABLEAU:
      return pos->len[dst] > 0 ? 1 : 2;
    case AP_KIND_RESERVE:
      return 3;
    case AP_KIND_STOCK:
    case AP_KIND_WASTE:
    default:
      return -1;
    }
}

int
ap_position_best_destination (const ApPosition *pos, int src)
{
  int best = -1, best_rank = G_MAXINT;

  g_return_val_if_fail (pos != NULL, -1);
  if (src < 0 || src >= AP_N_PILES)
    return -1;
  for (int dst = 0; dst < AP_N_PILES; dst++)
    {
      ApMove move = { AP_MOVE_CARD, src, dst };
      int rank;

      if (ap_position_check_move (pos, move) != AP_VERDICT_OK)
        continue;
      rank = destination_rank (pos, src, dst);
      if (rank >= 0 && rank < best_rank)
        {
          best = dst;
          best_rank = rank;
        }
    }
  return best;
}
