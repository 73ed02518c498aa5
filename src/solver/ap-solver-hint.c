/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "ap-solver-home.h"
#include "ap-solver-private.h"

/*
 * What the game asks the solver during play: a hint (the first move of a
 * winning line, or of the line that put the most cards home), whether the
 * game is lost, and the line that finishes a game that plays itself out.
 */

static gboolean
is_transfer (ApMove move)
{
  return move.kind == AP_MOVE_CARD && ap_pile_kind (move.src) == AP_KIND_FOUNDATION &&
         ap_pile_kind (move.dst) == AP_KIND_FOUNDATION;
}

/* What the transfers at the head of a winning line are for: TRUE, with the
 * card, when the first move after them puts a card home that could not go
 * home before them. */
static gboolean
transfers_enable (const ApPosition *pos, const ApMove *line, guint n, ApCard *card)
{
  ApPosition after = *pos;
  guint i = 0;

  while (i < n && is_transfer (line[i]))
    ap_position_apply (&after, line[i++], NULL);
  if (i == 0 || i >= n || !ap_solver_is_placement (line[i]) ||
      ap_position_check_move (pos, line[i]) == AP_VERDICT_OK)
    return FALSE;
  *card = ap_position_top (&after, line[i].src);
  return TRUE;
}

/* How many other moves a hint tries before it settles for a transfer. */
#define HINT_ALTERNATIVES 3

/*
 * The hint's choice among winning moves. A transfer between foundations
 * puts no card home: played by itself it looks pointless, the more so when
 * the line makes several in a row (late in Algerian deal 1983199130 the
 * hint asked for F6 F2 four times running, each a correct step). So when
 * the winning line found starts with a transfer, the hint first tries the
 * moves a player sees as progress (ap_solver_is_progress(): a card home
 * from the table, a deal, a card uncovered that can go home), best first,
 * and takes
 * the first that is proved to lead to a win too. When none does, the
 * transfer it is, and the hint says what it helps: the card that the
 * transfers at the head of the line let go home (transfers_enable()).
 */
static void
prefer_progress (const ApPosition *pos, const ApSolverLimits *limits, const ApMove *line,
                 guint n_line, ApHint *hint)
{
  ApMove moves[AP_MAX_MOVES];
  guint64 home = ap_solver_cards_going_home (pos);
  guint n = ap_position_legal_moves (pos, moves);
  guint tried = 0;

  ap_solver_order_moves (pos, home, moves, n);
  for (guint i = 0; i < n && tried < HINT_ALTERNATIVES; i++)
    {
      g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
      ApPosition after = *pos;
      ApSolverSearch search;

      if (is_transfer (moves[i]) || !ap_solver_is_progress (pos, home, moves[i]))
        continue;
      tried++;
      ap_position_apply (&after, moves[i], NULL);
      ap_solver_solve_with (&search, &after, limits, &result);
      ap_solver_search_clear (&search);
      if (result.verdict == AP_SOLVER_WINNABLE)
        {
          hint->move = moves[i];
          return;
        }
    }
  hint->enables = transfers_enable (pos, line, n_line, &hint->enabled);
}

void
ap_solver_hint (const ApPosition *pos, const ApSolverLimits *limits, ApHint *hint)
{
  ApSolverLimits defaults;
  g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
  ApSolverSearch search;
  ApMove deal = { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE };
  ApMove redeal = { AP_MOVE_REDEAL, AP_PILE_NONE, AP_PILE_NONE };

  g_return_if_fail (pos != NULL && hint != NULL);
  if (limits == NULL)
    {
      ap_solver_limits_init (&defaults);
      defaults.time_limit = 0;
      defaults.node_limit = AP_SOLVER_HINT_NODES;
      defaults.memory_limit = 64 << 20;
      limits = &defaults;
    }

  memset (hint, 0, sizeof *hint);
  hint->kind = AP_HINT_NONE;
  ap_solver_solve_with (&search, pos, limits, &result);
  hint->verdict = result.verdict;
  if (result.verdict == AP_SOLVER_WINNABLE && result.n_moves > 0)
    {
      hint->kind = AP_HINT_WINNING;
      hint->move = result.moves[0];
      if (is_transfer (hint->move))
        prefer_progress (pos, limits, result.moves, result.n_moves, hint);
    }
  else if (search.have_best)
    {
      hint->kind = AP_HINT_PROGRESS;
      hint->move = search.best_first;
    }
  else if (ap_position_check_move (pos, deal) == AP_VERDICT_OK)
    {
      hint->kind = AP_HINT_PROGRESS;
      hint->move = deal;
    }
  else if (ap_position_check_move (pos, redeal) == AP_VERDICT_OK)
    {
      hint->kind = AP_HINT_PROGRESS;
      hint->move = redeal;
    }
  ap_solver_search_clear (&search);
}

ApLostVerdict
ap_solver_lost (const ApPosition *pos, const ApSolverLimits *limits)
{
  ApSolverLimits defaults;
  ApMove redeal = { AP_MOVE_REDEAL, AP_PILE_NONE, AP_PILE_NONE };
  ApSolverSearch search;
  ApLostVerdict verdict;

  g_return_val_if_fail (pos != NULL, AP_LOST_UNKNOWN);
  if (ap_position_is_won (pos) || pos->len[AP_PILE_STOCK] > 0)
    return AP_LOST_NO;
  /* With the stock empty, the waste can only shrink: a redeal that is not
   * possible now never will be. */
  if (ap_position_check_move (pos, redeal) == AP_VERDICT_OK)
    return AP_LOST_NO;
  if (limits == NULL)
    {
      ap_solver_limits_init (&defaults);
      limits = &defaults;
    }

  ap_solver_search_init (&search, pos, AP_SOLVER_MODE_LOST, limits, ap_solver_memory (limits), 0,
                         G_MAXUINT, limits->node_limit,
                         limits->time_limit > 0 ? ap_solver_clock (limits) +
                                                    (gint64) (limits->time_limit * G_USEC_PER_SEC)
                                                : 0);
  if (ap_solver_search_run (&search))
    verdict = AP_LOST_NO;
  else if (search.stop == AP_SOLVER_STOP_NONE)
    verdict = AP_LOST_YES;
  else
    verdict = AP_LOST_UNKNOWN;
  ap_solver_search_clear (&search);
  return verdict;
}

/* A line with no choice in it: a card onto a foundation whenever one can
 * go (not a transfer between foundations), else a deal, else the redeal.
 * TRUE when it wins; then `line` holds it. */
static gboolean
home_line (const ApPosition *start, GArray *line)
{
  ApPosition pos = *start;
  ApMove moves[AP_MAX_MOVES];

  /* Every move but the deals puts one of the 2 x 52 cards home, and there
   * are at most as many deals and one redeal: a longer line is not one of
   * these. */
  while (!ap_position_is_won (&pos) && line->len < 4 * AP_N_CARDS + 1)
    {
      guint n = ap_position_legal_moves (&pos, moves);
      int pick = -1;

      for (guint i = 0; i < n && pick < 0; i++)
        if (moves[i].kind == AP_MOVE_CARD && ap_pile_kind (moves[i].dst) == AP_KIND_FOUNDATION &&
            ap_pile_kind (moves[i].src) != AP_KIND_FOUNDATION)
          pick = (int) i;
      for (guint i = 0; i < n && pick < 0; i++)
        if (moves[i].kind == AP_MOVE_DEAL)
          pick = (int) i;
      for (guint i = 0; i < n && pick < 0; i++)
        if (moves[i].kind == AP_MOVE_REDEAL)
          pick = (int) i;
      if (pick < 0)
        return FALSE;
      ap_position_apply (&pos, moves[pick], NULL);
      g_array_append_val (line, moves[pick]);
    }
  return ap_position_is_won (&pos);
}

gboolean
ap_solver_finish (const ApPosition *pos, ApMove **moves, guint *n_moves)
{
  g_autoptr (GArray) line = NULL;

  g_return_val_if_fail (pos != NULL && moves != NULL && n_moves != NULL, FALSE);
  *moves = NULL;
  *n_moves = 0;
  if (ap_position_is_won (pos))
    return FALSE;
  /* Trivial means no choice at all: every card left goes home as it
   * comes. A line the solver finds quickly is not enough: with the stock
   * empty it found 179-move lines that rearranged the tableau, a game's
   * worth of play for Finish to make. */
  line = g_array_new (FALSE, FALSE, sizeof (ApMove));
  if (!home_line (pos, line))
    return FALSE;
  *n_moves = line->len;
  *moves = (ApMove *) (void *) g_array_free (g_steal_pointer (&line), FALSE);
  return TRUE;
}
