/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-window-private.h"

/*
 * Automatic moves to the foundations (Preferences, Behavior, the auto-move
 * setting). Which moves are safe, when they are due (after a move of the
 * player, never after an undo, a redo or a resumed game) and how undo
 * groups them is the model's business (ap_game_model_play_safe_move()); the
 * window only decides when to ask for the next one:
 *
 * - never from inside a signal of the model: every listener must have seen
 *   one move before the next starts, so the moves are played from an idle;
 * - one card at a time, each after the board has landed the last one, so
 *   the player sees the move they made and then every card go home in
 *   turn (with animations off the board is never busy, and they all go at
 *   once);
 * - not while the player holds a card (a drag, or a card picked up by a
 *   click), nor during Finish, which plays a line of its own.
 */

static gboolean
step_cb (gpointer user_data)
{
  ApWindow *self = user_data;

  self->auto_move_source = 0;
  if (ap_settings_get_auto_move (self->settings) != AP_AUTO_MOVE_SAFE ||
      ap_window_solver_get_finishing (self))
    return G_SOURCE_REMOVE;
  while (!ap_board_get_busy (self->board) && ap_board_get_selected (self->board) < 0 &&
         ap_game_model_play_safe_move (self->model))
    ;
  return G_SOURCE_REMOVE;
}

/* Plays every automatic move still due at once, for an action that needs
 * the position they lead to: a hint asked for while cards are still going
 * home would be spent on a move the game is about to make itself, and the
 * card it picks up would hold the rest of them back. */
void
ap_window_play_due_auto_moves (ApWindow *self)
{
  if (ap_settings_get_auto_move (self->settings) != AP_AUTO_MOVE_SAFE ||
      ap_window_solver_get_finishing (self))
    return;
  ap_game_model_play_safe_moves (self->model);
}

/* After anything that may let the next automatic move go: a move, the
 * board coming to rest, the setting turned on. */
static void
schedule (ApWindow *self)
{
  if (self->auto_move_source == 0)
    self->auto_move_source = g_idle_add (step_cb, self);
}

static void
move_applied_cb (ApWindow *self, gpointer move, gboolean undo)
{
  if (!undo)
    schedule (self);
}

void
ap_window_init_auto_move (ApWindow *self)
{
  g_signal_connect_object (self->model, "move-applied", G_CALLBACK (move_applied_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "state-changed", G_CALLBACK (schedule), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "notify::auto-move", G_CALLBACK (schedule), self,
                           G_CONNECT_SWAPPED);
  /* A game resumed in the middle of its automatic moves (a crash) has some
   * due already (ap_game_model_resume_automatic()). */
  schedule (self);
}

void
ap_window_dispose_auto_move (ApWindow *self)
{
  g_clear_handle_id (&self->auto_move_source, g_source_remove);
}
