/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-fair.h"

/* A fair player's game, the true position as referee (ap-fair.h). */

/* The bytes of a position that say what it is: its piles up to their
 * lengths, its redeals (the rules never change during a game). */
static guint
position_hash (gconstpointer key)
{
  const ApPosition *pos = key;
  guint32 h = 2166136261u ^ pos->redeals;

  for (int p = 0; p < AP_N_PILES; p++)
    {
      h = (h ^ pos->len[p]) * 16777619u;
      for (guint i = 0; i < pos->len[p]; i++)
        h = (h ^ pos->cards[p][i]) * 16777619u;
    }
  return h;
}

static gboolean
position_equal (gconstpointer a, gconstpointer b)
{
  return ap_position_equal (a, b);
}

/* What only grows along a game: the deals and redeals made (the stock
 * and the redeals left only shrink, but for a redeal, which spends one)
 * and the most cards the foundations have held. */
typedef struct {
  guint stock, redeals, home;
} Progress;

static gboolean
progressed (const ApPosition *pos, Progress *progress)
{
  guint home = ap_position_foundation_count (pos);
  gboolean more = home > progress->home || pos->redeals != progress->redeals ||
                  pos->len[AP_PILE_STOCK] != progress->stock;

  progress->home = MAX (progress->home, home);
  progress->redeals = pos->redeals;
  progress->stock = pos->len[AP_PILE_STOCK];
  return more;
}

struct _ApFairReferee {
  GHashTable *seen; /* the positions the player has moved from */
  Progress progress;
  guint moves;   /* made so far */
  guint stalled; /* moves in a row without progress */
};

ApFairReferee *
ap_fair_referee_new (void)
{
  ApFairReferee *self = g_new0 (ApFairReferee, 1);

  self->seen = g_hash_table_new_full (position_hash, position_equal, g_free, NULL);
  return self;
}

void
ap_fair_referee_free (ApFairReferee *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->seen);
  g_free (self);
}

gboolean
ap_fair_referee_goes_on (ApFairReferee *self, const ApPosition *pos)
{
  g_return_val_if_fail (self != NULL && pos != NULL, FALSE);
  /* Each call after the first follows a move. */
  if (g_hash_table_size (self->seen) == 0 && self->moves == 0)
    progressed (pos, &self->progress);
  if (ap_position_is_won (pos) || self->moves >= AP_FAIR_MAX_MOVES ||
      self->stalled >= AP_FAIR_STALL_MOVES)
    return FALSE;
  /* Back in a position it has been in: it would choose the same moves
   * again and again. */
  return g_hash_table_add (self->seen, g_memdup2 (pos, sizeof *pos));
}

void
ap_fair_referee_moved (ApFairReferee *self, const ApPosition *pos)
{
  g_return_if_fail (self != NULL && pos != NULL);
  self->moves++;
  self->stalled = progressed (pos, &self->progress) ? 0 : self->stalled + 1;
}

gboolean
ap_fair_play (const ApPosition *start, ApFairPlayer player, guint64 seed,
              const ApFairLimits *limits, GArray *moves)
{
  g_autoptr (ApFairReferee) referee = ap_fair_referee_new ();
  ApPosition pos = *start;

  while (ap_fair_referee_goes_on (referee, &pos))
    {
      ApObservation obs;
      ApMove move;

      ap_observation_init (&obs, &pos);
      if (!ap_fair_move (player, &obs, seed, limits, &move))
        break;
      g_assert (ap_position_check_move (&pos, move) == AP_VERDICT_OK);
      ap_position_apply (&pos, move, NULL);
      g_array_append_val (moves, move);
      ap_fair_referee_moved (referee, &pos);
    }
  return ap_position_is_won (&pos);
}
