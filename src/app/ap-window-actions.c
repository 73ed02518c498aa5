/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-compat.h"
#include "ap-deal-number.h"
#include "ap-game-catalog.h"
#include "ap-question.h"
#include "ap-tooltip.h"
#include "ap-window-private.h"

/* The window's actions: the header bar, the primary menu and the keyboard
 * shortcuts all go through these, never to the model directly. */

/* --------------------------------------------- leaving a game under way */

/* What the player leaves the game under way for. */
typedef enum {
  LEAVE_FOR_DEAL,   /* a new deal: a random one (number 0), or a number */
  LEAVE_FOR_RESTART /* the same deal from its start */
} Leave;

/* Leaving a game after its first move counts as a loss, and New Game sits
 * beside Undo, Ctrl+N beside Ctrl+Z: the player is asked first, unless the
 * game is won or proved lost (then nothing is lost), or they said not to
 * be asked (ask-before-leaving). */
static gboolean
must_ask_to_leave (ApWindow *self)
{
  gboolean ask = TRUE;

  g_object_get (self->settings, "ask-before-leaving", &ask, NULL);
  return ask && ap_counted_under_way (ap_game_session_get_counted (self->session)) &&
         !ap_game_watch_get_hopeless (self->watch);
}

static void
leave_now (ApWindow *self, Leave leave, ApGame game, guint32 number)
{
  if (leave == LEAVE_FOR_RESTART)
    ap_game_model_restart (self->model);
  else
    ap_window_start_deal (self, game, number);
}

static void
leave_response_cb (GtkWidget *dialog, const char *response, ApWindow *self)
{
  GObject *object = G_OBJECT (dialog);

  if (g_strcmp0 (response, "leave") == 0)
    leave_now (self, GPOINTER_TO_INT (g_object_get_data (object, "leave")),
               GPOINTER_TO_INT (g_object_get_data (object, "game")),
               GPOINTER_TO_UINT (g_object_get_data (object, "number")));
}

/* Leaves the game under way for `game` (deal `number`, 0 for a random
 * one), or restarts it, asking first when must_ask_to_leave(). */
static void
leave_game (ApWindow *self, Leave leave, ApGame game, guint32 number)
{
  GtkWidget *dialog;
  const char *body, *act;
  g_autofree char *heading = NULL;

  if (!must_ask_to_leave (self))
    {
      leave_now (self, leave, game, number);
      return;
    }
  if (leave == LEAVE_FOR_RESTART)
    {
      body = _ ("Starting the deal again counts the game under way as a loss.");
      act = _ ("_Restart");
    }
  else
    {
      body = _ ("Leaving the game under way for a new one counts as a loss.");
      act = number != 0 ? _ ("_Play") : _ ("_New Game");
    }
  if (leave == LEAVE_FOR_RESTART)
    heading = g_strdup (_ ("Restart This Deal?"));
  else if (game != ap_game_model_get_position (self->model)->rules.game)
    /* TRANSLATORS: %s is a game's name, e.g. "Carthage". */
    heading = g_strdup_printf (_ ("Play %s?"), _ (ap_game_info (game)->name));
  else if (number != 0)
    /* TRANSLATORS: %u is a deal's number. */
    heading = g_strdup_printf (_ ("Play Deal %u?"), number);
  else
    heading = g_strdup (_ ("Start a New Game?"));
  dialog = ap_question_new (heading, body, _ ("_Keep Playing"), "leave", act, TRUE);
  g_object_set_data (G_OBJECT (dialog), "leave", GINT_TO_POINTER (leave));
  g_object_set_data (G_OBJECT (dialog), "game", GINT_TO_POINTER (game));
  g_object_set_data (G_OBJECT (dialog), "number", GUINT_TO_POINTER (number));
  g_signal_connect_object (dialog, "response", G_CALLBACK (leave_response_cb), self, 0);
  ap_compat_present (dialog, GTK_WIDGET (self));
}

void
ap_window_ask_to_start_deal (ApWindow *self, ApGame game, guint32 number)
{
  g_return_if_fail (AP_IS_WINDOW (self));
  g_return_if_fail (game < AP_N_GAMES);
  leave_game (self, LEAVE_FOR_DEAL, game, number);
}

static void
new_game_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;

  leave_game (self, LEAVE_FOR_DEAL, ap_game_model_get_position (self->model)->rules.game, 0);
}

static void
restart_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;

  leave_game (self, LEAVE_FOR_RESTART, ap_game_model_get_position (self->model)->rules.game, 0);
}

static void
undo_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;

  ap_board_cancel (self->board);
  ap_game_model_undo (self->model);
}

static void
redo_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;

  ap_board_cancel (self->board);
  ap_game_model_redo (self->model);
}

/* Deal when the stock has cards, redeal (Patriarchs) when it is empty. */
static gboolean
find_deal (ApWindow *self, ApMove *move)
{
  return ap_position_stock_move (ap_game_model_get_position (self->model), move) == AP_VERDICT_OK;
}

static void
deal_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;
  ApMove move;

  ap_board_cancel (self->board);
  if (find_deal (self, &move))
    ap_game_model_try_move (self->model, move);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

/* A game picked in the menu. A radio item in a menu is easy to hit by
 * mistake: leave_game() asks first. The menu's mark follows the model's
 * game (game_changed_cb()), so it stays on the game being played until a
 * new one starts. */
static void
change_game_cb (GSimpleAction *action, GVariant *value, gpointer user_data)
{
  ApWindow *self = user_data;
  int game = ap_game_from_gui_id (g_variant_get_string (value, NULL));

  if (game < 0 || game == (int) ap_game_model_get_position (self->model)->rules.game)
    return;
  leave_game (self, LEAVE_FOR_DEAL, (ApGame) game, 0);
}

static void
change_fullscreen_cb (GSimpleAction *action, GVariant *value, gpointer user_data)
{
  ApWindow *self = user_data;

  if (g_variant_get_boolean (value))
    gtk_window_fullscreen (GTK_WINDOW (self));
  else
    gtk_window_unfullscreen (GTK_WINDOW (self));
}

static void
fullscreened_cb (ApWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "fullscreen");

  g_simple_action_set_state (G_SIMPLE_ACTION (action),
                             g_variant_new_boolean (gtk_window_is_fullscreen (GTK_WINDOW (self))));
}

/* ------------------------------------------------------------ select deal */

/* Parses a deal number (ap_deal_number_read(), less the spaces a pasted
 * number may carry); on failure returns FALSE and an error to show, or
 * NULL for an empty entry, which is not worth a complaint. */
static gboolean
parse_deal (const char *text, guint32 *number, const char **error)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  *error = NULL;
  switch (ap_deal_number_read (stripped, number))
    {
    case AP_DEAL_NUMBER_OK:
      return TRUE;
    case AP_DEAL_NUMBER_NOT_DIGITS:
      *error = _ ("Use digits only");
      return FALSE;
    case AP_DEAL_NUMBER_OUT_OF_RANGE:
      *error = _ ("Deals are numbered from 1 to 2147483647");
      return FALSE;
    case AP_DEAL_NUMBER_EMPTY:
    default:
      return FALSE;
    }
}

static void
deal_entry_changed_cb (GtkEditable *entry, GtkWidget *dialog)
{
  GtkWidget *error_label = g_object_get_data (G_OBJECT (dialog), "error-label");
  const char *error;
  guint32 number;
  gboolean valid = parse_deal (gtk_editable_get_text (entry), &number, &error);

  ap_compat_alert_set_response_enabled (dialog, "start", valid);
  gtk_label_set_text (GTK_LABEL (error_label), error != NULL ? error : "");
  gtk_widget_set_visible (error_label, error != NULL);
  if (error != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
}

static void
select_deal_response_cb (GtkWidget *dialog, const char *response, ApWindow *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "entry");
  const char *error;
  guint32 number;

  if (g_strcmp0 (response, "start") == 0 &&
      parse_deal (gtk_editable_get_text (entry), &number, &error))
    leave_game (self, LEAVE_FOR_DEAL, ap_game_model_get_position (self->model)->rules.game, number);
}

static void
select_deal_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;
  GtkWidget *dialog, *box, *entry, *error_label;
  g_autofree char *current = g_strdup_printf ("%u", ap_game_model_get_deal_number (self->model));

  dialog = ap_compat_alert_new (NULL, _ ("The same number always deals the same cards."));
  ap_compat_alert_set_heading (dialog, _ ("Select Deal"));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  entry = gtk_entry_new ();
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_DIGITS);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _ ("Deal number"));
  /* Enter presses the default response's button, which answers and
   * closes the dialog as a click would (and does nothing while the number
   * is not valid and the button is off). */
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Deal number"), -1);
  gtk_editable_set_text (GTK_EDITABLE (entry), current);
  error_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (error_label, "error");
  gtk_label_set_wrap (GTK_LABEL (error_label), TRUE);
  gtk_widget_set_visible (error_label, FALSE);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), error_label);
  ap_compat_alert_set_extra_child (dialog, box);

  ap_compat_alert_add_response (dialog, "cancel", _ ("_Cancel"), ADW_RESPONSE_DEFAULT);
  ap_compat_alert_add_response (dialog, "start", _ ("_Start"), ADW_RESPONSE_SUGGESTED);
  ap_compat_alert_set_default_response (dialog, "start");
  ap_compat_alert_set_close_response (dialog, "cancel");

  g_object_set_data (G_OBJECT (dialog), "entry", entry);
  g_object_set_data (G_OBJECT (dialog), "error-label", error_label);
  g_signal_connect (entry, "changed", G_CALLBACK (deal_entry_changed_cb), dialog);
  g_signal_connect_object (dialog, "response", G_CALLBACK (select_deal_response_cb), self, 0);

  ap_compat_present (dialog, GTK_WIDGET (self));
  gtk_widget_grab_focus (entry);
}

/* ------------------------------------------------------------ win dialog */

static void
win_response_cb (GtkWidget *dialog, const char *response, ApWindow *self)
{
  if (g_strcmp0 (response, "new-game") == 0)
    ap_window_start_deal (self, ap_game_model_get_position (self->model)->rules.game, 0);
  else
    ap_board_end_celebration (self->board);
}

void
ap_window_show_win_dialog (ApWindow *self)
{
  GtkWidget *dialog;
  guint moves = ap_game_model_get_moves (self->model);
  guint seconds = ap_game_session_get_elapsed (self->session);
  g_autofree char *time = ap_format_clock (seconds);
  g_autofree char *move_text = NULL;
  g_autofree char *body = NULL;
  gboolean helped;

  move_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u move", "%u moves", moves), moves);

  if (ap_game_model_get_deal_number (self->model) != 0)
    /* TRANSLATORS: the result of a won game: "Deal 42 won: 180 moves in 5:03." (the
     * time as the clock of the title shows it). */
    body = g_strdup_printf (_ ("Deal %u won: %s in %s."),
                            ap_game_model_get_deal_number (self->model), move_text, time);
  else
    /* TRANSLATORS: the result of a won game that has no deal number: "Won: 180 moves
     * in 5:03." */
    body = g_strdup_printf (_ ("Won: %s in %s."), move_text, time);
  /* Play for Me moved in the game: not the player's win (issue 45). */
  helped = ap_game_session_get_counted (self->session) == AP_COUNTED_HELPED_WON;
  if (helped)
    {
      char *whole = g_strdup_printf ("%s %s", body, _ ("It is not counted as your win."));

      g_free (body);
      body = whole;
    }
  dialog = ap_compat_alert_new (NULL, body);
  ap_compat_alert_set_heading (dialog, helped ? _ ("Won with Play for Me") : _ ("You Won"));
  ap_compat_alert_add_response (dialog, "close", _ ("_Close"), ADW_RESPONSE_DEFAULT);
  ap_compat_alert_add_response (dialog, "new-game", _ ("_New Game"), ADW_RESPONSE_SUGGESTED);
  ap_compat_alert_set_default_response (dialog, "new-game");
  ap_compat_alert_set_close_response (dialog, "close");
  g_signal_connect_object (dialog, "response", G_CALLBACK (win_response_cb), self, 0);
  ap_compat_present (dialog, GTK_WIDGET (self));
}

/* The Keyboard Shortcuts window is built when it is first asked for.
 * GtkApplication would build it for every new window from
 * gtk/help-overlay.ui under the resource base path, some 10 ms of CPU on
 * the way to the first frame (bench/gui/README.md); the bundle has it under
 * another name, and this action, which GTK leaves in place, stands in for
 * GTK's own. */
static void
show_help_overlay_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (user_data);
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (window);

  if (overlay == NULL)
    {
      g_autoptr (GtkBuilder) builder =
        gtk_builder_new_from_resource ("/io/github/algerian_patience/Algerian/ap-shortcuts.ui");

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      gtk_application_window_set_help_overlay (window, overlay);
    }
  gtk_window_present (GTK_WINDOW (overlay));
}

/* The primary menu's popover is built when the menu is first opened (by
 * a click, or F10 as the menu button is the window's primary one): built
 * with the window, and again when the games were added to its model, it
 * cost some 1.5 ms of CPU on the way to the first frame, which does not
 * show it (bench/gui/README.md). */
static void
create_menu_cb (GtkMenuButton *button, gpointer user_data)
{
  ApWindow *self = user_data;

  if (gtk_menu_button_get_popover (button) == NULL)
    gtk_menu_button_set_menu_model (button, G_MENU_MODEL (self->primary_menu));
}

/* --------------------------------------------------------------- setup */

static const GActionEntry win_entries[] = {
  { .name = "show-help-overlay", .activate = show_help_overlay_cb },
  { .name = "new-game", .activate = new_game_cb },
  { .name = "restart", .activate = restart_cb },
  { .name = "undo", .activate = undo_cb },
  { .name = "redo", .activate = redo_cb },
  { .name = "deal", .activate = deal_cb },
  { .name = "select-deal", .activate = select_deal_cb },
  { .name = "game", .parameter_type = "s", .state = "'algerian'", .change_state = change_game_cb },
  { .name = "fullscreen", .state = "false", .change_state = change_fullscreen_cb },
};

static void
set_enabled (ApWindow *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

/* Undo, Redo and Restart follow the model's can-undo, can-redo and moves
 * (Restart: a game with moves to take back), while the board is in sight. */
static void
history_changed_cb (ApWindow *self)
{
  gboolean shown = !self->hidden;
  gboolean can_undo, can_redo;
  guint moves;

  g_object_get (self->model, "can-undo", &can_undo, "can-redo", &can_redo, "moves", &moves, NULL);
  set_enabled (self, "undo", shown && can_undo);
  set_enabled (self, "redo", shown && can_redo);
  set_enabled (self, "restart", shown && moves > 0);
}

/* The game menu's radio items follow the model's game. */
static void
game_changed_cb (ApWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "game");
  ApGame game;

  g_object_get (self->model, "game", &game, NULL);
  g_simple_action_set_state (G_SIMPLE_ACTION (action),
                             g_variant_new_string (ap_game_info (game)->id));
}

void
ap_window_update_actions (ApWindow *self)
{
  ApMove move;

  history_changed_cb (self);
  set_enabled (self, "deal", !self->hidden && find_deal (self, &move));
  ap_window_update_watch_actions (self);
}

void
ap_window_init_actions (ApWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_entries, G_N_ELEMENTS (win_entries),
                                   self);
  ap_game_catalog_prepend_to (self->primary_menu);
  gtk_menu_button_set_create_popup_func (self->menu_button, create_menu_cb, self, NULL);
  ap_tooltip_quiet_over_menu (self->menu_button);
  g_signal_connect (self, "notify::fullscreened", G_CALLBACK (fullscreened_cb), NULL);
  g_signal_connect_object (self->model, "notify::can-undo", G_CALLBACK (history_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "notify::can-redo", G_CALLBACK (history_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "notify::moves", G_CALLBACK (history_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "notify::game", G_CALLBACK (game_changed_cb), self,
                           G_CONNECT_SWAPPED);
  /* The rest (Deal, and the solver's actions) once a group of changes. */
  g_signal_connect_object (self->model, "changed", G_CALLBACK (ap_window_update_actions), self,
                           G_CONNECT_SWAPPED);
  ap_window_init_learn (self);
  game_changed_cb (self);
}
