/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-game-watch-private.h"

/*
 * The fair player in the game (ap-fair.h): Play for Me. The fair hint is a
 * job of the hint's own task (ap_game_watch_request_fair_hint() in
 * ap-game-watch.c); Play for Me has a task of its own, which finds each
 * move in a worker thread while the board flies the last one, so that the
 * window never waits for it.
 *
 * Its moves follow one another at most every ap_game_watch_demo_step_ms()
 * of the pace the window set (ap_game_watch_set_pace(), as for Finish),
 * read at every move so that a change of pace shows at once: after a move, a
 * pause (demo_source) and the search for the next move run side by side,
 * and the next move is made when both are over (demo_due and demo_ready).
 * The referee of ap_fair_play() ends a game that would go round in
 * circles, so that Play for Me plays from a position what the command
 * line's `play --fair` plays from it.
 */

guint
ap_game_watch_demo_step_ms (double pace_factor)
{
  /* The cards jump: the pause alone lets a person follow. */
  if (pace_factor <= 0)
    return AP_GAME_WATCH_DEMO_STEP_OFF_MS;
  return (guint) (AP_GAME_WATCH_DEMO_STEP_MS * pace_factor + 0.5);
}

gboolean
ap_game_watch_get_demonstrating (ApGameWatch *self)
{
  return self->demonstrating;
}

void
ap_game_watch_end_demo (ApGameWatch *self, ApDemoEnd why)
{
  if (!self->demonstrating)
    return;
  ap_game_watch_begin (self);
  self->demonstrating = FALSE;
  self->demo_due = FALSE;
  self->demo_ready = FALSE;
  g_clear_handle_id (&self->demo_source, g_source_remove);
  ap_solver_task_cancel (self->demo_task);
  g_clear_pointer (&self->referee, ap_fair_referee_free);
  ap_game_watch_end (self);
  g_signal_emit_by_name (self, "demo-ended", (int) why);
}

void
ap_game_watch_stop_demo (ApGameWatch *self)
{
  g_return_if_fail (AP_IS_GAME_WATCH (self));
  ap_game_watch_end_demo (self, AP_DEMO_STOPPED);
}

/* Asks for the move of the position in play, unless the game ends here. */
static void
ask_next (ApGameWatch *self)
{
  const ApPosition *pos = ap_game_model_get_position (self->model);

  if (ap_position_is_won (pos))
    ap_game_watch_end_demo (self, AP_DEMO_WON);
  else if (!ap_fair_referee_goes_on (self->referee, pos))
    ap_game_watch_end_demo (self, AP_DEMO_ROUND);
  else
    ap_solver_task_fair_move (self->demo_task, AP_GAME_WATCH_FAIR_SEED);
}

static gboolean step_cb (gpointer data);

/* Makes the move found, as a player would: the model's own groups, its
 * automatic moves, its undo. */
static void
play_next (ApGameWatch *self)
{
  ApPosition before = *ap_game_model_get_position (self->model);
  ApMove move = self->demo_next;
  ApVerdict verdict;

  self->demo_ready = FALSE;
  self->demo_due = FALSE;
  self->demo_moving = TRUE;
  verdict = ap_game_model_try_move (self->model, move);
  self->demo_moving = FALSE;
  /* Stopped by whoever heard the move. */
  if (!self->demonstrating)
    return;
  if (verdict != AP_VERDICT_OK)
    {
      /* The move was found for this very position, so this should not
       * happen; if it does, the player simply plays on. */
      g_message ("Play for Me: its move was refused (%s)", ap_verdict_id (verdict));
      ap_game_watch_end_demo (self, AP_DEMO_NO_MOVE);
      return;
    }
  ap_fair_referee_moved (self->referee, ap_game_model_get_position (self->model));
  g_signal_emit_by_name (self, "demo-moved", &move, &before);
  if (!self->demonstrating)
    return;
  self->demo_source = g_timeout_add (ap_game_watch_demo_step_ms (self->pace), step_cb, self);
  ask_next (self);
}

static gboolean
step_cb (gpointer data)
{
  ApGameWatch *self = data;

  self->demo_source = 0;
  if (self->demo_ready)
    play_next (self);
  else
    self->demo_due = TRUE;
  return G_SOURCE_REMOVE;
}

static void
demo_answered_cb (ApSolverTask *task, gpointer data, ApGameWatch *self)
{
  const ApSolverAnswer *answer = data;

  if (!self->demonstrating)
    return;
  if (!answer->fair)
    {
      ap_game_watch_end_demo (self, AP_DEMO_NO_MOVE);
      return;
    }
  self->demo_next = answer->fair_move;
  self->demo_ready = TRUE;
  if (self->demo_due)
    play_next (self);
}

void
ap_game_watch_init_demo (ApGameWatch *self)
{
  self->demo_task = ap_solver_task_new (self->model);
  g_signal_connect (self->demo_task, "answered", G_CALLBACK (demo_answered_cb), self);
}

gboolean
ap_game_watch_play_for_me (ApGameWatch *self)
{
  g_return_val_if_fail (AP_IS_GAME_WATCH (self), FALSE);
  if (self->demonstrating || self->finishing || ap_game_model_get_won (self->model))
    return FALSE;
  ap_game_watch_begin (self);
  self->demonstrating = TRUE;
  /* The first move as soon as it is known. */
  self->demo_due = TRUE;
  self->demo_ready = FALSE;
  self->referee = ap_fair_referee_new ();
  ap_game_watch_end (self);
  ask_next (self);
  return TRUE;
}
