/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <unistd.h>
#include <sys/inotify.h>
#include <glib/gstdio.h>

#include "ap-game-session.h"
#include "ap-saved-game.h"
#include "test-util.h"
#include "ap-test-settings.h"

/* ApGameSession without a display: the saved game rewritten after every
 * change and restored exactly, damaged files put aside with a message, and
 * the statistics rules of the issue, event by event, on the memory backend. */

typedef struct {
  char *dir;      /* a temporary folder, removed afterwards */
  char *data_dir; /* the session's data folder inside it */
  ApSettings *settings;
  ApGameModel *model;
  ApGameSession *session;
  GPtrArray *problems; /* messages of the problem signal */
} Fixture;

static void
problem_cb (ApGameSession *session, const char *message, Fixture *f)
{
  g_ptr_array_add (f->problems, g_strdup (message));
}

/* A new model and session on the same folder and settings: what a restart
 * of the program sees. */
static void
open_session (Fixture *f)
{
  f->model = ap_game_model_new ();
  f->session = ap_game_session_new (f->model, f->settings, f->data_dir);
  /* The clock stays still, so that times are exact whatever the load. */
  ap_game_session_set_clock_paused (f->session, TRUE);
  g_signal_connect (f->session, "problem", G_CALLBACK (problem_cb), f);
}

static void
close_session (Fixture *f)
{
  g_clear_object (&f->session);
  g_clear_object (&f->model);
}

static void
setup (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  f->dir = g_dir_make_tmp ("ap-session-XXXXXX", &error);
  g_assert_no_error (error);
  f->data_dir = g_build_filename (f->dir, "algerian-patience", NULL);
  f->settings = fresh_settings ();
  f->problems = g_ptr_array_new_with_free_func (g_free);
  open_session (f);
}

static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);

  if (dir != NULL)
    {
      const char *name;

      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          remove_tree (child);
        }
      g_dir_close (dir);
    }
  g_remove (path);
}

static void
teardown (Fixture *f, gconstpointer data)
{
  close_session (f);
  g_clear_object (&f->settings);
  remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->data_dir);
  g_ptr_array_unref (f->problems);
}

static ApSavedGame *
read_save (Fixture *f)
{
  g_autofree char *text = NULL;
  gsize len;
  g_autoptr (GError) error = NULL;
  ApSavedGame *saved;

  g_file_get_contents (ap_game_session_get_save_path (f->session), &text, &len, &error);
  g_assert_no_error (error);
  saved = ap_saved_game_parse (text, len, &error);
  g_assert_no_error (error);
  return saved;
}

/* The file on disk holds exactly the model's game. */
static void
assert_saved (Fixture *f)
{
  g_autoptr (ApSavedGame) saved = read_save (f);

  g_assert_true (ap_position_equal (&saved->start, ap_game_model_get_start (f->model)));
  g_assert_cmpuint (saved->deal, ==, ap_game_model_get_deal_number (f->model));
  g_assert_cmpuint (saved->moves->len, ==, ap_game_model_get_n_history (f->model));
  for (guint i = 0; i < saved->moves->len; i++)
    g_assert_true (ap_move_equal (g_array_index (saved->moves, ApMove, i),
                                  ap_game_model_get_history_move (f->model, i)));
  g_assert_cmpuint (saved->redo->len, ==, ap_game_model_get_n_redo (f->model));
  for (guint i = 0; i < saved->redo->len; i++)
    g_assert_true (ap_move_equal (g_array_index (saved->redo, ApMove, i),
                                  ap_game_model_get_redo_move (f->model, i)));
  g_assert_cmpint (saved->counted, ==, ap_game_session_get_counted (f->session));
}

static ApStatsRecord
stored_record (Fixture *f, const ApRules *rules)
{
  /* Read through a second settings object: what is stored, not a cache. */
  g_autoptr (ApSettings) other = ap_settings_new (NULL);
  g_autoptr (ApStatistics) stats = ap_settings_load_statistics (other);
  g_autofree char *key = ap_rules_key (rules);

  return ap_statistics_get (stats, key);
}

static void
assert_stored (Fixture *f, const ApRules *rules, guint played, guint won, guint streak,
               guint best_streak)
{
  ApStatsRecord r = stored_record (f, rules);

  g_assert_cmpuint (r.played, ==, played);
  g_assert_cmpuint (r.won, ==, won);
  g_assert_cmpuint (r.streak, ==, streak);
  g_assert_cmpuint (r.best_streak, ==, best_streak);
}

static const ApMove DEAL = { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE };

static void
move_ok (Fixture *f, ApMove move)
{
  g_assert_cmpint (ap_game_model_try_move (f->model, move), ==, AP_VERDICT_OK);
}

static ApMove
card_move (int src, int dst)
{
  return (ApMove) { AP_MOVE_CARD, src, dst };
}

/* Tarbart's Algerian one move from the end: every card on the foundations
 * but one king of spades, on T1. T1 F1 wins; T1 T2 is a move that does not. */
static void
near_won (ApPosition *pos)
{
  ApRules rules;

  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_position_init_empty (pos, &rules);
  for (int s = 0; s < AP_N_SUITS; s++)
    {
      int up = AP_PILE_F (s), down = AP_PILE_F (4 + s);

      for (int rank = AP_ACE; rank <= AP_KING; rank++)
        if (!(s == AP_SPADES && rank == AP_KING))
          pos->cards[up][pos->len[up]++] = AP_CARD (rank, s);
      for (int rank = AP_KING; rank >= AP_ACE; rank--)
        pos->cards[down][pos->len[down]++] = AP_CARD (rank, s);
    }
  pos->cards[AP_PILE_T1][pos->len[AP_PILE_T1]++] = AP_CARD (AP_KING, AP_SPADES);
}

static void
start_near_won (Fixture *f)
{
  ApPosition pos;

  near_won (&pos);
  ap_game_model_set_position (f->model, &pos, 0);
}

/* Wins a whole game through the session. */
static void
win_one (Fixture *f)
{
  start_near_won (f);
  move_ok (f, card_move (AP_PILE_T1, AP_PILE_F1));
  g_assert_true (ap_game_model_get_won (f->model));
}

static void
tarbart (ApRules *rules)
{
  ap_rules_default (AP_GAME_ALGERIAN, rules);
}

/* Saved after every move, deal, undo, redo, new deal and restart. */
static void
test_autosave (Fixture *f, gconstpointer data)
{
  ApRules rules;

  tarbart (&rules);
  ap_game_session_new_deal (f->session, &rules, 1234);
  assert_saved (f);
  g_assert_cmpuint (ap_game_model_get_deal_number (f->model), ==, 1234);

  move_ok (f, DEAL);
  assert_saved (f);
  move_ok (f, DEAL);
  assert_saved (f);
  g_assert_true (ap_game_model_undo (f->model));
  assert_saved (f);
  g_assert_cmpuint (ap_game_model_get_n_redo (f->model), ==, 1);
  g_assert_true (ap_game_model_redo (f->model));
  assert_saved (f);
  ap_game_model_restart (f->model);
  assert_saved (f);
  g_assert_cmpuint (ap_game_model_get_moves (f->model), ==, 0);
  ap_game_session_new_deal (f->session, NULL, 0);
  assert_saved (f);
  g_assert_cmpuint (ap_game_model_get_deal_number (f->model), >=, 1);
  g_assert_cmpuint (ap_game_model_get_deal_number (f->model), <=, G_MAXINT32);
  g_assert_cmpuint (f->problems->len, ==, 0);
}

/* Plays random legal moves, then undoes a few. */
static void
play_some (Fixture *f, guint32 seed, guint n, guint undo)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  ApMove moves[AP_MAX_MOVES];

  for (guint i = 0; i < n; i++)
    {
      guint count = ap_game_model_legal_moves (f->model, moves);

      if (count == 0)
        break;
      move_ok (f, moves[g_rand_int_range (rand, 0, count)]);
    }
  for (guint i = 0; i < undo; i++)
    ap_game_model_undo (f->model);
}

static void
test_restore_exact (Fixture *f, gconstpointer data)
{
  for (int g = 0; g < (int) ap_n_gui_games (); g++)
    {
      g_autofree ApPosition *start = g_new (ApPosition, 1);
      g_autofree ApPosition *pos = g_new (ApPosition, 1);
      g_autoptr (GArray) history = g_array_new (FALSE, FALSE, sizeof (ApMove));
      g_autoptr (GArray) redo = g_array_new (FALSE, FALSE, sizeof (ApMove));
      guint32 deal;
      ApRules rules;

      ap_rules_default (g, &rules);
      ap_game_session_new_deal (f->session, &rules, 500 + g);
      play_some (f, g, 40, 3);
      *start = *ap_game_model_get_start (f->model);
      *pos = *ap_game_model_get_position (f->model);
      deal = ap_game_model_get_deal_number (f->model);
      for (guint i = 0; i < ap_game_model_get_n_history (f->model); i++)
        {
          ApMove m = ap_game_model_get_history_move (f->model, i);
          g_array_append_val (history, m);
        }
      for (guint i = 0; i < ap_game_model_get_n_redo (f->model); i++)
        {
          ApMove m = ap_game_model_get_redo_move (f->model, i);
          g_array_append_val (redo, m);
        }
      g_assert_cmpuint (redo->len, ==, 3);

      /* Quit and start again. */
      close_session (f);
      open_session (f);
      g_assert_true (ap_game_session_restore (f->session));
      g_assert_true (ap_position_equal (ap_game_model_get_start (f->model), start));
      g_assert_true (ap_position_equal (ap_game_model_get_position (f->model), pos));
      g_assert_cmpuint (ap_game_model_get_deal_number (f->model), ==, deal);
      g_assert_cmpuint (ap_game_model_get_moves (f->model), ==, history->len);
      for (guint i = 0; i < history->len; i++)
        g_assert_true (ap_move_equal (ap_game_model_get_history_move (f->model, i),
                                      g_array_index (history, ApMove, i)));
      g_assert_cmpuint (ap_game_model_get_n_redo (f->model), ==, redo->len);
      for (guint i = 0; i < redo->len; i++)
        g_assert_true (ap_move_equal (ap_game_model_get_redo_move (f->model, i),
                                      g_array_index (redo, ApMove, i)));
      g_assert_cmpint (ap_game_session_get_counted (f->session), ==, AP_COUNTED_PLAYED);
      /* Redo works on the restored stack. */
      g_assert_true (ap_game_model_redo (f->model));
    }
  g_assert_cmpuint (f->problems->len, ==, 0);
}

static void
write_save (Fixture *f, const char *text, gssize len)
{
  g_autoptr (GError) error = NULL;

  g_mkdir_with_parents (f->data_dir, 0700);
  g_file_set_contents (ap_game_session_get_save_path (f->session), text, len, &error);
  g_assert_no_error (error);
}

static void
test_restore_clock (Fixture *f, gconstpointer data)
{
  g_autoptr (ApGameModel) other = ap_game_model_new ();
  g_autoptr (ApSavedGame) saved = NULL;
  g_autofree char *text = NULL;
  ApRules rules;

  tarbart (&rules);
  ap_game_model_new_deal (other, &rules, 99);
  ap_game_model_try_move (other, DEAL);
  saved = ap_saved_game_new_from_model (other, 187, AP_COUNTED_PLAYED);
  text = ap_saved_game_format (saved);
  write_save (f, text, -1);

  g_assert_true (ap_game_session_restore (f->session));
  g_assert_cmpuint (ap_game_session_get_elapsed (f->session), ==, 187);

  /* Running, the clock goes on from there. */
  ap_game_session_set_clock_paused (f->session, FALSE);
  g_assert_cmpuint (ap_game_session_get_elapsed (f->session), >=, 187);
  ap_game_session_set_clock_paused (f->session, TRUE);
  g_assert_cmpuint (ap_game_session_get_elapsed (f->session), <, 187 + 60);

  /* And quitting keeps it. */
  ap_game_session_save (f->session);
  g_clear_pointer (&saved, ap_saved_game_free);
  saved = read_save (f);
  g_assert_cmpuint (saved->elapsed, ==, ap_game_session_get_elapsed (f->session));
}

/* A game counts as played at its first move, and is stored at once. */
static void
test_played_at_first_move (Fixture *f, gconstpointer data)
{
  ApRules rules;

  tarbart (&rules);
  ap_game_session_new_deal (f->session, &rules, 7);
  assert_stored (f, &rules, 0, 0, 0, 0);
  g_assert_false (ap_game_session_get_started (f->session));
  move_ok (f, DEAL);
  assert_stored (f, &rules, 1, 0, 0, 0);
  g_assert_true (ap_game_session_get_started (f->session));
  move_ok (f, DEAL);
  ap_game_model_undo (f->model);
  ap_game_model_undo (f->model);
  move_ok (f, DEAL);
  assert_stored (f, &rules, 1, 0, 0, 0);
}

/* Quitting keeps the game and counts nothing; after the restart it is still
 * the same game, counted once. */
static void
test_quit_counts_nothing (Fixture *f, gconstpointer data)
{
  ApRules rules;

  tarbart (&rules);
  win_one (f);
  assert_stored (f, &rules, 1, 1, 1, 1);
  ap_game_session_new_deal (f->session, &rules, 8);
  move_ok (f, DEAL);
  assert_stored (f, &rules, 2, 1, 1, 1);

  close_session (f);
  assert_stored (f, &rules, 2, 1, 1, 1);
  open_session (f);
  ap_game_session_start (f->session, -1, 0);
  assert_stored (f, &rules, 2, 1, 1, 1);
  g_assert_cmpuint (ap_game_model_get_deal_number (f->model), ==, 8);
  g_assert_cmpint (ap_game_session_get_counted (f->session), ==, AP_COUNTED_PLAYED);
  move_ok (f, DEAL);
  assert_stored (f, &rules, 2, 1, 1, 1);

  /* Leaving it now is the loss of that one game. */
  ap_game_session_new_deal (f->session, &rules, 9);
  assert_stored (f, &rules, 2, 1, 0, 1);
  g_assert_cmpuint (f->problems->len, ==, 0);
}

static void
test_abandon (Fixture *f, gconstpointer data)
{
  ApRules rules;

  tarbart (&rules);
  win_one (f);
  win_one (f);
  assert_stored (f, &rules, 2, 2, 2, 2);

  /* A deal left before its first move is no game. */
  ap_game_session_new_deal (f->session, &rules, 10);
  ap_game_session_new_deal (f->session, &rules, 11);
  assert_stored (f, &rules, 2, 2, 2, 2);

  /* A started game given up for another deal is lost. */
  move_ok (f, DEAL);
  ap_game_session_new_deal (f->session, &rules, 12);
  assert_stored (f, &rules, 3, 2, 0, 2);

  /* The same through the model directly, as a window might do it. */
  win_one (f);
  assert_stored (f, &rules, 4, 3, 1, 2);
  ap_game_model_new_deal (f->model, &rules, 13);
  move_ok (f, DEAL);
  ap_game_model_new_deal (f->model, &rules, 14);
  assert_stored (f, &rules, 5, 3, 0, 2);
}

static void
test_restart_is_loss (Fixture *f, gconstpointer data)
{
  ApRules rules;

  tarbart (&rules);
  win_one (f);
  /* First attempt at the near-won deal: a move that does not win. */
  start_near_won (f);
  move_ok (f, card_move (AP_PILE_T1, AP_PILE_T (1)));
  assert_stored (f, &rules, 2, 1, 1, 1);
  ap_game_model_restart (f->model);
  assert_stored (f, &rules, 2, 1, 0, 1);
  g_assert_cmpint (ap_game_session_get_counted (f->session), ==, AP_COUNTED_NONE);
  /* The second attempt counts as a game of its own, and wins. */
  move_ok (f, card_move (AP_PILE_T1, AP_PILE_F1));
  assert_stored (f, &rules, 3, 2, 1, 1);

  /* Restarting a won game is no loss. */
  ap_game_model_restart (f->model);
  assert_stored (f, &rules, 3, 2, 1, 1);
}

static void
test_win_once (Fixture *f, gconstpointer data)
{
  ApRules rules;
  ApStatsRecord r;

  tarbart (&rules);
  start_near_won (f);
  move_ok (f, card_move (AP_PILE_T1, AP_PILE_T (1)));
  move_ok (f, card_move (AP_PILE_T (1), AP_PILE_F1));
  assert_stored (f, &rules, 1, 1, 1, 1);
  r = stored_record (f, &rules);
  g_assert_cmpuint (r.fewest_moves, ==, 2);

  /* Undo and a second finish. */
  g_assert_true (ap_game_model_undo (f->model));
  g_assert_false (ap_game_model_get_won (f->model));
  g_assert_true (ap_game_model_redo (f->model));
  g_assert_true (ap_game_model_get_won (f->model));
  g_assert_true (ap_game_model_undo (f->model));
  move_ok (f, card_move (AP_PILE_T (1), AP_PILE_F1));
  assert_stored (f, &rules, 1, 1, 1, 1);

  /* And after a restart of the program too. */
  close_session (f);
  open_session (f);
  ap_game_session_start (f->session, -1, 0);
  g_assert_cmpint (ap_game_session_get_counted (f->session), ==, AP_COUNTED_WON);
  g_assert_true (ap_game_model_undo (f->model));
  g_assert_true (ap_game_model_redo (f->model));
  assert_stored (f, &rules, 1, 1, 1, 1);
  /* Leaving the won game is no loss either. */
  ap_game_session_new_deal (f->session, &rules, 5);
  assert_stored (f, &rules, 1, 1, 1, 1);
}

static void
test_win_time (Fixture *f, gconstpointer data)
{
  g_autoptr (ApSavedGame) saved = ap_saved_game_new ();
  g_autofree char *text = NULL;
  ApRules rules;
  ApStatsRecord r;

  /* A near-won game that has been played for 187 seconds and one move. */
  tarbart (&rules);
  near_won (&saved->start);
  g_array_append_val (saved->moves, ((ApMove) { AP_MOVE_CARD, AP_PILE_T1, AP_PILE_T (1) }));
  saved->elapsed = 187;
  saved->counted = AP_COUNTED_PLAYED;
  text = ap_saved_game_format (saved);
  write_save (f, text, -1);
  ap_game_session_start (f->session, -1, 0);
  move_ok (f, card_move (AP_PILE_T (1), AP_PILE_F1));

  r = stored_record (f, &rules);
  /* The game was counted as played before the file was written, in the
   * session that wrote it; this session only records the win. */
  g_assert_cmpuint (r.played, ==, 1);
  g_assert_cmpuint (r.won, ==, 1);
  g_assert_cmpuint (r.best_time, ==, 187);
  g_assert_cmpuint (r.total_time, ==, 187);
  g_assert_cmpuint (r.fewest_moves, ==, 2);
  /* The clock stopped with the win. */
  ap_game_session_set_clock_paused (f->session, FALSE);
  g_assert_cmpuint (ap_game_session_get_elapsed (f->session), ==, 187);
}

static void
test_hints (Fixture *f, gconstpointer data)
{
  ApRules rules;

  ap_rules_default (AP_GAME_PATRIARCHS, &rules);
  ap_game_session_new_deal (f->session, &rules, 3);
  ap_game_session_hint_used (f->session);
  ap_game_session_hint_used (f->session);
  g_assert_cmpuint (stored_record (f, &rules).hints, ==, 2);
}

static void
test_statistics_keys (Fixture *f, gconstpointer data)
{
  ApRules parlett, tarbart_rules;

  /* A game is counted under the rules it was dealt with, even when the
   * settings change in the middle of it. */
  tarbart (&tarbart_rules);
  ap_rules_preset (AP_PRESET_PARLETT, &parlett);
  ap_settings_set_preset (f->settings, AP_PRESET_PARLETT);
  ap_game_session_new_deal (f->session, NULL, 21);
  g_assert_true (ap_rules_equal (ap_game_model_get_rules (f->model), &parlett));
  move_ok (f, DEAL);
  ap_settings_set_preset (f->settings, AP_PRESET_TARBART);
  ap_game_session_new_deal (f->session, NULL, 22);
  assert_stored (f, &parlett, 1, 0, 0, 0);
  assert_stored (f, &tarbart_rules, 0, 0, 0, 0);
  g_assert_true (ap_rules_equal (ap_game_model_get_rules (f->model), &tarbart_rules));
}

static void
test_start_arguments (Fixture *f, gconstpointer data)
{
  ap_game_session_start (f->session, AP_GAME_CARTHAGE, 77);
  g_assert_cmpint (ap_game_model_get_rules (f->model)->game, ==, AP_GAME_CARTHAGE);
  g_assert_cmpuint (ap_game_model_get_deal_number (f->model), ==, 77);
  g_assert_cmpint (ap_settings_get_game (f->settings), ==, AP_GAME_CARTHAGE);
  ap_game_session_start (f->session, -1, 78);
  g_assert_cmpint (ap_game_model_get_rules (f->model)->game, ==, AP_GAME_CARTHAGE);
  g_assert_cmpuint (ap_game_model_get_deal_number (f->model), ==, 78);
  assert_saved (f);
  /* The family starts as the first four do (--game NAME). */
  for (ApGame g = AP_GAME_ROYAL_COTILLION; g < AP_N_GAMES; g++)
    {
      ap_game_session_start (f->session, g, 79);
      g_assert_cmpint (ap_game_model_get_rules (f->model)->game, ==, g);
      g_assert_cmpuint (ap_game_model_get_deal_number (f->model), ==, 79);
      g_assert_cmpint (ap_settings_get_game (f->settings), ==, g);
      assert_saved (f);
    }
}

/* A damaged saved game: put aside unchanged, one message, a new deal, and
 * no statistic touched. */
static void
check_damaged (Fixture *f, const char *text, gsize len)
{
  g_autofree char *aside = NULL;
  gsize aside_len = 0;
  ApRules rules;

  tarbart (&rules);
  write_save (f, text, len);
  g_ptr_array_set_size (f->problems, 0);
  ap_game_session_start (f->session, -1, 0);

  g_assert_cmpuint (f->problems->len, ==, 1);
  g_assert_nonnull (strstr (f->problems->pdata[0], "damaged"));
  g_assert_true (
    g_file_get_contents (ap_game_session_get_corrupt_path (f->session), &aside, &aside_len, NULL));
  g_assert_cmpmem (aside, aside_len, text, len);
  g_assert_cmpuint (ap_game_model_get_moves (f->model), ==, 0);
  g_assert_cmpuint (ap_game_model_get_deal_number (f->model), >=, 1);
  assert_saved (f);
  assert_stored (f, &rules, 0, 0, 0, 0);
}

static void
test_damaged_files (Fixture *f, gconstpointer data)
{
  g_autoptr (ApGameModel) other = ap_game_model_new ();
  g_autoptr (ApSavedGame) saved = NULL;
  g_autofree char *good = NULL;
  g_autofree char *newer = NULL;
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);
  static const char binary[] = "\x7f"
                               "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0>\0";
  guchar noise[512];
  ApRules rules;

  tarbart (&rules);
  ap_game_model_new_deal (other, &rules, 4321);
  for (int i = 0; i < 4; i++)
    ap_game_model_try_move (other, DEAL);
  saved = ap_saved_game_new_from_model (other, 42, AP_COUNTED_PLAYED);
  good = ap_saved_game_format (saved);
  newer = g_strconcat ("format: 2\n", good, NULL);
  for (guint i = 0; i < sizeof noise; i++)
    noise[i] = g_rand_int_range (rand, 0, 256);

  check_damaged (f, "", 0);
  check_damaged (f, binary, sizeof binary - 1);
  check_damaged (f, (const char *) noise, sizeof noise);
  check_damaged (f, good, strlen (good) / 2);
  check_damaged (f, good, strlen (good) - 12);
  check_damaged (f, "deal: 1\nelapsed: 0\ngame: algerian\nT1: AS\n",
                 strlen ("deal: 1\nelapsed: 0\ngame: algerian\nT1: AS\n"));
  check_damaged (f, newer, strlen (newer));
  /* The damaged files before the last are kept too, the last four. */
  {
    const char *corrupt = ap_game_session_get_corrupt_path (f->session);
    g_autofree char *first = g_strconcat (corrupt, ".1", NULL);
    g_autofree char *fourth = g_strconcat (corrupt, ".4", NULL);
    g_autofree char *fifth = g_strconcat (corrupt, ".5", NULL);
    g_autofree char *text = NULL;
    gsize len = 0;

    g_assert_true (g_file_get_contents (first, &text, &len, NULL));
    g_assert_cmpstr (text, ==, "deal: 1\nelapsed: 0\ngame: algerian\nT1: AS\n");
    g_clear_pointer (&text, g_free);
    g_assert_true (g_file_get_contents (fourth, &text, &len, NULL));
    g_assert_cmpmem (text, len, noise, sizeof noise);
    g_assert_false (g_file_test (fifth, G_FILE_TEST_EXISTS));
  }

  /* The good file itself is resumed, as a check on the check. */
  write_save (f, good, -1);
  g_ptr_array_set_size (f->problems, 0);
  ap_game_session_start (f->session, -1, 0);
  g_assert_cmpuint (f->problems->len, ==, 0);
  g_assert_cmpuint (ap_game_model_get_deal_number (f->model), ==, 4321);
  g_assert_cmpuint (ap_game_model_get_moves (f->model), ==, 4);
}

/* The data folder cannot be created: the game plays on and says so once,
 * and saves again by itself once the folder can be made. */
static void
test_unwritable_folder (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  /* A file where the folder should be: refused even to root. */
  g_file_set_contents (f->data_dir, "not a folder", -1, &error);
  g_assert_no_error (error);
  ap_game_session_start (f->session, -1, 0);
  g_assert_cmpuint (f->problems->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (f->problems, 0), "cannot be saved"));
  g_ptr_array_set_size (f->problems, 0);
  move_ok (f, DEAL);
  move_ok (f, DEAL);
  ap_game_model_undo (f->model);
  g_assert_cmpuint (f->problems->len, ==, 0);
  g_assert_cmpuint (ap_game_model_get_moves (f->model), ==, 1);

  g_assert_cmpint (g_remove (f->data_dir), ==, 0);
  move_ok (f, DEAL);
  g_assert_cmpuint (f->problems->len, ==, 0);
  g_assert_true (
    g_file_get_contents (ap_game_session_get_save_path (f->session), &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "history: 2 0\n"));
}

/* A folder where the saved game should be: put aside with what it holds,
 * said once, and saving works at the next move. */
static void
test_unreadable_file (Fixture *f, gconstpointer data)
{
  g_autofree char *inside = NULL;
  g_autofree char *kept = NULL;

  g_assert_cmpint (g_mkdir_with_parents (ap_game_session_get_save_path (f->session), 0700), ==, 0);
  inside = g_build_filename (ap_game_session_get_save_path (f->session), "x", NULL);
  g_file_set_contents (inside, "x", -1, NULL);
  ap_game_session_start (f->session, -1, 0);
  g_assert_cmpuint (f->problems->len, ==, 1);
  g_assert_nonnull (strstr (f->problems->pdata[0], "put aside"));
  g_assert_cmpuint (ap_game_model_get_moves (f->model), ==, 0);
  kept = g_build_filename (ap_game_session_get_corrupt_path (f->session), "x", NULL);
  g_assert_true (g_file_test (kept, G_FILE_TEST_IS_REGULAR));
  move_ok (f, DEAL);
  g_assert_cmpuint (f->problems->len, ==, 1);
  g_assert_true (g_file_test (ap_game_session_get_save_path (f->session), G_FILE_TEST_IS_REGULAR));
}

/* The process dies after storing a count and before writing the saved game
 * that records it: here, the first move of deal 7 is counted, then the file
 * is put back as it was before that move. The next start resumes the game
 * before the move and takes the count back, so that the move, played again,
 * counts the game once. */
static void
test_killed_before_save (Fixture *f, gconstpointer data)
{
  g_autofree char *before_move = NULL;
  g_autofree char *pending = NULL;
  g_autoptr (ApStatistics) before = NULL;
  ApRules rules;

  tarbart (&rules);
  ap_game_session_new_deal (f->session, &rules, 7);
  g_assert_true (
    g_file_get_contents (ap_game_session_get_save_path (f->session), &before_move, NULL, NULL));
  move_ok (f, DEAL);
  assert_stored (f, &rules, 1, 0, 0, 0);
  /* What the dead process left: the statistics with their pending record
   * and the older file. */
  before = ap_settings_load_statistics (f->settings);
  ap_statistics_reset_all (before);
  {
    g_autoptr (ApStatistics) now = ap_settings_load_statistics (f->settings);

    ap_settings_store_statistics_pending (f->settings, now, "0123", before);
  }
  write_save (f, before_move, -1);
  close_session (f);

  open_session (f);
  ap_game_session_start (f->session, -1, 0);
  g_assert_cmpuint (ap_game_model_get_moves (f->model), ==, 0);
  g_assert_false (ap_game_session_get_started (f->session));
  assert_stored (f, &rules, 0, 0, 0, 0);
  g_assert_null (ap_settings_get_statistics_pending (f->settings, &pending));
  move_ok (f, DEAL);
  assert_stored (f, &rules, 1, 0, 0, 0);
  g_assert_cmpuint (f->problems->len, ==, 0);
}

/* Killed after the saved game was written but before the pending record
 * was cleared: the count stands. */
static void
test_killed_after_save (Fixture *f, gconstpointer data)
{
  g_autofree char *text = NULL;
  g_autofree char *checksum = NULL;
  g_autofree char *pending = NULL;
  g_autoptr (ApStatistics) before = ap_statistics_new ();
  g_autoptr (ApStatistics) now = NULL;
  gsize len = 0;
  ApRules rules;

  tarbart (&rules);
  ap_game_session_new_deal (f->session, &rules, 7);
  move_ok (f, DEAL);
  g_assert_true (
    g_file_get_contents (ap_game_session_get_save_path (f->session), &text, &len, NULL));
  checksum = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) text, len);
  now = ap_settings_load_statistics (f->settings);
  ap_settings_store_statistics_pending (f->settings, now, checksum, before);
  close_session (f);

  open_session (f);
  ap_game_session_start (f->session, -1, 0);
  g_assert_cmpuint (ap_game_model_get_moves (f->model), ==, 1);
  assert_stored (f, &rules, 1, 0, 0, 0);
  g_assert_null (ap_settings_get_statistics_pending (f->settings, &pending));
  move_ok (f, DEAL);
  assert_stored (f, &rules, 1, 0, 0, 0);
}

/* The winning move is in the saved game but the win was not counted (the
 * process died in between): the next start counts it, once. */
static void
test_won_not_counted (Fixture *f, gconstpointer data)
{
  g_autoptr (ApSavedGame) saved = ap_saved_game_new ();
  g_autofree char *text = NULL;
  ApRules rules;
  ApStatsRecord r;

  tarbart (&rules);
  near_won (&saved->start);
  g_array_append_val (saved->moves, ((ApMove) { AP_MOVE_CARD, AP_PILE_T1, AP_PILE_F1 }));
  saved->elapsed = 60;
  saved->counted = AP_COUNTED_PLAYED;
  text = ap_saved_game_format (saved);
  write_save (f, text, -1);
  ap_game_session_start (f->session, -1, 0);
  g_assert_true (ap_game_model_get_won (f->model));
  g_assert_cmpint (ap_game_session_get_counted (f->session), ==, AP_COUNTED_WON);
  r = stored_record (f, &rules);
  g_assert_cmpuint (r.won, ==, 1);
  g_assert_cmpuint (r.best_time, ==, 60);

  /* Started again: already counted. */
  close_session (f);
  open_session (f);
  ap_game_session_start (f->session, -1, 0);
  r = stored_record (f, &rules);
  g_assert_cmpuint (r.won, ==, 1);
}

/* The saved game is written to a temporary file and renamed: no leftovers
 * and no partial file at any time the test can see. */
static void
test_no_leftovers (Fixture *f, gconstpointer data)
{
  g_autoptr (GDir) dir = NULL;
  const char *name;
  guint n = 0;

  ap_game_session_start (f->session, -1, 0);
  for (int i = 0; i < 5; i++)
    move_ok (f, DEAL);
  dir = g_dir_open (f->data_dir, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_assert_cmpstr (name, ==, "saved-game");
      n++;
    }
  g_assert_cmpuint (n, ==, 1);
}

/* How many times the saved game was written since the last call: each
 * write renames a new file over it (g_file_set_contents()), which inotify
 * reports, synchronously with the rename, as the file moved in. */
static guint
count_writes (int fd)
{
  char buffer[4096] __attribute__ ((aligned (__alignof__(struct inotify_event))));
  guint n = 0;
  ssize_t len;

  while ((len = read (fd, buffer, sizeof buffer)) > 0)
    for (char *p = buffer; p < buffer + len;)
      {
        const struct inotify_event *event = (const struct inotify_event *) p;

        if (event->len > 0 && g_str_equal (event->name, "saved-game"))
          n++;
        p += sizeof *event + event->len;
      }
  return n;
}

/* One action of the player is written once: a move with its five
 * automatic moves, the undo of all six, the redo. The game counts as
 * played at that move, once. */
static void
test_one_save_per_group (Fixture *f, gconstpointer data)
{
  ApPosition pos;
  ApRules rules;
  ApCounted counted = AP_COUNTED_WON;
  GParamSpec *pspec;
  int fd;

  test_position (&pos, "S", TEST_AUTOMOVE_ALGERIAN);
  rules = pos.rules;
  ap_game_model_set_automatic (f->model, TRUE);
  ap_game_model_set_position (f->model, &pos, 0);
  assert_saved (f);
  g_assert_cmpuint (ap_game_model_get_n_history (f->model), ==, 1);
  g_assert_cmpuint (ap_game_model_get_moves (f->model), ==, 0);

  fd = inotify_init1 (IN_NONBLOCK | IN_CLOEXEC);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (inotify_add_watch (fd, f->data_dir, IN_MOVED_TO | IN_CLOSE_WRITE), >=, 0);

  move_ok (f, card_move (AP_PILE_T1, AP_PILE_T (4)));
  g_assert_cmpuint (ap_game_model_get_moves (f->model), ==, 6);
  g_assert_cmpuint (count_writes (fd), ==, 1);
  assert_stored (f, &rules, 1, 0, 0, 0);

  g_assert_true (ap_game_model_undo (f->model));
  g_assert_cmpuint (ap_game_model_get_moves (f->model), ==, 0);
  g_assert_cmpuint (count_writes (fd), ==, 1);
  assert_saved (f);

  g_assert_true (ap_game_model_redo (f->model));
  g_assert_cmpuint (ap_game_model_get_moves (f->model), ==, 6);
  g_assert_cmpuint (count_writes (fd), ==, 1);
  assert_saved (f);
  assert_stored (f, &rules, 1, 0, 0, 0);
  close (fd);

  /* counted: what it really is, an ApCounted. */
  pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (f->session), "counted");
  g_assert_true (G_IS_PARAM_SPEC_ENUM (pspec));
  g_assert_true (G_PARAM_SPEC_VALUE_TYPE (pspec) == AP_TYPE_COUNTED);
  g_object_get (f->session, "counted", &counted, NULL);
  g_assert_cmpint (counted, ==, AP_COUNTED_PLAYED);
}

static gboolean
quit_loop_cb (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

/* Lets `ms` milliseconds of real time pass, the main loop running. */
static void
let_time_pass (guint ms)
{
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);

  g_timeout_add (ms, quit_loop_cb, loop);
  g_main_loop_run (loop);
}

/* Issue 44: the clock counts the time at the cards. It stops while Finish
 * plays and while a dialog covers the board or the window is minimised,
 * each reason on its own, and goes on from where it was when the last one
 * is let go. */
static void
test_clock_holds (Fixture *f, gconstpointer data)
{
  static const ApClockHold reasons[] = {
    AP_CLOCK_HOLD_FINISH,
    AP_CLOCK_HOLD_COVERED,
    AP_CLOCK_HOLD_MINIMIZED,
  };
  ApRules rules;
  guint before;

  tarbart (&rules);
  ap_game_session_new_deal (f->session, &rules, 99);
  move_ok (f, DEAL);
  ap_game_session_set_clock_paused (f->session, FALSE);
  g_assert_true (ap_game_session_get_clock_running (f->session));

  for (guint i = 0; i < G_N_ELEMENTS (reasons); i++)
    {
      ap_game_session_hold_clock (f->session, reasons[i], TRUE);
      g_assert_false (ap_game_session_get_clock_running (f->session));
      /* Held, the clock does not move, however long the dialog is up. */
      before = ap_game_session_get_elapsed (f->session);
      let_time_pass (1100);
      g_assert_cmpuint (ap_game_session_get_elapsed (f->session), ==, before);
      ap_game_session_hold_clock (f->session, reasons[i], FALSE);
      g_assert_true (ap_game_session_get_clock_running (f->session));
    }

  /* Two reasons at once: letting go of one leaves it held. */
  ap_game_session_hold_clock (f->session, AP_CLOCK_HOLD_COVERED, TRUE);
  ap_game_session_hold_clock (f->session, AP_CLOCK_HOLD_MINIMIZED, TRUE);
  ap_game_session_hold_clock (f->session, AP_CLOCK_HOLD_COVERED, FALSE);
  g_assert_false (ap_game_session_get_clock_running (f->session));
  ap_game_session_hold_clock (f->session, AP_CLOCK_HOLD_MINIMIZED, FALSE);
  g_assert_true (ap_game_session_get_clock_running (f->session));
  /* Running, it counts the time. */
  before = ap_game_session_get_elapsed (f->session);
  let_time_pass (1100);
  g_assert_cmpuint (ap_game_session_get_elapsed (f->session), >, before);
}

/* Issue 45: a game Play for Me moved in is not the player's win. Its win
 * counts in the games won with Play for Me, apart; the saved game says so
 * (counted: helped-won), so a restart of the program does not count it
 * again nor as the player's; and the clock, the player's time, is held
 * while Play for Me plays. */
static void
test_demo_win (Fixture *f, gconstpointer data)
{
  ApRules rules;
  ApStatsRecord r;

  tarbart (&rules);
  start_near_won (f);
  ap_game_session_set_clock_paused (f->session, FALSE);
  ap_game_session_set_demo (f->session, TRUE);
  move_ok (f, card_move (AP_PILE_T1, AP_PILE_T (1)));
  g_assert_cmpint (ap_game_session_get_counted (f->session), ==, AP_COUNTED_HELPED);
  g_assert_false (ap_game_session_get_clock_running (f->session));
  ap_game_session_set_demo (f->session, FALSE);
  /* The player's moves after it do not make the game theirs again. */
  g_assert_true (ap_game_session_get_clock_running (f->session));
  move_ok (f, card_move (AP_PILE_T (1), AP_PILE_F1));
  g_assert_true (ap_game_model_get_won (f->model));
  g_assert_cmpint (ap_game_session_get_counted (f->session), ==, AP_COUNTED_HELPED_WON);
  assert_stored (f, &rules, 1, 0, 0, 0);
  r = stored_record (f, &rules);
  g_assert_cmpuint (r.helped, ==, 1);
  g_assert_cmpuint (r.fewest_moves, ==, 0);
  assert_saved (f);

  close_session (f);
  open_session (f);
  ap_game_session_start (f->session, -1, 0);
  g_assert_true (ap_game_model_get_won (f->model));
  g_assert_cmpint (ap_game_session_get_counted (f->session), ==, AP_COUNTED_HELPED_WON);
  assert_stored (f, &rules, 1, 0, 0, 0);
  g_assert_cmpuint (stored_record (f, &rules).helped, ==, 1);
  /* Leaving the game is no loss: it is over. */
  ap_game_session_new_deal (f->session, &rules, 5);
  assert_stored (f, &rules, 1, 0, 0, 0);
  g_assert_cmpuint (stored_record (f, &rules).helped, ==, 1);
}

/* A demo's win whose saved game was never written (the process died in
 * between) goes back with the rest of the event: the games won with Play
 * for Me too, so that the win replayed is not counted twice. */
static void
test_demo_killed_before_save (Fixture *f, gconstpointer data)
{
  g_autofree char *before_move = NULL;
  g_autoptr (ApStatistics) before = ap_statistics_new ();
  g_autoptr (ApStatistics) now = NULL;
  ApRules rules;

  tarbart (&rules);
  start_near_won (f);
  g_assert_true (
    g_file_get_contents (ap_game_session_get_save_path (f->session), &before_move, NULL, NULL));
  ap_game_session_set_demo (f->session, TRUE);
  move_ok (f, card_move (AP_PILE_T1, AP_PILE_F1));
  g_assert_cmpuint (stored_record (f, &rules).helped, ==, 1);
  now = ap_settings_load_statistics (f->settings);
  ap_settings_store_statistics_pending (f->settings, now, "0123", before);
  write_save (f, before_move, -1);
  close_session (f);

  open_session (f);
  ap_game_session_start (f->session, -1, 0);
  g_assert_false (ap_game_model_get_won (f->model));
  assert_stored (f, &rules, 0, 0, 0, 0);
  g_assert_cmpuint (stored_record (f, &rules).helped, ==, 0);
  /* Won by the player this time: theirs. */
  move_ok (f, card_move (AP_PILE_T1, AP_PILE_F1));
  assert_stored (f, &rules, 1, 1, 1, 1);
  g_assert_cmpuint (stored_record (f, &rules).helped, ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, Fixture, NULL, setup, func, teardown)
  ADD ("/session/autosave", test_autosave);
  ADD ("/session/restore-exact", test_restore_exact);
  ADD ("/session/restore-clock", test_restore_clock);
  ADD ("/session/statistics/played-at-first-move", test_played_at_first_move);
  ADD ("/session/statistics/quit-counts-nothing", test_quit_counts_nothing);
  ADD ("/session/statistics/abandon", test_abandon);
  ADD ("/session/statistics/restart-is-loss", test_restart_is_loss);
  ADD ("/session/statistics/win-once", test_win_once);
  ADD ("/session/statistics/win-time", test_win_time);
  ADD ("/session/statistics/hints", test_hints);
  ADD ("/session/statistics/keys", test_statistics_keys);
  ADD ("/session/start-arguments", test_start_arguments);
  ADD ("/session/damaged-files", test_damaged_files);
  ADD ("/session/unwritable-folder", test_unwritable_folder);
  ADD ("/session/unreadable-file", test_unreadable_file);
  ADD ("/session/killed-before-save", test_killed_before_save);
  ADD ("/session/killed-after-save", test_killed_after_save);
  ADD ("/session/won-not-counted", test_won_not_counted);
  ADD ("/session/no-leftovers", test_no_leftovers);
  ADD ("/session/one-save-per-group", test_one_save_per_group);
  ADD ("/session/clock-holds", test_clock_holds);
  ADD ("/session/statistics/demo-win", test_demo_win);
  ADD ("/session/demo-killed-before-save", test_demo_killed_before_save);
#undef ADD
  return g_test_run ();
}
