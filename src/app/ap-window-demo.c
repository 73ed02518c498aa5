/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-pile-words.h"
#include "ap-window-private.h"

/*
 * Play for Me (win.play-for-me, Ctrl+P), the window's part: the watch
 * (ApGameWatch, ap-game-watch-fair.c) plays the fair player's moves through
 * the model, so the board flies each as it flies the player's and Undo
 * takes them back one at a time; the window sets the pace from the
 * animation-pace setting, tells the game session that the moves are not
 * the player's (the statistics do not count its win as theirs), says each
 * move to screen readers, and stops it at the player's first click, tap or
 * key. That input does nothing else: it may have been meant for a card the
 * demo was about to move. While it plays, no drag can start: the press
 * that would start one stops it first.
 */

static void
play_for_me_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;

  if (ap_game_watch_get_demonstrating (self->watch))
    {
      ap_game_watch_stop_demo (self->watch);
      return;
    }
  /* A card in hand goes back: the demo plays from the position as it is. */
  ap_board_cancel (self->board);
  if (!ap_game_watch_play_for_me (self->watch))
    return;
  ap_window_show_message (self, AP_MESSAGE_NOTICE,
                          _ ("Playing for you. Press any key, click or tap to stop."), -1, -1);
}

/* The session counts the moves made meanwhile as Play for Me's, and holds
 * the clock. */
static void
demonstrating_cb (ApWindow *self)
{
  ap_game_session_set_demo (self->session, ap_game_watch_get_demonstrating (self->watch));
  ap_window_update_watch_actions (self);
}

static void
demo_moved_cb (ApWindow *self, gpointer move, gpointer before)
{
  g_autofree char *words = ap_move_describe (before, *(const ApMove *) move);

  g_free (self->demo_said);
  /* TRANSLATORS: said to screen readers for each move of Play for Me; %s
   * is the move, e.g. "the seven of hearts onto Tableau 3". */
  self->demo_said = g_strdup_printf (_ ("Play for Me: %s."), words);
  ap_window_announce (self, self->demo_said);
}

static void
demo_ended_cb (ApWindow *self, int why)
{
  switch ((ApDemoEnd) why)
    {
    case AP_DEMO_NO_MOVE:
      ap_window_show_message (self, AP_MESSAGE_NOTICE,
                              _ ("Play for Me stopped: as a player sees it, no move makes "
                                 "progress."),
                              -1, -1);
      break;
    case AP_DEMO_ROUND:
      ap_window_show_message (self, AP_MESSAGE_NOTICE,
                              _ ("Play for Me stopped: it would only go round in circles."), -1,
                              -1);
      break;
    case AP_DEMO_STOPPED:
      ap_window_announce (self, _ ("Play for Me stopped."));
      break;
    case AP_DEMO_WON:
    case AP_DEMO_LEFT:
    default:
      /* The win says itself; the player's own action needs no words. */
      break;
    }
}

/* A click or a tap anywhere in the window while the demo plays stops it,
 * and goes no further. */
static void
pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, ApWindow *self)
{
  if (self->watch == NULL || !ap_game_watch_get_demonstrating (self->watch))
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  ap_game_watch_stop_demo (self->watch);
}

/* So does a key, but for a modifier alone: the Ctrl of a shortcut is
 * pressed before its letter, and the letter then stops the demo. */
static gboolean
key_cb (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
        ApWindow *self)
{
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));

  if (self->watch == NULL || !ap_game_watch_get_demonstrating (self->watch) ||
      (event != NULL && gdk_key_event_is_modifier (event)))
    return GDK_EVENT_PROPAGATE;
  ap_game_watch_stop_demo (self->watch);
  return GDK_EVENT_STOP;
}

void
ap_window_init_demo (ApWindow *self)
{
  static const GActionEntry entries[] = {
    { .name = "play-for-me", .activate = play_for_me_cb },
  };
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *key = gtk_event_controller_key_new ();

  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  g_signal_connect_swapped (self->watch, "notify::demonstrating", G_CALLBACK (demonstrating_cb),
                            self);
  g_signal_connect_swapped (self->watch, "demo-moved", G_CALLBACK (demo_moved_cb), self);
  g_signal_connect_swapped (self->watch, "demo-ended", G_CALLBACK (demo_ended_cb), self);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_event_controller_set_propagation_phase (key, GTK_PHASE_CAPTURE);
  g_signal_connect (key, "key-pressed", G_CALLBACK (key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
}

void
ap_window_dispose_demo (ApWindow *self)
{
  g_clear_pointer (&self->demo_said, g_free);
}
