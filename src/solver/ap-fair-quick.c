/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-fair.h"

#include "ap-safe-move.h"

/* The quick fair player: a heuristic over the legal moves of what a player
 * sees, with one move of look-ahead over the piles that are in view. */

enum {
  SCORE_NEVER = -1,
  SCORE_REDEAL = 100,
  SCORE_DEAL = 200,
  SCORE_TRANSFER_ENABLES = 400, /* a transfer after which a card can go home */
  SCORE_ENABLES = 500,          /* a move after which a card can go home */
  SCORE_HOME = 1000,            /* a card onto a foundation */
  SCORE_SAFE = 100              /* ... that is proved safe */
};

static gboolean
is_home (ApMove move)
{
  return move.kind == AP_MOVE_CARD && ap_pile_kind (move.dst) == AP_KIND_FOUNDATION &&
         ap_pile_kind (move.src) != AP_KIND_FOUNDATION;
}

/* Cards that can go home in `pos`, counting only piles whose top is in
 * view: not `hidden`, a pile a refill from the stock has just covered with
 * a card the player has not seen (in the observation it stands for the
 * first of the sorted unseen cards). */
static guint
homes (const ApPosition *pos, int hidden)
{
  ApMove moves[AP_MAX_MOVES];
  guint n = ap_position_legal_moves (pos, moves), count = 0;

  for (guint i = 0; i < n; i++)
    count += is_home (moves[i]) && moves[i].src != hidden;
  return count;
}

/* The number of cards that can go home after `move`, less those that could
 * before (negative when the move takes a chance away). */
static int
homes_gained (const ApPosition *view, ApMove move, guint before)
{
  ApPosition after = *view;
  ApUndo undo;
  int hidden;

  ap_position_apply (&after, move, &undo);
  hidden =
    undo.refill_pile != AP_PILE_NONE && undo.refill_src == AP_PILE_STOCK ? undo.refill_pile : -1;
  return (int) homes (&after, hidden) - (int) before;
}

static int
score_with (const ApObservation *obs, ApMove move, guint before)
{
  const ApPosition *view = ap_observation_view (obs);

  switch (move.kind)
    {
    case AP_MOVE_DEAL:
      return SCORE_DEAL;
    case AP_MOVE_REDEAL:
      return SCORE_REDEAL;
    default:
      break;
    }
  if (is_home (move))
    return SCORE_HOME + (ap_move_is_safe (view, move) ? SCORE_SAFE : 0) +
           (ap_pile_kind (move.src) == AP_KIND_RESERVE ? 2 : 0) +
           (ap_pile_kind (move.src) == AP_KIND_WASTE ? 1 : 0);
  /* Any other move only when it lets a card go home next: so a card goes
   * home at least every second move, and the player's games end. */
  if (homes_gained (view, move, before) <= 0)
    return SCORE_NEVER;
  return ap_pile_kind (move.src) == AP_KIND_FOUNDATION ? SCORE_TRANSFER_ENABLES : SCORE_ENABLES;
}

int
ap_fair_quick_score (const ApObservation *obs, ApMove move)
{
  return score_with (obs, move, homes (ap_observation_view (obs), -1));
}

gboolean
ap_fair_quick_move (const ApObservation *obs, ApMove *move)
{
  ApMove moves[AP_MAX_MOVES];
  guint n = ap_observation_legal_moves (obs, moves);
  guint before = homes (ap_observation_view (obs), -1);
  int best = SCORE_NEVER;

  for (guint i = 0; i < n; i++)
    {
      int score;

      /* A card can go home: none of the look-ahead is needed. */
      if (before > 0 && !is_home (moves[i]))
        continue;
      score = score_with (obs, moves[i], before);
      if (score > best)
        {
          best = score;
          *move = moves[i];
        }
    }
  return best > SCORE_NEVER;
}
