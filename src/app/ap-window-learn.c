/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-compat.h"
#include "ap-reason.h"
#include "ap-rules-window.h"
#include "ap-window-private.h"

/*
 * Learning to play, the window's part: a refused move explains itself in a
 * message over the board that names the cards (ap-window-message.c), the Rules window (win.rules,
 * F1 and the primary menu), the stock ringed when dealing is all that is left, and a message with
 * Undo, Restart and New Game when no move is left. The engine decides why a move is refused
 * (ap_verdict_describe) and what is left (ap_position_outlook, and the solver through
 * the watch over the game, ap-game-watch.c); this file only shows it.
 */

/* Its state is in the window's (ap-window-private.h): stuck_told,
 * stuck_dialog, refusal and learn_game. */

void
ap_window_dispose_learn (ApWindow *self)
{
  if (self->stuck_dialog != NULL)
    ap_compat_close (self->stuck_dialog);
  g_clear_weak_pointer (&self->stuck_dialog);
  g_clear_pointer (&self->refusal, g_free);
}

void
ap_window_show_refusal (ApWindow *self, ApVerdict verdict, ApMove move)
{
  gboolean deal = move.kind != AP_MOVE_CARD;

  /* The position has not changed, so the reason names the cards the player
   * sees. It is said over the board, off the refused card and where it was
   * to go (or the stock, for a deal), and a new refusal replaces it. */
  g_free (self->refusal);
  self->refusal = ap_verdict_describe (ap_game_model_get_position (self->model), move, verdict);
  ap_window_show_message (self, AP_MESSAGE_REFUSAL, self->refusal, deal ? AP_PILE_STOCK : move.src,
                          deal ? -1 : move.dst);
}

static void
rules_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;
  ApRulesWindow *rules = ap_rules_window_get_for (GTK_WINDOW (self));
  ApRules algerian;

  /* Algerian, picked from the Rules window's menu while another game is in
   * play, shows the options new deals would use. */
  ap_settings_get_rules_for_game (ap_window_get_settings (self), AP_GAME_ALGERIAN, &algerian);
  if (rules == NULL)
    {
      rules =
        ap_rules_window_present (GTK_WINDOW (self), ap_game_model_get_rules (self->model), NULL);
      /* Nothing on the board changes when the Rules window closes, but the
       * tests' state file is written after a frame of this window. */
      g_signal_connect_object (rules, "destroy", G_CALLBACK (gtk_widget_queue_draw), self,
                               G_CONNECT_SWAPPED);
    }
  else
    ap_rules_window_present (GTK_WINDOW (self), ap_game_model_get_rules (self->model), NULL);
  if (ap_game_model_get_rules (self->model)->game != AP_GAME_ALGERIAN)
    ap_rules_window_set_rules_for_game (rules, &algerian);
}

static void
stuck_response_cb (GtkWidget *dialog, const char *response, ApWindow *self)
{
  const char *action = NULL;

  /* Answered, the message goes by itself: whatever follows is told by the
   * banner. */
  g_clear_weak_pointer (&self->stuck_dialog);

  if (g_strcmp0 (response, "undo") == 0)
    action = "undo";
  else if (g_strcmp0 (response, "restart") == 0)
    action = "restart";
  else if (g_strcmp0 (response, "new-game") == 0)
    action = "new-game";
  /* Through the window's actions, so that the board and the saved game
   * hear about it exactly as from the menu. */
  if (action != NULL)
    g_action_group_activate_action (G_ACTION_GROUP (self), action, NULL);
  ap_banner_set_lost_told (self->banner_box, FALSE);
}

gboolean
ap_window_get_lost_shown (ApWindow *self)
{
  return self->stuck_dialog != NULL;
}

static void
show_stuck (ApWindow *self)
{
  const ApPosition *pos = ap_game_model_get_position (self->model);
  ApMove moves[AP_MAX_MOVES];
  GtkWidget *dialog;
  gboolean any = ap_position_legal_moves (pos, moves) > 0;

  dialog = ap_compat_alert_new (NULL, NULL);
  /* The heading as the title too, for window lists and the tests. */
  ap_compat_alert_set_heading (dialog, _ ("No More Moves"));
  if (any)
    ap_compat_alert_set_body (dialog,
                              _ ("The cards can still be moved about, but no card can reach "
                                 "a foundation any more, and the stock is exhausted."));
  else
    ap_compat_alert_set_body (dialog, _ ("No card can move, and the stock is exhausted."));
  ap_compat_alert_add_response (dialog, "undo", _ ("_Undo"), ADW_RESPONSE_DEFAULT);
  ap_compat_alert_add_response (dialog, "restart", _ ("_Restart"), ADW_RESPONSE_DEFAULT);
  ap_compat_alert_add_response (dialog, "new-game", _ ("_New Game"), ADW_RESPONSE_SUGGESTED);
  ap_compat_alert_set_default_response (dialog, "new-game");
  /* Escape only closes the message: the player may want to look at the
   * cards first. */
  ap_compat_alert_set_close_response (dialog, "close");
  ap_compat_alert_set_response_enabled (dialog, "undo", ap_game_model_can_undo (self->model));
  ap_compat_alert_set_response_enabled (dialog, "restart", ap_game_model_can_undo (self->model));
  g_signal_connect_object (dialog, "response", G_CALLBACK (stuck_response_cb), self, 0);
  g_set_weak_pointer (&self->stuck_dialog, dialog);
  ap_compat_present (dialog, GTK_WIDGET (self));
}

/* Shows the "No More Moves" message once while the game is lost, and takes
 * it away when the game no longer is (after an undo). Whether the game is
 * lost is decided in one place, the watch over the game (ap-game-watch.c,
 * through ap-window-watch.c), from ap_position_outlook() at once and from
 * the solver's proof a moment later. */
void
ap_window_set_lost (ApWindow *self, gboolean lost, gboolean may_tell)
{
  if (!lost)
    {
      self->stuck_told = FALSE;
      if (self->stuck_dialog != NULL)
        ap_compat_close (self->stuck_dialog);
    }
  else if (may_tell && !self->stuck_told)
    {
      self->stuck_told = TRUE;
      show_stuck (self);
    }
  /* The banner waits while the message tells of the loss. */
  ap_banner_set_lost_told (self->banner_box, self->stuck_dialog != NULL);
}

/* After every change of the position: ring the stock when dealing is all
 * that is left. */
static void
update_stock_ring (ApWindow *self)
{
  ApOutlook outlook = ap_position_outlook (ap_game_model_get_position (self->model));

  ap_board_set_stock_hint (self->board, outlook == AP_OUTLOOK_DEAL_ONLY);
}

static void
move_applied_cb (ApWindow *self, const ApMove *move, gboolean undo)
{
  update_stock_ring (self);
}

static void
reset_cb (ApWindow *self)
{
  /* A new deal or a loaded game: ring the stock if needed. */
  ApRulesWindow *rules = ap_rules_window_get_for (GTK_WINDOW (self));
  const ApRules *now = ap_game_model_get_rules (self->model);

  update_stock_ring (self);
  /* An open Rules window follows the game in play: it turns to a new game,
   * and shows new options of the same game without leaving the page the
   * player is reading. */
  if (rules != NULL)
    {
      if (now->game != self->learn_game)
        ap_rules_window_set_rules (rules, now);
      else
        ap_rules_window_set_rules_for_game (rules, now);
    }
  self->learn_game = now->game;
}

void
ap_window_init_learn (ApWindow *self)
{
  static const GActionEntry entries[] = {
    { .name = "rules", .activate = rules_cb },
  };
  self->learn_game = ap_game_model_get_rules (self->model)->game;
  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  g_signal_connect_object (self->model, "move-applied", G_CALLBACK (move_applied_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "reset", G_CALLBACK (reset_cb), self, G_CONNECT_SWAPPED);
  update_stock_ring (self);
}
