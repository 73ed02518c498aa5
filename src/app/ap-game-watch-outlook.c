/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "ap-game-watch-private.h"
#include "ap-reason.h"

/* The watch proper: what is known of the position after every change, the
 * last winnable position of the line, the watch's winning line (which the
 * hint follows too), Finish and the Undo back to a winnable position. */

/* The position must rest this long before the watch searches it, so that
 * quick play starts one search rather than one per move. */
#define WATCH_DELAY_MS 250
/* The pause between two moves of Finish, after the last one has landed. */

#define NONE AP_GAME_WATCH_NONE

static void now_unwinnable (ApGameWatch *self, guint moves);

void
ap_game_watch_clear_line (ApGameWatch *self)
{
  g_clear_pointer (&self->line, g_free);
  self->n_line = self->line_next = 0;
}

gboolean
ap_game_watch_line_move (ApGameWatch *self, ApMove *move)
{
  if (self->line == NULL || self->line_next >= self->n_line ||
      ap_game_model_get_n_history (self->model) != self->line_at + self->line_next)
    return FALSE;
  *move = self->line[self->line_next];
  return TRUE;
}

/* After a move, an undo or a redo: still on the line, or off it. */
static void
follow_line (ApGameWatch *self, const ApMove *move, gboolean undo)
{
  guint moves = ap_game_model_get_n_history (self->model);

  if (!undo && self->line != NULL && moves == self->line_at + self->line_next + 1 &&
      self->line_next < self->n_line && ap_move_equal (*move, self->line[self->line_next]))
    self->line_next++;
  else if (undo && moves >= self->line_at && moves <= self->line_at + self->line_next)
    self->line_next = moves - self->line_at;
  else
    ap_game_watch_clear_line (self);
}

void
ap_game_watch_clear_finish (ApGameWatch *self)
{
  g_clear_pointer (&self->finish, g_free);
  self->n_finish = 0;
}

static void
set_outlook (ApGameWatch *self, ApWatchOutlook outlook)
{
  self->outlook = outlook;
  if (outlook != AP_WATCH_FINISH)
    ap_game_watch_clear_finish (self);
}

static gboolean
watch_cb (gpointer user_data)
{
  ApGameWatch *self = user_data;

  /* Held (by the window, until its first frame: on a machine of two cores,
   * a search started sooner competes with the start-up for its CPU;
   * bench/gui/README.md): tried again after the same delay. */
  if (self->hold)
    return G_SOURCE_CONTINUE;
  self->watch_source = 0;
  /* After an unwinnable position, only whether the game is lost is left
   * to find out. */
  ap_solver_task_assess (self->watch_task, self->watch_seconds,
                         self->outlook == AP_WATCH_UNWINNABLE);
  return G_SOURCE_REMOVE;
}

/* What is known at once about the position after a change, then the
 * watch for the rest. */
void
ap_game_watch_reassess (ApGameWatch *self, ApWatchOutlook known)
{
  const ApPosition *pos = ap_game_model_get_position (self->model);
  ApOutlook now = ap_position_outlook (pos);
  g_autofree ApMove *finish = NULL;
  guint n_finish = 0;

  g_clear_handle_id (&self->watch_source, g_source_remove);
  if (now == AP_OUTLOOK_WON)
    known = AP_WATCH_WON;
  else if (now == AP_OUTLOOK_STUCK)
    {
      /* Nothing but idle moves and nothing to deal: lost without a search. */
      known = AP_WATCH_LOST;
      now_unwinnable (self, ap_game_model_get_n_history (self->model));
    }
  else if (known != AP_WATCH_UNWINNABLE && !self->finishing &&
           ap_solver_finish (pos, &finish, &n_finish))
    /* Cheap enough to know at once: Finish stays offered from one move
     * home to the next, rather than going and coming back with the
     * watch. */
    known = AP_WATCH_FINISH;
  set_outlook (self, known);
  if (known == AP_WATCH_FINISH)
    {
      /* A Finish known before (the outlook was Finish already) gives way. */
      ap_game_watch_clear_finish (self);
      self->finish = g_steal_pointer (&finish);
      self->n_finish = n_finish;
    }
  else if (known != AP_WATCH_LOST && known != AP_WATCH_WON && !self->finishing)
    self->watch_source = g_timeout_add (WATCH_DELAY_MS, watch_cb, self);
}

void
ap_game_watch_reset_outlook (ApGameWatch *self)
{
  self->may_tell = FALSE;
  self->last_winnable = NONE;
  self->first_unwinnable = NONE;
  self->never_winnable = FALSE;
  self->seeking = self->undo_waiting = self->where_wanted = FALSE;
  ap_game_watch_clear_line (self);
  ap_game_watch_reassess (self, AP_WATCH_UNKNOWN);
}

void
ap_game_watch_moved (ApGameWatch *self, const ApMove *move, gboolean undo)
{
  guint moves = ap_game_model_get_n_history (self->model);
  ApWatchOutlook known = AP_WATCH_UNKNOWN;

  follow_line (self, move, undo);
  self->may_tell = !undo;
  /* The watch's search, if any, is over (ap-solver-task.h). */
  self->seeking = self->undo_waiting = self->where_wanted = FALSE;

  if (undo)
    {
      /* The line is the same up to here: a position before one that can
       * be won can be won too. */
      if (self->last_winnable != NONE && moves <= self->last_winnable)
        {
          self->last_winnable = moves;
          known = AP_WATCH_WINNABLE;
        }
      /* Back at or after the first unwinnable position, the line is the
       * same; before it, the next move may take another way. */
      if (self->never_winnable ||
          (self->first_unwinnable != NONE && moves >= self->first_unwinnable))
        known = AP_WATCH_UNWINNABLE;
      else
        self->first_unwinnable = NONE;
    }
  else if (self->outlook == AP_WATCH_UNWINNABLE || self->outlook == AP_WATCH_LOST)
    /* Nothing that follows a position that cannot be won can be won. */
    known = self->outlook;
  else if (self->finishing)
    known = AP_WATCH_WINNABLE;
  ap_game_watch_reassess (self, known);
}

/* The game in play, at `moves`, is known to be unwinnable. Then where the
 * line went wrong, for Show Where's Undo, unless that is known already:
 * after a quick series of moves, or a saved game resumed, the watch has not
 * searched every position of the line. */
static void
now_unwinnable (ApGameWatch *self, guint moves)
{
  guint low = self->last_winnable != NONE ? self->last_winnable + 1 : 0;
  guint high = MIN (self->first_unwinnable, moves);

  self->first_unwinnable = MIN (self->first_unwinnable, moves);
  if (self->first_unwinnable == 0)
    self->never_winnable = TRUE;
  if (self->never_winnable || low >= high)
    return;
  ap_solver_task_find_last_winnable (self->watch_task, self->last_winnable, self->watch_seconds);
  self->seeking = TRUE;
}

static void undo_to_winnable (ApGameWatch *self);
static void show_where (ApGameWatch *self);

static void
last_winnable_answered (ApGameWatch *self, const ApSolverAnswer *answer)
{
  if (answer->last_winnable != AP_SOLVER_TASK_NONE)
    {
      self->last_winnable = answer->last_winnable;
      self->first_unwinnable = MIN (self->first_unwinnable, answer->last_winnable + 1);
    }
  if (answer->never_winnable)
    {
      self->never_winnable = TRUE;
      self->first_unwinnable = 0;
    }
  self->seeking = FALSE;
  if (self->undo_waiting)
    {
      self->undo_waiting = FALSE;
      if (self->where_wanted)
        show_where (self);
      else
        undo_to_winnable (self);
      self->where_wanted = FALSE;
    }
}

void
ap_game_watch_answered (ApGameWatch *self, const ApSolverAnswer *answer)
{
  ApWatchOutlook outlook = self->outlook;

  if (answer->job == AP_SOLVER_JOB_LAST_WINNABLE)
    {
      last_winnable_answered (self, answer);
      return;
    }
  if (answer->verdict == AP_SOLVER_WINNABLE)
    {
      self->last_winnable = answer->model_moves;
      if (answer->line != NULL)
        {
          ap_game_watch_clear_line (self);
          self->line = g_memdup2 (answer->line, answer->n_line * sizeof (ApMove));
          self->n_line = answer->n_line;
          self->line_at = answer->model_moves;
        }
      outlook = answer->finish != NULL ? AP_WATCH_FINISH : AP_WATCH_WINNABLE;
    }
  else if (answer->lost == AP_LOST_YES)
    outlook = AP_WATCH_LOST;
  else if (answer->verdict == AP_SOLVER_UNWINNABLE)
    outlook = AP_WATCH_UNWINNABLE;
  if (outlook == AP_WATCH_UNWINNABLE || outlook == AP_WATCH_LOST)
    now_unwinnable (self, answer->model_moves);
  set_outlook (self, outlook);
  if (outlook == AP_WATCH_FINISH)
    {
      ap_game_watch_clear_finish (self);
      self->finish = g_memdup2 (answer->finish, answer->n_finish * sizeof (ApMove));
      self->n_finish = answer->n_finish;
    }
}

/* ------------------------------------------------------------- Finish */

void
ap_game_watch_stop_finishing (ApGameWatch *self)
{
  g_return_if_fail (AP_IS_GAME_WATCH (self));
  if (!self->finishing)
    return;
  ap_game_watch_begin (self);
  self->finishing = FALSE;
  g_clear_handle_id (&self->finish_source, g_source_remove);
  g_clear_pointer (&self->playing, g_free);
  self->n_playing = 0;
  ap_game_watch_end (self);
}

void
ap_game_watch_set_pace (ApGameWatch *self, double factor)
{
  g_return_if_fail (AP_IS_GAME_WATCH (self));
  g_return_if_fail (factor >= 0);
  self->pace = factor;
}

guint
ap_game_watch_finish_step_ms (ApGameWatch *self)
{
  g_return_val_if_fail (AP_IS_GAME_WATCH (self), AP_GAME_WATCH_FINISH_STEP_MS);
  return (guint) lround (AP_GAME_WATCH_FINISH_STEP_MS * self->pace);
}

/* Plays the next move of Finish; FALSE when Finish is over. */
static gboolean
finish_step (ApGameWatch *self)
{
  ApMove move;
  gboolean more;

  if (!self->finishing || self->finish_next >= self->n_playing)
    {
      ap_game_watch_stop_finishing (self);
      return FALSE;
    }
  ap_game_watch_begin (self);
  move = self->playing[self->finish_next++];
  /* The last move ends Finish before the model says the game is won, so
   * that the win is handled as any other. */
  if (self->finish_next == self->n_playing)
    ap_game_watch_stop_finishing (self);
  if (ap_game_model_try_move_alone (self->model, move) != AP_VERDICT_OK)
    {
      /* The line was found for this very position, so this should not
       * happen; if it does, the player simply plays on. */
      g_message ("Finish: move %u of the line was refused", self->finish_next);
      ap_game_watch_stop_finishing (self);
    }
  more = self->finishing;
  ap_game_watch_end (self);
  return more;
}

static gboolean
finish_step_cb (gpointer user_data)
{
  ApGameWatch *self = user_data;

  if (finish_step (self))
    return G_SOURCE_CONTINUE;
  self->finish_source = 0;
  return G_SOURCE_REMOVE;
}

gboolean
ap_game_watch_finish (ApGameWatch *self)
{
  guint step;

  g_return_val_if_fail (AP_IS_GAME_WATCH (self), FALSE);
  /* A deal the player has not touched is not won by Finish: the win would
   * be the solver's, not the player's (issue 44). */
  if (self->outlook != AP_WATCH_FINISH || self->finish == NULL || self->finishing ||
      !ap_game_watch_get_started (self))
    return FALSE;
  ap_game_watch_begin (self);
  self->finishing = TRUE;
  self->playing = g_steal_pointer (&self->finish);
  self->n_playing = self->n_finish;
  self->n_finish = 0;
  self->finish_next = 0;
  g_clear_handle_id (&self->watch_source, g_source_remove);
  ap_solver_task_cancel (self->watch_task);
  /* A card at each step, the first at once: the board flies each one home
   * while the next sets off. With no step (animations off), the whole
   * line at once. */
  step = ap_game_watch_finish_step_ms (self);
  if (step > 0)
    self->finish_source = g_timeout_add (step, finish_step_cb, self);
  ap_game_watch_end (self);
  if (step > 0)
    finish_step (self);
  else
    ap_game_watch_hurry_finish (self);
  return TRUE;
}

void
ap_game_watch_hurry_finish (ApGameWatch *self)
{
  g_return_if_fail (AP_IS_GAME_WATCH (self));
  /* The rest at once: the board flies the cards together. */
  while (finish_step (self))
    ;
}

/* --------------------------------------------------- Undo to winnable */

/* Back to the last position known to be winnable, or one move back when
 * none is known. */
static void
undo_to_winnable (ApGameWatch *self)
{
  guint moves = ap_game_model_get_n_history (self->model);
  guint target = self->last_winnable != NONE ? self->last_winnable : (moves > 0 ? moves - 1 : 0);

  g_signal_emit_by_name (self, "rewinding");
  while (ap_game_model_get_n_history (self->model) > target && ap_game_model_undo (self->model))
    ;
}

void
ap_game_watch_undo_to_winnable (ApGameWatch *self)
{
  g_return_if_fail (AP_IS_GAME_WATCH (self));
  ap_game_watch_begin (self);
  /* Where the line went wrong is being worked out (a few seconds at
   * most): the undo waits for it rather than stop one move back. */
  if (self->seeking)
    self->undo_waiting = TRUE;
  else
    undo_to_winnable (self);
  ap_game_watch_end (self);
}

/* --------------------------------------------------------- Show Where */

/* The Undo back to the last winnable position, then the move the player
 * made from there judged in a worker thread (ap_went_wrong_judge()); the
 * answer comes as "went-wrong" (ap-game-watch.c). */
static void
show_where (ApGameWatch *self)
{
  guint moves = ap_game_model_get_n_history (self->model);
  guint last_winnable = self->last_winnable;
  guint first_unwinnable = self->first_unwinnable;
  g_autofree ApMove *line = g_new (ApMove, MAX (moves, 1));
  guint landed;

  /* The line as it was: the undo takes it away. */
  for (guint i = 0; i < moves; i++)
    line[i] = ap_game_model_get_history_move (self->model, i);
  undo_to_winnable (self);
  landed = ap_game_model_get_n_history (self->model);
  if (landed >= moves)
    return;
  /* Proved when the position landed on is the last winnable one and the
   * next is known not to be: the undo takes back a move with its automatic
   * moves, which are safe and cannot lose a deal. */
  self->where_proved =
    last_winnable != NONE && landed == last_winnable && first_unwinnable == landed + 1;
  /* The solver's own default budget for the move that keeps the deal
   * winnable: asked for once, not after every move as the watch is. */
  ap_solver_task_went_wrong (self->where_task, line[landed], 0);
}

void
ap_game_watch_show_where (ApGameWatch *self)
{
  g_return_if_fail (AP_IS_GAME_WATCH (self));
  ap_game_watch_begin (self);
  /* As the Undo, it waits for the last winnable position when it is
   * being sought. */
  if (self->seeking)
    self->undo_waiting = self->where_wanted = TRUE;
  else
    show_where (self);
  ap_game_watch_end (self);
}
