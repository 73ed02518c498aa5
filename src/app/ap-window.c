/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-window-private.h"

G_DEFINE_FINAL_TYPE (ApWindow, ap_window, ADW_TYPE_APPLICATION_WINDOW)

void
ap_window_update_title (ApWindow *self)
{
  const ApPosition *pos = ap_game_model_get_position (self->model);
  guint moves = ap_game_model_get_moves (self->model);
  g_autofree char *deal = NULL;
  g_autofree char *count = NULL;
  g_autofree char *time = ap_format_clock (ap_game_session_get_elapsed (self->session));
  g_autofree char *subtitle = NULL;
  g_autofree char *status = NULL;

  adw_window_title_set_title (self->title, _ (ap_game_info (pos->rules.game)->name));

  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u move", "%u moves", moves), moves);
  /* TRANSLATORS: moves and time, e.g. "7 moves · 1:05". */
  status = g_strdup_printf (C_ ("window subtitle", "%s · %s"), count, time);
  if (self->narrow_status != NULL)
    gtk_label_set_text (self->narrow_status, status);
  /* A game started from a position rather than a numbered deal has no
   * number to show, nor has a deal out of sight while "winnable deals
   * only" searches, which may not be the one dealt. */
  if (self->hidden)
    subtitle = g_strdup ("");
  else if (ap_game_model_get_deal_number (self->model) != 0)
    {
      /* TRANSLATORS: in the subtitle; %u is the deal number. */
      deal = g_strdup_printf (_ ("Deal %u"), ap_game_model_get_deal_number (self->model));
      /* TRANSLATORS: the subtitle: the deal, then moves and time, e.g.
       * "Deal 42 · 7 moves · 1:05" (the same string as above). */
      subtitle = self->narrow ? g_strdup (deal)
                              : g_strdup_printf (C_ ("window subtitle", "%s · %s"), deal, status);
    }
  else
    /* Narrow, the action bar has the moves and time already. */
    subtitle = g_strdup (self->narrow ? "" : status);
  adw_window_title_set_subtitle (self->title, subtitle);
}

static void
celebration_done_cb (ApWindow *self)
{
  ap_window_show_win_dialog (self);
}

static void
move_refused_cb (ApWindow *self, ApMove *move, int verdict)
{
  ap_window_show_refusal (self, (ApVerdict) verdict, *move);
}

/* Keys that reach the window once the focused widget has let them pass.
 * Escape puts back a card picked up by a click even when the keyboard focus
 * is not on the board. Space deals, like D, unless a focused button or
 * switch took it first: as an accelerator it would deal where the player
 * meant to press the button. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, ApWindow *self)
{
  if (keyval == GDK_KEY_Escape && ap_board_get_selected (self->board) >= 0)
    {
      ap_board_cancel (self->board);
      return TRUE;
    }
  if ((keyval == GDK_KEY_space || keyval == GDK_KEY_KP_Space) &&
      (state & gtk_accelerator_get_default_mod_mask ()) == 0)
    {
      GAction *deal = g_action_map_lookup_action (G_ACTION_MAP (self), "deal");

      if (deal != NULL && g_action_get_enabled (deal))
        g_action_activate (deal, NULL);
      return TRUE;
    }
  return FALSE;
}

static gboolean
refocus_idle_cb (gpointer user_data)
{
  ApWindow *self = user_data;

  if (gtk_widget_get_mapped (GTK_WIDGET (self)) && gtk_root_get_focus (GTK_ROOT (self)) == NULL)
    ap_board_focus_start (self->board);
  return G_SOURCE_REMOVE;
}

/* A focused button that turns insensitive (Undo pressed with Space, with
 * nothing left to undo) leaves the window with no focus at all, where the
 * arrows reach the header bar and no ring shows. The keyboard goes back to
 * the board, once GTK is done moving the focus. */
static void
focus_widget_cb (ApWindow *self, GParamSpec *pspec, gpointer user_data)
{
  if (gtk_root_get_focus (GTK_ROOT (self)) == NULL && gtk_widget_get_mapped (GTK_WIDGET (self)))
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, refocus_idle_cb, g_object_ref (self), g_object_unref);
}

void
ap_window_start_deal (ApWindow *self, ApGame game, guint32 number)
{
  ApRules rules;

  g_return_if_fail (AP_IS_WINDOW (self));
  g_return_if_fail (game < AP_N_GAMES);

  /* The chosen game is remembered; the session counts the game left. */
  ap_settings_set_game (self->settings, game);
  ap_settings_get_rules_for_game (self->settings, game, &rules);
  /* A random deal may have to be found winnable first. */
  if (number == 0 && ap_window_find_deal (self, &rules))
    return;
  ap_game_session_new_deal (self->session, &rules, number);
}

ApGameModel *
ap_window_get_model (ApWindow *self)
{
  g_return_val_if_fail (AP_IS_WINDOW (self), NULL);
  return self->model;
}

ApBoard *
ap_window_get_board (ApWindow *self)
{
  g_return_val_if_fail (AP_IS_WINDOW (self), NULL);
  return self->board;
}

/* Narrower than this (in logical pixels), the game's buttons (New Game,
 * Undo, Redo, Hint) leave the header bar for the bar at the bottom, so
 * that the game's name keeps the room it needs. With them, the menu button
 * and the window's minimize, maximize and close buttons, the header bar's
 * buttons, padding and spacing take 319 pixels, and the longest name
 * ("Pazienza illustrata") 164 more: 483. */
#define NARROW_WIDTH 500

/* The bar at the bottom, built when the window is first narrow: a wide
 * window never shows it, and building it cost the first frame of every
 * wide window (bench/gui/README.md). A window narrow from the start builds
 * it before its first frame, which shows it. */
static void
build_action_bar (ApWindow *self)
{
  g_autoptr (GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/algerian_patience/"
                                   "Algerian/ap-window-action-bar.ui");

  self->action_bar = GTK_WIDGET (gtk_builder_get_object (builder, "action_bar"));
  self->narrow_status = GTK_LABEL (gtk_builder_get_object (builder, "narrow_status"));
  gtk_box_append (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->board_overlay))),
                  self->action_bar);
}

static void
update_narrow (ApWindow *self, int width)
{
  gboolean narrow = width < NARROW_WIDTH;

  /* First narrow: the bar is built before the title fills its label. */
  if (narrow && self->action_bar == NULL)
    build_action_bar (self);
  if (narrow != self->narrow)
    {
      self->narrow = narrow;
      if (self->model != NULL && self->session != NULL)
        ap_window_update_title (self);
    }
  gtk_widget_set_visible (self->new_game_button, !narrow);
  gtk_widget_set_visible (self->undo_redo_box, !narrow);
  gtk_widget_set_visible (self->hint_button, !narrow);
  if (self->action_bar != NULL)
    gtk_widget_set_visible (self->action_bar, narrow);
}

/* The size asked for before the window is shown, and the size it is given
 * when not maximized (GTK keeps it as the default size). Deciding before
 * the first allocation matters: with the buttons in the header bar the
 * window cannot be narrower than about 390 pixels. */
static void
default_width_cb (ApWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  update_narrow (self, width);
}

/* The width the window has, maximized and full screen included. */
static void
ap_window_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  update_narrow (AP_WINDOW (widget), width);
  GTK_WIDGET_CLASS (ap_window_parent_class)->size_allocate (widget, width, height, baseline);
}

static void
ap_window_dispose (GObject *object)
{
  ApWindow *self = AP_WINDOW (object);

  ap_window_dispose_watch (self);
  ap_window_dispose_learn (self);
  ap_window_dispose_message (self);
  ap_window_dispose_session (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), AP_TYPE_WINDOW);
  /* Gone with the template's widgets they were added to. */
  self->action_bar = NULL;
  self->narrow_status = NULL;
  self->message_box = NULL;
  self->message_label = NULL;
  G_OBJECT_CLASS (ap_window_parent_class)->dispose (object);
}

static void
ap_window_finalize (GObject *object)
{
  ApWindow *self = AP_WINDOW (object);

  g_clear_object (&self->model);
  G_OBJECT_CLASS (ap_window_parent_class)->finalize (object);
}

static void
ap_window_class_init (ApWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ap_window_dispose;
  object_class->finalize = ap_window_finalize;
  widget_class->size_allocate = ap_window_size_allocate;

  g_type_ensure (AP_TYPE_BOARD);
  g_type_ensure (AP_TYPE_BANNER);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/algerian_patience/"
                                                             "Algerian/ap-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ApWindow, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, ApWindow, undo_redo_box);
  gtk_widget_class_bind_template_child (widget_class, ApWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, ApWindow, title);
  gtk_widget_class_bind_template_child (widget_class, ApWindow, board);
  gtk_widget_class_bind_template_child (widget_class, ApWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, ApWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, ApWindow, banner);
  gtk_widget_class_bind_template_child (widget_class, ApWindow, banner_box);
  gtk_widget_class_bind_template_child (widget_class, ApWindow, board_overlay);
}

static void
ap_window_init (ApWindow *self)
{
  static const char *const model_title_sources[] = {
    "notify::game",
    "notify::deal-number",
    "notify::moves",
  };
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->model = ap_game_model_new ();
  ap_window_init_session (self);
  /* The title follows the model's game, deal and moves, and the game
   * session's clock (the one clock of the game, saved with it). */
  for (guint i = 0; i < G_N_ELEMENTS (model_title_sources); i++)
    g_signal_connect_object (self->model, model_title_sources[i],
                             G_CALLBACK (ap_window_update_title), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::elapsed", G_CALLBACK (ap_window_update_title),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "celebration-done", G_CALLBACK (celebration_done_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "move-refused", G_CALLBACK (move_refused_cb), self,
                           G_CONNECT_SWAPPED);

  g_signal_connect (self, "notify::default-width", G_CALLBACK (default_width_cb), NULL);
  default_width_cb (self);

  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (focus_widget_cb), NULL);
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  ap_board_set_model (self->board, self->model);
  ap_board_focus_start (self->board);
  ap_window_init_actions (self);
  ap_window_init_message (self);
  ap_window_init_watch (self);
  ap_window_init_auto_move (self);
  ap_window_update_title (self);
  ap_window_update_actions (self);
}

ApWindow *
ap_window_new (AdwApplication *application)
{
  return g_object_new (AP_TYPE_WINDOW, "application", application, NULL);
}
