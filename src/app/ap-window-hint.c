/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-pile-words.h"
#include "ap-reason.h"
#include "ap-window-solver-private.h"

/* The Hint (win.hint, H): the next move of a winning line when one is
 * known, else the engine's fallback; shown on the board and said in the
 * window's message. */

/* Said in the window's message over the board rather than in a toast,
 * which would lie over the bottom row of cards, hinted ones included: the
 * message keeps off them (ap-window-message.c). A new one replaces the last. */
static void
say_hint (ApWindowSolver *solver, const char *text, gboolean on_board)
{
  g_free (solver->hint_text);
  solver->hint_text = g_strdup (text);
  ap_window_show_hint_message (solver->window, text, on_board);
}

void
ap_window_solver_hint_answered_cb (ApSolverTask *task, gpointer data, ApWindowSolver *solver)
{
  const ApSolverAnswer *answer = data;
  ApSolverAnswer from_line;
  ApMove next;
  ApWindow *self = solver->window;
  g_autofree char *move_text = NULL;
  g_autofree char *text = NULL;
  char notation[8];

  /* The hint's own search is small, so that every hint comes at once; the
   * watch may have found a win it missed. Then the hint is that line's next
   * move, and does not say "no win known" of a deal the game knows can be
   * won. */
  if (answer->hint.kind != AP_HINT_WINNING && ap_window_solver_line_move (solver, &next))
    {
      from_line = *answer;
      from_line.hint.kind = AP_HINT_WINNING;
      from_line.hint.verdict = AP_SOLVER_WINNABLE;
      from_line.hint.move = next;
      from_line.hint.enables = FALSE;
      answer = &from_line;
    }

  g_free (solver->hint);
  if (answer->hint.kind == AP_HINT_NONE)
    {
      /* Nothing shown, so nothing counted. */
      solver->hint = g_strdup ("none");
      say_hint (solver, _ ("No useful move: no card can get closer to a foundation."), FALSE);
      ap_window_solver_changed (solver);
      return;
    }

  /* Shown on the board, or not at all (and then not counted). */
  if (!ap_board_show_hint (self->board, answer->hint.move))
    {
      solver->hint = NULL;
      ap_window_solver_changed (solver);
      return;
    }
  ap_move_format (answer->hint.move, notation);
  solver->hint = g_strdup_printf ("%s %s", notation,
                                  answer->hint.kind == AP_HINT_WINNING ? "winning" : "progress");
  /* What the hint is based on comes first: it is what the board cannot
   * show. */
  move_text = ap_move_describe (&answer->position, answer->hint.move);
  if (answer->hint.kind == AP_HINT_WINNING && answer->hint.enables)
    {
      /* A transfer between foundations puts no card home: the hint says
       * which card it makes way for (ap_solver_hint()). */
      g_autofree char *card = ap_card_describe (answer->hint.enabled);

      /* TRANSLATORS: a hint from a winning line that moves a card from
       * one foundation to another; the first %s is the move, e.g. "the
       * eight of hearts onto Foundation 2", the second a card with its
       * article, e.g. "the queen of hearts". */
      text = g_strdup_printf (_ ("Leads to a win: %s, so that %s can go home."), move_text, card);
    }
  else if (answer->hint.kind == AP_HINT_WINNING)
    /* TRANSLATORS: a hint from a winning line; %s is the move, e.g. "the
     * seven of hearts onto Tableau 3". */
    text = g_strdup_printf (_ ("Leads to a win: %s."), move_text);
  else if (answer->hint.verdict == AP_SOLVER_UNWINNABLE || solver->outlook == OUTLOOK_UNWINNABLE ||
           solver->outlook == OUTLOOK_LOST)
    /* The hint's small search may not see it, but the watch proved it for
     * this very position: the message must not contradict the banner. */
    /* TRANSLATORS: a hint when the deal cannot be won: the move that gets
     * the most cards onto the foundations; %s is the move. */
    text = g_strdup_printf (_ ("No win possible; best for the foundations: %s."), move_text);
  else
    /* TRANSLATORS: a hint when the solver knows no win (it may have run out
     * of time): the move that gets the most cards onto the foundations. */
    text = g_strdup_printf (_ ("No win known; best for the foundations: %s."), move_text);
  say_hint (solver, text, TRUE);
  /* Asked again for the same position, it is the same hint. */
  if (!solver->hint_counted)
    ap_game_session_hint_used (self->session);
  solver->hint_counted = TRUE;
  ap_window_solver_changed (solver);
}

void
ap_window_solver_hint_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;
  ApWindowSolver *solver = self->solver;

  if (ap_game_model_get_won (self->model) || solver->finishing)
    return;
  ap_window_play_due_auto_moves (self);
  if (ap_game_model_get_won (self->model))
    return;
  g_free (solver->hint);
  solver->hint = g_strdup ("pending");
  ap_solver_task_hint (solver->hint_task);
  ap_window_solver_changed (solver);
}
