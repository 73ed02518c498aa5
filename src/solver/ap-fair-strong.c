/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-fair.h"

#include <string.h>

#include "ap-solver.h"

/* The strong fair player: the solver's hint on stock orders drawn from
 * what the player sees, and a vote (ap-fair.h). */

/* Each sample's hint keeps its tables small: its budget is a few thousand
 * positions. */
#define SAMPLE_MEMORY ((gsize) 16 << 20)

void
ap_fair_limits_init (ApFairLimits *limits)
{
  limits->samples = AP_FAIR_SAMPLES;
  limits->candidates = AP_FAIR_CANDIDATES;
  limits->node_limit = 0;
}

int
ap_fair_player_from_id (const char *id)
{
  if (g_strcmp0 (id, "quick") == 0)
    return AP_FAIR_QUICK;
  if (g_strcmp0 (id, "strong") == 0)
    return AP_FAIR_STRONG;
  return -1;
}

typedef struct {
  guint wins;  /* samples on which a win after the move was found */
  guint leads; /* samples whose hint, win or not, is the move */
  int quick;   /* the quick player's score */
} Votes;

/* TRUE when a is a better choice than b. */
static gboolean
better (const Votes *a, const Votes *b)
{
  if (a->wins != b->wins)
    return a->wins > b->wins;
  if (a->leads != b->leads)
    return a->leads > b->leads;
  return a->quick > b->quick;
}

/* The index of the best of the moves not yet `taken` that some sample's
 * hint leads with, or -1. */
static int
next_candidate (const Votes *votes, const gboolean *taken, guint n)
{
  int best = -1;

  for (guint i = 0; i < n; i++)
    if (votes[i].leads > 0 && !taken[i] && (best < 0 || better (&votes[i], &votes[best])))
      best = (int) i;
  return best;
}

gboolean
ap_fair_strong_move (const ApObservation *obs, guint64 seed, const ApFairLimits *limits,
                     ApMove *move)
{
  ApFairLimits defaults;
  ApSolverLimits solver;
  ApMove moves[AP_MAX_MOVES];
  g_autofree Votes *votes = NULL;
  g_autofree gboolean *taken = NULL;
  g_autofree ApPosition *samples = NULL;
  g_autofree ApHint *hints = NULL;
  guint n, k_samples, candidates;
  guint64 state = seed, budget;
  int c;

  if (limits == NULL)
    {
      ap_fair_limits_init (&defaults);
      limits = &defaults;
    }
  /* The order is known: nothing to guess, the solver's own hint. */
  if (ap_observation_stock_known (obs))
    {
      ApHint hint;

      ap_solver_hint (ap_observation_view (obs), NULL, &hint);
      *move = hint.move;
      return hint.kind != AP_HINT_NONE;
    }

  n = ap_observation_legal_moves (obs, moves);
  if (n == 0)
    return FALSE;
  k_samples = MAX (1, limits->samples);
  budget = limits->node_limit;
  candidates = limits->candidates;
  /* Royal Cotillion's every search has a cost of its own beyond its
   * positions: its default makes fewer of them. */
  if (budget == 0 && ap_observation_view (obs)->rules.game == AP_GAME_ROYAL_COTILLION)
    {
      budget = AP_FAIR_NODES_COTILLION;
      candidates = AP_FAIR_CANDIDATES_COTILLION;
    }
  else if (budget == 0)
    budget = AP_FAIR_NODES;
  votes = g_new0 (Votes, n);
  taken = g_new0 (gboolean, n);
  samples = g_new (ApPosition, k_samples);
  hints = g_new (ApHint, k_samples);
  ap_solver_limits_init (&solver);
  solver.time_limit = 0;
  solver.memory_limit = SAMPLE_MEMORY;
  /* An equal share for every search: a hint on each sample, then a solve
   * of each sample after each candidate. */
  solver.node_limit = MAX (1, budget / (k_samples * (1 + candidates)));
  for (guint k = 0; k < k_samples; k++)
    {
      ap_observation_sample (obs, &state, &samples[k]);
      ap_solver_hint (&samples[k], &solver, &hints[k]);
      for (guint i = 0; i < n && hints[k].kind != AP_HINT_NONE; i++)
        if (ap_move_equal (moves[i], hints[k].move))
          {
            votes[i].leads++;
            votes[i].wins += hints[k].kind == AP_HINT_WINNING;
            votes[i].quick = ap_fair_quick_score (obs, moves[i]);
          }
    }
  /* The moves the hints lead with, best first: each tried on every
   * sample where its win is not known yet. */
  for (guint round = 0; round < candidates; round++)
    {
      if ((c = next_candidate (votes, taken, n)) < 0)
        break;
      taken[c] = TRUE;
      for (guint k = 0; k < k_samples; k++)
        {
          g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
          ApPosition after;

          if (hints[k].kind == AP_HINT_WINNING && ap_move_equal (hints[k].move, moves[c]))
            continue;
          after = samples[k];
          ap_position_apply (&after, moves[c], NULL);
          ap_solver_solve (&after, &solver, &result);
          votes[c].wins += result.verdict == AP_SOLVER_WINNABLE;
        }
    }
  /* The candidates only gained wins: the best move is one of them, or,
   * with no candidates tried, the best of the hints' moves. */
  memset (taken, 0, n * sizeof *taken);
  if ((c = next_candidate (votes, taken, n)) < 0)
    return FALSE;
  *move = moves[c];
  return TRUE;
}

gboolean
ap_fair_move (ApFairPlayer player, const ApObservation *obs, guint64 seed,
              const ApFairLimits *limits, ApMove *move)
{
  if (player == AP_FAIR_QUICK)
    return ap_fair_quick_move (obs, move);
  return ap_fair_strong_move (obs, seed, limits, move);
}
