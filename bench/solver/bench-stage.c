/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <glib.h>

#include "ap-solver-private.h"
#include "bench-clock.h"

/*
 * Stage beams (src/solver/ap-solver-stage.c) alone, from the start of a
 * deal, each twice as wide as the last, with the budgets the solver gives
 * them: how far the widest beams get on a deal the solver leaves
 * undecided. Writes one line a beam:
 *
 *   GAME deal D width W won|not-won|proved-lost|stopped nodes N best B
 *   positions P seconds S
 *
 * (best: the most cards home in any position met; positions: the distinct
 * positions met; CPU seconds of one core). It stops after a win, a proof
 * (a beam that dropped no position), the memory bound or the last width.
 * The memory bound is the share the solver gives its stage beams (an
 * eighth of its default) unless --memory says otherwise.
 */

static void
usage (const char *name)
{
  fprintf (stderr, "usage: %s GAME DEAL [--from WIDTH] [--to WIDTH] [--memory MIB]\n", name);
  exit (2);
}

int
main (int argc, char **argv)
{
  ApSolverLimits limits;
  ApSolverPassLimits pass = { &limits, 0, 0, AP_SOLVER_DEFAULT_MEMORY / 8 };
  int game;
  ApRules rules;
  ApPosition start;
  guint64 deal, from = 8, to = 1u << 20;

  if (argc < 3 || (game = ap_game_from_id (argv[1])) < 0 ||
      !g_ascii_string_to_unsigned (argv[2], 10, 1, G_MAXINT32, &deal, NULL))
    usage (argv[0]);
  for (int i = 3; i < argc; i += 2)
    {
      guint64 value;

      if (i + 1 >= argc || !g_ascii_string_to_unsigned (argv[i + 1], 10, 1, 1u << 24, &value, NULL))
        usage (argv[0]);
      if (strcmp (argv[i], "--from") == 0)
        from = value;
      else if (strcmp (argv[i], "--to") == 0)
        to = value;
      else if (strcmp (argv[i], "--memory") == 0)
        pass.memory = (gsize) value << 20;
      else
        usage (argv[0]);
    }

  ap_solver_limits_init (&limits);
  ap_rules_default ((ApGame) game, &rules);
  ap_position_deal (&start, &rules, (guint32) deal);
  for (guint64 width = from; width <= to; width *= 2)
    {
      ApSolverBeam out;
      double began = bench_cpu_seconds ();
      const char *outcome;

      ap_solver_stage (&start, (guint) width, (guint) (width * AP_SOLVER_STAGE_BUDGET),
                       (guint) (width * AP_SOLVER_STAGE_BUDGET * AP_SOLVER_STAGE_FINAL), &pass,
                       &out);
      if (out.won)
        outcome = "won";
      else if (!out.cut)
        outcome = "proved-lost";
      else if (out.stop != AP_SOLVER_STOP_NONE)
        outcome = "stopped";
      else
        outcome = "not-won";
      printf ("%s deal %" G_GUINT64_FORMAT " width %" G_GUINT64_FORMAT
              " %s nodes %" G_GUINT64_FORMAT " best %u positions %" G_GUINT64_FORMAT
              " seconds %.3f\n",
              argv[1], deal, width, outcome, out.nodes, out.won ? AP_DECK_SIZE : out.best_count,
              out.positions, bench_cpu_seconds () - began);
      fflush (stdout);
      g_free (out.moves);
      if (out.won || !out.cut || out.stop != AP_SOLVER_STOP_NONE)
        break;
    }
  return 0;
}
