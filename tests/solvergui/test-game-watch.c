/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ApGameWatch, the watch over the game, without a window or a display: an
 * ApGameModel, the watch over it, moves played on the model, and the main
 * loop run until the watch's properties or signals say what is expected.
 * The positions are made by hand (docs/formats.md), and what the watch must
 * say of each follows from the rules (docs/rules.md): a position known to
 * be winnable, one move that loses it (the last winnable position is the
 * one before), a game lost once the last card that could go home has gone,
 * Finish when every card left can go home in turn, a hint that comes for
 * the position in play or not at all, and the search for a winnable deal;
 * the fair hint, which cannot depend on the order of the stock, and Play
 * for Me, which plays a move at a time through the model and stops at a
 * win, when it has no move, or at any change that is not its own.
 */
#include "ap-game-watch.h"
#include "test-positions.h"
#include "test-util.h"

/* How long any one wait may take before the test fails: generous, because
 * the machine may be busy with other builds. */
#define WAIT_SECONDS 90
/* The watch's budget per position: more than it needs here. */
#define WATCH_SECONDS 10.0

typedef struct {
  ApGameModel *model;
  ApGameWatch *watch;
  GMainLoop *loop;
  gboolean (*until) (gpointer f);
  guint n_hints;
  ApHint hint; /* the last one */
  guint n_rewinding;
  guint n_deals;
  guint deal; /* the last one found */
  guint n_outlook_notifies;
  guint n_went_wrong;
  ApWatchWhere where; /* the last one */
  guint where_moves;  /* the model's moves when it came */
  guint n_fair_hints;
  gboolean fair_found;
  ApMove fair_hint; /* the last one */
  guint n_demo_moves;
  gint64 demo_times[32]; /* when each demo move came */
  guint n_demo_ends;
  int demo_end;   /* the last ApDemoEnd */
  guint n_groups; /* the model's `changed` of kind MOVE */
} Fixture;

static void
hint_ready_cb (ApGameWatch *watch, gpointer data, Fixture *f)
{
  f->n_hints++;
  f->hint = *(const ApHint *) data;
  if (f->until != NULL && f->until (f))
    g_main_loop_quit (f->loop);
}

static void
notify_cb (ApGameWatch *watch, GParamSpec *pspec, Fixture *f)
{
  if (g_strcmp0 (pspec->name, "outlook") == 0)
    f->n_outlook_notifies++;
  if (f->until != NULL && f->until (f))
    g_main_loop_quit (f->loop);
}

static void
rewinding_cb (ApGameWatch *watch, Fixture *f)
{
  f->n_rewinding++;
}

static void
deal_found_cb (ApGameWatch *watch, guint deal, Fixture *f)
{
  f->n_deals++;
  f->deal = deal;
}

static void
quit_if_done (Fixture *f)
{
  if (f->until != NULL && f->until (f))
    g_main_loop_quit (f->loop);
}

static void
went_wrong_cb (ApGameWatch *watch, gpointer data, Fixture *f)
{
  f->n_went_wrong++;
  f->where = *(const ApWatchWhere *) data;
  f->where_moves = ap_game_model_get_n_history (f->model);
  quit_if_done (f);
}

static void
fair_hint_ready_cb (ApGameWatch *watch, gpointer data, Fixture *f)
{
  f->n_fair_hints++;
  f->fair_found = data != NULL;
  if (data != NULL)
    f->fair_hint = *(const ApMove *) data;
  quit_if_done (f);
}

static void
demo_moved_cb (ApGameWatch *watch, gpointer move, gpointer before, Fixture *f)
{
  ApPosition after = *(const ApPosition *) before;

  /* The move is the one that led from `before` to the position in play. */
  g_assert_cmpint (ap_position_check_move (&after, *(const ApMove *) move), ==, AP_VERDICT_OK);
  ap_position_apply (&after, *(const ApMove *) move, NULL);
  g_assert_true (ap_position_equal (&after, ap_game_model_get_position (f->model)));
  if (f->n_demo_moves < G_N_ELEMENTS (f->demo_times))
    f->demo_times[f->n_demo_moves] = g_get_monotonic_time ();
  f->n_demo_moves++;
  quit_if_done (f);
}

static void
demo_ended_cb (ApGameWatch *watch, int why, Fixture *f)
{
  f->n_demo_ends++;
  f->demo_end = why;
  quit_if_done (f);
}

static void
model_changed_cb (ApGameModel *model, ApChange kind, Fixture *f)
{
  if (kind == AP_CHANGE_MOVE)
    f->n_groups++;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->model = ap_game_model_new ();
  f->watch = ap_game_watch_new (f->model);
  f->loop = g_main_loop_new (NULL, FALSE);
  ap_game_watch_set_timing (f->watch, 0, WATCH_SECONDS);
  g_signal_connect (f->watch, "hint-ready", G_CALLBACK (hint_ready_cb), f);
  g_signal_connect (f->watch, "notify", G_CALLBACK (notify_cb), f);
  g_signal_connect (f->watch, "rewinding", G_CALLBACK (rewinding_cb), f);
  g_signal_connect (f->watch, "deal-found", G_CALLBACK (deal_found_cb), f);
  g_signal_connect (f->watch, "went-wrong", G_CALLBACK (went_wrong_cb), f);
  g_signal_connect (f->watch, "fair-hint-ready", G_CALLBACK (fair_hint_ready_cb), f);
  g_signal_connect (f->watch, "demo-moved", G_CALLBACK (demo_moved_cb), f);
  g_signal_connect (f->watch, "demo-ended", G_CALLBACK (demo_ended_cb), f);
  g_signal_connect (f->model, "changed", G_CALLBACK (model_changed_cb), f);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->watch);
  g_clear_object (&f->model);
  g_main_loop_unref (f->loop);
}

static gboolean
timed_out_cb (gpointer data)
{
  Fixture *f = data;

  f->until = NULL;
  g_main_loop_quit (f->loop);
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until `until` holds, checked after every signal of
 * the watch; the test fails when it does not within WAIT_SECONDS. */
static void
wait_until (Fixture *f, gboolean (*until) (gpointer f), const char *what)
{
  guint source;

  if (until (f))
    return;
  f->until = until;
  source = g_timeout_add_seconds (WAIT_SECONDS, timed_out_cb, f);
  g_main_loop_run (f->loop);
  if (f->until == NULL)
    g_error ("timed out waiting for %s", what);
  f->until = NULL;
  g_source_remove (source);
}

static gboolean
settled (gpointer data)
{
  Fixture *f = data;

  return !ap_game_watch_get_watching (f->watch) && !ap_game_watch_get_seeking (f->watch) &&
         !ap_game_watch_get_busy (f->watch);
}

static void
set_position (Fixture *f, const char *filler, const char *partial)
{
  ApPosition pos;

  g_assert_true (test_position (&pos, filler, partial));
  ap_game_model_set_position (f->model, &pos, 0);
}

static void
play (Fixture *f, const char *move)
{
  g_assert_cmpint (ap_game_model_try_move (f->model, test_move (move)), ==, AP_VERDICT_OK);
}

/* The positions (tests/common/test-positions.h): test_fatal can be won,
 * and T4 T5 loses it (tests/solvergui/test-solver-task.c checks both sides:
 * a line that replays to a win before the move, an exhaustive search that
 * finds none after it); test_seventeen_left is seventeen spades, two on
 * each depot and one in R1, each of which can go home in turn; in the quiet
 * position with 8S under 2S in T2, only 2S can ever go home: the game
 * cannot be won from its start, and once 2S is home no card can reach a
 * foundation again, which rules.md calls lost. */

static void
set_quiet (Fixture *f)
{
  g_autofree char *text = g_strdup_printf ("%sT2: 8S 2S\n", test_quiet_rules);

  set_position (f, "T1", text);
}

/* ------------------------------------------------------------ outlook */

static gboolean
outlook_known (gpointer data)
{
  Fixture *f = data;

  return ap_game_watch_get_outlook (f->watch) != AP_WATCH_UNKNOWN && settled (f);
}

/* A position known to be winnable reports so, and the position it is (no
 * move made) as the last winnable one. */
static void
test_winnable (Fixture *f, gconstpointer data)
{
  set_position (f, "T1", test_fatal);
  g_assert_cmpint (ap_game_watch_get_outlook (f->watch), ==, AP_WATCH_UNKNOWN);
  wait_until (f, outlook_known, "the watch's verdict");
  g_assert_cmpint (ap_game_watch_get_outlook (f->watch), ==, AP_WATCH_WINNABLE);
  g_assert_false (ap_game_watch_get_hopeless (f->watch));
  g_assert_cmpuint (ap_game_watch_get_last_winnable (f->watch), ==, 0);
  g_assert_false (ap_game_watch_get_never_winnable (f->watch));
}

static gboolean
hopeless_known (gpointer data)
{
  Fixture *f = data;

  return ap_game_watch_get_hopeless (f->watch) && settled (f);
}

/* The losing move played at once, before the watch has searched the
 * position before it: the watch finds the game hopeless, then that the
 * position before the move was the last winnable one; the banner's Undo
 * goes back there. */
static void
test_hopeless_last_winnable (Fixture *f, gconstpointer data)
{
  set_position (f, "T1", test_fatal);
  play (f, "T4 T5");
  wait_until (f, hopeless_known, "the game found hopeless");
  g_assert_cmpint (ap_game_watch_get_outlook (f->watch), ==, AP_WATCH_UNWINNABLE);
  g_assert_cmpuint (ap_game_watch_get_last_winnable (f->watch), ==, 0);
  g_assert_false (ap_game_watch_get_never_winnable (f->watch));
  g_assert_true (ap_game_watch_get_can_go_back (f->watch));
  /* Cards can still go home: hopeless, but not lost. */
  g_assert_false (ap_game_watch_get_tell_loss (f->watch));

  ap_game_watch_undo_to_winnable (f->watch);
  g_assert_cmpuint (f->n_rewinding, ==, 1);
  g_assert_cmpuint (ap_game_model_get_n_history (f->model), ==, 0);
  /* Known at once: a position of the line up to the last winnable one. */
  g_assert_cmpint (ap_game_watch_get_outlook (f->watch), ==, AP_WATCH_WINNABLE);
  g_assert_false (ap_game_watch_get_hopeless (f->watch));
}

static gboolean
went_wrong_said (gpointer data)
{
  Fixture *f = data;

  return f->n_went_wrong > 0;
}

/* Show Where, once the game is found hopeless: it goes back to the last
 * winnable position as the Undo does, then says of the move made there
 * (T4 T5) that it lost the deal, and that it was a mistake: the stock is
 * empty, so the fair player sees every card and would not have made it.
 * The move it keeps is another, legal one. */
static void
test_show_where (Fixture *f, gconstpointer data)
{
  ApMove lost = test_move ("T4 T5");

  set_position (f, "T1", test_fatal);
  play (f, "T4 T5");
  wait_until (f, hopeless_known, "the game found hopeless");
  ap_game_watch_show_where (f->watch);
  wait_until (f, went_wrong_said, "Show Where's judgement");
  g_assert_cmpuint (f->n_went_wrong, ==, 1);
  g_assert_cmpuint (f->n_rewinding, ==, 1);
  g_assert_cmpuint (f->where_moves, ==, 0);
  g_assert_cmpuint (ap_game_model_get_n_history (f->model), ==, 0);
  g_assert_true (f->where.proved);
  g_assert_true (ap_move_equal (f->where.went_wrong.lost, lost));
  g_assert_false (f->where.went_wrong.cards_decided);
  g_assert_true (f->where.went_wrong.has_keeper);
  g_assert_false (ap_move_equal (f->where.went_wrong.keeper, lost));
  g_assert_cmpint (ap_position_check_move (ap_game_model_get_position (f->model),
                                           f->where.went_wrong.keeper),
                   ==, AP_VERDICT_OK);
}

/* A move made before the judgement comes drops it: it was about a
 * position the game has left. */
static void
test_show_where_dropped (Fixture *f, gconstpointer data)
{
  set_position (f, "T1", test_fatal);
  play (f, "T4 T5");
  wait_until (f, hopeless_known, "the game found hopeless");
  ap_game_watch_show_where (f->watch);
  g_assert_cmpuint (ap_game_model_get_n_history (f->model), ==, 0);
  play (f, "T4 T5");
  wait_until (f, hopeless_known, "the game found hopeless again");
  g_assert_cmpuint (f->n_went_wrong, ==, 0);
}

static gboolean
lost_known (gpointer data)
{
  Fixture *f = data;

  return ap_game_watch_get_outlook (f->watch) == AP_WATCH_LOST && settled (f);
}

static gboolean
unwinnable_known (gpointer data)
{
  Fixture *f = data;

  return ap_game_watch_get_outlook (f->watch) == AP_WATCH_UNWINNABLE && settled (f);
}

/* The quiet position cannot be won from its start, so there is no winnable
 * position to go back to; after the one card that can go home, the game
 * is lost, and that move is news to tell the player. */
static void
test_lost (Fixture *f, gconstpointer data)
{
  set_quiet (f);
  wait_until (f, unwinnable_known, "the start found unwinnable");
  g_assert_true (ap_game_watch_get_never_winnable (f->watch));
  g_assert_cmpuint (ap_game_watch_get_last_winnable (f->watch), ==, AP_GAME_WATCH_NONE);
  g_assert_false (ap_game_watch_get_can_go_back (f->watch));

  play (f, "T2 F1");
  wait_until (f, lost_known, "the game found lost");
  g_assert_true (ap_game_watch_get_hopeless (f->watch));
  g_assert_true (ap_game_watch_get_tell_loss (f->watch));
  g_assert_false (ap_game_watch_get_can_go_back (f->watch));

  /* Undone, the loss is no longer there to tell. */
  g_assert_true (ap_game_model_undo (f->model));
  g_assert_false (ap_game_watch_get_tell_loss (f->watch));
  g_assert_cmpint (ap_game_watch_get_outlook (f->watch), ==, AP_WATCH_UNWINNABLE);
}

/* ------------------------------------------------------------- Finish */

static gboolean
finished (gpointer data)
{
  Fixture *f = data;

  return ap_game_watch_get_outlook (f->watch) == AP_WATCH_WON;
}

/* Plays the first move of the trivial rest of the game in play, as the
 * player would before Finish is offered. */
static void
play_first_of_finish (Fixture *f)
{
  g_autofree ApMove *line = NULL;
  guint n = 0;

  g_assert_true (ap_solver_finish (ap_game_model_get_position (f->model), &line, &n));
  g_assert_cmpuint (n, >, 1);
  g_assert_cmpint (ap_game_model_try_move (f->model, line[0]), ==, AP_VERDICT_OK);
}

static void
test_finish (Fixture *f, gconstpointer data)
{
  gint64 start;
  ApPosition pos;

  /* Known at once, with no search. The position as a deal the player has
   * just been dealt (a deal number): Royal Cotillion deal 1065379624 opened
   * with every card able to go home (issue 44). */
  g_assert_true (test_position (&pos, "T1", test_seventeen_left));
  ap_game_model_set_position (f->model, &pos, 1065379624);
  g_assert_cmpint (ap_game_watch_get_outlook (f->watch), ==, AP_WATCH_FINISH);
  g_assert_cmpuint (f->n_outlook_notifies, ==, 1);
  g_assert_false (ap_game_watch_get_finishing (f->watch));
  /* Issue 44: not before the player's first move, so that no deal is won
   * untouched. */
  g_assert_false (ap_game_watch_get_started (f->watch));
  g_assert_false (ap_game_watch_finish (f->watch));
  g_assert_false (ap_game_watch_get_finishing (f->watch));
  play_first_of_finish (f);
  g_assert_true (ap_game_watch_get_started (f->watch));
  g_assert_cmpint (ap_game_watch_get_outlook (f->watch), ==, AP_WATCH_FINISH);

  start = g_get_monotonic_time ();
  g_assert_true (ap_game_watch_finish (f->watch));
  g_assert_true (ap_game_watch_get_finishing (f->watch));
  /* Offered once: a second Finish does nothing. */
  g_assert_false (ap_game_watch_finish (f->watch));
  /* The first card goes at once, the rest at a brisk pace (at most about
   * 0.1 s a card) without anyone asking for each. */
  g_assert_cmpuint (ap_game_model_get_n_history (f->model), ==, 2);
  g_assert_cmpuint (ap_game_watch_finish_step_ms (f->watch), <=, 100);
  wait_until (f, finished, "Finish to win the game");
  /* 15 steps of at most 0.1 s, and the load of a busy machine. */
  g_assert_cmpint (g_get_monotonic_time () - start, >=,
                   15 * ap_game_watch_finish_step_ms (f->watch) * 1000);
  g_assert_true (ap_game_model_get_won (f->model));
  g_assert_cmpuint (ap_game_model_get_n_history (f->model), ==, 17);
  g_assert_false (ap_game_watch_get_finishing (f->watch));
}

/* A tap during Finish: the rest at once. */
static void
test_finish_hurried (Fixture *f, gconstpointer data)
{
  set_position (f, "T1", test_seventeen_left);
  play_first_of_finish (f);
  g_assert_true (ap_game_watch_finish (f->watch));
  g_assert_true (ap_game_watch_get_finishing (f->watch));
  g_assert_false (ap_game_model_get_won (f->model));
  ap_game_watch_hurry_finish (f->watch);
  g_assert_true (ap_game_model_get_won (f->model));
  g_assert_cmpuint (ap_game_model_get_n_history (f->model), ==, 17);
  g_assert_false (ap_game_watch_get_finishing (f->watch));
}

/* Finish keeps the pace of the animations (issue 46): a move every 90 ms
 * at the normal pace, 1.7 times that at Slow, 0.55 times at Fast, and with
 * animations off the whole line at once (the schema's animation-pace,
 * docs/architecture.md). */
static void
test_finish_pace (Fixture *f, gconstpointer data)
{
  static const struct {
    double factor;
    double step_ms;
  } paces[] = { { 1.7, 153 }, { 1.0, 90 }, { 0.55, 49.5 } };
  gint64 start;

  g_assert_cmpuint (ap_game_watch_finish_step_ms (f->watch), ==, 90);
  for (guint i = 0; i < G_N_ELEMENTS (paces); i++)
    {
      ap_game_watch_set_pace (f->watch, paces[i].factor);
      g_assert_cmpfloat_with_epsilon (ap_game_watch_finish_step_ms (f->watch), paces[i].step_ms,
                                      0.51);
    }

  /* Slow: 15 steps of at least 153 ms, more than the 15 x 90 ms of the
   * normal pace. */
  ap_game_watch_set_pace (f->watch, 1.7);
  set_position (f, "T1", test_seventeen_left);
  play_first_of_finish (f);
  start = g_get_monotonic_time ();
  g_assert_true (ap_game_watch_finish (f->watch));
  g_assert_cmpuint (ap_game_model_get_n_history (f->model), ==, 2);
  wait_until (f, finished, "a slow Finish to win the game");
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 15 * 153 * 1000);
  g_assert_cmpuint (ap_game_model_get_n_history (f->model), ==, 17);

  /* Off: the whole line before ap_game_watch_finish() returns. */
  ap_game_watch_set_pace (f->watch, 0);
  g_assert_cmpuint (ap_game_watch_finish_step_ms (f->watch), ==, 0);
  set_position (f, "T1", test_seventeen_left);
  play_first_of_finish (f);
  g_assert_true (ap_game_watch_finish (f->watch));
  g_assert_true (ap_game_model_get_won (f->model));
  g_assert_cmpuint (ap_game_model_get_n_history (f->model), ==, 17);
  g_assert_false (ap_game_watch_get_finishing (f->watch));
}

/* Issue 44: nothing is said of a deal before the player's first move,
 * unless asked; after it, the verdicts are said when the player wants
 * them. Contradance deal 1467812865 cannot be won (the CLI's solve). */
static gboolean
outlook_settled (gpointer data)
{
  Fixture *f = data;

  return ap_game_watch_get_outlook (f->watch) != AP_WATCH_UNKNOWN && settled (f);
}

static void
test_verdicts_told (Fixture *f, gconstpointer data)
{
  ApRules rules;
  ApMove moves[AP_MAX_MOVES];

  ap_rules_default (AP_GAME_CONTRADANCE, &rules);
  ap_game_model_new_deal (f->model, &rules, 1467812865);
  wait_until (f, outlook_settled, "the watch's verdict");
  g_assert_true (ap_game_watch_get_hopeless (f->watch));
  g_assert_true (ap_game_watch_get_show_verdicts (f->watch));
  /* Known, but not told: the player has not moved. */
  g_assert_false (ap_game_watch_get_started (f->watch));
  g_assert_false (ap_game_watch_get_telling (f->watch));
  g_assert_false (ap_game_watch_get_tell_loss (f->watch));
  /* Can This Deal Be Won? */
  ap_game_watch_ask (f->watch);
  g_assert_true (ap_game_watch_get_asked (f->watch));
  g_assert_true (ap_game_watch_get_telling (f->watch));
  /* The verdicts hidden: told all the same, since asked. */
  ap_game_watch_set_show_verdicts (f->watch, FALSE);
  g_assert_true (ap_game_watch_get_telling (f->watch));

  /* A move: the answer was about the position left behind. */
  g_assert_cmpuint (ap_game_model_legal_moves (f->model, moves), >, 0);
  g_assert_cmpint (ap_game_model_try_move (f->model, moves[0]), ==, AP_VERDICT_OK);
  g_assert_true (ap_game_watch_get_started (f->watch));
  g_assert_false (ap_game_watch_get_asked (f->watch));
  g_assert_false (ap_game_watch_get_telling (f->watch));
  /* Shown again: told, now that the player has moved. */
  ap_game_watch_set_show_verdicts (f->watch, TRUE);
  g_assert_true (ap_game_watch_get_telling (f->watch));
  /* Undone back to the deal's start: the game is under way all the same,
   * and the player has heard the verdict already. */
  g_assert_true (ap_game_model_undo (f->model));
  g_assert_cmpuint (ap_game_model_get_player_moves (f->model), ==, 0);
  g_assert_true (ap_game_watch_get_started (f->watch));
  g_assert_true (ap_game_watch_get_telling (f->watch));
  /* A new deal forgets a question. */
  ap_game_watch_ask (f->watch);
  ap_game_model_new_deal (f->model, &rules, 1467812866);
  g_assert_false (ap_game_watch_get_asked (f->watch));
  g_assert_false (ap_game_watch_get_started (f->watch));
  g_assert_false (ap_game_watch_get_telling (f->watch));
  /* A position given whole, not dealt, is a game under way. */
  set_position (f, "T1", test_seventeen_left);
  g_assert_true (ap_game_watch_get_started (f->watch));
  g_assert_true (ap_game_watch_get_telling (f->watch));
}

/* With a stock still to deal, the rest is not trivial: no Finish. */
static void
test_no_finish_with_stock (Fixture *f, gconstpointer data)
{
  ApRules rules;

  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_game_model_new_deal (f->model, &rules, 1);
  g_assert_cmpint (ap_game_watch_get_outlook (f->watch), !=, AP_WATCH_FINISH);
  g_assert_false (ap_game_watch_finish (f->watch));
}

/* --------------------------------------------------------------- hint */

static gboolean
hinted (gpointer data)
{
  Fixture *f = data;

  return f->n_hints > 0;
}

static void
test_hint (Fixture *f, gconstpointer data)
{
  set_position (f, "T1", test_one_move_left);
  ap_game_watch_request_hint (f->watch);
  wait_until (f, hinted, "the hint");
  g_assert_cmpuint (f->n_hints, ==, 1);
  g_assert_cmpint (f->hint.kind, ==, AP_HINT_WINNING);
  g_assert_true (ap_move_equal (f->hint.move, test_move ("T1 F1")));
}

/* A hint asked for, then a move before it comes: it never comes, since it
 * is about a position the game has left. */
static void
test_hint_dropped (Fixture *f, gconstpointer data)
{
  set_position (f, "T1", test_fatal);
  wait_until (f, outlook_known, "the watch's verdict");
  ap_game_watch_request_hint (f->watch);
  g_assert_true (ap_game_watch_get_busy (f->watch));
  play (f, "T4 T5");
  /* Every search over, the hint's included. */
  wait_until (f, hopeless_known, "the game found hopeless");
  g_assert_cmpuint (f->n_hints, ==, 0);
}

/* ----------------------------------------------------- the fair player */

static gboolean
fair_hinted (gpointer data)
{
  Fixture *f = data;

  return f->n_fair_hints > 0;
}

/* The fair hint of `pos`, and the solver's hint of it (the game's hint from
 * a winning line, with its budget) in *known. */
static ApMove
fair_hint_of (Fixture *f, const ApPosition *pos, ApMove *known)
{
  ApSolverLimits limits;
  ApHint hint;

  ap_solver_limits_init (&limits);
  limits.time_limit = 0;
  limits.node_limit = AP_SOLVER_HINT_NODES;
  ap_solver_hint (pos, &limits, &hint);
  g_assert_cmpint (hint.kind, !=, AP_HINT_NONE);
  *known = hint.move;
  ap_game_model_set_position (f->model, pos, 0);
  f->n_fair_hints = 0;
  ap_game_watch_request_fair_hint (f->watch);
  wait_until (f, fair_hinted, "the fair hint");
  g_assert_true (f->fair_found);
  g_assert_cmpint (ap_position_check_move (pos, f->fair_hint), ==, AP_VERDICT_OK);
  return f->fair_hint;
}

/* The fair hint sees what a player sees (rules.md 0.10): two positions that
 * differ only in the order of the stock get the same hint, where the
 * solver's, which knows the order, differs. Deal 4 of Patriarchs, its stock
 * turned upside down: the solver deals where it played R6 F1 (checked
 * here, so that the test could tell a hint that peeks). */
static void
test_fair_hint_ignores_stock (Fixture *f, gconstpointer data)
{
  ApRules rules;
  ApPosition pos, upside_down;
  ApMove known, known_upside_down;
  ApMove fair, fair_upside_down;
  guint n;

  ap_rules_default (AP_GAME_PATRIARCHS, &rules);
  ap_position_deal (&pos, &rules, 4);
  upside_down = pos;
  n = pos.len[AP_PILE_STOCK];
  g_assert_cmpuint (n, >, 2);
  for (guint i = 0; i < n; i++)
    upside_down.cards[AP_PILE_STOCK][i] = pos.cards[AP_PILE_STOCK][n - 1 - i];
  fair = fair_hint_of (f, &pos, &known);
  fair_upside_down = fair_hint_of (f, &upside_down, &known_upside_down);
  g_assert_false (ap_move_equal (known, known_upside_down));
  g_assert_true (ap_move_equal (fair, fair_upside_down));
}

static gboolean
demo_over (gpointer data)
{
  Fixture *f = data;

  return f->n_demo_ends > 0;
}

/* The pace of Play for Me, as its header says: 800 ms a move at the normal
 * pace, the pace's factor times that otherwise, 600 ms when cards jump. */
static void
test_demo_pace (Fixture *f, gconstpointer data)
{
  g_assert_cmpuint (ap_game_watch_demo_step_ms (1.0), ==, 800);
  g_assert_cmpuint (ap_game_watch_demo_step_ms (1.7), ==, 1360);
  g_assert_cmpuint (ap_game_watch_demo_step_ms (0.55), ==, 440);
  g_assert_cmpuint (ap_game_watch_demo_step_ms (0.0), ==, 600);
}

/* Every card of the seventeen can go home in turn: Play for Me wins,
 * each move a group of the model's own (Undo takes back one), no faster
 * than its pace, and says why it stopped. */
#define DEMO_STEP_MS 150

/* Play for Me with a move at most every `step_ms`: the pace whose step
 * that is (ap_game_watch_demo_step_ms(): 800 ms times the factor). */
static gboolean
play_for_me_every (Fixture *f, guint step_ms)
{
  ap_game_watch_set_pace (f->watch, step_ms / (double) AP_GAME_WATCH_DEMO_STEP_MS);
  g_assert_cmpuint (ap_game_watch_demo_step_ms (step_ms / (double) AP_GAME_WATCH_DEMO_STEP_MS), ==,
                    step_ms);
  return ap_game_watch_play_for_me (f->watch);
}

static void
test_demo_wins (Fixture *f, gconstpointer data)
{
  guint n;

  set_position (f, "T1", test_seventeen_left);
  g_assert_true (play_for_me_every (f, DEMO_STEP_MS));
  g_assert_true (ap_game_watch_get_demonstrating (f->watch));
  /* Once is enough. */
  g_assert_false (play_for_me_every (f, DEMO_STEP_MS));
  wait_until (f, demo_over, "Play for Me to end");
  g_assert_cmpint (f->demo_end, ==, AP_DEMO_WON);
  g_assert_cmpuint (f->n_demo_ends, ==, 1);
  g_assert_false (ap_game_watch_get_demonstrating (f->watch));
  g_assert_true (ap_game_model_get_won (f->model));
  /* A card home a move at least; each move a group. */
  n = f->n_demo_moves;
  g_assert_cmpuint (n, >=, 17);
  g_assert_cmpuint (ap_game_model_get_n_history (f->model), ==, n);
  g_assert_cmpuint (f->n_groups, ==, n);
  for (guint i = 1; i < MIN (n, G_N_ELEMENTS (f->demo_times)); i++)
    g_assert_cmpint (f->demo_times[i] - f->demo_times[i - 1], >=, DEMO_STEP_MS * 1000);
  /* Over: nothing more to play. */
  g_assert_false (play_for_me_every (f, DEMO_STEP_MS));
  g_assert_true (ap_game_model_undo (f->model));
  g_assert_cmpuint (ap_game_model_get_n_history (f->model), ==, n - 1);
  g_assert_false (ap_game_model_get_won (f->model));
}

static gboolean
demo_moved_once (gpointer data)
{
  Fixture *f = data;

  return f->n_demo_moves > 0;
}

static gboolean
never (gpointer data)
{
  return FALSE;
}

static void
quit_cb (gpointer data)
{
  g_main_loop_quit (data);
}

/* Runs the main loop for `ms`, whatever happens. */
static void
run_for (Fixture *f, guint ms)
{
  f->until = never;
  g_timeout_add_once (ms, quit_cb, f->loop);
  g_main_loop_run (f->loop);
  f->until = NULL;
}

/* An undo of the player's while Play for Me plays stops it: no move comes
 * after, however long it is waited for (three of its steps). */
static void
test_demo_stopped_by_undo (Fixture *f, gconstpointer data)
{
  set_position (f, "T1", test_seventeen_left);
  g_assert_true (play_for_me_every (f, 300));
  wait_until (f, demo_moved_once, "Play for Me's first move");
  g_assert_true (ap_game_model_undo (f->model));
  g_assert_cmpuint (f->n_demo_ends, ==, 1);
  g_assert_cmpint (f->demo_end, ==, AP_DEMO_LEFT);
  g_assert_false (ap_game_watch_get_demonstrating (f->watch));
  run_for (f, 900);
  g_assert_cmpuint (f->n_demo_moves, ==, 1);
  g_assert_cmpuint (ap_game_model_get_n_history (f->model), ==, 0);
}

/* Stopped before its first move is even known: nothing is played. */
static void
test_demo_stopped (Fixture *f, gconstpointer data)
{
  set_position (f, "T1", test_seventeen_left);
  g_assert_true (play_for_me_every (f, 300));
  ap_game_watch_stop_demo (f->watch);
  g_assert_cmpint (f->demo_end, ==, AP_DEMO_STOPPED);
  wait_until (f, settled, "the searches to end");
  run_for (f, 600);
  g_assert_cmpuint (f->n_demo_moves, ==, 0);
  g_assert_cmpuint (ap_game_model_get_n_history (f->model), ==, 0);
}

/* In the quiet position only 2S can go home; after it, no move makes
 * progress, and Play for Me says so rather than shuffle cards about. */
static void
test_demo_no_move (Fixture *f, gconstpointer data)
{
  set_quiet (f);
  g_assert_true (play_for_me_every (f, 10));
  wait_until (f, demo_over, "Play for Me to end");
  g_assert_cmpint (f->demo_end, ==, AP_DEMO_NO_MOVE);
  g_assert_cmpuint (f->n_demo_moves, ==, 1);
  g_assert_true (ap_move_equal (ap_game_model_get_history_move (f->model, 0), test_move ("T2 F1")));
}

/* ----------------------------------------------------- winnable deals */

static gboolean
found (gpointer data)
{
  Fixture *f = data;

  return !ap_game_watch_get_finding (f->watch) && settled (f);
}

/* From deal 1 on, a deal of the first twelve that the solver wins, line
 * and all; the watch deals nothing itself. */
static void
test_find_deal (Fixture *f, gconstpointer data)
{
  ApRules rules;
  ApPosition pos;
  ApSolverLimits limits;
  g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
  ApPosition before = *ap_game_model_get_position (f->model);

  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_game_watch_find_winnable (f->watch, &rules, 1);
  g_assert_true (ap_game_watch_get_finding (f->watch));
  wait_until (f, found, "a winnable deal");
  g_assert_cmpuint (f->n_deals, ==, 1);
  g_assert_cmpuint (f->deal, >=, 1);
  g_assert_cmpuint (f->deal, <=, 12);
  g_assert_true (ap_position_equal (ap_game_model_get_position (f->model), &before));

  ap_position_deal (&pos, &rules, f->deal);
  ap_solver_limits_init (&limits);
  ap_solver_solve (&pos, &limits, &result);
  g_assert_cmpint (result.verdict, ==, AP_SOLVER_WINNABLE);
  test_assert_replays_to_win (&pos, result.moves, result.n_moves);
}

/* A new game while the search runs ends it: no deal comes. */
static void
test_find_stopped_by_reset (Fixture *f, gconstpointer data)
{
  ApRules rules;

  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_game_watch_find_winnable (f->watch, &rules, 1);
  ap_game_model_new_deal (f->model, &rules, 7);
  g_assert_false (ap_game_watch_get_finding (f->watch));
  wait_until (f, found, "every search to end");
  g_assert_cmpuint (f->n_deals, ==, 0);
}

/* Whether the solver, asked on its own, proves deal `deal` winnable. */
static gboolean
solver_wins (const ApRules *rules, guint deal)
{
  ApPosition pos;
  ApSolverLimits limits;
  g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;

  ap_position_deal (&pos, rules, deal);
  ap_solver_limits_init (&limits);
  ap_solver_solve (&pos, &limits, &result);
  return result.verdict == AP_SOLVER_WINNABLE;
}

/* Contradance (about one deal in twenty winnable, issue 44): "Winnable
 * Deals Only" keeps its promise for 50 new games in a row. The first
 * search starts at deal 1467812865, which with the eleven after it the
 * CLI's solve proves unwinnable: a search that gave up after twelve deals
 * would have had nothing to deal. Every deal found is proved winnable by
 * the solver asked on its own, and the search tells its progress. */
static void
test_find_rare_deals (Fixture *f, gconstpointer data)
{
  ApRules rules;
  guint32 next = 1467812865;

  ap_rules_default (AP_GAME_CONTRADANCE, &rules);
  for (guint game = 0; game < 50; game++)
    {
      guint n_before = f->n_deals;

      ap_game_watch_find_winnable (f->watch, &rules, next);
      g_assert_cmpuint (ap_game_watch_get_deals_tried (f->watch), ==, 0);
      wait_until (f, found, "a winnable Contradance deal");
      g_assert_cmpuint (f->n_deals, ==, n_before + 1);
      g_assert_cmpuint (f->deal, >=, next);
      /* The deals before it were tried and told. */
      g_assert_cmpuint (ap_game_watch_get_deals_tried (f->watch), ==, f->deal - next + 1);
      if (game == 0)
        g_assert_cmpuint (f->deal, >=, (guint) 1467812865 + 12);
      g_assert_true (solver_wins (&rules, f->deal));
      next = f->deal + 1;
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/game-watch/winnable", test_winnable);
  ADD ("/game-watch/hopeless-last-winnable", test_hopeless_last_winnable);
  ADD ("/game-watch/show-where", test_show_where);
  ADD ("/game-watch/show-where-dropped", test_show_where_dropped);
  ADD ("/game-watch/lost", test_lost);
  ADD ("/game-watch/finish", test_finish);
  ADD ("/game-watch/finish-hurried", test_finish_hurried);
  ADD ("/game-watch/finish-pace", test_finish_pace);
  ADD ("/game-watch/verdicts-told", test_verdicts_told);
  ADD ("/game-watch/no-finish-with-stock", test_no_finish_with_stock);
  ADD ("/game-watch/hint", test_hint);
  ADD ("/game-watch/hint-dropped", test_hint_dropped);
  ADD ("/game-watch/find-deal", test_find_deal);
  ADD ("/game-watch/find-stopped-by-reset", test_find_stopped_by_reset);
  ADD ("/game-watch/find-rare-deals", test_find_rare_deals);
  ADD ("/game-watch/fair-hint-ignores-stock", test_fair_hint_ignores_stock);
  ADD ("/game-watch/demo-pace", test_demo_pace);
  ADD ("/game-watch/demo-wins", test_demo_wins);
  ADD ("/game-watch/demo-stopped-by-undo", test_demo_stopped_by_undo);
  ADD ("/game-watch/demo-stopped", test_demo_stopped);
  ADD ("/game-watch/demo-no-move", test_demo_no_move);
#undef ADD
  return g_test_run ();
}
