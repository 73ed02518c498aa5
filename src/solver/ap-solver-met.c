/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-safe-move.h"
#include "ap-solver-private.h"

/*
 * Suits whose two foundations meet.
 *
 * Transfers (rules.md 1.4; Patriarchs' reversal, 3.6) only ever matter
 * for what they let the two foundations of a suit take next. When they
 * "meet" (the up foundation shows one rank below the down one), each rank
 * of the suit is home exactly once, every such split of the suit between
 * the two piles is reachable from every other by transfers, and the card
 * still in play of any rank can be put home after the right transfers.
 * Putting home a card of rank x this way always ends in the same split
 * (up: ace to x, down: king to x), however the piles stood before.
 *
 * So the depth-first search never follows single transfers, which only
 * wander among equivalent splits; for each exposed card of a met suit it
 * tries one AP_SOLVER_MOVE_MET: the transfers that bring the up foundation
 * to x-1 (for an ace: to the ace alone), then the card onto the up
 * foundation (an ace onto the down one). The line it reports spells the
 * transfers out. The greedy playouts (ap-solver-rollout.c) put such cards
 * home the same way.
 */

void
ap_solver_find_met_suits (const ApPosition *pos, ApSolverMetSuits *met)
{
  ApGame game = pos->rules.game;

  for (int s = 0; s < AP_N_SUITS; s++)
    {
      met->up[s] = met->down[s] = -1;
      met->met[s] = FALSE;
    }
  met->any = FALSE;
  if (!pos->rules.transfers)
    return;
  for (int i = 0; i < 8; i++)
    {
      int pile = AP_PILE_F (i);

      if (pos->len[pile] == 0)
        continue;
      if (ap_foundation_is_down (game, pile))
        met->down[ap_card_suit (pos->cards[pile][0])] = pile;
      else
        met->up[ap_card_suit (pos->cards[pile][0])] = pile;
    }
  for (int s = 0; s < AP_N_SUITS; s++)
    if (met->up[s] >= 0 && met->down[s] >= 0 &&
        ap_card_rank (ap_position_top (pos, met->up[s])) + 1 ==
          ap_card_rank (ap_position_top (pos, met->down[s])))
      met->met[s] = met->any = TRUE;
}

guint
ap_solver_met_moves (const ApPosition *pos, int src, int up, ApMove *transfer, ApMove *home)
{
  ApCard card = ap_position_top (pos, src);
  int rank = ap_card_rank (card);
  int down = ap_opposite_foundation (pos, up, ap_card_suit (card));
  int target = rank >= 2 ? rank - 1 : 1;
  int now = ap_card_rank (ap_position_top (pos, up));

  g_assert (down >= 0);
  *transfer = (ApMove) { AP_MOVE_CARD, (guint8) (now > target ? up : down),
                         (guint8) (now > target ? down : up) };
  *home = (ApMove) { AP_MOVE_CARD, (guint8) src, (guint8) (rank >= 2 ? up : down) };
  return (guint) ABS (now - target);
}
