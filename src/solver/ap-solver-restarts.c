/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-solver-private.h"

/*
 * The restarts, and the searches that take turns with them: the best-first
 * searches, the stage beams and the complete search
 * (ap_solver_run_restarts(), which solving runs in the games with a
 * tableau; its other passes are in ap-solver.c).
 *
 * Restarts: short searches that follow the move order except, at random
 * positions, for a random move; their lengths follow Luby's sequence. They
 * find wins whose line leaves the first choice at a few places far apart,
 * where one long search would stay stuck below its first mistake.
 *
 * Before each restart, each best-first search (ap-solver-best.c) goes on
 * for as many moves as the restart may take. The two kinds win different
 * deals: on Carthage deals 1-100 with 5 s each, restarts alone won 80-81,
 * one best-first search alone 73-75 (in 2 s), restarts with one
 * best-first search 87, and with the three scores 93 (median 0.03 s,
 * against 0.21 s); on deals 101-200, 84 against 75. Before those, when it
 * is its turn, a stage beam (stage_turn()).
 *
 * After each restart the complete search (`search`, begun here) goes on
 * for half as many positions as the restart took, so that a deal whose
 * positions are few is proved unwinnable early; at least RESTART_NODES / 2,
 * since a restart follows only some moves and may run out of them early
 * (which proves nothing). Once the solving has expanded STAGE_AFTER
 * positions (so never within a hint's budget), it goes on for
 * COMPLETE_LATE times as many as the restart took instead: on a hard
 * Carthage deal it is the complete search that decides most often, win
 * or loss, and until its table is full (then it stops, and the others
 * have the rest of the time) nothing else gets as far. Of the 99 deals of
 * 1-1000 that took 1 s or more at 10 s (commit 1dabaa4), 44 were decided
 * with half; 51 with 4, 8 or 16 times from the first restart on (the same
 * deals, 16 the fastest), and 57 with 16 times and
 * AP_SOLVER_DEFAULT_MEMORY at 512 MiB instead of 256 (56 with 1 GiB).
 * As built here, deals 1-1000 measured the same day as 1dabaa4: 46 left
 * undecided instead of 52 (94, 112, 127 and 234 won, 237, 562, 658, 796
 * and 847 proved lost; 159, 615 and 953, won in 2.7-5.1 s before, left
 * undecided). When a restart or a best-first search wins, its
 * line goes to `result`; otherwise `search` tells how the complete search
 * stands: won (the line is its frames'), exhausted, or stopped.
 *
 * Memory: an eighth for the restart (and the stage beams, which run
 * between restarts) and for each best-first search, the rest (half) for
 * the complete search, whose table needs the most to prove
 * a loss: with 3/8, Carthage deal 178 (unwinnable) was not proved within
 * 10 s; with 7/8, before the best-first searches, in 2.2 s. (Tables grow
 * by doubling, so a best-first search keeps as many positions with an
 * eighth as with a sixth.)
 */

/* A restart follows lines that make progress at least every
 * QUICK_SHUFFLES + 1 moves (ap_solver_is_progress()), for up to
 * RESTART_NODES positions times the next term of Luby's sequence (see the
 * passes in ap-solver.c). */
#define QUICK_SHUFFLES 2
#define RESTART_NODES 4000

/* The i-th term (from 0) of Luby's sequence 1 1 2 1 1 2 4 1 1 2 ... */
static guint64
luby (guint64 i)
{
  guint64 size = 1, power = 1;

  i++;
  while (size < i)
    {
      size = 2 * size + 1;
      power *= 2;
    }
  while (size != i)
    {
      size = (size - 1) / 2;
      power /= 2;
      if (i > size)
        i -= size;
    }
  return power;
}

/* One turn of each best-first search still running (ap-solver-best.c), of
 * `nodes` moves each. TRUE when one wins (its line goes to `result`). A
 * search that runs out of memory can go no further, and one that expanded
 * every position leaves the proof to the complete search: both are
 * dropped. *stop is set when the solving must end (time, cancelled). */
static gboolean
best_turn (ApSolverBest **bests, guint64 nodes, const ApSolverLimits *limits,
           ApSolverBudget *budget, ApSolverResult *result, ApSolverStop *stop)
{
  for (guint k = 0; k < AP_SOLVER_BEST_SCORES; k++)
    {
      /* No memory here: each search keeps the bound it was made with. */
      ApSolverPassLimits pass = { limits, 0, 0, 0 };
      ApSolverBeam out;

      if (bests[k] == NULL)
        continue;
      ap_solver_budget_share (budget, 1, nodes, &pass.deadline, &pass.node_limit);
      ap_solver_best_run (bests[k], &pass, &out);
      ap_solver_budget_add (budget, out.nodes, out.have_best, out.best_count, out.best_first);
      if (out.won)
        {
          result->moves = out.moves;
          result->n_moves = out.n_moves;
          return TRUE;
        }
      if (out.stop == AP_SOLVER_STOP_TIME || out.stop == AP_SOLVER_STOP_CANCELLED)
        {
          *stop = out.stop;
          return FALSE;
        }
      if (out.stop == AP_SOLVER_STOP_MEMORY || !out.cut)
        g_clear_pointer (&bests[k], ap_solver_best_free);
    }
  return FALSE;
}

/* Stage beams (ap-solver-stage.c) in turns with the other searches: once
 * the solving has expanded STAGE_AFTER positions, whenever the stage beams
 * have taken fewer positions than the other searches, the next stage beam
 * runs, twice as wide as the last, from STAGE_WIDTH, and with
 * AP_SOLVER_STAGE_BUDGET positions a stage for each position of its width
 * (AP_SOLVER_STAGE_FINAL times that in the last stage). They share the
 * restart's memory, which a restart gives back when it ends. With the
 * default memory at 256 MiB that stopped them near width 4,096; letting
 * them borrow the memory the other searches do not hold yet (200 MiB on
 * Carthage deal 94) won 4 more of
 * deals 1-1000 at 10 s but left 6 undecided that were decided (946
 * against 948), the wider beams taking the other searches' time; see
 * docs/solver-notes.md, section 6.
 * On Carthage deals 1-300, with 10 s each: 272 deals won, 13 proved lost
 * and 15 undecided, against 260 / 13 / 27 without them; on deals 301-600,
 * 263 / 21 / 16 against 255 / 21 / 24; the median the same (0.025 s).
 * A small budget a stage makes the beam wider for the same cost, which
 * pays: of the 61 deals of 1-1000 left undecided with 2,500 positions
 * (commit e095b31), 150 won 9 and 50 won 9 and proved 2 lost, 10,000 won
 * 1. Giving them three times the other searches' positions (with 2,500)
 * won the same deals and proved deal 237 lost no longer; keeping one
 * best-first search instead of three lost 2 wins. They wait for
 * STAGE_AFTER positions because they win easy deals more slowly: run from
 * the start, the median rose to 0.23 s. */
#define STAGE_AFTER 200000
#define COMPLETE_LATE 16
#define STAGE_WIDTH 8
#define STAGE_MAX_WIDTH (1u << 20)

typedef struct {
  gboolean on;   /* no stage beam has failed for good yet */
  guint width;   /* of the next stage beam */
  guint64 nodes; /* moves the stage beams tried */
} StageBeams;

/* The stage beam's turn, when it is its turn: AP_RESTARTS_WON (its line is
 * in `result`), AP_RESTARTS_PROVED or AP_RESTARTS_NO_WIN. A stage beam stopped
 * by memory ends them; *stop is set when the solving must end. */
static ApRestartsResult
stage_turn (StageBeams *stage, const ApPosition *pos, const ApSolverLimits *limits,
            ApSolverBudget *budget, ApSolverResult *result, ApSolverStop *stop)
{
  ApSolverPassLimits pass = { limits, 0, 0, ap_solver_memory (limits) / 8 };
  ApSolverBeam out;

  if (!stage->on || limits->no_beam || budget->nodes < STAGE_AFTER ||
      stage->nodes >= budget->nodes - stage->nodes)
    return AP_RESTARTS_NO_WIN;
  /* Stages are the stretches between Algerian's and Carthage's deals onto
   * the reserve, and between Tournament's deals and redeals onto the
   * tableau (rules.md 7.5, 7.6); a deal onto the waste (Royal Cotillion)
   * buries nothing for good, so the stage beam has nothing to offer there.
   * Tournament: of the 42 deals of 1-10,000 that the solver of commit
   * 6623696 left undecided within 10 s, with stage beams 41 were won,
   * each within 0.4 s (deal 549 by width 64 in 23,636 moves), and deals
   * 1-300 took 0.029 s on average instead of 0.117 s. */
  if (ap_game_info (pos->rules.game)->deal != AP_DEAL_ALGERIAN &&
      ap_game_info (pos->rules.game)->deal != AP_DEAL_RESERVES_ONLY &&
      ap_game_info (pos->rules.game)->deal != AP_DEAL_TABLEAU_BLOCKS)
    return AP_RESTARTS_NO_WIN;
  ap_solver_budget_share (budget, 1, 0, &pass.deadline, &pass.node_limit);
  ap_solver_stage (pos, stage->width, stage->width * AP_SOLVER_STAGE_BUDGET,
                   stage->width * AP_SOLVER_STAGE_BUDGET * AP_SOLVER_STAGE_FINAL, &pass, &out);
  ap_solver_budget_add (budget, out.nodes, out.have_best, out.best_count, out.best_first);
  stage->nodes += out.nodes;
  /* (Memory stops them long before; this keeps the budgets in range.) */
  stage->width = MIN (stage->width * 2, STAGE_MAX_WIDTH);
  if (out.won)
    {
      result->moves = out.moves;
      result->n_moves = out.n_moves;
      return AP_RESTARTS_WON;
    }
  if (out.stop != AP_SOLVER_STOP_NONE)
    stage->on = FALSE;
  if (out.stop == AP_SOLVER_STOP_TIME || out.stop == AP_SOLVER_STOP_CANCELLED)
    *stop = out.stop;
  return out.cut ? AP_RESTARTS_NO_WIN : AP_RESTARTS_PROVED;
}

ApRestartsResult
ap_solver_run_restarts (ApSolverSearch *search, const ApPosition *pos, const ApSolverLimits *limits,
                        ApSolverBudget *budget, ApSolverResult *result)
{
  gsize memory = ap_solver_memory (limits);
  ApSolverLimits restart_limits = *limits;
  /* A restart's table, at most half full, in an eighth of the memory. */
  guint64 restart_cap = MAX (1, memory / 8 / (2 * sizeof (ApSolverKey)));
  gsize best_memory = memory / 8;
  ApSolverBest *bests[AP_SOLVER_BEST_SCORES];
  gboolean started = FALSE, complete_stopped = FALSE;
  ApRestartsResult outcome = AP_RESTARTS_NO_WIN;
  StageBeams stage = { TRUE, STAGE_WIDTH, 0 };

  for (guint k = 0; k < AP_SOLVER_BEST_SCORES; k++)
    bests[k] = ap_solver_best_new (pos, k, best_memory);
  restart_limits.memory_limit = memory / 8;
  ap_solver_search_init (search, pos, AP_SOLVER_MODE_SOLVE, limits,
                         memory - memory / 8 - AP_SOLVER_BEST_SCORES * best_memory, 0, G_MAXUINT, 0,
                         0);
  search->deal_early = ap_solver_two_orders (pos);
  for (guint64 i = 0;; i++)
    {
      ApSolverSearch restart;
      guint64 restart_nodes = MIN (RESTART_NODES * luby (i), restart_cap);
      guint64 slice = RESTART_NODES / 2, before;
      ApSolverStop stop = AP_SOLVER_STOP_NONE;
      gboolean won;

      if (budget->node_limit > 0 && budget->nodes >= budget->node_limit)
        {
          /* The complete search has not finished, or even started (the
           * first pass took the whole budget): no proof. */
          if (!complete_stopped)
            search->stop = AP_SOLVER_STOP_NODES;
          break;
        }
      switch (stage_turn (&stage, pos, limits, budget, result, &stop))
        {
        case AP_RESTARTS_WON:
          outcome = AP_RESTARTS_WON;
          break;
        case AP_RESTARTS_PROVED:
          outcome = AP_RESTARTS_PROVED;
          break;
        case AP_RESTARTS_NO_WIN:
        case AP_RESTARTS_COMPLETE_WON:
        default:
          break;
        }
      if (outcome != AP_RESTARTS_NO_WIN)
        break;
      if (stop == AP_SOLVER_STOP_NONE &&
          best_turn (bests, restart_nodes, limits, budget, result, &stop))
        {
          outcome = AP_RESTARTS_WON;
          break;
        }
      if (stop == AP_SOLVER_STOP_NONE)
        {
          won =
            ap_solver_run_pass (&restart, pos, &restart_limits, budget, QUICK_SHUFFLES, G_MAXUINT,
                                1, restart_nodes, i + 1, ap_solver_two_orders (pos) && i % 2 == 0);
          if (won)
            result->moves = ap_solver_search_line (&restart, &result->n_moves);
          stop = restart.stop;
          if (budget->nodes >= STAGE_AFTER && !ap_solver_two_orders (pos))
            slice = MAX (restart.nodes, RESTART_NODES) * COMPLETE_LATE;
          else
            slice = MAX (restart.nodes / 2, RESTART_NODES / 2);
          ap_solver_search_clear (&restart);
          if (won)
            {
              outcome = AP_RESTARTS_WON;
              break;
            }
        }
      if (stop == AP_SOLVER_STOP_TIME || stop == AP_SOLVER_STOP_CANCELLED)
        {
          /* The complete search stops too. */
          if (!complete_stopped)
            search->stop = stop;
          break;
        }
      if (complete_stopped)
        continue;

      /* The complete search's turn. */
      before = search->nodes;
      ap_solver_budget_share (budget, 1, slice, &search->deadline, &slice);
      search->node_limit = before + slice;
      won = started ? ap_solver_search_resume (search) : ap_solver_search_run (search);
      started = TRUE;
      ap_solver_budget_add (budget, search->nodes - before, search->have_best, search->best_count,
                            search->best_first);
      if (won || search->stop != AP_SOLVER_STOP_NODES)
        {
          /* Won, exhausted, or out of time, memory or cancelled. Only
           * memory leaves the restarts something to do. */
          if (won)
            outcome = AP_RESTARTS_COMPLETE_WON;
          if (won || search->stop != AP_SOLVER_STOP_MEMORY)
            break;
          complete_stopped = TRUE;
        }
    }
  for (guint k = 0; k < AP_SOLVER_BEST_SCORES; k++)
    g_clear_pointer (&bests[k], ap_solver_best_free);
  return outcome;
}
