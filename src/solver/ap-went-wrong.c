/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-went-wrong.h"

/* Where a deal went wrong: the fair player's view of the losing move, and
 * a move that keeps the deal winnable (ap-went-wrong.h). */

/* The first move of a winning line from pos other than `lost`: the hint's
 * small search first, then the solver within `limits`. */
static gboolean
find_keeper (const ApPosition *pos, ApMove lost, const ApSolverLimits *limits, ApMove *keeper)
{
  g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
  ApSolverLimits hint_limits = *limits;
  ApHint hint;

  hint_limits.time_limit = 0;
  hint_limits.node_limit = AP_SOLVER_HINT_NODES;
  ap_solver_hint (pos, &hint_limits, &hint);
  if (hint.kind == AP_HINT_WINNING && !ap_move_equal (hint.move, lost))
    {
      *keeper = hint.move;
      return TRUE;
    }
  ap_solver_solve (pos, limits, &result);
  if (result.verdict != AP_SOLVER_WINNABLE || result.n_moves == 0 ||
      ap_move_equal (result.moves[0], lost))
    return FALSE;
  *keeper = result.moves[0];
  return TRUE;
}

void
ap_went_wrong_judge (const ApPosition *pos, ApMove lost, const ApFairLimits *fair,
                     const ApSolverLimits *limits, ApWentWrong *out)
{
  ApObservation obs;

  g_return_if_fail (pos != NULL && limits != NULL && out != NULL);
  *out = (ApWentWrong) { .lost = lost };
  /* What the player saw, and nothing more: the fair player never gets the
   * position itself. */
  ap_observation_init (&obs, pos);
  out->has_fair = ap_fair_strong_move (&obs, AP_WENT_WRONG_SEED, fair, &out->fair);
  out->cards_decided = out->has_fair && ap_move_equal (out->fair, lost);
  out->has_keeper = find_keeper (pos, lost, limits, &out->keeper);
}
