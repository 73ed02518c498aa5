/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-window-solver-private.h"

/*
 * The solver in the window. Every search runs in a worker thread
 * (ap-solver-task.c) on a copy of the position, and an answer about a
 * position the player has left is dropped there. Three tasks, so that one
 * does not stop another:
 *
 * - the hint (win.hint, H): the next move of a winning line when one is
 *   found, else the engine's fallback (ap_solver_hint), shown on the board
 *   and said in a message that keeps off the hinted cards
 *   (ap-window-message.c); a hint that is shown counts in the statistics;
 * - the watch: a moment after every change of the game, a search with a
 *   modest budget says whether the game can still be won, whether it is
 *   lost (rules.md) and whether the rest is trivial. This file is the one
 *   place that decides what the player is told about it: the banner under
 *   the header bar ("can no longer be won", with Undo back to the last
 *   position known to be winnable; lost; Finish), and the "No More Moves"
 *   message of ap-window-learn.c;
 * - winnable deals only: New Game first searches deal numbers from a
 *   random one on, and deals the first winnable one under its own number,
 *   so that the number can still be shared.
 */

/* The watch's budget per position: most positions are decided in a small
 * fraction of it. */
#define WATCH_SECONDS 2.0

static const char *const outlook_ids[] = {
  "unknown", "winnable", "finish", "unwinnable", "lost", "won",
};

/* A frame of the window follows every change here, so that the tests'
 * state file (written after frames) hears about it. */
void
ap_window_solver_changed (ApWindowSolver *solver)
{
  gtk_widget_queue_draw (GTK_WIDGET (solver->window->board));
}

/* --------------------------------------------------------------- model */

static void
model_reset_cb (ApWindowSolver *solver)
{
  /* A new deal or a loaded game: nothing is known about it yet, and a
   * loss found now is shown in the banner only. */
  ap_window_solver_stop_finishing (solver);
  ap_window_solver_stop_finding (solver);
  solver->placeholder = FALSE;
  solver->hint_counted = FALSE;
  solver->may_tell = FALSE;
  solver->last_winnable = NO_MOVES;
  solver->first_unwinnable = NO_MOVES;
  solver->never_winnable = FALSE;
  solver->seeking = solver->undo_waiting = FALSE;
  g_clear_pointer (&solver->hint, g_free);
  ap_window_solver_clear_line (solver);
  ap_window_solver_reassess (solver, OUTLOOK_UNKNOWN);
}

static void
model_moved_cb (ApWindowSolver *solver, gpointer move, gboolean undo)
{
  ApWindow *self = solver->window;
  guint moves = ap_game_model_get_n_history (self->model);
  Outlook known = OUTLOOK_UNKNOWN;

  /* The player doing something else ends the search for a deal, and an
   * undo ends Finish. */
  ap_window_solver_stop_finding (solver);
  if (undo)
    ap_window_solver_stop_finishing (solver);
  g_clear_pointer (&solver->hint, g_free);
  solver->hint_counted = FALSE;
  ap_window_solver_follow_line (solver, move, undo);
  solver->may_tell = !undo;
  /* The watch's search, if any, is over (ap-solver-task.h). */
  solver->seeking = solver->undo_waiting = FALSE;

  if (undo)
    {
      /* The line is the same up to here: a position before one that can
       * be won can be won too. */
      if (solver->last_winnable != NO_MOVES && moves <= solver->last_winnable)
        {
          solver->last_winnable = moves;
          known = OUTLOOK_WINNABLE;
        }
      /* Back at or after the first unwinnable position, the line is the
       * same; before it, the next move may take another way. */
      if (solver->never_winnable ||
          (solver->first_unwinnable != NO_MOVES && moves >= solver->first_unwinnable))
        known = OUTLOOK_UNWINNABLE;
      else
        solver->first_unwinnable = NO_MOVES;
    }
  else if (solver->outlook == OUTLOOK_UNWINNABLE || solver->outlook == OUTLOOK_LOST)
    /* Nothing that follows a position that cannot be won can be won. */
    known = solver->outlook;
  else if (solver->finishing)
    known = OUTLOOK_WINNABLE;
  ap_window_solver_reassess (solver, known);
}

static void
settings_changed_cb (ApWindowSolver *solver)
{
  /* Turning "winnable deals only" off stops a search in progress. */
  gboolean winnable_only = TRUE;

  g_object_get (solver->window->settings, "winnable-only", &winnable_only, NULL);
  if (!winnable_only)
    ap_window_solver_stop_finding (solver);
}

/* -------------------------------------------------------------- public */

gboolean
ap_window_solver_get_finishing (ApWindow *self)
{
  return self->solver != NULL && self->solver->finishing;
}

gboolean
ap_window_solver_get_hidden (ApWindow *self)
{
  return self->solver != NULL && self->solver->hidden;
}

void
ap_window_solver_update_banner (ApWindow *self)
{
  if (self->solver == NULL)
    return;
  ap_window_solver_refresh_banner (self->solver);
  ap_window_solver_changed (self->solver);
}

gboolean
ap_window_solver_get_hopeless (ApWindow *self)
{
  return self->solver != NULL &&
         (self->solver->outlook == OUTLOOK_UNWINNABLE || self->solver->outlook == OUTLOOK_LOST);
}

void
ap_window_solver_update_actions (ApWindow *self)
{
  ApWindowSolver *solver = self->solver;
  GAction *action;

  if (solver == NULL)
    return;
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "hint");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), !ap_game_model_get_won (self->model) &&
                                                           !solver->finishing && !solver->hidden);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "finish");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               solver->outlook == OUTLOOK_FINISH && !solver->finishing);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "undo-to-winnable");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), ap_game_model_can_undo (self->model));
}

void
ap_window_solver_get_status (ApWindow *self, ApWindowSolverStatus *status)
{
  ApWindowSolver *solver = self->solver;

  *status = (ApWindowSolverStatus) { .hint = solver->hint,
                                     .hint_text = solver->hint_text,
                                     .outlook = outlook_ids[solver->outlook],
                                     .last_winnable = solver->last_winnable,
                                     .never_winnable = solver->never_winnable,
                                     .seeking = solver->seeking,
                                     .undo_waiting = solver->undo_waiting,
                                     .banner_reveals = solver->banner_reveals,
                                     .watching = solver->watch_source != 0 ||
                                                 ap_solver_task_get_busy (solver->watch_task),
                                     .finding = solver->finding,
                                     .finishing = solver->finishing };
}

void
ap_window_solver_set_timing (ApWindow *self, guint find_delay_ms, double watch_seconds)
{
  self->solver->find_delay_ms = find_delay_ms;
  self->solver->watch_seconds = watch_seconds > 0 ? watch_seconds : WATCH_SECONDS;
}

void
ap_window_init_solver (ApWindow *self)
{
  static const GActionEntry entries[] = {
    { .name = "hint", .activate = ap_window_solver_hint_cb },
    { .name = "finish", .activate = ap_window_solver_finish_cb },
    { .name = "undo-to-winnable", .activate = ap_window_solver_undo_to_winnable_cb },
    { .name = "cancel-search", .activate = ap_window_solver_cancel_search_cb },
  };
  ApWindowSolver *solver = g_new0 (ApWindowSolver, 1);

  solver->window = self;
  solver->last_winnable = NO_MOVES;
  solver->first_unwinnable = NO_MOVES;
  solver->placeholder = TRUE;
  solver->watch_seconds = WATCH_SECONDS;
  solver->hint_task = ap_solver_task_new (self->model);
  solver->watch_task = ap_solver_task_new (self->model);
  solver->deal_task = ap_solver_task_new (self->model);
  self->solver = solver;

  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  g_signal_connect (solver->hint_task, "answered", G_CALLBACK (ap_window_solver_hint_answered_cb),
                    solver);
  g_signal_connect (solver->watch_task, "answered", G_CALLBACK (ap_window_solver_watch_answered_cb),
                    solver);
  g_signal_connect (solver->deal_task, "answered", G_CALLBACK (ap_window_solver_deal_answered_cb),
                    solver);
  g_signal_connect_swapped (self->model, "reset", G_CALLBACK (model_reset_cb), solver);
  g_signal_connect_swapped (self->model, "move-applied", G_CALLBACK (model_moved_cb), solver);
  g_signal_connect_swapped (self->board, "state-changed",
                            G_CALLBACK (ap_window_solver_board_changed_cb), solver);
  g_signal_connect_swapped (self->settings, "notify::winnable-only",
                            G_CALLBACK (settings_changed_cb), solver);
  g_signal_connect_swapped (self->banner, "notify::child-revealed",
                            G_CALLBACK (ap_window_solver_changed), solver);
  ap_window_solver_reassess (solver, OUTLOOK_UNKNOWN);
}

void
ap_window_dispose_solver (ApWindow *self)
{
  ApWindowSolver *solver = self->solver;

  if (solver == NULL)
    return;
  self->solver = NULL;
  g_signal_handlers_disconnect_by_data (self->model, solver);
  g_signal_handlers_disconnect_by_data (self->board, solver);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, solver);
  g_clear_handle_id (&solver->watch_source, g_source_remove);
  g_clear_handle_id (&solver->finish_source, g_source_remove);
  g_clear_handle_id (&solver->find_source, g_source_remove);
  /* A thread still running keeps its task alive until it has returned:
   * cancelled, it returns soon and reports nothing. */
  g_signal_handlers_disconnect_by_data (solver->hint_task, solver);
  g_signal_handlers_disconnect_by_data (solver->watch_task, solver);
  g_signal_handlers_disconnect_by_data (solver->deal_task, solver);
  ap_solver_task_cancel (solver->hint_task);
  ap_solver_task_cancel (solver->watch_task);
  ap_solver_task_cancel (solver->deal_task);
  g_clear_object (&solver->hint_task);
  g_clear_object (&solver->watch_task);
  g_clear_object (&solver->deal_task);
  ap_window_solver_clear_finish (solver);
  ap_window_solver_clear_line (solver);
  g_free (solver->playing);
  g_free (solver->hint);
  g_free (solver->hint_text);
  g_free (solver);
}
