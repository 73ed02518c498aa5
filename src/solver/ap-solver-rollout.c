/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-solver-home.h"
#include "ap-solver-private.h"

/*
 * Greedy playouts: how far a simple player would get from a position.
 *
 * From the position, the playout puts a card home whenever one can go
 * (the waste's top card first, then the piles in order, each onto the
 * first foundation that takes it), except a reserve card that it holds
 * back (below); when none can, it puts home the first card, in the same
 * order, of a suit whose two foundations meet, after the transfers that
 * make one take it (ap-solver-met.c); it deals when neither can, turns
 * the waste over when the stock is empty and a redeal is left; when it can
 * do none of these, it puts home the reserve cards it held back, and stops
 * when there are none. It moves cards between foundations only for a card
 * of a met suit, and never onto the tableau, so it ends after at most one
 * move home per card and one per deal (and at most 12 transfers before a
 * move home).
 *
 * Holding back. Putting a reserve card home refills its pile with the
 * waste's top card (the stock's, when the waste is empty), which that
 * saves from being buried by the next deal. A player who puts it home at
 * once saves whatever card comes, often one far from going home, and has
 * no reserve card left to put home when a card worth saving comes. So the
 * playout holds a reserve card back while the card the refill would take
 * is more than a few steps from going home (ap_foundations_distance()):
 * AP_SOLVER_RESCUE_FIRST while a redeal is to come, which brings a buried
 * card back, AP_SOLVER_RESCUE_LAST after it, when a buried card is buried
 * for good. (The card that the same foundation takes next is 1 step from
 * home, so it is never held back from.) ap_solver_rollout_rescue() takes
 * other thresholds: in Odd and Even, the beams draw them for each playout
 * from several (beam_rescues() in ap-solver.c).
 *
 * Deals 1-10,000 at 10 s, against the playouts that put every card home
 * at once (commit 4936c34; for Picture Patience, e9a21d6, which plays it
 * the same): Picture Patience 9952 won and 48 undecided, median 0.007 s,
 * mean 0.079 s, against 9921, 79, 0.017 s and 0.157 s; Patriarchs 9993
 * and 7, mean 0.016 s, against 9991, 9 and 0.028 s. The first form of
 * the rule (commit 14fda6e: 3 steps in both passes, and only from the
 * waste) won 9947 (mean 0.088 s); of its 53 undecided deals, beams of
 * width 1,024 ranked by playouts alone won 10 with 1 and 5 steps, 12 when
 * also holding back from the stock's card, 7 with 1 step only in the
 * first pass, 8 with 5 only in the last, and 3 and 1 the other way round.
 * Its threshold was chosen the same way on the 35 deals left undecided by
 * e9a21d6: 12 won with 3 steps, 11 with 2 or 4, 8 with 6, 7 with 1, 1
 * without holding back. Measured and left out: holding back in the beams
 * ranked by AP_BEAM_ROLLOUT_END only, so that the two kinds of playout
 * beam differ more; it won 4 of 36 deals left undecided by 14fda6e, but
 * lost 7 of the 32 that holding back had won.
 *
 * The met suits matter in Patriarchs, where a suit often meets halfway
 * through a deal: playouts that only put home the cards that a foundation
 * takes as it stands saw the rest of such a suit as stuck. Patriarchs deals
 * 1-10,000 at 10 s: 9991 won, against 9985 before (commit 4936c34, which
 * added this; e9a21d6 before it).
 *
 * The number of cards it gets home is a score that looks far ahead for
 * almost nothing: in Patriarchs and Picture Patience, where every choice is
 * when to put which card home, a beam that ranks positions by it
 * (AP_BEAM_ROLLOUT) wins deals that the static scores of ap-solver-beam.c
 * lose at any width we can afford (numbers at beam_score()).
 *
 * A playout makes a move per card home and per deal, so at most three a
 * card (dealt twice, with a redeal, then home), and the transfers of the
 * met suits; the beams count them as positions.
 */

/* Plays `move`, which the rules allow, and appends it to `line` (when not
 * NULL). */
static void
rollout_apply (ApPosition *pos, ApMove move, GArray *line)
{
  ap_position_apply (pos, move, NULL);
  if (line != NULL)
    g_array_append_val (line, move);
}

/* Plays `move` if the rules allow it (rollout_apply()); FALSE when they do
 * not. */
static gboolean
rollout_play (ApPosition *pos, ApMove move, GArray *line)
{
  if (ap_position_check_move (pos, move) != AP_VERDICT_OK)
    return FALSE;
  rollout_apply (pos, move, line);
  return TRUE;
}

/* TRUE when the playout holds back `move`, which puts a reserve card home
 * (see above). */
static gboolean
holds_back (const ApPosition *pos, ApSolverRescue rescue, const ApFoundations *found, ApMove move)
{
  int refill = pos->len[AP_PILE_WASTE] > 0 ? AP_PILE_WASTE : AP_PILE_STOCK;
  int near = pos->redeals > 0 ? rescue.first : rescue.last;

  if (ap_pile_kind (move.src) != AP_KIND_RESERVE || pos->len[refill] == 0)
    return FALSE;
  return ap_foundations_distance (found, ap_position_top (pos, refill)) > near;
}

/* Puts the first card that can go home there (see above), but not one that
 * the playout holds back when `patient` (after the thresholds of
 * `rescue`); FALSE when none can. `sources`:
 * the piles a card may come from, the waste first; *found and *home: what
 * the foundations show, and the cards they take (ap_foundations_near
 * (found, 0)), kept up to date. */
static gboolean
rollout_home (ApPosition *pos, const int *sources, guint n_sources, ApFoundations *found,
              guint64 *home, gboolean patient, ApSolverRescue rescue, GArray *line)
{
  for (guint i = 0; i < n_sources; i++)
    {
      int src = sources[i];
      ApCard card;

      if (pos->len[src] == 0)
        continue;
      card = ap_position_top (pos, src);
      if (!((*home >> card) & 1))
        continue;
      for (int f = 0; f < found->n; f++)
        {
          ApMove move = { AP_MOVE_CARD, (guint8) src, (guint8) AP_PILE_F (f) };

          /* (Only a foundation that takes the card, as far as `found`
           * tells, is asked.) */
          if (ap_foundation_distance (found, f, card) != 0 ||
              ap_position_check_move (pos, move) != AP_VERDICT_OK)
            continue;
          if (patient && holds_back (pos, rescue, found, move))
            break;
          rollout_apply (pos, move, line);
          ap_foundations_init (pos, found);
          *home = ap_foundations_near (found, 0);
          return TRUE;
        }
    }
  return FALSE;
}

/* Puts home the first card, in the order of `sources`, of a suit whose
 * foundations meet, with the transfers first (see above); returns the
 * moves made, 0 when there is no such card. */
static guint
rollout_met (ApPosition *pos, const int *sources, guint n_sources, ApFoundations *found,
             guint64 *home, GArray *line)
{
  ApSolverMetSuits met;

  ap_solver_find_met_suits (pos, &met);
  if (!met.any)
    return 0;
  for (guint i = 0; i < n_sources; i++)
    {
      int src = sources[i];
      ApSuit suit;
      ApMove transfer, move;
      guint n;

      if (pos->len[src] == 0)
        continue;
      suit = ap_card_suit (ap_position_top (pos, src));
      if (!met.met[suit])
        continue;
      n = ap_solver_met_moves (pos, src, met.up[suit], &transfer, &move);
      for (guint k = 0; k < n; k++)
        if (!rollout_play (pos, transfer, line))
          g_assert_not_reached ();
      if (!rollout_play (pos, move, line))
        g_assert_not_reached ();
      ap_foundations_init (pos, found);
      *home = ap_foundations_near (found, 0);
      return n + 1;
    }
  return 0;
}

/* Deals, or turns the waste over, when the rules allow; FALSE when
 * neither is allowed. */
static gboolean
rollout_deal (ApPosition *pos, GArray *line)
{
  static const guint8 specials[] = { AP_MOVE_DEAL, AP_MOVE_REDEAL };

  for (guint i = 0; i < G_N_ELEMENTS (specials); i++)
    {
      ApMove special = { specials[i], AP_PILE_NONE, AP_PILE_NONE };

      if (rollout_play (pos, special, line))
        return TRUE;
    }
  return FALSE;
}

guint
ap_solver_rollout (const ApPosition *start, GArray *line, guint *n_moves, ApPosition *end)
{
  ApSolverRescue usual = { AP_SOLVER_RESCUE_FIRST, AP_SOLVER_RESCUE_LAST };

  return ap_solver_rollout_rescue (start, usual, line, n_moves, end);
}

guint
ap_solver_rollout_rescue (const ApPosition *start, ApSolverRescue rescue, GArray *line,
                          guint *n_moves, ApPosition *end)
{
  ApPosition pos = *start;
  int sources[AP_N_PILES];
  guint n_sources = 0;
  ApFoundations found;
  guint64 home;
  guint moves = 0;

  for (int pile = AP_PILE_WASTE; pile < AP_N_PILES; pile++)
    if (ap_pile_kind (pile) != AP_KIND_FOUNDATION && ap_game_has_pile (pos.rules.game, pile))
      sources[n_sources++] = pile;
  ap_foundations_init (&pos, &found);
  home = ap_foundations_near (&found, 0);
  for (;;)
    {
      guint made =
        rollout_home (&pos, sources, n_sources, &found, &home, TRUE, rescue, line) ? 1 : 0;

      if (made == 0)
        made = rollout_met (&pos, sources, n_sources, &found, &home, line);
      if (made == 0 && rollout_deal (&pos, line))
        made = 1;
      /* Nothing more can come: the cards held back go home. */
      if (made == 0)
        made = rollout_home (&pos, sources, n_sources, &found, &home, FALSE, rescue, line) ? 1 : 0;
      if (made == 0)
        break;
      moves += made;
    }
  if (n_moves != NULL)
    *n_moves = moves;
  if (end != NULL)
    *end = pos;
  return ap_position_foundation_count (&pos);
}
