/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-appearance.h"
#include "ap-window-private.h"

/*
 * The window's part of the watch over the game (ApGameWatch, which knows
 * nothing of widgets): its actions (win.finish, win.ask-verdict,
 * win.cancel-search; win.hint is ap-window-hint.c, win.show-where
 * ap-window-where.c), the banner (ApBanner)
 * bound to it, what a loss does to the window (the "No More Moves" message
 * of ap-window-learn.c, the clock), and winnable deals only: New Game first
 * searches deal numbers from a random one on, and deals the first winnable
 * one under its own number, so that the number can still be shared.
 */

/* A frame of the window follows every change of the watch, so that the
 * tests' state file (written after frames) hears about it. */
static void
watch_changed_cb (ApWindow *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self->board));
}

void
ap_window_update_watch_actions (ApWindow *self)
{
  GAction *action;

  if (self->watch == NULL)
    return;
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "hint");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               !ap_game_model_get_won (self->model) &&
                                 !ap_game_watch_get_finishing (self->watch) && !self->hidden);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "finish");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               ap_game_watch_get_outlook (self->watch) == AP_WATCH_FINISH &&
                                 ap_game_watch_get_started (self->watch) &&
                                 !ap_game_watch_get_finishing (self->watch));
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "ask-verdict");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               !ap_game_model_get_won (self->model) &&
                                 !ap_game_watch_get_finishing (self->watch) && !self->hidden);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "play-for-me");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               !ap_game_model_get_won (self->model) &&
                                 !ap_game_watch_get_finishing (self->watch) && !self->hidden);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "show-where");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), ap_game_model_can_undo (self->model));
}

/* What the watch knows of a loss: the message once, after a move (an undo
 * out of the loss takes it away), and the clock, stopped while the game is
 * proved lost. */
static void
outlook_changed_cb (ApWindow *self)
{
  gboolean lost = ap_game_watch_get_outlook (self->watch) == AP_WATCH_LOST;

  ap_window_set_lost (self, lost, ap_game_watch_get_tell_loss (self->watch));
  ap_game_session_set_clock_paused (self->session, lost);
  ap_window_update_watch_actions (self);
}

/* ---------------------------------------------------------------- Finish */

/* Finish plays at its own brisk pace (ap_game_watch_finish_step_ms()), the
 * board flying each card home as the next sets off, both at the speed of
 * the animations the player chose (Preferences → Appearance): with them
 * off, or the system's, the whole line at once. The game's time is the
 * player's: the clock stops when Finish starts. */
static void
pace_changed_cb (ApWindow *self)
{
  double factor = ap_pace_factor (ap_settings_get_animation_pace (self->settings));

  ap_game_watch_set_pace (self->watch, adw_get_enable_animations (GTK_WIDGET (self)) ? factor : 0);
}

static void
finishing_changed_cb (ApWindow *self)
{
  ap_game_session_hold_clock (self->session, AP_CLOCK_HOLD_FINISH,
                              ap_game_watch_get_finishing (self->watch));
}

static void
finish_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;

  if (ap_game_watch_get_outlook (self->watch) != AP_WATCH_FINISH ||
      ap_game_watch_get_finishing (self->watch))
    return;
  ap_board_cancel (self->board);
  ap_game_watch_finish (self->watch);
}

/* A tap, a click or a key while Finish plays: the rest at once. The event
 * goes no further, so that it does not also play or select a card. */
static void
hurry_pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, ApWindow *self)
{
  if (self->watch == NULL || !ap_game_watch_get_finishing (self->watch))
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  ap_game_watch_hurry_finish (self->watch);
}

static gboolean
hurry_key_cb (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
              ApWindow *self)
{
  /* Shortcuts (Ctrl+Z ends Finish with an undo) keep their meaning. */
  if (self->watch == NULL || !ap_game_watch_get_finishing (self->watch) ||
      (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;
  ap_game_watch_hurry_finish (self->watch);
  return GDK_EVENT_STOP;
}

static void
init_hurry (ApWindow *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *key = gtk_event_controller_key_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (hurry_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), GTK_EVENT_CONTROLLER (click));
  gtk_event_controller_set_propagation_phase (key, GTK_PHASE_CAPTURE);
  g_signal_connect (key, "key-pressed", G_CALLBACK (hurry_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
}

/* Can This Deal Be Won?: the banner says what the watch knows, or that it
 * is still looking. */
static void
ask_verdict_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;

  ap_game_watch_ask (self->watch);
}

static void
rewinding_cb (ApWindow *self)
{
  ap_board_cancel (self->board);
}

/* ------------------------------------------------------- winnable deals */

/* At start-up there is no game to keep showing while the first deal is
 * searched for: the board stays out of sight and out of reach until then. */
static void
set_hidden (ApWindow *self, gboolean hidden)
{
  GtkWidget *board = GTK_WIDGET (self->board);

  self->hidden = hidden;
  /* With no game behind the search, Cancel would leave a deal nobody
   * checked: the search can only be ended by another game or by turning
   * "winnable deals only" off. */
  g_simple_action_set_enabled (G_SIMPLE_ACTION (
                                 g_action_map_lookup_action (G_ACTION_MAP (self), "cancel-search")),
                               !hidden);
  gtk_widget_set_opacity (board, hidden ? 0.0 : 1.0);
  gtk_widget_set_sensitive (board, !hidden);
  /* The shortcuts too: a deal (D) or a hint (H) on cards out of sight
   * would play or count on a deal that is not checked yet. */
  ap_window_update_actions (self);
  ap_window_update_title (self);
}

/* The search over, found or given up (Cancel, or the player did something
 * else): the board comes back, and the setting that names the game, which
 * ap_window_start_deal() had set to the game searched for, names the game
 * in play again. */
static void
finding_changed_cb (ApWindow *self)
{
  if (ap_game_watch_get_finding (self->watch))
    return;
  if (self->hidden)
    set_hidden (self, FALSE);
  ap_settings_set_game (self->settings, ap_game_model_get_position (self->model)->rules.game);
}

/* The deal found is proved winnable: the search never gives up on its own,
 * so no unchecked deal is dealt while the option is on. */
static void
deal_found_cb (ApWindow *self, guint deal)
{
  ApRules rules = self->finding_rules;
  gboolean shown = !self->hidden;

  set_hidden (self, FALSE);
  /* The deal out of sight may be the one. */
  if (shown || deal != ap_game_model_get_deal_number (self->model))
    ap_game_session_new_deal (self->session, &rules, deal);
}

gboolean
ap_window_find_deal (ApWindow *self, const ApRules *rules)
{
  gboolean winnable_only = FALSE;

  g_object_get (self->settings, "winnable-only", &winnable_only, NULL);
  if (!winnable_only || self->watch == NULL)
    return FALSE;

  /* Deal numbers run from 1 to 2^31-1 (docs/deals.md). */
  self->finding_first = (guint32) g_random_int_range (1, G_MAXINT32);
  self->finding_rules = *rules;
  ap_board_cancel (self->board);
  if (self->placeholder)
    {
      /* The game and the number are right while the search runs, and the
       * first deal tried is there already if it is winnable. */
      ap_game_session_new_deal (self->session, rules, self->finding_first);
      set_hidden (self, TRUE);
    }
  ap_game_watch_find_winnable (self->watch, rules, self->finding_first);
  return TRUE;
}

static void
cancel_search_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;

  ap_game_watch_stop_finding (self->watch);
}

static void
settings_changed_cb (ApWindow *self)
{
  /* Turning "winnable deals only" off stops a search in progress. */
  gboolean winnable_only = TRUE;

  g_object_get (self->settings, "winnable-only", &winnable_only, NULL);
  if (!winnable_only)
    ap_game_watch_stop_finding (self->watch);
}

static void
banner_wanted_cb (ApWindow *self)
{
  ap_window_reveal_banner (self, ap_banner_get_wanted (self->banner_box));
}

static void
model_reset_cb (ApWindow *self)
{
  /* The window has given the model a game: the deal it was made with is
   * gone. */
  self->placeholder = FALSE;
}

/* ------------------------------------------------------------ the frame */

/* Not before the window's first frame: on a machine of two cores, a search
 * started sooner competes with the start-up for its CPU (the watch is armed
 * at the first deal, 250 ms before it runs, and start-up can take longer
 * than that; bench/gui/README.md). */
static gboolean
first_frame_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  ApWindow *self = AP_WINDOW (widget);

  if (gdk_frame_clock_get_frame_counter (clock) < 0)
    return G_SOURCE_CONTINUE;
  ap_game_watch_set_hold (self->watch, FALSE);
  return G_SOURCE_REMOVE;
}

/* --------------------------------------------------------------- public */

ApGameWatch *
ap_window_get_watch (ApWindow *self)
{
  g_return_val_if_fail (AP_IS_WINDOW (self), NULL);
  return self->watch;
}

void
ap_window_init_watch (ApWindow *self)
{
  static const GActionEntry entries[] = {
    { .name = "finish", .activate = finish_cb },
    { .name = "ask-verdict", .activate = ask_verdict_cb },
    { .name = "cancel-search", .activate = cancel_search_cb },
  };

  self->placeholder = TRUE;
  self->watch = ap_game_watch_new (self->model);
  ap_game_watch_set_hold (self->watch, TRUE);
  gtk_widget_add_tick_callback (GTK_WIDGET (self), first_frame_cb, NULL, NULL);
  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  ap_window_init_hint (self);
  ap_window_init_where (self);
  ap_window_init_demo (self);

  /* The window hears of a change before the banner does: the banner
   * waits while "No More Moves" tells of a loss. */
  g_signal_connect_swapped (self->watch, "notify::outlook", G_CALLBACK (outlook_changed_cb), self);
  g_signal_connect_swapped (self->watch, "notify::tell-loss", G_CALLBACK (outlook_changed_cb),
                            self);
  g_signal_connect_swapped (self->watch, "notify::finishing",
                            G_CALLBACK (ap_window_update_watch_actions), self);
  g_signal_connect_swapped (self->watch, "notify::finishing", G_CALLBACK (finishing_changed_cb),
                            self);
  g_signal_connect_swapped (self->watch, "notify::started",
                            G_CALLBACK (ap_window_update_watch_actions), self);
  /* The player's choice: the verdicts said while playing, or kept. */
  g_object_bind_property (self->settings, "show-verdicts", self->watch, "show-verdicts",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_swapped (self->watch, "notify::finding", G_CALLBACK (finding_changed_cb), self);
  g_signal_connect_swapped (self->watch, "deal-found", G_CALLBACK (deal_found_cb), self);
  g_signal_connect_swapped (self->watch, "rewinding", G_CALLBACK (rewinding_cb), self);
  g_signal_connect_swapped (self->watch, "notify", G_CALLBACK (watch_changed_cb), self);
  g_signal_connect_object (self->model, "reset", G_CALLBACK (model_reset_cb), self,
                           G_CONNECT_SWAPPED);
  init_hurry (self);
  g_signal_connect_object (self->settings, "notify::winnable-only",
                           G_CALLBACK (settings_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "notify::animation-pace", G_CALLBACK (pace_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_widget_get_settings (GTK_WIDGET (self)),
                           "notify::gtk-enable-animations", G_CALLBACK (pace_changed_cb), self,
                           G_CONNECT_SWAPPED);
  pace_changed_cb (self);

  g_signal_connect_object (self->banner_box, "notify::wanted", G_CALLBACK (banner_wanted_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->banner_box, "news", G_CALLBACK (ap_window_announce), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->banner, "notify::child-revealed", G_CALLBACK (watch_changed_cb),
                           self, G_CONNECT_SWAPPED);
  ap_banner_set_watch (self->banner_box, self->watch);
  ap_window_update_watch_actions (self);
}

void
ap_window_dispose_watch (ApWindow *self)
{
  if (self->watch == NULL)
    return;
  if (self->banner_box != NULL)
    ap_banner_set_watch (self->banner_box, NULL);
  g_signal_handlers_disconnect_by_data (self->watch, self);
  ap_window_dispose_hint (self);
  ap_window_dispose_where (self);
  ap_window_dispose_demo (self);
  /* Its tasks' threads, cancelled, return soon and report nothing. */
  g_clear_object (&self->watch);
}
