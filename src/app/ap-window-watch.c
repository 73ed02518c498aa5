/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-a11y.h"
#include "ap-reason.h"
#include "ap-window-solver-private.h"

/* The watch over the game: what is known of the position after every
 * change, the banner that says it (with Finish and the banner's Undo), and
 * the watch's winning line. */

/* The position must rest this long before the watch searches it, so that
 * quick play starts one search rather than one per move. */
#define WATCH_DELAY_MS 250
/* The pause between two moves of Finish, after the last one has landed. */
#define FINISH_PAUSE_MS 30

static void now_unwinnable (ApWindowSolver *solver, guint moves);

void
ap_window_solver_clear_line (ApWindowSolver *solver)
{
  g_clear_pointer (&solver->line, g_free);
  solver->n_line = solver->line_next = 0;
}

/* The next move of the watch's winning line, when the game is on it. */
gboolean
ap_window_solver_line_move (ApWindowSolver *solver, ApMove *move)
{
  if (solver->line == NULL || solver->line_next >= solver->n_line ||
      ap_game_model_get_n_history (solver->window->model) != solver->line_at + solver->line_next)
    return FALSE;
  *move = solver->line[solver->line_next];
  return TRUE;
}

/* After a move, an undo or a redo: still on the line, or off it. */
void
ap_window_solver_follow_line (ApWindowSolver *solver, const ApMove *move, gboolean undo)
{
  guint moves = ap_game_model_get_n_history (solver->window->model);

  if (!undo && solver->line != NULL && moves == solver->line_at + solver->line_next + 1 &&
      solver->line_next < solver->n_line && ap_move_equal (*move, solver->line[solver->line_next]))
    solver->line_next++;
  else if (undo && moves >= solver->line_at && moves <= solver->line_at + solver->line_next)
    solver->line_next = moves - solver->line_at;
  else
    ap_window_solver_clear_line (solver);
}

void
ap_window_solver_clear_finish (ApWindowSolver *solver)
{
  g_clear_pointer (&solver->finish, g_free);
  solver->n_finish = 0;
}

static void
set_outlook (ApWindowSolver *solver, Outlook outlook)
{
  ApWindow *self = solver->window;

  solver->outlook = outlook;
  if (outlook != OUTLOOK_FINISH)
    ap_window_solver_clear_finish (solver);
  /* The message of ap-window-learn.c comes up once, after a move; an undo
   * out of the loss takes it away. */
  ap_window_set_lost (self, outlook == OUTLOOK_LOST, solver->may_tell);
  /* A game proved lost is over: its clock stops until an undo takes the
   * game out of the loss. */
  ap_game_session_set_clock_paused (self->session, outlook == OUTLOOK_LOST);
  ap_window_solver_refresh_banner (solver);
  ap_window_solver_update_actions (self);
  ap_window_solver_changed (solver);
}

static gboolean
watch_cb (gpointer user_data)
{
  ApWindowSolver *solver = user_data;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (solver->window));

  /* Not before the window's first frame: on a machine of two cores, a
   * search started sooner competes with the start-up for its CPU (the
   * watch is armed at the first deal, 250 ms before it runs, and start-up
   * can take longer than that; bench/gui/README.md). */
  if (clock == NULL || gdk_frame_clock_get_frame_counter (clock) < 0)
    return G_SOURCE_CONTINUE;
  solver->watch_source = 0;
  /* After an unwinnable position, only whether the game is lost is left
   * to find out. */
  ap_solver_task_assess (solver->watch_task, solver->watch_seconds,
                         solver->outlook == OUTLOOK_UNWINNABLE);
  return G_SOURCE_REMOVE;
}

/* What is known at once about the position after a change, then the
 * watch for the rest. */
void
ap_window_solver_reassess (ApWindowSolver *solver, Outlook known)
{
  ApWindow *self = solver->window;
  ApOutlook now = ap_position_outlook (ap_game_model_get_position (self->model));
  g_autofree ApMove *finish = NULL;
  guint n_finish = 0;

  g_clear_handle_id (&solver->watch_source, g_source_remove);
  if (now == AP_OUTLOOK_WON)
    known = OUTLOOK_WON;
  else if (now == AP_OUTLOOK_STUCK)
    {
      /* Nothing but idle moves and nothing to deal: lost without a search. */
      known = OUTLOOK_LOST;
      now_unwinnable (solver, ap_game_model_get_n_history (self->model));
    }
  else if (known != OUTLOOK_UNWINNABLE && !solver->finishing &&
           ap_solver_finish (ap_game_model_get_position (self->model), &finish, &n_finish))
    /* Cheap enough to know at once: the banner's Finish stays up from one
     * move home to the next, rather than going and coming back with the
     * watch, which shook the board under a double click. */
    known = OUTLOOK_FINISH;
  set_outlook (solver, known);
  if (known == OUTLOOK_FINISH)
    {
      ap_window_solver_clear_finish (solver);
      solver->finish = g_steal_pointer (&finish);
      solver->n_finish = n_finish;
    }
  else if (known != OUTLOOK_LOST && known != OUTLOOK_WON && !solver->finishing)
    solver->watch_source = g_timeout_add (WATCH_DELAY_MS, watch_cb, solver);
}

/* The game in play, at `moves`, is known to be unwinnable. Then where the
 * line went wrong, for the banner's Undo, unless that is known already:
 * after a quick series of moves, or a saved game resumed, the watch has not
 * searched every position of the line. */
static void
now_unwinnable (ApWindowSolver *solver, guint moves)
{
  guint low = solver->last_winnable != NO_MOVES ? solver->last_winnable + 1 : 0;
  guint high = MIN (solver->first_unwinnable, moves);

  solver->first_unwinnable = MIN (solver->first_unwinnable, moves);
  if (solver->first_unwinnable == 0)
    solver->never_winnable = TRUE;
  if (solver->never_winnable || low >= high)
    return;
  ap_solver_task_find_last_winnable (solver->watch_task, solver->last_winnable,
                                     solver->watch_seconds);
  solver->seeking = TRUE;
}

static void undo_to_winnable (ApWindowSolver *solver);

static void
last_winnable_answered (ApWindowSolver *solver, const ApSolverAnswer *answer)
{
  if (answer->last_winnable != AP_SOLVER_TASK_NONE)
    {
      solver->last_winnable = answer->last_winnable;
      solver->first_unwinnable = MIN (solver->first_unwinnable, answer->last_winnable + 1);
    }
  if (answer->never_winnable)
    {
      solver->never_winnable = TRUE;
      solver->first_unwinnable = 0;
    }
  solver->seeking = FALSE;
  if (solver->undo_waiting)
    {
      /* Moves the game, which brings the banner up to date. */
      solver->undo_waiting = FALSE;
      undo_to_winnable (solver);
      return;
    }
  ap_window_solver_refresh_banner (solver);
  ap_window_solver_changed (solver);
}

void
ap_window_solver_watch_answered_cb (ApSolverTask *task, gpointer data, ApWindowSolver *solver)
{
  const ApSolverAnswer *answer = data;
  Outlook outlook = solver->outlook;

  if (answer->job == AP_SOLVER_JOB_LAST_WINNABLE)
    {
      last_winnable_answered (solver, answer);
      return;
    }
  if (answer->verdict == AP_SOLVER_WINNABLE)
    {
      solver->last_winnable = answer->model_moves;
      if (answer->line != NULL)
        {
          ap_window_solver_clear_line (solver);
          solver->line = g_memdup2 (answer->line, answer->n_line * sizeof (ApMove));
          solver->n_line = answer->n_line;
          solver->line_at = answer->model_moves;
        }
      outlook = OUTLOOK_WINNABLE;
      if (answer->finish != NULL)
        outlook = OUTLOOK_FINISH;
    }
  else if (answer->lost == AP_LOST_YES)
    outlook = OUTLOOK_LOST;
  else if (answer->verdict == AP_SOLVER_UNWINNABLE)
    outlook = OUTLOOK_UNWINNABLE;
  if (outlook == OUTLOOK_UNWINNABLE || outlook == OUTLOOK_LOST)
    now_unwinnable (solver, answer->model_moves);
  set_outlook (solver, outlook);
  if (outlook == OUTLOOK_FINISH)
    {
      ap_window_solver_clear_finish (solver);
      solver->finish = g_memdup2 (answer->finish, answer->n_finish * sizeof (ApMove));
      solver->n_finish = answer->n_finish;
    }
}

void
ap_window_solver_stop_finishing (ApWindowSolver *solver)
{
  if (!solver->finishing)
    return;
  solver->finishing = FALSE;
  g_clear_handle_id (&solver->finish_source, g_source_remove);
  g_clear_pointer (&solver->playing, g_free);
  solver->n_playing = 0;
  ap_window_solver_refresh_banner (solver);
  ap_window_solver_update_actions (solver->window);
  ap_window_solver_changed (solver);
}

static gboolean
finish_step_cb (gpointer user_data)
{
  ApWindowSolver *solver = user_data;
  ApWindow *self = solver->window;
  ApMove move;

  solver->finish_source = 0;
  if (!solver->finishing || solver->finish_next >= solver->n_playing)
    {
      ap_window_solver_stop_finishing (solver);
      return G_SOURCE_REMOVE;
    }
  move = solver->playing[solver->finish_next++];
  /* The last move ends Finish before the model says the game is won, so
   * that the win is handled as any other. */
  if (solver->finish_next == solver->n_playing)
    ap_window_solver_stop_finishing (solver);
  if (ap_game_model_try_move (self->model, move) != AP_VERDICT_OK)
    {
      /* The line was found for this very position, so this should not
       * happen; if it does, the player simply plays on. */
      g_message ("Finish: move %u of the line was refused", solver->finish_next);
      ap_window_solver_stop_finishing (solver);
    }
  return G_SOURCE_REMOVE;
}

/* Each move of Finish waits until the board has landed the last one, so
 * that the player sees every card go home. */
void
ap_window_solver_board_changed_cb (ApWindowSolver *solver)
{
  ApWindow *self = solver->window;

  if (solver->finishing && solver->finish_source == 0 && !ap_board_get_busy (self->board))
    solver->finish_source =
      g_timeout_add ((guint) (FINISH_PAUSE_MS *
                              ap_pace_factor (ap_settings_get_animation_pace (self->settings))),
                     finish_step_cb, solver);
}

void
ap_window_solver_finish_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;
  ApWindowSolver *solver = self->solver;

  if (solver->outlook != OUTLOOK_FINISH || solver->finish == NULL || solver->finishing)
    return;
  ap_board_cancel (self->board);
  solver->finishing = TRUE;
  solver->playing = g_steal_pointer (&solver->finish);
  solver->n_playing = solver->n_finish;
  solver->n_finish = 0;
  solver->finish_next = 0;
  g_clear_handle_id (&solver->watch_source, g_source_remove);
  ap_solver_task_cancel (solver->watch_task);
  ap_window_solver_refresh_banner (solver);
  ap_window_solver_update_actions (self);
  ap_window_solver_board_changed_cb (solver);
  ap_window_solver_changed (solver);
}

/* Back to the last position known to be winnable, or one move back when
 * none is known. */
static void
undo_to_winnable (ApWindowSolver *solver)
{
  ApWindow *self = solver->window;
  guint moves = ap_game_model_get_n_history (self->model);
  guint target =
    solver->last_winnable != NO_MOVES ? solver->last_winnable : (moves > 0 ? moves - 1 : 0);

  ap_board_cancel (self->board);
  while (ap_game_model_get_n_history (self->model) > target && ap_game_model_undo (self->model))
    ;
}

void
ap_window_solver_undo_to_winnable_cb (GSimpleAction *action, GVariant *parameter,
                                      gpointer user_data)
{
  ApWindow *self = user_data;
  ApWindowSolver *solver = self->solver;

  /* Where the line went wrong is being worked out (a few seconds at
   * most): the undo waits for it rather than stop one move back. */
  if (solver->seeking)
    {
      solver->undo_waiting = TRUE;
      ap_window_solver_refresh_banner (solver);
      ap_window_solver_changed (solver);
      return;
    }
  undo_to_winnable (solver);
}

static void
set_button (GtkButton *button, const char *label, const char *action, gboolean suggested)
{
  gtk_widget_set_visible (GTK_WIDGET (button), label != NULL);
  if (label == NULL)
    {
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), NULL);
      return;
    }
  gtk_button_set_label (button, label);
  ap_a11y_name_button (button);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (GTK_WIDGET (button),
                               g_strcmp0 (action, "win.undo-to-winnable") == 0
                                 ? _ ("Go back to the last position that could still be won")
                                 : NULL);
  if (suggested)
    gtk_widget_add_css_class (GTK_WIDGET (button), "suggested-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (button), "suggested-action");
}

void
ap_window_solver_refresh_banner (ApWindowSolver *solver)
{
  ApWindow *self = solver->window;
  gboolean can_undo = ap_game_model_can_undo (self->model);
  const char *text = NULL;
  const char *label = NULL, *action = NULL;
  const char *label2 = NULL, *action2 = NULL;
  gboolean suggested = FALSE;

  if (solver->finding)
    {
      text = _ ("Finding a winnable deal…");
      label = _ ("_Cancel");
      action = "win.cancel-search";
    }
  else if (solver->finishing)
    text = NULL;
  else
    switch (solver->outlook)
      {
      case OUTLOOK_FINISH:
        text = _ ("Every card left can go home.");
        label = _ ("_Finish");
        action = "win.finish";
        suggested = TRUE;
        break;
      case OUTLOOK_UNWINNABLE:
        if (can_undo && !solver->never_winnable)
          {
            text = _ ("This deal can no longer be won.");
            label = _ ("_Undo");
            action = "win.undo-to-winnable";
            /* rules.md: offer undo and a new game. */
            label2 = _ ("_New Game");
            action2 = "win.new-game";
          }
        else
          {
            text = _ ("This deal cannot be won.");
            label = _ ("_New Game");
            action = "win.new-game";
          }
        break;
      case OUTLOOK_LOST:
        /* One message at a time: while "No More Moves" is up, with its
         * own Undo and New Game, it says it all; the banner comes when it
         * is answered and the player is back at the cards. */
        if (ap_window_get_lost_shown (self))
          break;
        text = _ ("No card can reach a foundation any more.");
        label = _ ("_New Game");
        action = "win.new-game";
        /* No position of this deal could be won: nothing to go back to. */
        if (can_undo && !solver->never_winnable)
          {
            label2 = _ ("_Undo");
            action2 = "win.undo-to-winnable";
          }
        break;
      case OUTLOOK_UNKNOWN:
      case OUTLOOK_WINNABLE:
      case OUTLOOK_WON:
      default:
        break;
      }

  gtk_widget_set_visible (GTK_WIDGET (self->banner_spinner),
                          solver->finding || solver->undo_waiting);
  gtk_spinner_set_spinning (self->banner_spinner, solver->finding || solver->undo_waiting);
  /* The text stays while the banner slides away. */
  if (text != NULL)
    {
      gboolean news = !gtk_revealer_get_reveal_child (self->banner) ||
                      g_strcmp0 (gtk_label_get_text (self->banner_label), text) != 0;

      gtk_label_set_text (self->banner_label, text);
      set_button (self->banner_button, label, action, suggested);
      set_button (self->banner_button2, label2, action2, FALSE);
      /* A status is not announced by GTK 4.8: the focused widget says it. */
      if (news)
        ap_window_announce (self, text);
    }
  if (text != NULL && !gtk_revealer_get_reveal_child (self->banner))
    solver->banner_reveals++;
  ap_window_reveal_banner (self, text != NULL);
}
