/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-pile-words.h"
#include "ap-window-private.h"

/*
 * Show Where (win.show-where), the window's part. The banner offers it once
 * the deal can no longer be won; the watch (ApGameWatch) goes back to the
 * last position that could be won, as the banner's Undo did, and judges the
 * move the player made there in a worker thread ("went-wrong"). The board
 * marks that move and picks up the card of a move that keeps the deal
 * winnable, as a hint does; the message over the board says which, and
 * whether the move was a mistake or the cards still in the stock decided
 * the deal (the fair player would have made it too).
 */

/* What the message says: the move that lost the deal, whose mistake it
 * was, and the move that keeps the deal winnable, each in the game's
 * words (ap_move_describe()). */
static char *
where_text (const ApPosition *pos, const ApWatchWhere *where)
{
  const ApWentWrong *judged = &where->went_wrong;
  g_autofree char *keeper = NULL;
  g_autofree char *lost = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  if (judged->has_keeper)
    keeper = ap_move_describe (pos, judged->keeper);
  if (!where->proved)
    /* The watch did not pin down the move that lost the deal (a search
     * ran out of time): only what keeps it winnable from here. */
    return keeper != NULL
             /* TRANSLATORS: %s is a move, e.g. "the seven of hearts onto
              * Tableau 3". */
             ? g_strdup_printf (_ ("From here the deal can still be won: %s."), keeper)
             : g_strdup (_ ("From here the deal can still be won."));
  lost = ap_move_describe (pos, judged->lost);
  if (judged->cards_decided)
    /* TRANSLATORS: the move that lost the deal is the one the fair player,
     * who sees what the player saw, would have made too; %s is the move. */
    first = g_strdup_printf (_ ("No player could have known: seeing what you saw, a careful "
                                "player would also have played %s. The cards still in the stock "
                                "decided this deal."),
                             lost);
  else
    /* TRANSLATORS: %s is the move that lost the deal, e.g. "the ace of
     * hearts onto Tableau 5". */
    first = g_strdup_printf (_ ("This move lost the deal: %s."), lost);
  if (keeper == NULL)
    return g_steal_pointer (&first);
  /* TRANSLATORS: %s is a move that keeps the deal winnable. */
  second = g_strdup_printf (_ ("This one keeps it winnable: %s."), keeper);
  /* TRANSLATORS: two sentences, one after the other. */
  return g_strdup_printf (C_ ("two sentences", "%s %s"), first, second);
}

static void
went_wrong_cb (ApWindow *self, gpointer data)
{
  const ApWatchWhere *where = data;
  const ApPosition *pos = ap_game_model_get_position (self->model);
  g_autofree char *text = where_text (pos, where);
  gboolean on_board = FALSE;

  if (where->went_wrong.has_keeper)
    on_board = ap_board_show_hint (self->board, where->went_wrong.keeper);
  if (where->proved)
    ap_board_show_mistake (self->board, where->went_wrong.lost);
  g_free (self->where_text);
  self->where_text = g_steal_pointer (&text);
  /* Said as a hint is, and announced: it goes with the hint's card put
   * back or any change of the position. */
  ap_window_show_hint_message (self, self->where_text, on_board);
}

static void
show_where_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;

  g_clear_pointer (&self->where_text, g_free);
  ap_game_watch_show_where (self->watch);
}

void
ap_window_init_where (ApWindow *self)
{
  static const GActionEntry entries[] = {
    { .name = "show-where", .activate = show_where_cb },
  };

  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  g_signal_connect_swapped (self->watch, "went-wrong", G_CALLBACK (went_wrong_cb), self);
}

void
ap_window_dispose_where (ApWindow *self)
{
  g_clear_pointer (&self->where_text, g_free);
}
