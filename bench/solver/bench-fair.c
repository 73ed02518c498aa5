/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The fair players' cost (src/solver/ap-fair.h): the quick player's time a
 * move over its games of a range of deals, and the strong player's (the
 * CLI's hint --fair, default budget, seed 0) over its own games of the
 * first N deals of the range: the positions a fair player meets. Times in
 * CPU milliseconds of one core. Usage in README.md. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ap-deal-number.h"
#include "ap-fair.h"
#include "bench-clock.h"

/* The strong player's budget: the defaults, or --candidates and
 * --node-limit. */
static ApFairLimits limits;

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The q-quantile of the sorted values, the nearest rank. */
static double
quantile (const GArray *sorted, double q)
{
  guint i;

  if (sorted->len == 0)
    return 0;
  i = (guint) (q * sorted->len + 0.999999);
  return g_array_index (sorted, double, CLAMP (i, 1, sorted->len) - 1);
}

/* Plays deal `number` with `player` (ap_fair_play()), then asks the
 * player again at every position of its game, adding the CPU seconds of
 * each move to `times`. TRUE when it won. */
static gboolean
play (const ApRules *rules, guint32 number, ApFairPlayer player, GArray *times)
{
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (ApMove));
  ApPosition pos;
  gboolean won;

  ap_position_deal (&pos, rules, number);
  won = ap_fair_play (&pos, player, 0, &limits, moves);
  /* The position after the last move too, where a lost game's player
   * found no move. */
  for (guint i = 0; i < moves->len + !won; i++)
    {
      ApObservation obs;
      ApMove move;
      double start = bench_cpu_seconds (), seconds;

      ap_observation_init (&obs, &pos);
      ap_fair_move (player, &obs, 0, &limits, &move);
      seconds = bench_cpu_seconds () - start;
      g_array_append_val (times, seconds);
      if (i < moves->len)
        ap_position_apply (&pos, g_array_index (moves, ApMove, i), NULL);
    }
  return won;
}

static void
bench_game (ApGame game, guint32 first, guint32 last, guint32 strong_last)
{
  g_autoptr (GArray) quick = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) strong = g_array_new (FALSE, FALSE, sizeof (double));
  guint quick_won = 0, strong_won = 0;
  double quick_total = 0;
  ApRules rules;

  ap_rules_default (game, &rules);
  for (guint32 number = first; number <= last; number++)
    quick_won += play (&rules, number, AP_FAIR_QUICK, quick);
  for (guint32 number = first; number <= MIN (last, strong_last); number++)
    strong_won += play (&rules, number, AP_FAIR_STRONG, strong);
  for (guint i = 0; i < quick->len; i++)
    quick_total += g_array_index (quick, double, i);
  g_array_sort (quick, compare_doubles);
  g_array_sort (strong, compare_doubles);
  printf ("%s deals %u quick-won %u quick-moves %u quick-mean-ms %.4f quick-max-ms %.3f "
          "strong-deals %u strong-won %u hints %u hint-median-ms %.1f hint-p99-ms %.1f "
          "hint-max-ms %.1f\n",
          ap_game_info (game)->id, last - first + 1, quick_won, quick->len,
          1000 * quick_total / MAX (1, quick->len), 1000 * quantile (quick, 1.0),
          MIN (last, strong_last) - first + 1, strong_won, strong->len,
          1000 * quantile (strong, 0.5), 1000 * quantile (strong, 0.99),
          1000 * quantile (strong, 1.0));
  fflush (stdout);
}

int
main (int argc, char **argv)
{
  guint32 first = 1, last = 20;
  guint32 strong = 5;

  ap_fair_limits_init (&limits);
  int only = -1;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--deals") == 0 && i + 1 < argc)
        {
          g_auto (GStrv) parts = g_strsplit (argv[++i], "-", 2);

          if (g_strv_length (parts) != 2 || !ap_deal_number_parse (parts[0], &first) ||
              !ap_deal_number_parse (parts[1], &last) || first > last)
            {
              fprintf (stderr, "bench-fair: --deals takes A-B\n");
              return 2;
            }
        }
      else if (strcmp (argv[i], "--strong") == 0 && i + 1 < argc)
        strong = (guint32) atoi (argv[++i]);
      else if (strcmp (argv[i], "--candidates") == 0 && i + 1 < argc)
        limits.candidates = (guint) atoi (argv[++i]);
      else if (strcmp (argv[i], "--node-limit") == 0 && i + 1 < argc)
        limits.node_limit = g_ascii_strtoull (argv[++i], NULL, 10);
      else if ((only = ap_game_from_id (argv[i])) < 0)
        {
          fprintf (stderr, "usage: bench-fair [GAME] [--deals A-B] [--strong N] [--candidates N] "
                           "[--node-limit N]\n");
          return 2;
        }
    }
  for (int game = 0; game < AP_N_GAMES; game++)
    if (only < 0 || game == only)
      bench_game (game, first, last, first + strong - 1);
  return 0;
}
