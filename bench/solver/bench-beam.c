/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <glib.h>

#include "ap-solver-private.h"
#include "bench-clock.h"

/*
 * One beam search (src/solver/ap-solver-beam.c) alone, from the start of a
 * deal, repeated: the throughput of the beams without the rest of the
 * solver's schedule around them. Writes one line:
 *
 *   GAME deal D width W score S won|not-won nodes N best B runs R
 *   seconds-min S seconds-mean S
 *
 * (CPU seconds of one core; best: the most cards home in any position the
 * beam met, or at the end of a playout from one). Scores: 0 and 1 the
 * static ones, 2 the playouts' (ApBeamScore). The memory bound is the
 * solver's default. The playouts hold back after the usual thresholds,
 * or --first and --last (ApSolverRescue), or, with --mix SEED, after a
 * pair drawn for each playout from Odd and Even's seven
 * (ap_solver_beam_mixed()).
 */

static void
usage (const char *name)
{
  fprintf (stderr,
           "usage: %s GAME DEAL WIDTH [--score 0|1|2|3] [--runs N]\n"
           "       [--first N --last N | --mix SEED]\n",
           name);
  exit (2);
}

int
main (int argc, char **argv)
{
  ApSolverLimits limits;
  ApSolverPassLimits pass = { &limits, 0, 0, AP_SOLVER_DEFAULT_MEMORY };
  int game;
  ApRules rules;
  ApPosition start;
  ApBeamScore score = AP_BEAM_RESERVE;
  guint64 deal, width, runs = 3;
  double total = 0, fastest = G_MAXDOUBLE;
  ApSolverBeam beam = { 0 };
  ApSolverRescue rescue = { AP_SOLVER_RESCUE_FIRST, AP_SOLVER_RESCUE_LAST };
  guint mix = 0, n_pairs;
  const ApSolverRescue *pairs = ap_solver_odd_and_even_rescues (&n_pairs);

  if (argc < 4 || (game = ap_game_from_id (argv[1])) < 0 ||
      !g_ascii_string_to_unsigned (argv[2], 10, 1, G_MAXINT32, &deal, NULL) ||
      !g_ascii_string_to_unsigned (argv[3], 10, 1, G_MAXUINT32, &width, NULL))
    usage (argv[0]);
  for (int i = 4; i < argc; i++)
    {
      guint64 value;

      if (i + 1 >= argc || !g_ascii_string_to_unsigned (argv[i + 1], 10, 0, 1000, &value, NULL))
        usage (argv[0]);
      if (strcmp (argv[i], "--score") == 0 && value <= AP_BEAM_ROLLOUT_END)
        score = (ApBeamScore) value;
      else if (strcmp (argv[i], "--runs") == 0 && value > 0)
        runs = value;
      else if (strcmp (argv[i], "--first") == 0 && value <= 12)
        rescue.first = (guint8) value;
      else if (strcmp (argv[i], "--last") == 0 && value <= 12)
        rescue.last = (guint8) value;
      else if (strcmp (argv[i], "--mix") == 0 && value > 0)
        mix = (guint) value;
      else
        usage (argv[0]);
      i++;
    }

  ap_solver_limits_init (&limits);
  ap_rules_default ((ApGame) game, &rules);
  ap_position_deal (&start, &rules, (guint32) deal);
  for (guint64 r = 0; r < runs; r++)
    {
      double began = bench_cpu_seconds (), spent;

      g_free (beam.moves);
      if (mix > 0)
        ap_solver_beam_mixed (&start, (guint) width, score, pairs, n_pairs, mix, &pass, &beam);
      else
        ap_solver_beam_rescue (&start, (guint) width, score, rescue, &pass, &beam);
      spent = bench_cpu_seconds () - began;
      total += spent;
      fastest = MIN (fastest, spent);
    }
  printf ("%s deal %" G_GUINT64_FORMAT " width %" G_GUINT64_FORMAT
          " score %d %s nodes %" G_GUINT64_FORMAT " best %u runs %" G_GUINT64_FORMAT
          " seconds-min %.3f"
          " seconds-mean %.3f\n",
          argv[1], deal, width, (int) score, beam.won ? "won" : "not-won", beam.nodes,
          beam.won ? AP_DECK_SIZE : beam.best_count, runs, fastest, total / runs);
  g_free (beam.moves);
  return 0;
}
