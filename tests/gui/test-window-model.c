/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The window follows the model's contract (ap-game-model.h): Undo, Redo and
 * Restart are enabled exactly when the model's can-undo, can-redo and moves
 * say, whoever changed the model (here the test, calling the model
 * directly, not the actions); the game menu's state follows the model's
 * game; the board's move-refused carries the move as an ApMove.
 *
 * Needs a display (the window is a widget): run by run-with-xvfb.py, which
 * also gives it a data folder of its own for the saved game.
 */
#include <adwaita.h>

#include "ap-resources.h"
#include "ap-window.h"

static gboolean
enabled (ApWindow *window, const char *name)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (window), name);

  g_assert_nonnull (action);
  return g_action_get_enabled (action);
}

/* Undo, Redo and Restart, as the model's properties say they must be:
 * Undo with something to undo, Redo with something to redo, Restart with
 * moves made. */
static void
assert_history_actions (ApWindow *window, gboolean undo, gboolean redo, gboolean restart)
{
  ApGameModel *model = ap_window_get_model (window);
  gboolean can_undo, can_redo;
  guint moves;

  g_object_get (model, "can-undo", &can_undo, "can-redo", &can_redo, "moves", &moves, NULL);
  g_assert_cmpint (can_undo, ==, undo);
  g_assert_cmpint (can_redo, ==, redo);
  g_assert_cmpint (moves > 0, ==, restart);
  g_assert_cmpint (enabled (window, "undo"), ==, undo);
  g_assert_cmpint (enabled (window, "redo"), ==, redo);
  g_assert_cmpint (enabled (window, "restart"), ==, restart);
}

static ApWindow *
new_window (void)
{
  ApWindow *window = ap_window_new (NULL);

  g_object_ref_sink (window);
  /* Automatic moves off: every move below is the test's own. */
  g_object_set (ap_window_get_settings (window), "auto-move", 0, "winnable-only", FALSE, NULL);
  return window;
}

static void
test_history_actions (void)
{
  g_autoptr (ApWindow) window = new_window ();
  ApGameModel *model = ap_window_get_model (window);
  ApMove deal = { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE };

  ap_window_start_deal (window, AP_GAME_ALGERIAN, 5);
  assert_history_actions (window, FALSE, FALSE, FALSE);

  g_assert_cmpint (ap_game_model_try_move (model, deal), ==, AP_VERDICT_OK);
  assert_history_actions (window, TRUE, FALSE, TRUE);
  g_assert_cmpint (ap_game_model_try_move (model, deal), ==, AP_VERDICT_OK);
  assert_history_actions (window, TRUE, FALSE, TRUE);

  g_assert_true (ap_game_model_undo (model));
  assert_history_actions (window, TRUE, TRUE, TRUE);
  g_assert_true (ap_game_model_undo (model));
  assert_history_actions (window, FALSE, TRUE, FALSE);

  g_assert_true (ap_game_model_redo (model));
  assert_history_actions (window, TRUE, TRUE, TRUE);

  /* Through the window's own action too: the same. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "redo", NULL);
  assert_history_actions (window, TRUE, FALSE, TRUE);

  ap_game_model_restart (model);
  assert_history_actions (window, FALSE, FALSE, FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_game_state (void)
{
  g_autoptr (ApWindow) window = new_window ();
  ApRules rules;
  g_autoptr (GVariant) state = NULL;

  ap_rules_default (AP_GAME_TOURNAMENT, &rules);
  ap_game_model_new_deal (ap_window_get_model (window), &rules, 9);
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "game");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "tournament");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
refused_cb (ApBoard *board, ApMove *move, int verdict, ApMove *got)
{
  *got = *move;
}

static void
test_move_refused (void)
{
  g_autoptr (ApWindow) window = new_window ();
  ApBoard *board = ap_window_get_board (window);
  GSignalQuery query;
  ApMove move = { AP_MOVE_CARD, AP_PILE_T (2), AP_PILE_F (0) };
  ApMove got = { AP_MOVE_DEAL, 0, 0 };

  g_signal_query (g_signal_lookup ("move-refused", AP_TYPE_BOARD), &query);
  g_assert_cmpuint (query.n_params, ==, 2);
  g_assert_true ((query.param_types[0] & ~G_SIGNAL_TYPE_STATIC_SCOPE) == AP_TYPE_MOVE);
  g_assert_true (query.param_types[1] == G_TYPE_INT);
  g_signal_connect (board, "move-refused", G_CALLBACK (refused_cb), &got);
  g_signal_emit_by_name (board, "move-refused", &move, (int) AP_VERDICT_WRONG_SUIT);
  g_assert_true (ap_move_equal (got, move));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_resources_register (ap_get_resource ());
  g_test_add_func ("/window-model/history-actions", test_history_actions);
  g_test_add_func ("/window-model/game-state", test_game_state);
  g_test_add_func ("/window-model/move-refused", test_move_refused);
  return g_test_run ();
}
