/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-window-private.h"

/*
 * Automatic moves to the foundations (Preferences, Behavior, the auto-move
 * setting). Which moves are safe, when they are due (after a move of the
 * player, never after an undo, a redo or a resumed game) and how undo
 * groups them is the model's business: with its `automatic` property on,
 * it plays them itself, inside the group of the move that made them due
 * (ap_game_model_set_automatic()), and the board flies the group's cards
 * home one after another. The window only passes the setting on; Finish
 * plays its line with ap_game_model_try_move_alone(), which no automatic
 * move follows.
 */

static gboolean
auto_move_to_automatic (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  g_value_set_boolean (to, g_value_get_enum (from) == AP_AUTO_MOVE_SAFE);
  return TRUE;
}

void
ap_window_init_auto_move (ApWindow *self)
{
  /* Turning the setting on plays the moves already due, as does the
   * first binding for a game resumed in the middle of its automatic moves
   * (ap_game_model_resume_automatic()). */
  g_object_bind_property_full (self->settings, "auto-move", self->model, "automatic",
                               G_BINDING_SYNC_CREATE, auto_move_to_automatic, NULL, NULL, NULL);
}
