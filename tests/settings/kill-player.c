/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The game's session without a window, playing by itself until it is
 * killed: the subject of test_kill_loop.py. It uses the game's own saving
 * and statistics code (ApGameSession, ApSettings) with whatever GSettings
 * backend the environment names, and says on standard output, one line at
 * a time, what it does:
 *
 *   start DEAL COUNTED PLAYED moves=M1,M2 redo=R1   the game it resumed (or
 *                                                    dealt) and the games
 *                                                    played in the statistics
 *   problem MESSAGE                                  the session's problem signal
 *   step move M | step undo | step redo | step new-deal N
 *                                                    about to do this
 *   state DEAL COUNTED moves=... redo=...            done, and saved
 *
 * Usage: kill-player DATA_DIR FIRST_DEAL SEED
 * New deals are numbered from FIRST_DEAL up, so that each run of the test
 * deals games no other run does.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "ap-game-session.h"

static void
print_moves (GString *out, const char *name, ApGameModel *model, gboolean redo)
{
  guint n = redo ? ap_game_model_get_n_redo (model) : ap_game_model_get_n_history (model);

  g_string_append_printf (out, " %s=", name);
  for (guint i = 0; i < n; i++)
    {
      char text[8];

      ap_move_format (redo ? ap_game_model_get_redo_move (model, i)
                           : ap_game_model_get_history_move (model, i),
                      text);
      g_string_append_printf (out, "%s%s", i > 0 ? "," : "", text);
    }
}

static void
print_game (const char *what, ApGameSession *session, ApGameModel *model, gboolean played)
{
  g_autoptr (GString) out = g_string_new (what);

  g_string_append_printf (out, " %u %s", ap_game_model_get_deal_number (model),
                          ap_counted_id (ap_game_session_get_counted (session)));
  if (played)
    {
      ApSettings *settings = ap_game_session_get_settings (session);
      g_autoptr (ApStatistics) statistics = ap_settings_load_statistics (settings);
      g_autofree char *key = ap_rules_key (ap_game_model_get_rules (model));

      g_string_append_printf (out, " %u", ap_statistics_get (statistics, key).played);
    }
  print_moves (out, "moves", model, FALSE);
  print_moves (out, "redo", model, TRUE);
  printf ("%s\n", out->str);
}

static void
problem_cb (ApGameSession *session, const char *message, gpointer user_data)
{
  printf ("problem %s\n", message);
}

int
main (int argc, char **argv)
{
  g_autoptr (ApSettings) settings = NULL;
  g_autoptr (ApGameModel) model = NULL;
  g_autoptr (ApGameSession) session = NULL;
  g_autoptr (GRand) rand = NULL;
  guint32 next_deal;

  if (argc != 4)
    {
      fprintf (stderr, "usage: kill-player DATA_DIR FIRST_DEAL SEED\n");
      return 2;
    }
  /* Each line reaches the test as soon as it is written, so that the test
   * knows exactly what was done before the kill. */
  setvbuf (stdout, NULL, _IOLBF, 0);
  next_deal = (guint32) g_ascii_strtoull (argv[2], NULL, 10);
  rand = g_rand_new_with_seed ((guint32) g_ascii_strtoull (argv[3], NULL, 10));

  settings = ap_settings_new (NULL);
  model = ap_game_model_new ();
  session = ap_game_session_new (model, settings, argv[1]);
  g_signal_connect (session, "problem", G_CALLBACK (problem_cb), NULL);
  ap_game_session_start (session, -1, 0);
  print_game ("start", session, model, TRUE);

  for (;;)
    {
      ApMove legal[AP_MAX_MOVES];
      guint n = ap_game_model_legal_moves (model, legal);
      guint dice = (guint) g_rand_int_range (rand, 0, 100);

      if (dice < 60 && n > 0)
        {
          ApMove move = legal[g_rand_int_range (rand, 0, (gint32) n)];
          char text[8];

          ap_move_format (move, text);
          printf ("step move %s\n", text);
          if (ap_game_model_try_move (model, move) != AP_VERDICT_OK)
            g_error ("a legal move was refused");
        }
      else if (dice < 75 && ap_game_model_can_undo (model))
        {
          printf ("step undo\n");
          ap_game_model_undo (model);
        }
      else if (dice < 85 && ap_game_model_can_redo (model))
        {
          printf ("step redo\n");
          ap_game_model_redo (model);
        }
      else if (dice >= 85 || n == 0)
        {
          printf ("step new-deal %u\n", next_deal);
          ap_game_session_new_deal (session, NULL, next_deal++);
        }
      else
        continue;
      print_game ("state", session, model, FALSE);
    }
  return 0;
}
