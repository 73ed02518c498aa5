/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-card-preview.h"
#include "ap-preferences-window.h"
#include "ap-rules-window.h"
#include "ap-window-private.h"

/* The window's part in what outlives the process: its settings, the game
 * session (saved game and statistics), the window size, the Preferences
 * and Statistics actions, the messages about saved games and what holds
 * the clock while the player is away from the cards. A file of its
 * own so that the rest of the window does not need to know about any of it. */

static void
problem_cb (ApWindow *self, const char *message)
{
  /* Over the board, off the stock and the waste, rather than in a toast
   * over the bottom row of cards. */
  ap_window_show_message (self, AP_MESSAGE_NOTICE, message, -1, -1);
}

static void
save_window_state (ApWindow *self)
{
  int width = 0, height = 0;

  if (self->settings == NULL)
    return;
  /* The default size is the unmaximized size: the one to come back to. */
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  if (width > 0 && height > 0)
    g_object_set (self->settings, "window-width", width, "window-height", height, NULL);
  g_object_set (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)),
                NULL);
}

/* Quitting: the game is already saved after every change; this keeps the
 * clock and the window's size. Nothing is counted. */
static void
shutdown_cb (ApWindow *self)
{
  save_window_state (self);
  if (self->session != NULL)
    ap_game_session_save (self->session);
}

static gboolean
close_request_cb (ApWindow *self)
{
  shutdown_cb (self);
  return FALSE;
}

/* The clock counts the time at the cards (issue 44): it is held while a
 * dialog covers the board (Rules, Preferences, About, Statistics, a
 * question) and while the window is minimised. */
static void
dialogs_changed_cb (gpointer data)
{
  ApWindow *self = data;

  if (self->session != NULL)
    ap_game_session_hold_clock (self->session, AP_CLOCK_HOLD_COVERED,
                                ap_compat_count_dialogs (GTK_WIDGET (self)) > 0);
}

static void
surface_state_cb (GdkToplevel *toplevel, GParamSpec *pspec, ApWindow *self)
{
  if (self->session != NULL)
    ap_game_session_hold_clock (self->session, AP_CLOCK_HOLD_MINIMIZED,
                                (gdk_toplevel_get_state (toplevel) &
                                 GDK_TOPLEVEL_STATE_MINIMIZED) != 0);
}

static void
realize_cb (ApWindow *self)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));

  if (GDK_IS_TOPLEVEL (surface))
    g_signal_connect_object (surface, "notify::state", G_CALLBACK (surface_state_cb), self, 0);
}

static void
show_preferences (ApWindow *self, const char *page)
{
  ApPreferencesWindow *preferences = ap_preferences_window_new (self->settings, self->session);

  /* Each rule option links to its explanation in the Rules window. */
  ap_rules_window_add_explain_action (GTK_WIDGET (preferences));
  if (page != NULL)
    ap_preferences_window_show_page (preferences, page);
  ap_compat_present (GTK_WIDGET (preferences), GTK_WIDGET (self));
}

static void
preferences_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  show_preferences (AP_WINDOW (user_data), NULL);
}

static void
statistics_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  show_preferences (AP_WINDOW (user_data), "statistics");
}

static const GActionEntry session_entries[] = {
  { .name = "preferences", .activate = preferences_cb },
  { .name = "statistics", .activate = statistics_cb },
};

static void
application_changed_cb (ApWindow *self)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));

  if (application != NULL)
    g_signal_connect_object (application, "shutdown", G_CALLBACK (shutdown_cb), self,
                             G_CONNECT_SWAPPED);
}

/* The Appearance page's settings, applied to the open game at once: the
 * designs to the board's renderer, the table to the widget that draws it,
 * the pace to the board. */
static void
appearance_changed_cb (ApWindow *self)
{
  ApCardRenderer *renderer = ap_board_get_renderer (self->board);
  ApFaceDesign face;
  ApBackDesign back;
  ApTable table;

  g_object_get (self->settings, "face-design", &face, "card-back", &back, "table", &table, NULL);
  ap_card_renderer_set_face_design (renderer, face);
  ap_card_renderer_set_back_design (renderer, back);
  ap_widget_set_table (GTK_WIDGET (self->board_overlay), table);
  ap_board_set_pace (self->board, ap_pace_factor (ap_settings_get_animation_pace (self->settings)));
}

void
ap_window_init_session (ApWindow *self)
{
  static const char *const appearance[] = {
    "notify::face-design",
    "notify::card-back",
    "notify::table",
    "notify::animation-pace",
  };

  self->settings = ap_settings_new (NULL);
  self->session = ap_game_session_new (self->model, self->settings, NULL);
  g_signal_connect_object (self->session, "problem", G_CALLBACK (problem_cb), self,
                           G_CONNECT_SWAPPED);
  /* Three settings of the Behavior page are the board's own: bound, so
   * that a change in Preferences takes effect at once in the open game. */
  g_object_bind_property (self->settings, "animations", self->board, "animations",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->settings, "tap-action", self->board, "tap-action",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->settings, "four-colour-deck", self->board, "four-colour-deck",
                          G_BINDING_SYNC_CREATE);
  for (guint i = 0; i < G_N_ELEMENTS (appearance); i++)
    g_signal_connect_object (self->settings, appearance[i], G_CALLBACK (appearance_changed_cb),
                             self, G_CONNECT_SWAPPED);
  appearance_changed_cb (self);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               MAX (360,
                                    g_settings_get_int (ap_settings_get_gsettings (self->settings),
                                                        "window-width")),
                               MAX (360,
                                    g_settings_get_int (ap_settings_get_gsettings (self->settings),
                                                        "window-height")));
  if (g_settings_get_boolean (ap_settings_get_gsettings (self->settings), "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
  g_signal_connect (self, "realize", G_CALLBACK (realize_cb), NULL);
  ap_compat_watch_dialogs (GTK_WINDOW (self), G_CALLBACK (dialogs_changed_cb), self);
  g_signal_connect (self, "notify::application", G_CALLBACK (application_changed_cb), NULL);

  g_action_map_add_action_entries (G_ACTION_MAP (self), session_entries,
                                   G_N_ELEMENTS (session_entries), self);
}

void
ap_window_dispose_session (ApWindow *self)
{
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
}

void
ap_window_resume (ApWindow *self)
{
  g_return_if_fail (AP_IS_WINDOW (self));

  /* What ap_game_session_start() does with neither a game nor a deal, but
   * through the window, so that "winnable deals only" applies to the very
   * first deal too. */
  if (!ap_game_session_restore (self->session))
    ap_window_start_deal (self, ap_settings_get_game (self->settings), 0);
}

ApSettings *
ap_window_get_settings (ApWindow *self)
{
  g_return_val_if_fail (AP_IS_WINDOW (self), NULL);
  return self->settings;
}

ApGameSession *
ap_window_get_session (ApWindow *self)
{
  g_return_val_if_fail (AP_IS_WINDOW (self), NULL);
  return self->session;
}
