/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The speed of the animations (issue 46: Preferences → Appearance →
 * Animation Speed) in the real window: every animation that moves cards on
 * their own lasts its length at the normal pace times the factor of the
 * pace chosen, and with the pace off, or the system's animations off,
 * nothing is animated at all.
 *
 * The expected values are those the documents give, not the code's:
 * docs/architecture.md (section 3, the flight) says that at the normal pace
 * a card moved flies 200 ms, a deal's cards leave the stock 50 ms apart,
 * the top card first, and fly 260 ms each, Finish plays a move every 90 ms
 * and the win's cascade lasts 1.7 s plus 18 ms for each card on the
 * foundations; the schema's description of animation-pace says that Slow
 * takes 1.7 times as long as Normal, Fast 0.55 times, and that with Off the
 * cards jump to their place and Finish plays the rest of the game at once.
 *
 * Each animation is checked twice: the length the board gives it
 * (ap_board_get_animation_ms()), and the time it really took, from the
 * frame at which the board turned busy to the frame at which it turned
 * idle again, both read from the window's GdkFrameClock, whose frame times
 * are what the animations run on. Nothing sleeps: the test runs the main
 * loop until the board's and the watch's signals say what it waits for.
 *
 * Needs a display: run by run-with-xvfb.py, which also gives it a data
 * folder of its own for the saved game.
 */
#include "config.h"

#include <adwaita.h>

#include "ap-appearance.h"
#include "ap-resources.h"
#include "ap-window-private.h"
#include "test-positions.h"
#include "test-util.h"

/* How long any one wait may take before the test fails: generous, for a
 * busy machine. */
#define WAIT_SECONDS 60
/* How much later than its length an animation may end, by the frame clock:
 * the frame that sees it over comes up to a frame late, more on a busy
 * machine. Less than the step between two paces of the deal and the
 * cascade measured below, so that the wrong pace cannot pass. */
#define LATE_MS 250.0

/* The paces and their factors, from the schema's description. */
static const struct {
  ApPace pace;
  const char *name;
  double factor;
} paces[] = {
  { AP_PACE_SLOW, "slow", 1.7 },
  { AP_PACE_NORMAL, "normal", 1.0 },
  { AP_PACE_FAST, "fast", 0.55 },
};

/* The lengths at the normal pace (docs/architecture.md), in ms. */
#define MOVE_MS 200.0
#define DEAL_CARD_MS 260.0
#define DEAL_APART_MS 50.0
#define FINISH_STEP_MS 90.0
#define CASCADE_MS 1700.0
#define CASCADE_CARD_MS 18.0

typedef struct {
  ApWindow *window;
  ApBoard *board;
  ApGameModel *model;
  guint frames;
  /* The board's busy spells: how many began, and the last one's length
   * as the board gave it and its ends by the frame clock (µs). */
  gboolean busy;
  guint busy_starts;
  guint busy_ms;
  gint64 busy_at;
  gint64 idle_at;
  /* The win's cascade, the same. */
  gboolean celebrating;
  guint cascades;
  guint cascade_ms;
  gint64 cascade_at;
  gint64 cascade_done_at;
  guint celebrations_done;
  /* When each group of changes of the model ended (monotonic µs). */
  GArray *changes;
  /* What wait_for() waits for is past this count. */
  guint since;
} Fixture;

static gint64
frame_time (Fixture *f)
{
  return gdk_frame_clock_get_frame_time (gtk_widget_get_frame_clock (GTK_WIDGET (f->board)));
}

static void
state_changed_cb (ApBoard *board, Fixture *f)
{
  gboolean busy = ap_board_get_busy (board);
  gboolean celebrating = ap_board_get_celebrating (board);

  if (busy && !f->busy)
    {
      f->busy_starts++;
      f->busy_ms = ap_board_get_animation_ms (board);
      f->busy_at = frame_time (f);
    }
  else if (!busy && f->busy)
    f->idle_at = frame_time (f);
  if (celebrating && !f->celebrating)
    {
      f->cascades++;
      f->cascade_ms = ap_board_get_animation_ms (board);
      f->cascade_at = frame_time (f);
    }
  f->busy = busy;
  f->celebrating = celebrating;
}

static void
celebration_done_cb (ApBoard *board, Fixture *f)
{
  f->celebrations_done++;
  f->cascade_done_at = frame_time (f);
}

static void
changed_cb (ApGameModel *model, int kind, Fixture *f)
{
  gint64 now = g_get_monotonic_time ();

  g_array_append_val (f->changes, now);
}

static gboolean
count_frames_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  Fixture *f = data;

  f->frames++;
  return G_SOURCE_CONTINUE;
}

static gboolean
deadline_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until `until` holds, checked after every event it
 * dispatches; the test fails when it does not within WAIT_SECONDS. */
static void
wait_for (Fixture *f, gboolean (*until) (Fixture *f), const char *what)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_SECONDS * G_USEC_PER_SEC;
  /* Wakes the loop now and then, so that the deadline is seen. */
  guint wake = g_timeout_add (200, deadline_cb, NULL);

  while (!until (f))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("timed out waiting for %s", what);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (wake);
}

static gboolean
idle_again (Fixture *f)
{
  return f->busy_starts > f->since && !f->busy;
}

static gboolean
two_frames_later (Fixture *f)
{
  return f->frames >= f->since + 2;
}

static gboolean
shown (Fixture *f)
{
  return gtk_widget_get_mapped (GTK_WIDGET (f->board)) && f->frames >= 2;
}

static gboolean
finish_offered (Fixture *f)
{
  GAction *finish = g_action_map_lookup_action (G_ACTION_MAP (f->window), "finish");

  return g_action_get_enabled (finish);
}

static gboolean
celebrated (Fixture *f)
{
  return f->celebrations_done > f->since;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  /* Each test starts at the default pace, whatever the one before left. */
  g_settings_reset (settings, "animation-pace");
  g_settings_reset (settings, "animations");
  f->window = ap_window_new (NULL);
  g_object_ref_sink (f->window);
  f->board = ap_window_get_board (f->window);
  f->model = ap_window_get_model (f->window);
  f->changes = g_array_new (FALSE, FALSE, sizeof (gint64));
  /* Every move below is the test's own. */
  g_object_set (ap_window_get_settings (f->window), "auto-move", 0, "winnable-only", FALSE, NULL);
  g_signal_connect (f->board, "state-changed", G_CALLBACK (state_changed_cb), f);
  g_signal_connect (f->board, "celebration-done", G_CALLBACK (celebration_done_cb), f);
  g_signal_connect (f->model, "changed", G_CALLBACK (changed_cb), f);
  /* Frames all along, as while anything moves. */
  gtk_widget_add_tick_callback (GTK_WIDGET (f->board), count_frames_cb, f, NULL);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (f->window));
  wait_for (f, shown, "the window's first frames");
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_signal_handlers_disconnect_by_data (f->board, f);
  g_signal_handlers_disconnect_by_data (f->model, f);
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->window);
  g_array_unref (f->changes);
}

static void
set_pace (Fixture *f, ApPace pace)
{
  g_object_set (ap_window_get_settings (f->window), "animation-pace", pace, NULL);
  /* The board's switch follows the pace: off exactly when the pace is. */
  g_assert_cmpint (ap_board_get_animations (f->board), ==, pace != AP_PACE_OFF);
}

static ApMove
a_card_move (Fixture *f)
{
  ApMove moves[AP_MAX_MOVES];
  guint n = ap_position_legal_moves (ap_game_model_get_position (f->model), moves);
  guint i = 0;

  while (i < n && moves[i].kind != AP_MOVE_CARD)
    i++;
  g_assert_cmpuint (i, <, n);
  return moves[i];
}

/* Plays `move` and waits for its animation to end: the board gave it
 * `expected` ms (the documents' length times the pace's factor, to the
 * millisecond the animation is given in), and by the frame clock it took
 * at least that and not much more. */
static void
play_animated (Fixture *f, ApMove move, double expected, const char *what)
{
  double took;

  f->since = f->busy_starts;
  g_assert_cmpint (ap_game_model_try_move (f->model, move), ==, AP_VERDICT_OK);
  wait_for (f, idle_again, what);
  g_assert_cmpuint (f->busy_starts, ==, f->since + 1);
  g_test_message ("%s: %u ms, %.1f ms by the frame clock, %.1f expected", what, f->busy_ms,
                  (f->idle_at - f->busy_at) / 1000.0, expected);
  g_assert_cmpfloat_with_epsilon (f->busy_ms, expected, 1.0);
  took = (f->idle_at - f->busy_at) / 1000.0;
  g_assert_cmpfloat (took, >=, expected - 2);
  g_assert_cmpfloat (took, <=, expected + LATE_MS);
}

/* Plays `move` with the pace off: its cards are in their places as soon
 * as the model has changed, and the board is never busy. */
static void
play_instant (Fixture *f, ApMove move)
{
  guint starts = f->busy_starts;

  g_assert_cmpint (ap_game_model_try_move (f->model, move), ==, AP_VERDICT_OK);
  g_assert_false (ap_board_get_busy (f->board));
  for (int p = 0; p < AP_N_PILES; p++)
    {
      ApPileView *view = ap_board_get_pile_view (f->board, p);

      if (view != NULL)
        g_assert_cmpuint (ap_pile_view_get_hidden (view), ==, 0);
    }
  f->since = f->frames;
  wait_for (f, two_frames_later, "two frames after the move");
  g_assert_cmpuint (f->busy_starts, ==, starts);
}

/* A card moved, Algerian's deal (12 cards to the reserve from a stock of
 * 64, rules.md 1.7) and Tournament's (four cards on each of the six
 * depots, 7.5): one card flies MOVE_MS; n cards dealt fly until the last,
 * which leaves (n - 1) x DEAL_APART_MS after the first, lands. */
static void
test_moves_and_deals (Fixture *f, gconstpointer data)
{
  const ApMove deal = { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE };
  const double algerian_deal = 11 * DEAL_APART_MS + DEAL_CARD_MS;
  const double tournament_deal = 23 * DEAL_APART_MS + DEAL_CARD_MS;

  for (guint i = 0; i < G_N_ELEMENTS (paces); i++)
    {
      double factor = paces[i].factor;
      g_autofree char *move = g_strdup_printf ("a card moved at the %s pace", paces[i].name);
      g_autofree char *algerian = g_strdup_printf ("Algerian's deal, %s", paces[i].name);
      g_autofree char *tournament = g_strdup_printf ("Tournament's deal, %s", paces[i].name);

      set_pace (f, paces[i].pace);
      g_assert_cmpfloat (ap_board_get_pace (f->board), ==, factor);
      ap_window_start_deal (f->window, AP_GAME_ALGERIAN, 5);
      play_animated (f, a_card_move (f), MOVE_MS * factor, move);
      play_animated (f, deal, algerian_deal * factor, algerian);
      ap_window_start_deal (f->window, AP_GAME_TOURNAMENT, 9);
      play_animated (f, deal, tournament_deal * factor, tournament);
    }

  set_pace (f, AP_PACE_OFF);
  ap_window_start_deal (f->window, AP_GAME_ALGERIAN, 5);
  play_instant (f, a_card_move (f));
  play_instant (f, deal);
  ap_window_start_deal (f->window, AP_GAME_TOURNAMENT, 9);
  play_instant (f, deal);
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Seventeen spades left, each able to go home in turn: the window offers
 * Finish (the position is given whole, so the game counts as started). */
static void
offer_finish (Fixture *f)
{
  ApPosition pos;

  g_assert_true (test_position (&pos, "T1", test_seventeen_left));
  ap_game_model_set_position (f->model, &pos, 0);
  wait_for (f, finish_offered, "Finish to be offered");
  g_array_set_size (f->changes, 0);
  f->since = f->celebrations_done;
}

/* Finish with no animation: the whole line before the action returns,
 * the win with no cascade, and the board never busy. */
static void
finish_at_once (Fixture *f)
{
  guint starts = f->busy_starts;

  offer_finish (f);
  g_action_group_activate_action (G_ACTION_GROUP (f->window), "finish", NULL);
  g_assert_true (ap_game_model_get_won (f->model));
  g_assert_cmpuint (f->changes->len, ==, 17);
  g_assert_cmpuint (f->celebrations_done, ==, f->since + 1);
  g_assert_false (ap_board_get_celebrating (f->board));
  g_assert_false (ap_board_get_busy (f->board));
  g_assert_cmpuint (f->busy_starts, ==, starts);
}

/* The window's Finish plays the 17 moves left, the first at once and then
 * one every FINISH_STEP_MS times the factor; then the game is won and the
 * cards are thrown off the foundations for CASCADE_MS plus CASCADE_CARD_MS
 * for each of the 104 cards, times the factor. */
static void
test_finish_and_win (Fixture *f, gconstpointer data)
{
  ApGameWatch *watch = ap_window_get_watch (f->window);
  const double cascade = CASCADE_MS + 104 * CASCADE_CARD_MS;

  for (guint i = 0; i < G_N_ELEMENTS (paces); i++)
    {
      double factor = paces[i].factor;
      double step = FINISH_STEP_MS * factor;
      /* The step of the next slower pace (after Slow, a second). */
      double slower = i > 0 ? FINISH_STEP_MS * paces[i - 1].factor : 1000;
      g_autoptr (GArray) gaps = g_array_new (FALSE, FALSE, sizeof (double));
      gint64 asked;
      double took;

      set_pace (f, paces[i].pace);
      g_assert_cmpfloat_with_epsilon (ap_game_watch_finish_step_ms (watch), step, 0.51);
      offer_finish (f);
      asked = g_get_monotonic_time ();
      g_action_group_activate_action (G_ACTION_GROUP (f->window), "finish", NULL);
      wait_for (f, celebrated, "Finish, then the win's cascade");
      g_assert_true (ap_game_model_get_won (f->model));

      /* Finish: one group a move, the k-th no sooner than k steps after
       * Finish was asked for (a millisecond's rounding), and most of them
       * a step after the one before. */
      g_assert_cmpuint (f->changes->len, ==, 17);
      for (guint k = 1; k < f->changes->len; k++)
        {
          double at = (g_array_index (f->changes, gint64, k) - asked) / 1000.0;
          double gap =
            (g_array_index (f->changes, gint64, k) - g_array_index (f->changes, gint64, k - 1)) /
            1000.0;

          g_assert_cmpfloat (at, >=, k * step - 2);
          g_array_append_val (gaps, gap);
        }
      g_array_sort (gaps, compare_doubles);
      g_test_message ("Finish at the %s pace: a move every %.1f ms (median), %.1f expected",
                      paces[i].name, g_array_index (gaps, double, gaps->len / 2), step);
      g_assert_cmpfloat (g_array_index (gaps, double, gaps->len / 2), <, slower);

      /* The cascade. */
      g_assert_cmpuint (f->cascades, ==, i + 1);
      took = (f->cascade_done_at - f->cascade_at) / 1000.0;
      g_test_message ("the cascade at the %s pace: %u ms, %.1f ms by the frame clock, %.1f "
                      "expected",
                      paces[i].name, f->cascade_ms, took, cascade * factor);
      g_assert_cmpfloat_with_epsilon (f->cascade_ms, cascade * factor, 1.0);
      g_assert_cmpfloat (took, >=, cascade * factor - 2);
      g_assert_cmpfloat (took, <=, cascade * factor + LATE_MS);
    }

  /* Off: the whole line at once, the win with no cascade. */
  set_pace (f, AP_PACE_OFF);
  g_assert_cmpuint (ap_game_watch_finish_step_ms (watch), ==, 0);
  finish_at_once (f);
  g_assert_cmpuint (f->cascades, ==, G_N_ELEMENTS (paces));
}

/* The system's switch that reduces animations (GtkSettings'
 * gtk-enable-animations, which libadwaita follows) acts as the pace Off,
 * whatever the pace: the schema's "the system setting to reduce
 * animations is respected as well". */
static void
test_system_off (Fixture *f, gconstpointer data)
{
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (f->window));
  ApGameWatch *watch = ap_window_get_watch (f->window);
  const ApMove deal = { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE };

  set_pace (f, AP_PACE_SLOW);
  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  g_assert_cmpuint (ap_game_watch_finish_step_ms (watch), ==, 0);
  ap_window_start_deal (f->window, AP_GAME_ALGERIAN, 5);
  play_instant (f, a_card_move (f));
  play_instant (f, deal);
  finish_at_once (f);
  g_assert_cmpuint (f->cascades, ==, 0);

  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
  g_assert_cmpfloat_with_epsilon (ap_game_watch_finish_step_ms (watch), FINISH_STEP_MS * 1.7, 0.51);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_resources_register (ap_get_resource ());
#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/pace/moves-and-deals", test_moves_and_deals);
  ADD ("/pace/finish-and-win", test_finish_and_win);
  ADD ("/pace/system-off", test_system_off);
#undef ADD
  return g_test_run ();
}
