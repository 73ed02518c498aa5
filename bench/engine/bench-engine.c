/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Engine throughput: random legal play over every game and preset,
 * measuring move generation (ap_position_legal_moves) and apply/unapply
 * separately. Not a test: it prints figures and always succeeds.
 *
 *   bench-engine [MOVES]     (default 1,000,000 moves)
 */
#include <stdio.h>
#include <stdlib.h>

#include "ap-move.h"
#include "ap-shuffle.h"

static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

int
main (int argc, char **argv)
{
  guint64 target = argc > 1 ? g_ascii_strtoull (argv[1], NULL, 10) : 1000000;
  guint64 rng = 42, moves_done = 0, generated = 0, deals = 0, applies = 0;
  double gen_time = 0, apply_time = 0;
  ApRules configs[AP_N_PRESETS + 3];
  guint n_configs = 0;

  for (int p = 0; p < AP_N_PRESETS; p++)
    ap_rules_preset (p, &configs[n_configs++]);
  for (int g = AP_GAME_CARTHAGE; g < AP_N_GAMES; g++)
    ap_rules_default (g, &configs[n_configs++]);

  while (moves_done < target)
    {
      ApPosition pos;
      ApMove moves[AP_MAX_MOVES];

      ap_position_deal (&pos, &configs[deals % n_configs], (guint32) (deals + 1));
      deals++;
      for (int step = 0; step < 400 && moves_done < target; step++)
        {
          double t0 = cpu_seconds (), t1, t2;
          guint n = ap_position_legal_moves (&pos, moves);
          ApUndo undo;

          t1 = cpu_seconds ();
          gen_time += t1 - t0;
          generated += n;
          if (n == 0)
            break;
          /* Apply, unapply and apply again: the search's pattern. */
          ap_position_apply (&pos, moves[ap_random_below (&rng, n)], &undo);
          ap_position_unapply (&pos, &undo);
          ap_position_apply (&pos, undo.move, &undo);
          t2 = cpu_seconds ();
          apply_time += t2 - t1;
          applies += 3;
          moves_done++;
        }
    }

  printf ("deals played:           %" G_GUINT64_FORMAT "\n", deals);
  printf ("positions generated:    %" G_GUINT64_FORMAT " (%.0f per CPU second, "
          "%.2f us each, %.1f moves each)\n",
          moves_done, moves_done / gen_time, 1e6 * gen_time / moves_done,
          (double) generated / moves_done);
  printf ("apply/unapply:          %" G_GUINT64_FORMAT " (%.0f per CPU second)\n", applies,
          applies / apply_time);
  printf ("(timer overhead is included in both: the figures are lower bounds)\n");
  return 0;
}
