/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ApSolverTask, the game's GTask wrapper around the solver, without a
 * display: hints are legal moves (and the only winning move where there is
 * one), the assessment of hand-made endgames whose answer is known, a
 * cancelled search stops and reports nothing, a stale answer (the model
 * moved, or a newer question was asked) is dropped, and the search for a
 * winnable deal finds one that really is winnable.
 */
#include <string.h>

#include "ap-solver-task.h"
#include "test-util.h"

/* How long any one wait in the main loop may take before the test fails:
 * generous, because the machine may be busy with other builds. */
#define WAIT_SECONDS 60

typedef struct {
  ApGameModel *model;
  ApSolverTask *task;
  guint n_answers;
  ApSolverAnswer last; /* a copy; finish points to last_finish */
  ApMove *last_finish;
  guint busy_changes;
} Fixture;

static void
answered_cb (ApSolverTask *task, gpointer data, Fixture *f)
{
  const ApSolverAnswer *answer = data;

  f->n_answers++;
  g_free (f->last_finish);
  f->last = *answer;
  f->last_finish =
    answer->n_finish > 0 ? g_memdup2 (answer->finish, answer->n_finish * sizeof (ApMove)) : NULL;
  f->last.finish = f->last_finish;
}

static void
busy_cb (ApSolverTask *task, GParamSpec *pspec, Fixture *f)
{
  f->busy_changes++;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->model = ap_game_model_new ();
  f->task = ap_solver_task_new (f->model);
  g_signal_connect (f->task, "answered", G_CALLBACK (answered_cb), f);
  g_signal_connect (f->task, "notify::busy", G_CALLBACK (busy_cb), f);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->task);
  g_clear_object (&f->model);
  g_free (f->last_finish);
}

static gboolean
timed_out_cb (gpointer data)
{
  gboolean *timed_out = data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until the task has no thread left. */
static void
wait_idle (Fixture *f)
{
  gboolean timed_out = FALSE;
  guint source = g_timeout_add_seconds (WAIT_SECONDS, timed_out_cb, &timed_out);

  while (ap_solver_task_get_busy (f->task) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (source);
  g_assert_false (timed_out);
}

static void
set_position (Fixture *f, const char *filler, const char *partial)
{
  ApPosition pos;

  g_assert_true (test_position (&pos, filler, partial));
  ap_game_model_set_position (f->model, &pos, 0);
}

/* Tarbart's rules, every suit home but spades, whose up foundation lacks
 * only its king: T1 F1 is the one move, and it wins. */
static const char one_move_left[] =
  "game: algerian\n"
  "S:\n"
  "F1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS\n" TEST_HOME_BUT_SPADES_UP;

/* Seventeen spades left, each where it can go home in turn: a finish. */
static const char seventeen_left[] =
  "game: algerian\n"
  "S:\n"
  "F1: AS 2S 3S 4S 5S 6S 7S 8S\n"
  "F2: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH\n"
  "F3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n"
  "F4: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC\n"
  "F5: KS\n"
  "F6: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH\n"
  "F7: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD\n"
  "F8: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC\n"
  "T1: 2S 9S\nT2: AS TS\nT3: 3S JS\nT4: 4S QS\nT5: 5S KS\nT6: 6S QS\nT7: 7S JS\n"
  "T8: 8S TS\nR1: 9S\n";

/* The "no more moves" position of tests/learn: bases only, lone depot cards
 * that take nothing from each other, the rest of the pack under the five
 * of spades in T1, the stock empty, reserve spaces never refilled and no
 * transfers. Only 2S can go home; after it nothing can. */
static const char quiet_rules[] =
  "game: algerian\n"
  "rules: foundation-bases=aces-and-kings reserve-size=4 reserve-spaces=never "
  "foundation-transfers=off\n"
  "S:\n"
  "F1: AS\nF2: AH\nF3: AD\nF4: AC\nF5: KS\nF6: KH\nF7: KD\nF8: KC\n"
  "T1: 5S\nT3: 5H\nT4: 8H\nT5: 5D\nT6: 8D\nT7: 5C\nT8: 8C\n";

static void
set_quiet (Fixture *f, const char *t2)
{
  g_autofree char *text = g_strdup_printf ("%sT2: %s\n", quiet_rules, t2);

  set_position (f, "T1", text);
}

/* ------------------------------------------------------------- hints */

static void
test_hint_wins (Fixture *f, gconstpointer data)
{
  ApMove expected = test_move ("T1 F1");

  set_position (f, "T1", one_move_left);
  ap_solver_task_hint (f->task);
  g_assert_true (ap_solver_task_get_busy (f->task));
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 1);
  g_assert_cmpint (f->last.job, ==, AP_SOLVER_JOB_HINT);
  g_assert_true (f->last.about_model);
  g_assert_true (ap_position_equal (&f->last.position, ap_game_model_get_position (f->model)));
  g_assert_cmpint (f->last.hint.kind, ==, AP_HINT_WINNING);
  g_assert_true (ap_move_equal (f->last.hint.move, expected));
  /* Two notifications: busy, then idle. */
  g_assert_cmpuint (f->busy_changes, ==, 2);
}

/* On the first deals of every game the hint is a move the rules allow. */
static void
test_hint_legal (Fixture *f, gconstpointer data)
{
  for (ApGame game = 0; game < AP_N_GAMES; game++)
    for (guint32 number = 1; number <= 3; number++)
      {
        ApRules rules;
        ApPosition pos;
        char text[8];

        ap_rules_default (game, &rules);
        ap_game_model_new_deal (f->model, &rules, number);
        pos = *ap_game_model_get_position (f->model);
        f->n_answers = 0;
        ap_solver_task_hint (f->task);
        wait_idle (f);
        g_assert_cmpuint (f->n_answers, ==, 1);
        /* A fresh deal always has something to do: a deal at least. */
        g_assert_cmpint (f->last.hint.kind, !=, AP_HINT_NONE);
        ap_move_format (f->last.hint.move, text);
        g_test_message ("%s deal %u: hint %s (%s)", ap_game_info (game)->id, number, text,
                        f->last.hint.kind == AP_HINT_WINNING ? "winning" : "progress");
        g_assert_cmpint (ap_position_check_move (&pos, f->last.hint.move), ==, AP_VERDICT_OK);
      }
}

/* The quiet position with both twos of spades buried in T1: no card can
 * reach a foundation, the stock is empty: nothing to suggest. */
static void
test_hint_none (Fixture *f, gconstpointer data)
{
  set_quiet (f, "8S");
  ap_solver_task_hint (f->task);
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 1);
  g_assert_cmpint (f->last.hint.kind, ==, AP_HINT_NONE);
}

/* ------------------------------------------------------------ assess */

static void
test_assess_finish (Fixture *f, gconstpointer data)
{
  set_position (f, "T1", seventeen_left);
  ap_solver_task_assess (f->task, 5.0, FALSE);
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 1);
  g_assert_cmpint (f->last.job, ==, AP_SOLVER_JOB_ASSESS);
  g_assert_cmpint (f->last.verdict, ==, AP_SOLVER_WINNABLE);
  g_assert_cmpint (f->last.lost, ==, AP_LOST_NO);
  g_assert_nonnull (f->last.finish);
  /* Every card left is a move of its own. */
  g_assert_cmpuint (f->last.n_finish, ==, 17);
  test_assert_replays_to_win (ap_game_model_get_position (f->model), f->last.finish,
                              f->last.n_finish);
}

/* With the stock unfinished, there is no finish even when the game is won
 * easily. */
static void
test_assess_no_finish_with_stock (Fixture *f, gconstpointer data)
{
  ApRules rules;

  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_game_model_new_deal (f->model, &rules, 1);
  ap_solver_task_assess (f->task, 10.0, FALSE);
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 1);
  g_assert_null (f->last.finish);
  g_assert_cmpint (f->last.lost, !=, AP_LOST_YES);
}

/* The quiet position with 2S on top of T2: the two of spades can still go
 * home, so the game is not lost, but nothing else ever can: unwinnable.
 * After 2S goes home, it is lost. */
static void
test_assess_unwinnable_then_lost (Fixture *f, gconstpointer data)
{
  set_quiet (f, "8S 2S");
  ap_solver_task_assess (f->task, 5.0, FALSE);
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 1);
  g_assert_cmpint (f->last.verdict, ==, AP_SOLVER_UNWINNABLE);
  g_assert_cmpint (f->last.lost, ==, AP_LOST_NO);
  g_assert_null (f->last.finish);

  g_assert_cmpint (ap_game_model_try_move (f->model, test_move ("T2 F1")), ==, AP_VERDICT_OK);
  /* What follows an unwinnable position is unwinnable: the window says so
   * and only asks whether the game is lost. */
  ap_solver_task_assess (f->task, 5.0, TRUE);
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 2);
  g_assert_cmpint (f->last.verdict, ==, AP_SOLVER_UNWINNABLE);
  g_assert_cmpint (f->last.lost, ==, AP_LOST_YES);
  g_assert_cmpuint (f->last.model_moves, ==, 1);
}

/* Strict rules, late in a game (deal 1 of the Strict preset, 115 moves
 * into a win): it can be won, but the ace of hearts moved from T4 to the
 * empty T5 loses it. tests/solvergui/test_solver_gui.py plays it. */
static const char fatal[] =
  "game: algerian\n"
  "rules: foundation-bases=aces-and-kings reserve-size=4 reserve-spaces=never "
  "foundation-transfers=on\n"
  "S:\n"
  "F1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS\n"
  "F2: AH 2H 3H\n"
  "F3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n"
  "F4: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC\n"
  "F5: KS QS JS\n"
  "F6: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H\n"
  "F7: KD QD JD TD 9D 8D 7D 6D\n"
  "F8: KC QC JC TC\n"
  "T1: AC JH TH\nT2: 3C 4C 2S 3S\nT3: 4D 3D 2D AD 4S\nT4: KH QH AH\nT5:\n"
  "T6: KS AS 6H 5H\nT7: 9C 2C\nT8: 7S 8S 9S 9H 8H\n"
  "R1:\nR2:\nR3: 5S\nR4: 7H\nR5: 6C 8C TS 6S\nR6: KC 2H 5D 4H QS 5C 7C\n";

/* Every position reachable from pos, by the move generator alone (no
 * solver): whether one is won, and the most cards on the foundations. */
static gboolean
exhaustive_search (const ApPosition *pos, guint *most_home)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GQueue queue = G_QUEUE_INIT;
  gboolean won = FALSE;

  *most_home = ap_position_foundation_count (pos);
  g_queue_push_tail (&queue, g_memdup2 (pos, sizeof *pos));
  g_hash_table_add (seen, ap_position_format (pos));
  while (!g_queue_is_empty (&queue))
    {
      g_autofree ApPosition *now = g_queue_pop_head (&queue);
      ApMove moves[AP_MAX_MOVES];
      guint n = ap_position_legal_moves (now, moves);

      for (guint i = 0; i < n; i++)
        {
          ApPosition next = *now;
          char *key;

          ap_position_apply (&next, moves[i], NULL);
          won = won || ap_position_is_won (&next);
          *most_home = MAX (*most_home, ap_position_foundation_count (&next));
          key = ap_position_format (&next);
          if (g_hash_table_contains (seen, key))
            {
              g_free (key);
              continue;
            }
          g_hash_table_add (seen, key);
          g_queue_push_tail (&queue, g_memdup2 (&next, sizeof next));
        }
      /* The positions of these tests are small; a bug must not hang. */
      g_assert_cmpuint (g_hash_table_size (seen), <, 200000);
    }
  return won;
}

static void
test_assess_fatal_move (Fixture *f, gconstpointer data)
{
  ApPosition start, after;
  ApSolverLimits limits;
  g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
  guint most_home;

  set_position (f, "T1", fatal);
  start = *ap_game_model_get_position (f->model);
  ap_solver_task_assess (f->task, 5.0, FALSE);
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 1);
  g_assert_cmpint (f->last.verdict, ==, AP_SOLVER_WINNABLE);
  /* Winnable indeed: a line that wins through the move generator. */
  ap_solver_limits_init (&limits);
  ap_solver_solve (&start, &limits, &result);
  g_assert_cmpint (result.verdict, ==, AP_SOLVER_WINNABLE);
  test_assert_replays_to_win (&start, result.moves, result.n_moves);

  g_assert_cmpint (ap_game_model_try_move (f->model, test_move ("T4 T5")), ==, AP_VERDICT_OK);
  after = *ap_game_model_get_position (f->model);
  ap_solver_task_assess (f->task, 5.0, FALSE);
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 2);
  g_assert_cmpint (f->last.verdict, ==, AP_SOLVER_UNWINNABLE);
  g_assert_cmpint (f->last.lost, ==, AP_LOST_NO);
  /* Unwinnable indeed, and not lost: cards can still go home. */
  g_assert_false (exhaustive_search (&after, &most_home));
  g_assert_cmpuint (most_home, >, ap_position_foundation_count (&after));
}

/* The unwinnable and lost answers for the quiet position, checked by the
 * same exhaustive search. */
static void
test_quiet_by_exhaustive_search (Fixture *f, gconstpointer data)
{
  ApPosition pos;
  guint most_home;

  set_quiet (f, "8S 2S");
  pos = *ap_game_model_get_position (f->model);
  g_assert_false (exhaustive_search (&pos, &most_home));
  g_assert_cmpuint (most_home, ==, ap_position_foundation_count (&pos) + 1);
  set_quiet (f, "8S");
  pos = *ap_game_model_get_position (f->model);
  g_assert_false (exhaustive_search (&pos, &most_home));
  g_assert_cmpuint (most_home, ==, ap_position_foundation_count (&pos));
}

/* ------------------------------------------------- the last winnable */

/* A move from the model's position after which T4 T5 is still legal and
 * the game can still be won (a line that replays to a win shows it). */
static gboolean
find_harmless_move (Fixture *f, ApMove *move)
{
  ApMove moves[AP_MAX_MOVES];
  guint n = ap_game_model_legal_moves (f->model, moves);

  for (guint i = 0; i < n; i++)
    {
      g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
      ApSolverLimits limits;
      ApPosition next = *ap_game_model_get_position (f->model);

      ap_position_apply (&next, moves[i], NULL);
      if (ap_position_check_move (&next, test_move ("T4 T5")) != AP_VERDICT_OK)
        continue;
      ap_solver_limits_init (&limits);
      ap_solver_solve (&next, &limits, &result);
      if (result.verdict != AP_SOLVER_WINNABLE)
        continue;
      test_assert_replays_to_win (&next, result.moves, result.n_moves);
      *move = moves[i];
      return TRUE;
    }
  return FALSE;
}

/* The fatal position, then k moves after which it can still be won and
 * the fatal T4 T5: the last winnable position of the line
 * is the one after the k moves. Both sides of it are checked without the
 * task: a line from it replays to a win, and the exhaustive search finds
 * none after T4 T5. */
static void
test_last_winnable_fatal (Fixture *f, gconstpointer data)
{
  ApMove move;
  ApPosition after;
  guint k = 0, most_home;

  set_position (f, "T1", fatal);
  while (k < 3 && find_harmless_move (f, &move))
    {
      g_assert_cmpint (ap_game_model_try_move (f->model, move), ==, AP_VERDICT_OK);
      k++;
    }
  g_assert_cmpuint (k, ==, 3);
  g_assert_cmpint (ap_game_model_try_move (f->model, test_move ("T4 T5")), ==, AP_VERDICT_OK);
  after = *ap_game_model_get_position (f->model);
  g_assert_false (exhaustive_search (&after, &most_home));

  ap_solver_task_find_last_winnable (f->task, AP_SOLVER_TASK_NONE, 5.0);
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 1);
  g_assert_cmpint (f->last.job, ==, AP_SOLVER_JOB_LAST_WINNABLE);
  g_assert_cmpuint (f->last.last_winnable, ==, k);
  g_assert_false (f->last.never_winnable);

  /* From a position known to be winnable on, the same. */
  ap_solver_task_find_last_winnable (f->task, 1, 5.0);
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 2);
  g_assert_cmpuint (f->last.last_winnable, ==, k);
}

/* A deal that could never be won: the quiet position, which the
 * exhaustive search shows unwinnable (quiet-by-exhaustive-search), and a
 * move. */
static void
test_last_winnable_never (Fixture *f, gconstpointer data)
{
  set_quiet (f, "8S 2S");
  g_assert_cmpint (ap_game_model_try_move (f->model, test_move ("T2 F1")), ==, AP_VERDICT_OK);
  ap_solver_task_find_last_winnable (f->task, AP_SOLVER_TASK_NONE, 5.0);
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 1);
  g_assert_cmpuint (f->last.last_winnable, ==, AP_SOLVER_TASK_NONE);
  g_assert_true (f->last.never_winnable);
}

/* ------------------------------------------------------ cancellation */

typedef struct {
  ApSolverTask *task;
  gint64 at;         /* when the cancel came */
  gboolean was_busy; /* the search was still running then */
} CancelLater;

static gboolean
cancel_later_cb (gpointer data)
{
  CancelLater *cancel = data;

  cancel->at = g_get_monotonic_time ();
  cancel->was_busy = ap_solver_task_get_busy (cancel->task);
  ap_solver_task_cancel (cancel->task);
  return G_SOURCE_REMOVE;
}

static void
test_cancel_at_once (Fixture *f, gconstpointer data)
{
  ApRules rules;

  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_game_model_new_deal (f->model, &rules, 9);
  ap_solver_task_assess (f->task, 30.0, FALSE);
  ap_solver_task_cancel (f->task);
  /* The thread still runs until it sees the cancellation. */
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 0);
  g_assert_cmpuint (f->busy_changes, ==, 2);
}

/* A position that the solver does not decide within a second with the
 * task's memory, found among the first deals of the games: a search that
 * the test can interrupt. FALSE when every one was decided that fast. */
static gboolean
find_slow_deal (ApRules *rules_out, guint32 *number_out)
{
  for (guint32 number = 1; number <= 40; number++)
    for (ApGame game = AP_GAME_PATRIARCHS; game < AP_N_GAMES + AP_GAME_PATRIARCHS; game++)
      {
        ApRules rules;
        ApPosition pos;
        ApSolverLimits limits;
        g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;

        ap_rules_default (game % AP_N_GAMES, &rules);
        ap_position_deal (&pos, &rules, number);
        ap_solver_limits_init (&limits);
        limits.time_limit = 1.0;
        limits.memory_limit = AP_SOLVER_TASK_MEMORY;
        ap_solver_solve (&pos, &limits, &result);
        if (result.verdict == AP_SOLVER_UNKNOWN && result.stop == AP_SOLVER_STOP_TIME)
          {
            *rules_out = rules;
            *number_out = number;
            return TRUE;
          }
      }
  return FALSE;
}

static void
test_cancel_long_search (Fixture *f, gconstpointer data)
{
  ApRules rules;
  guint32 number;
  CancelLater cancel = { f->task, 0, FALSE };

  if (!find_slow_deal (&rules, &number))
    {
      g_test_skip ("the solver decides every deal tried within 1 s: no long search to stop");
      return;
    }
  g_test_message ("%s deal %u takes the solver more than 1 s", ap_game_info (rules.game)->id,
                  number);
  ap_game_model_new_deal (f->model, &rules, number);
  /* A limit far beyond the test's patience: only the cancellation can
   * make this search end in time. */
  ap_solver_task_assess (f->task, 600.0, FALSE);
  g_timeout_add (300, cancel_later_cb, &cancel);
  wait_idle (f);
  g_assert_cmpint (cancel.at, >, 0);
  g_assert_true (cancel.was_busy);
  /* The search checks its limits every few thousand positions. */
  g_assert_cmpint (g_get_monotonic_time () - cancel.at, <, 2 * G_USEC_PER_SEC);
  g_assert_cmpuint (f->n_answers, ==, 0);
}

/* -------------------------------------------------------------- stale */

/* The player moves while the hint is being worked out: the hint about the
 * old position never arrives; a new one about the new position does. */
static void
test_stale_model_moved (Fixture *f, gconstpointer data)
{
  ApPosition after;

  set_quiet (f, "8S 2S");
  ap_solver_task_hint (f->task);
  g_assert_cmpint (ap_game_model_try_move (f->model, test_move ("T2 F1")), ==, AP_VERDICT_OK);
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 0);

  after = *ap_game_model_get_position (f->model);
  ap_solver_task_hint (f->task);
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 1);
  g_assert_true (ap_position_equal (&f->last.position, &after));
  g_assert_cmpuint (f->last.model_moves, ==, 1);
}

/* An undo brings back a position whose answer was on its way: still
 * dropped, because the question was asked of another moment. */
static void
test_stale_undo (Fixture *f, gconstpointer data)
{
  set_quiet (f, "8S 2S");
  g_assert_cmpint (ap_game_model_try_move (f->model, test_move ("T2 F1")), ==, AP_VERDICT_OK);
  ap_solver_task_assess (f->task, 5.0, FALSE);
  g_assert_true (ap_game_model_undo (f->model));
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 0);
}

/* A newer question supersedes the older one, even of another kind. */
static void
test_stale_superseded (Fixture *f, gconstpointer data)
{
  set_position (f, "T1", one_move_left);
  ap_solver_task_hint (f->task);
  ap_solver_task_assess (f->task, 5.0, FALSE);
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 1);
  g_assert_cmpint (f->last.job, ==, AP_SOLVER_JOB_ASSESS);
  g_assert_cmpint (f->last.verdict, ==, AP_SOLVER_WINNABLE);
}

/* A task without a model reports answers to the deal search, and a new
 * deal in a watched model cancels that search too. */
static void
test_find_winnable (Fixture *f, gconstpointer data)
{
  ApRules rules;
  ApPosition pos;
  ApSolverLimits limits;
  g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;

  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_solver_task_find_winnable (f->task, &rules, 1, 5.0, 20);
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 1);
  g_assert_cmpint (f->last.job, ==, AP_SOLVER_JOB_FIND_WINNABLE);
  g_assert_false (f->last.about_model);
  g_assert_cmpint (f->last.verdict, ==, AP_SOLVER_WINNABLE);
  g_assert_cmpuint (f->last.deal, >=, 1);
  g_assert_cmpuint (f->last.deal, <=, 20);
  g_assert_cmpuint (f->last.deals_tried, ==, f->last.deal);
  ap_position_deal (&pos, &rules, f->last.deal);
  g_assert_true (ap_position_equal (&pos, &f->last.position));

  /* Checked again here, line and all. */
  ap_solver_limits_init (&limits);
  ap_solver_solve (&pos, &limits, &result);
  g_assert_cmpint (result.verdict, ==, AP_SOLVER_WINNABLE);
  test_assert_replays_to_win (&pos, result.moves, result.n_moves);
}

/* After 2^31-1 comes deal 1. */
static void
test_find_winnable_wraps (Fixture *f, gconstpointer data)
{
  ApRules rules;
  ApPosition pos;
  ApSolverLimits limits;
  g_auto (ApSolverResult) first = AP_SOLVER_RESULT_INIT;
  g_auto (ApSolverResult) last = AP_SOLVER_RESULT_INIT;

  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_solver_limits_init (&limits);
  ap_position_deal (&pos, &rules, G_MAXINT32);
  ap_solver_solve (&pos, &limits, &last);
  ap_position_deal (&pos, &rules, 1);
  ap_solver_solve (&pos, &limits, &first);
  if (last.verdict == AP_SOLVER_WINNABLE || first.verdict != AP_SOLVER_WINNABLE)
    {
      g_test_skip ("the wrap shows only when the last deal is not winnable and deal 1 is");
      return;
    }
  ap_solver_task_find_winnable (f->task, &rules, G_MAXINT32, AP_SOLVER_DEFAULT_TIME, 2);
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 1);
  g_assert_cmpuint (f->last.deal, ==, 1);
  g_assert_cmpuint (f->last.deals_tried, ==, 2);
}

static void
test_find_winnable_cancelled_by_move (Fixture *f, gconstpointer data)
{
  ApRules rules;

  set_quiet (f, "8S 2S");
  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_solver_task_find_winnable (f->task, &rules, 1, 5.0, 20);
  /* The player does something else: the search is off. */
  g_assert_cmpint (ap_game_model_try_move (f->model, test_move ("T2 F1")), ==, AP_VERDICT_OK);
  wait_idle (f);
  g_assert_cmpuint (f->n_answers, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/solver-task/hint/wins", test_hint_wins);
  ADD ("/solver-task/hint/legal", test_hint_legal);
  ADD ("/solver-task/hint/none", test_hint_none);
  ADD ("/solver-task/assess/finish", test_assess_finish);
  ADD ("/solver-task/assess/no-finish-with-stock", test_assess_no_finish_with_stock);
  ADD ("/solver-task/assess/unwinnable-then-lost", test_assess_unwinnable_then_lost);
  ADD ("/solver-task/assess/fatal-move", test_assess_fatal_move);
  ADD ("/solver-task/assess/quiet-by-exhaustive-search", test_quiet_by_exhaustive_search);
  ADD ("/solver-task/last-winnable/fatal", test_last_winnable_fatal);
  ADD ("/solver-task/last-winnable/never", test_last_winnable_never);
  ADD ("/solver-task/cancel/at-once", test_cancel_at_once);
  ADD ("/solver-task/cancel/long-search", test_cancel_long_search);
  ADD ("/solver-task/stale/model-moved", test_stale_model_moved);
  ADD ("/solver-task/stale/undo", test_stale_undo);
  ADD ("/solver-task/stale/superseded", test_stale_superseded);
  ADD ("/solver-task/find-winnable/first", test_find_winnable);
  ADD ("/solver-task/find-winnable/wraps", test_find_winnable_wraps);
  ADD ("/solver-task/find-winnable/cancelled-by-move", test_find_winnable_cancelled_by_move);
#undef ADD

  return g_test_run ();
}
