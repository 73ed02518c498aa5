/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-fair.h"

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
  limits->node_limit = AP_FAIR_NODES;
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
  guint wins;  /* samples whose win found starts with the move */
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

gboolean
ap_fair_strong_move (const ApObservation *obs, guint64 seed, const ApFairLimits *limits,
                     ApMove *move)
{
  ApFairLimits defaults;
  ApSolverLimits solver;
  ApMove moves[AP_MAX_MOVES];
  g_autofree Votes *votes = NULL;
  guint n, best = 0;
  guint64 state = seed;
  gboolean any = FALSE;

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
  votes = g_new0 (Votes, n);
  ap_solver_limits_init (&solver);
  solver.time_limit = 0;
  solver.memory_limit = SAMPLE_MEMORY;
  solver.node_limit = MAX (1, limits->node_limit / MAX (1, limits->samples));
  for (guint k = 0; k < MAX (1, limits->samples); k++)
    {
      ApPosition sample;
      ApHint hint;

      ap_observation_sample (obs, &state, &sample);
      ap_solver_hint (&sample, &solver, &hint);
      if (hint.kind == AP_HINT_NONE)
        continue;
      for (guint i = 0; i < n; i++)
        if (ap_move_equal (moves[i], hint.move))
          {
            votes[i].wins += hint.kind == AP_HINT_WINNING;
            votes[i].leads++;
            any = TRUE;
          }
    }
  if (!any)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (votes[i].leads > 0)
      votes[i].quick = ap_fair_quick_score (obs, moves[i]);
  for (guint i = 1; i < n; i++)
    if (better (&votes[i], &votes[best]))
      best = i;
  *move = moves[best];
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
