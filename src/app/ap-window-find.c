/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-window-solver-private.h"

/* Winnable deals only: New Game searches deal numbers from a random one on
 * and deals the first winnable one, under its own number. */

/* The budget per deal, and how many deals are tried before one is dealt
 * unchecked. */
#define FIND_SECONDS 2.0
#define FIND_MAX_DEALS 12

/* At start-up there is no game to keep showing while the first deal is
 * searched for: the board stays out of sight and out of reach until then. */
static void
set_hidden (ApWindowSolver *solver, gboolean hidden)
{
  GtkWidget *board = GTK_WIDGET (solver->window->board);

  solver->hidden = hidden;
  gtk_widget_set_opacity (board, hidden ? 0.0 : 1.0);
  gtk_widget_set_sensitive (board, !hidden);
  /* The shortcuts too: a deal (D) or a hint (H) on cards out of sight
   * would play or count on a deal that is not checked yet. */
  ap_window_update_actions (solver->window);
  ap_window_update_title (solver->window);
}

/* The search given up (Cancel, or the player did something else): the
 * game in play stays, and so does the setting that names it, which
 * ap_window_start_deal() had set to the game searched for. */
void
ap_window_solver_stop_finding (ApWindowSolver *solver)
{
  ApWindow *self = solver->window;

  if (solver->hidden)
    set_hidden (solver, FALSE);
  if (!solver->finding)
    return;
  solver->finding = FALSE;
  g_clear_handle_id (&solver->find_source, g_source_remove);
  ap_solver_task_cancel (solver->deal_task);
  ap_settings_set_game (self->settings, ap_game_model_get_position (self->model)->rules.game);
  ap_window_solver_refresh_banner (solver);
  ap_window_solver_changed (solver);
}

void
ap_window_solver_deal_answered_cb (ApSolverTask *task, gpointer data, ApWindowSolver *solver)
{
  const ApSolverAnswer *answer = data;
  ApWindow *self = solver->window;
  ApRules rules = solver->finding_rules;

  gboolean shown = !solver->hidden;

  solver->finding = FALSE;
  ap_window_solver_refresh_banner (solver);
  set_hidden (solver, FALSE);
  if (answer->deal != 0)
    {
      /* The deal out of sight may be the one. */
      if (shown || answer->deal != ap_game_model_get_deal_number (self->model))
        ap_game_session_new_deal (self->session, &rules, answer->deal);
      return;
    }
  /* Rare: every deal tried was unknown within its budget, or unwinnable.
   * The player gets a game all the same, and is told. */
  if (shown)
    ap_game_session_new_deal (self->session, &rules, solver->finding_first);
  ap_window_show_message (self, AP_MESSAGE_NOTICE,
                          _ ("No winnable deal found in time; this one is unchecked."), -1, -1);
}

static gboolean
begin_finding_cb (gpointer data)
{
  ApWindowSolver *solver = data;

  solver->find_source = 0;
  ap_solver_task_find_winnable (solver->deal_task, &solver->finding_rules, solver->finding_first,
                                FIND_SECONDS, FIND_MAX_DEALS);
  return G_SOURCE_REMOVE;
}

gboolean
ap_window_solver_find_deal (ApWindow *self, const ApRules *rules)
{
  ApWindowSolver *solver = self->solver;
  gboolean winnable_only = FALSE;

  g_object_get (self->settings, "winnable-only", &winnable_only, NULL);
  if (!winnable_only || solver == NULL)
    return FALSE;

  /* Deal numbers run from 1 to 2^31-1 (docs/deals.md). */
  solver->finding_first = (guint32) g_random_int_range (1, G_MAXINT32);
  ap_board_cancel (self->board);
  if (solver->placeholder)
    {
      /* The game and the number are right while the search runs, and the
       * first deal tried is there already if it is winnable. */
      ap_game_session_new_deal (self->session, rules, solver->finding_first);
      set_hidden (solver, TRUE);
    }
  solver->finding = TRUE;
  solver->finding_rules = *rules;
  g_clear_handle_id (&solver->find_source, g_source_remove);
  if (solver->find_delay_ms > 0)
    solver->find_source = g_timeout_add (solver->find_delay_ms, begin_finding_cb, solver);
  else
    begin_finding_cb (solver);
  ap_window_solver_refresh_banner (solver);
  ap_window_solver_changed (solver);
  return TRUE;
}

void
ap_window_solver_cancel_search_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;

  ap_window_solver_stop_finding (self->solver);
}
