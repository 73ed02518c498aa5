/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <glib.h>

#include "ap-solver.h"
#include "bench-clock.h"

/*
 * The solver's benchmark: solves a range of deals of one preset, as the
 * survey does (CPU time of one core, the default limits), then asks for
 * hints along each game, and writes one summary line:
 *
 *   PRESET deals N winnable W unwinnable U unknown K decided-within-limit P%
 *   median S p99 S max S nodes-per-second R hints H hint-median MS
 *   hint-p99 MS hint-max MS
 *
 * With --verbose it writes a line per deal first. See bench/solver/README.md.
 */

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* The value below which a fraction `q` of the sorted values lie. */
static double
quantile (GArray *values, double q)
{
  guint i;

  if (values->len == 0)
    return 0;
  g_array_sort (values, compare_doubles);
  i = (guint) (q * (values->len - 1) + 0.5);
  return g_array_index (values, double, MIN (i, values->len - 1));
}

/* Positions where a player would ask for a hint: the start, then every
 * `step` moves along the winning line, or along a game of random legal
 * moves (fixed seed) when there is no line. */
static void
time_hints (const ApPosition *start, const ApSolverResult *result, guint32 seed, guint points,
            GArray *times)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  ApPosition pos = *start;
  guint step = 12;

  for (guint p = 0; p < points; p++)
    {
      ApHint hint;
      double t0 = bench_cpu_seconds (), elapsed;

      ap_solver_hint (&pos, NULL, &hint);
      elapsed = bench_cpu_seconds () - t0;
      g_array_append_val (times, elapsed);
      if (hint.kind != AP_HINT_NONE && ap_position_check_move (&pos, hint.move) != AP_VERDICT_OK)
        g_error ("hint is not a legal move");

      for (guint k = 0; k < step; k++)
        {
          guint index = p * step + k;
          ApMove moves[AP_MAX_MOVES];
          guint n;

          if (result->verdict == AP_SOLVER_WINNABLE)
            {
              if (index >= result->n_moves)
                return;
              ap_position_apply (&pos, result->moves[index], NULL);
              continue;
            }
          n = ap_position_legal_moves (&pos, moves);
          if (n == 0)
            return;
          ap_position_apply (&pos, moves[g_rand_int_range (rand, 0, n)], NULL);
        }
    }
}

int
main (int argc, char **argv)
{
  const char *game_id = NULL, *preset_id = NULL, *rules_text = "";
  guint64 first = 1, last = 100;
  double time_limit = AP_SOLVER_DEFAULT_TIME;
  guint hint_points = 8;
  gboolean verbose = FALSE;
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) hints = g_array_new (FALSE, FALSE, sizeof (double));
  guint counts[3] = { 0 }, within = 0;
  double total_seconds = 0;
  guint64 total_nodes = 0;
  g_autoptr (GError) error = NULL;
  ApRules rules;
  int game;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--preset") == 0 && i + 1 < argc)
        preset_id = argv[++i];
      else if (strcmp (argv[i], "--rules") == 0 && i + 1 < argc)
        rules_text = argv[++i];
      else if (strcmp (argv[i], "--deals") == 0 && i + 1 < argc)
        {
          if (sscanf (argv[++i], "%" G_GUINT64_FORMAT "-%" G_GUINT64_FORMAT, &first, &last) != 2)
            g_error ("--deals A-B");
        }
      else if (strcmp (argv[i], "--time-limit") == 0 && i + 1 < argc)
        time_limit = g_ascii_strtod (argv[++i], NULL);
      else if (strcmp (argv[i], "--hints") == 0 && i + 1 < argc)
        hint_points = atoi (argv[++i]);
      else if (strcmp (argv[i], "--verbose") == 0)
        verbose = TRUE;
      else if (argv[i][0] != '-' && game_id == NULL)
        game_id = argv[i];
      else
        {
          fprintf (stderr,
                   "usage: %s GAME [--preset P | --rules OPTS] [--deals A-B] "
                   "[--time-limit S] [--hints N] [--verbose]\n",
                   argv[0]);
          return 2;
        }
    }
  game = ap_game_from_id (game_id != NULL ? game_id : "algerian");
  if (game < 0)
    g_error ("unknown game %s", game_id);
  if (preset_id != NULL)
    {
      int preset = ap_preset_from_id (preset_id);

      if (preset < 0 || preset >= AP_N_PRESETS)
        g_error ("unknown preset %s", preset_id);
      ap_rules_preset (preset, &rules);
    }
  else if (!ap_rules_parse (game, rules_text, &rules, &error))
    g_error ("%s", error->message);

  for (guint64 number = first; number <= last; number++)
    {
      ApSolverLimits limits;
      g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
      ApPosition pos;

      ap_position_deal (&pos, &rules, (guint32) number);
      ap_solver_limits_init (&limits);
      limits.time_limit = time_limit;
      limits.cpu_time = TRUE;
      ap_solver_solve (&pos, &limits, &result);
      counts[result.verdict]++;
      within += result.verdict != AP_SOLVER_UNKNOWN;
      g_array_append_val (times, result.seconds);
      total_seconds += result.seconds;
      total_nodes += result.nodes;
      if (verbose)
        printf ("%" G_GUINT64_FORMAT " %d %.4f %" G_GUINT64_FORMAT "\n", number, result.verdict,
                result.seconds, result.nodes);
      time_hints (&pos, &result, (guint32) number, hint_points, hints);
    }

  printf ("%s deals %u winnable %u unwinnable %u unknown %u decided-within-limit %.2f%% "
          "median %.4f p99 %.4f max %.4f nodes-per-second %.0f hints %u hint-median %.1f "
          "hint-p99 %.1f hint-max %.1f\n",
          preset_id != NULL ? preset_id : game_id, times->len, counts[AP_SOLVER_WINNABLE],
          counts[AP_SOLVER_UNWINNABLE], counts[AP_SOLVER_UNKNOWN],
          100.0 * within / MAX (times->len, 1), quantile (times, 0.5), quantile (times, 0.99),
          quantile (times, 1.0), total_seconds > 0 ? total_nodes / total_seconds : 0, hints->len,
          1000 * quantile (hints, 0.5), 1000 * quantile (hints, 0.99),
          1000 * quantile (hints, 1.0));
  return 0;
}
