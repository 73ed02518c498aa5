/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-pile-words.h"
#include "ap-reason.h"
#include "ap-window-private.h"

/* The Hint (win.hint, H), the window's part: the watch (ApGameWatch) finds
 * it, the next move of a winning line when one is known, else the engine's
 * fallback, or, with the hint-kind setting on "fair", the fair player's
 * move; the window shows it on the board, says it in its message (which
 * says which kind it is) and counts it in the statistics. */

/* Said in the window's message over the board rather than in a toast,
 * which would lie over the bottom row of cards, hinted ones included: the
 * message keeps off them (ap-window-message.c). A new one replaces the last. */
static void
say_hint (ApWindow *self, const char *text, gboolean on_board)
{
  g_free (self->hint_text);
  self->hint_text = g_strdup (text);
  ap_window_show_hint_message (self, text, on_board);
}

static void
set_hint (ApWindow *self, char *hint)
{
  g_free (self->hint);
  self->hint = hint;
  /* A frame follows, for the tests' state file. */
  gtk_widget_queue_draw (GTK_WIDGET (self->board));
}

/* A hint with no move: nothing shown, so nothing counted. */
static void
no_hint (ApWindow *self, const char *text)
{
  say_hint (self, text, FALSE);
  set_hint (self, g_strdup ("none"));
}

/* Shows `move` on the board; FALSE when it cannot, and then nothing is
 * shown, said or counted. */
static gboolean
show_hint (ApWindow *self, ApMove move)
{
  if (ap_board_show_hint (self->board, move))
    return TRUE;
  set_hint (self, NULL);
  return FALSE;
}

/* Said and shown: counted, once for the position (asked again for the same
 * position, it is the same hint), and `kind` in the tests' state. */
static void
hint_shown (ApWindow *self, ApMove move, const char *text, const char *kind)
{
  char notation[8];

  say_hint (self, text, TRUE);
  if (!self->hint_counted)
    ap_game_session_hint_used (self->session);
  self->hint_counted = TRUE;
  ap_move_format (move, notation);
  set_hint (self, g_strdup_printf ("%s %s", notation, kind));
}

static void
hint_ready_cb (ApWindow *self, gpointer data)
{
  const ApHint *hint = data;
  const ApPosition *pos = ap_game_model_get_position (self->model);
  g_autofree char *move_text = NULL;
  g_autofree char *text = NULL;

  if (hint->kind == AP_HINT_NONE)
    {
      no_hint (self, _ ("No useful move: no card can get closer to a foundation."));
      return;
    }
  if (!show_hint (self, hint->move))
    return;
  /* What the hint is based on comes first: it is what the board cannot
   * show. */
  move_text = ap_move_describe (pos, hint->move);
  if (hint->kind == AP_HINT_WINNING && hint->enables)
    {
      /* A transfer between foundations puts no card home: the hint says
       * which card it makes way for (ap_solver_hint()). */
      g_autofree char *card = ap_card_describe (hint->enabled);

      /* TRANSLATORS: a hint from a winning line that moves a card from
       * one foundation to another; the first %s is the move, e.g. "the
       * eight of hearts onto Foundation 2", the second a card with its
       * article, e.g. "the queen of hearts". */
      text = g_strdup_printf (_ ("Leads to a win: %s, so that %s can go home."), move_text, card);
    }
  else if (hint->kind == AP_HINT_WINNING)
    /* TRANSLATORS: a hint from a winning line; %s is the move, e.g. "the
     * seven of hearts onto Tableau 3". */
    text = g_strdup_printf (_ ("Leads to a win: %s."), move_text);
  else if (hint->verdict == AP_SOLVER_UNWINNABLE)
    /* The watch says so of this very position when the hint's small search
     * does not: the message must not contradict the banner. */
    /* TRANSLATORS: a hint when the deal cannot be won: the move that gets
     * the most cards onto the foundations; %s is the move. */
    text = g_strdup_printf (_ ("No win possible; best for the foundations: %s."), move_text);
  else
    /* TRANSLATORS: a hint when the solver knows no win (it may have run out
     * of time): the move that gets the most cards onto the foundations. */
    text = g_strdup_printf (_ ("No win known; best for the foundations: %s."), move_text);
  hint_shown (self, hint->move, text, hint->kind == AP_HINT_WINNING ? "winning" : "progress");
}

/* The fair player's hint: it cannot say whether the move leads to a win,
 * not knowing the stock, and says so. */
static void
fair_hint_ready_cb (ApWindow *self, gpointer data)
{
  const ApMove *move = data;
  g_autofree char *move_text = NULL;
  g_autofree char *text = NULL;

  if (move == NULL)
    {
      /* TRANSLATORS: a hint from the fair player, which sees only what a
       * player sees, when it has no move to suggest. */
      no_hint (self, _ ("As a player would, not seeing the stock: no move makes progress."));
      return;
    }
  if (!show_hint (self, *move))
    return;
  move_text = ap_move_describe (ap_game_model_get_position (self->model), *move);
  /* TRANSLATORS: a hint from the fair player, which sees only what a
   * player sees, not the order of the stock; %s is the move, e.g. "the
   * seven of hearts onto Tableau 3". */
  text = g_strdup_printf (_ ("As a player would, not seeing the stock: %s."), move_text);
  hint_shown (self, *move, text, "fair");
}

static void
hint_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;

  if (ap_game_model_get_won (self->model) || ap_game_watch_get_finishing (self->watch))
    return;
  if (ap_settings_get_hint_kind (self->settings) == AP_HINT_SOURCE_FAIR)
    ap_game_watch_request_fair_hint (self->watch);
  else
    ap_game_watch_request_hint (self->watch);
  set_hint (self, g_strdup ("pending"));
}

/* Any change of the position: the hint asked for it is dropped, and a hint
 * for the next one counts again. */
static void
position_changed_cb (ApWindow *self)
{
  self->hint_counted = FALSE;
  g_clear_pointer (&self->hint, g_free);
}

static void
model_moved_cb (ApWindow *self, const ApMove *move, gboolean undo)
{
  position_changed_cb (self);
}

void
ap_window_init_hint (ApWindow *self)
{
  static const GActionEntry entries[] = {
    { .name = "hint", .activate = hint_cb },
  };

  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  g_signal_connect_swapped (self->watch, "hint-ready", G_CALLBACK (hint_ready_cb), self);
  g_signal_connect_swapped (self->watch, "fair-hint-ready", G_CALLBACK (fair_hint_ready_cb), self);
  g_signal_connect_object (self->model, "reset", G_CALLBACK (position_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "move-applied", G_CALLBACK (model_moved_cb), self,
                           G_CONNECT_SWAPPED);
}

void
ap_window_dispose_hint (ApWindow *self)
{
  g_clear_pointer (&self->hint, g_free);
  g_clear_pointer (&self->hint_text, g_free);
}
