/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-solver-home.h"
#include "ap-solver-private.h"

/*
 * Greedy playouts: how far a naive player would get from a position.
 *
 * From the position, the playout puts a card home whenever one can go
 * (the waste's top card first, then the piles in order, each onto the
 * first foundation that takes it), deals when none can, turns the waste
 * over when the stock is empty and a redeal is left, and stops when it can
 * do none of these. It never moves a card between foundations nor onto the
 * tableau, so it ends after at most one move per card and per deal.
 *
 * The number of cards it gets home is a score that looks far ahead for
 * almost nothing: in Patriarchs and Picture Patience, where every choice is
 * when to put which card home, a beam that ranks positions by it
 * (AP_BEAM_ROLLOUT) wins deals that the static scores of ap-solver-beam.c
 * lose at any width we can afford (numbers at beam_score()).
 *
 * A playout makes a move per card home and per deal, so at most three a
 * card (dealt twice, with a redeal, then home); the beams count them as
 * positions.
 */

/* Puts the first card that can go home there (see above); FALSE when none
 * can. `sources`: the piles a card may come from, the waste first; *home:
 * ap_solver_cards_going_home() of the position, kept up to date. */
static gboolean
rollout_home (ApPosition *pos, const int *sources, guint n_sources, guint64 *home,
              GArray *line)
{
  for (guint i = 0; i < n_sources; i++)
    {
      int src = sources[i];

      if (pos->len[src] == 0 || !((*home >> ap_position_top (pos, src)) & 1))
        continue;
      for (int f = 0; f < 8; f++)
        {
          ApMove move = { AP_MOVE_CARD, (guint8) src, (guint8) AP_PILE_F (f) };

          if (ap_position_check_move (pos, move) == AP_VERDICT_OK)
            {
              ap_position_apply (pos, move, NULL);
              *home = ap_solver_cards_going_home (pos);
              if (line != NULL)
                g_array_append_val (line, move);
              return TRUE;
            }
        }
    }
  return FALSE;
}

guint
ap_solver_rollout (const ApPosition *start, GArray *line, guint *n_moves)
{
  static const guint8 specials[] = { AP_MOVE_DEAL, AP_MOVE_REDEAL };
  ApPosition pos = *start;
  int sources[AP_N_PILES];
  guint n_sources = 0;
  guint64 home = ap_solver_cards_going_home (&pos);
  guint moves = 0;

  for (int pile = AP_PILE_WASTE; pile < AP_N_PILES; pile++)
    if (ap_pile_kind (pile) != AP_KIND_FOUNDATION && ap_game_has_pile (pos.rules.game, pile))
      sources[n_sources++] = pile;
  for (;;)
    {
      gboolean moved = FALSE;

      while (rollout_home (&pos, sources, n_sources, &home, line))
        {
          moved = TRUE;
          moves++;
        }
      /* Nothing more goes home: deal, or turn the waste over. */
      for (guint i = 0; i < G_N_ELEMENTS (specials) && !moved; i++)
        {
          ApMove special = { specials[i], AP_PILE_NONE, AP_PILE_NONE };

          if (ap_position_check_move (&pos, special) == AP_VERDICT_OK)
            {
              ap_position_apply (&pos, special, NULL);
              if (line != NULL)
                g_array_append_val (line, special);
              moved = TRUE;
              moves++;
            }
        }
      if (!moved)
        {
          if (n_moves != NULL)
            *n_moves = moves;
          return ap_position_foundation_count (&pos);
        }
    }
}
