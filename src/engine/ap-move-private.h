/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Private to the rules of play (src/engine/ap-move-*.c): the rule functions
 * that both the verdict of one move (ap-move-check.c) and the move
 * generator (ap-move-generate.c) ask, so that the two cannot disagree.
 * Inline, as they were when one file held both: the generator runs for
 * every position the solver meets. */

#include "ap-move.h"

/* TRUE when a non-empty foundation of this suit is of this kind. */
static inline gboolean
ap_suit_has_foundation (const ApPosition *pos, ApSuit suit, int kind)
{
  ApGame game = pos->rules.game;

  for (guint i = 0; i < ap_n_foundations (game); i++)
    {
      int pile = AP_PILE_F (i);

      if (pos->len[pile] > 0 && ap_foundation_kind_index (game, pile) == kind &&
          ap_card_suit (pos->cards[pile][0]) == suit)
        return TRUE;
    }
  return FALSE;
}

/* Whether an empty foundation of this kind may be started with the base
 * card of `suit` (rules.md 1.2 and 1.3; for the family, the preamble of
 * sections 5 to 8: any suit that has no pile of that kind yet). */
static inline gboolean
ap_suit_may_start (const ApPosition *pos, ApSuit suit, int kind)
{
  return !ap_game_info (pos->rules.game)->suit_unique || !ap_suit_has_foundation (pos, suit, kind);
}

/* rules.md 1.5; Carthage (2.3) builds down only and does not wrap: the ranks
 * a depot showing `rank` takes, in out[]; returns how many. */
static inline guint
ap_tableau_next_ranks (ApGame game, int rank, int out[2])
{
  if (ap_game_info (game)->tableau == AP_TABLEAU_SUIT_DOWN)
    {
      if (rank == AP_ACE)
        return 0;
      out[0] = rank - 1;
      return 1;
    }
  /* One rank up or down, with wrap: K and A are neighbours. */
  out[0] = rank == AP_KING ? AP_ACE : rank + 1;
  out[1] = rank == AP_ACE ? AP_KING : rank - 1;
  return 2;
}

/* rules.md 1.6 and the reserve-spaces option: whether an empty reserve
 * pile takes a card now. */
static inline ApVerdict
ap_empty_reserve_verdict (const ApPosition *pos)
{
  switch (pos->rules.reserve_spaces)
    {
    case AP_SPACES_NEVER:
      return AP_VERDICT_RESERVE_NEVER;
    case AP_SPACES_WHEN_STOCK_EMPTY:
      return pos->len[AP_PILE_STOCK] > 0 ? AP_VERDICT_RESERVE_STOCK_NOT_EMPTY : AP_VERDICT_OK;
    case AP_SPACES_ALWAYS:
    case AP_N_SPACES:
    default:
      return AP_VERDICT_OK;
    }
}

static inline ApVerdict
ap_reserve_accepts (const ApPosition *pos, int pile)
{
  if (pos->len[pile] > 0)
    return AP_VERDICT_RESERVE_OCCUPIED;
  return ap_empty_reserve_verdict (pos);
}
