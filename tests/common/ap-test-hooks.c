/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <gtk/gtk.h>

#include "ap-compat.h"
#include "ap-test-compat.h"
#include "ap-rules-window.h"
#include "ap-test-hooks.h"
#include "ap-window-private.h"

/* The hooks read the window through ap-window-private.h, the header the
 * window's own files share, and the getters it declares: the game keeps no
 * state for them. */

typedef struct {
  ApWindow *window; /* weak */
  char *state_path;
  char *last_state;
  guint serial;
  guint focus_changes;
  gboolean busy; /* the board was busy at its last state-changed */
  guint busy_starts;
  /* The input the window received, by kind: which device a test's events
   * reached the game as (a touchscreen's touches, or a pointer's
   * buttons). */
  guint touch_begins, touch_updates, touch_ends, touch_cancels;
  guint button_presses, button_releases;
  char *last_input;
  double input_x, input_y; /* where the last event was, surface pixels */
  char *last_refusal;      /* the last refusal the window showed */
} Hooks;

static void
hooks_free (gpointer data)
{
  Hooks *hooks = data;

  g_free (hooks->state_path);
  g_free (hooks->last_state);
  g_free (hooks->last_input);
  g_free (hooks->last_refusal);
  g_free (hooks);
}

static const char *
pile_or_none (int pile)
{
  return pile >= 0 ? ap_pile_name (pile) : "none";
}

/* Lines "button: ACTION X Y" for the buttons on screen that have an action,
 * by their centre in surface coordinates: where a test presses them, and
 * which of the header bar and the bar at the bottom shows them. */
static void
append_buttons (GString *s, GtkWidget *widget, GtkWidget *window, double sx, double sy)
{
  const char *action;
  graphene_rect_t bounds;

  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_BUTTON (widget) &&
      (action = gtk_actionable_get_action_name (GTK_ACTIONABLE (widget))) != NULL &&
      gtk_widget_compute_bounds (widget, window, &bounds))
    g_string_append_printf (s, "button: %s %.1f %.1f\n", action,
                            bounds.origin.x + sx + bounds.size.width / 2,
                            bounds.origin.y + sy + bounds.size.height / 2);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_buttons (s, child, window, sx, sy);
}

/* Lines "label: TRUNCATED TEXT" for the labels on screen under `widget`
 * (TRUNCATED 1 when the label is ellipsized): what a player can read of the
 * header bar's title and the action bar. */
static void
append_labels (GString *s, GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    g_string_append_printf (s, "label: %d %s\n",
                            pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))),
                            gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_labels (s, child);
}

/* "banner-button: ACTION X Y W H" for a button the player can see, in
 * surface coordinates like the piles. */
static void
append_banner_button (GString *s, ApWindow *window, GtkButton *button, double sx, double sy)
{
  graphene_rect_t bounds;

  if (!gtk_widget_get_visible (GTK_WIDGET (button)) ||
      !gtk_widget_compute_bounds (GTK_WIDGET (button), GTK_WIDGET (window), &bounds))
    return;
  g_string_append_printf (s, "banner-button: %s %.1f %.1f %.1f %.1f\n",
                          gtk_actionable_get_action_name (GTK_ACTIONABLE (button)),
                          bounds.origin.x + sx, bounds.origin.y + sy, bounds.size.width,
                          bounds.size.height);
}

/* "banner-lines: N ORIENTATION": how many lines the banner's words take,
 * and whether its buttons are beside them (horizontal) or under them
 * (vertical): on one line means 1 and horizontal. */
static void
append_banner_lines (GString *s, ApBanner *banner)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (banner)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child))
      g_string_append_printf (s, "banner-lines: %d %s\n",
                              pango_layout_get_line_count (
                                gtk_label_get_layout (GTK_LABEL (child))),
                              gtk_orientable_get_orientation (GTK_ORIENTABLE (banner)) ==
                                  GTK_ORIENTATION_HORIZONTAL
                                ? "horizontal"
                                : "vertical");
}

/* What the watch over the game found and shows (tests/solvergui): its
 * properties, the window's hint, and the banner under the header bar. */
static void
append_solver (GString *s, ApWindow *window, double sx, double sy)
{
  ApGameWatch *watch = ap_window_get_watch (window);
  ApBanner *banner = window->banner_box;
  gboolean shown = gtk_revealer_get_reveal_child (window->banner);
  gboolean slid_in = shown && gtk_revealer_get_child_revealed (window->banner);
  guint last_winnable = 0;
  gboolean never_winnable, seeking, undo_waiting, watching, finding, finishing;
  ApWatchOutlook outlook;

  g_object_get (watch, "outlook", &outlook, "last-winnable", &last_winnable, "never-winnable",
                &never_winnable, "seeking", &seeking, "undo-waiting", &undo_waiting, "watching",
                &watching, "finding", &finding, "finishing", &finishing, NULL);
  g_string_append_printf (s, "hint: %s\n", window->hint != NULL ? window->hint : "-");
  g_string_append_printf (s, "solver-toast: %s\n",
                          window->hint_text != NULL ? window->hint_text : "");
  g_string_append_printf (s, "outlook: %s\n", ap_game_watch_outlook_id (outlook));
  if (last_winnable != AP_GAME_WATCH_NONE)
    g_string_append_printf (s, "last-winnable: %u\n", last_winnable);
  else
    g_string_append (s, "last-winnable: none\n");
  g_string_append_printf (s, "never-winnable: %d\n", never_winnable);
  g_string_append_printf (s, "seeking: %d\nundo-waiting: %d\n", seeking, undo_waiting);
  g_string_append_printf (s, "banner: %s\n", shown ? ap_banner_get_text (banner) : "");
  g_string_append_printf (s, "banner-reveals: %u\n", ap_banner_get_reveals (banner));
  g_string_append_printf (s, "watching: %d\n", watching);
  /* Once the banner has slid in, where it and its buttons are. */
  g_string_append_printf (s, "banner-shown: %d\n", slid_in);
  if (slid_in)
    {
      graphene_rect_t bounds;

      if (gtk_widget_compute_bounds (GTK_WIDGET (window->banner), GTK_WIDGET (window), &bounds))
        g_string_append_printf (s, "banner-box: %.1f %.1f %.1f %.1f\n", bounds.origin.x + sx,
                                bounds.origin.y + sy, bounds.size.width, bounds.size.height);
      append_banner_button (s, window, ap_banner_get_button (banner, 1), sx, sy);
      append_banner_button (s, window, ap_banner_get_button (banner, 0), sx, sy);
      append_banner_lines (s, banner);
    }
  g_string_append_printf (s, "finding: %d\nfinishing: %d\n", finding, finishing);
  /* Show Where: what it said last, and the move the board marks as the one
   * that lost the deal ("T4 T5", "deal" or "none"). */
  {
    ApMove mistake;
    char notation[8] = "none";

    if (ap_board_get_mistake (window->board, &mistake))
      ap_move_format (mistake, notation);
    g_string_append_printf (s, "went-wrong: %s\nmistake: %s\n",
                            window->where_text != NULL ? window->where_text : "", notation);
  }
  /* Play for Me: whether it plays, and its last move as screen readers
   * heard it. */
  g_string_append_printf (s, "demo: %d\ndemo-said: %s\n", ap_game_watch_get_demonstrating (watch),
                          window->demo_said != NULL ? window->demo_said : "");
}

/* "hint-message: X Y W H" while a hint's words show, else "hint-message:
 * none", and "message: KIND X Y W H" (KIND: hint, refusal or notice) or
 * "message: none" for any message over the board. */
static void
append_message (GString *s, ApWindow *window, double sx, double sy)
{
  static const char *kinds[] = {
    [AP_MESSAGE_HINT] = "hint",
    [AP_MESSAGE_REFUSAL] = "refusal",
    [AP_MESSAGE_NOTICE] = "notice",
  };
  graphene_rect_t bounds;
  g_autofree char *rect = NULL;

  if (window->message_box == NULL || !gtk_widget_get_visible (window->message_box) ||
      !gtk_widget_compute_bounds (window->message_box, GTK_WIDGET (window), &bounds))
    {
      g_string_append (s, "hint-message: none\nmessage: none\n");
      return;
    }
  rect = g_strdup_printf ("%.1f %.1f %.1f %.1f", bounds.origin.x + sx, bounds.origin.y + sy,
                          bounds.size.width, bounds.size.height);
  /* hint-message: only for a hint, as before there were other messages. */
  g_string_append_printf (s, "hint-message: %s\nmessage: %s %s\n",
                          window->message_kind == AP_MESSAGE_HINT ? rect : "none",
                          kinds[window->message_kind], rect);
}

/* What the player is told (tests/learn): the stock ringed, "No More
 * Moves", the Rules window and the last refusal's words. */
static void
append_learn (GString *s, Hooks *hooks)
{
  ApWindow *window = hooks->window;
  ApRulesWindow *rules = ap_rules_window_get_for (GTK_WINDOW (window));
  ApPileView *stock = ap_board_get_pile_view (window->board, AP_PILE_STOCK);
  /* The stock is never a target of a card, so a ring on it is the hint. */
  gboolean ringed = stock != NULL && ap_pile_view_get_highlight (stock) == AP_HIGHLIGHT_TARGET;
  gboolean shown = rules != NULL && gtk_widget_get_mapped (GTK_WIDGET (rules));

  /* A refusal's words stay in the state after its message goes. */
  if (window->message_box != NULL && gtk_widget_get_visible (window->message_box) &&
      window->message_kind == AP_MESSAGE_REFUSAL)
    {
      g_free (hooks->last_refusal);
      hooks->last_refusal = g_strdup (gtk_label_get_text (window->message_label));
    }
  /* The Rules' kind by the libadwaita type it is made from: AdwDialog
   * inside the window, or AdwWindow of its own (ap-compat). */
  g_string_append_printf (s,
                          "stock-hint: %d\nno-moves: %d\nrules-window: %s\nrules-kind: %s\n"
                          "refusal: %s\n",
                          ringed, ap_window_get_lost_shown (window),
                          shown ? ap_game_info (ap_rules_window_get_game (rules))->id : "none",
                          shown ? g_type_name (g_type_parent (AP_TYPE_RULES_WINDOW)) : "none",
                          hooks->last_refusal != NULL ? hooks->last_refusal : "");
}

static char *
build_state (Hooks *hooks)
{
  ApWindow *window = hooks->window;
  ApBoard *board = ap_window_get_board (window);
  ApGameModel *model = ap_window_get_model (window);
  ApCardRenderer *renderer = ap_board_get_renderer (board);
  GString *s = g_string_new (NULL);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  g_autofree char *position = ap_position_format (ap_game_model_get_position (model));
  double sx = 0, sy = 0;
  gulong xid = 0;

  gtk_native_get_surface_transform (GTK_NATIVE (window), &sx, &sy);
  xid = ap_test_x11_xid (gtk_native_get_surface (GTK_NATIVE (window)));

  g_string_append_printf (s, "scale: %d\n", gtk_widget_get_scale_factor (GTK_WIDGET (window)));
  g_string_append_printf (s, "xid: %lu\n", xid);
  g_string_append_printf (s, "window: %d %d\n", gtk_widget_get_width (GTK_WIDGET (window)),
                          gtk_widget_get_height (GTK_WIDGET (window)));
  /* Where the window's content starts in its surface: past the shadow
   * that GTK draws around a window on Wayland (none on Xvfb), for tests
   * that place things from the window's edges. */
  g_string_append_printf (s, "origin: %.1f %.1f\n", sx, sy);
  /* Which of the game's windows has the keyboard: "main", a dialog's
   * window by its type, or "none". On Wayland a test cannot give it to a
   * window, and keys sent before the compositor gave it are lost. */
  {
    GListModel *toplevels = gtk_window_get_toplevels ();
    const char *active = "none";

    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr (GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

        if (gtk_window_is_active (toplevel))
          active = toplevel == GTK_WINDOW (window) ? "main" : G_OBJECT_TYPE_NAME (toplevel);
      }
    g_string_append_printf (s, "active: %s\n", active);
  }
  {
    /* Where the board is, for what must stay inside it. */
    graphene_rect_t bounds;

    if (gtk_widget_compute_bounds (GTK_WIDGET (board), GTK_WIDGET (window), &bounds))
      g_string_append_printf (s, "board: %.1f %.1f %.1f %.1f\n", bounds.origin.x + sx,
                              bounds.origin.y + sy, bounds.size.width, bounds.size.height);
  }
  /* Whether the primary menu is open, so that a test types an item's
   * access key only once it is. */
  {
    GtkPopover *menu = gtk_menu_button_get_popover (window->menu_button);

    g_string_append_printf (s, "menu-open: %d\n",
                            menu != NULL && gtk_widget_get_mapped (GTK_WIDGET (menu)));
  }
  append_labels (s, GTK_WIDGET (window->title));
  if (window->action_bar != NULL)
    append_labels (s, window->action_bar);
  /* A pile by its name, a button by its action, another widget by its
   * type. */
  if (focus != NULL && AP_IS_PILE_VIEW (focus))
    g_string_append_printf (s, "focus: %s\n",
                            ap_pile_name (ap_pile_view_get_pile (AP_PILE_VIEW (focus))));
  else if (focus != NULL && GTK_IS_ACTIONABLE (focus) &&
           gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)) != NULL)
    g_string_append_printf (s, "focus: %s\n",
                            gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)));
  else
    g_string_append_printf (s, "focus: %s\n", focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "none");
  /* Counted, so that a test sees Tab move even between widgets that are not
   * piles. */
  g_string_append_printf (s, "focus-changes: %u\n", hooks->focus_changes);
  /* GTK's own showing of focus, which ends 3 s after the last key, and the
   * piles that draw the keyboard's ring, which the board keeps. */
  g_string_append_printf (s, "focus-visible: %d\n",
                          gtk_window_get_focus_visible (GTK_WINDOW (window)));
  g_string_append (s, "focus-ring:");
  {
    gboolean any = FALSE;

    for (int p = 0; p < AP_N_PILES; p++)
      {
        ApPileView *view = ap_board_get_pile_view (board, p);

        if (view != NULL && ap_pile_view_shows_focus_ring (view))
          {
            g_string_append_printf (s, " %s", ap_pile_name (p));
            any = TRUE;
          }
      }
    g_string_append (s, any ? "\n" : " none\n");
  }
  g_string_append_printf (s, "selected: %s\n", pile_or_none (ap_board_get_selected (board)));
  {
    /* The card in the hand: its pile and where it is drawn, in surface
     * coordinates. */
    graphene_rect_t card, bounds;
    int src = ap_board_get_drag_rect (board, &card);

    if (src >= 0 && gtk_widget_compute_bounds (GTK_WIDGET (board), GTK_WIDGET (window), &bounds))
      g_string_append_printf (s, "dragging: %s %.1f %.1f %.1f %.1f\n", ap_pile_name (src),
                              card.origin.x + bounds.origin.x + sx,
                              card.origin.y + bounds.origin.y + sy, card.size.width,
                              card.size.height);
    else
      g_string_append (s, "dragging: none\n");
  }
  g_string_append (s, "targets:");
  for (int p = 0; p < AP_N_PILES; p++)
    if (ap_board_is_target (board, p))
      g_string_append_printf (s, " %s", ap_pile_name (p));
  g_string_append_c (s, '\n');
  g_string_append_printf (s, "busy: %d\n", ap_board_get_busy (board));
  /* Every flight, celebration or drag makes the board busy: counted, so
   * that a test sees whether a move flew even after it landed. */
  g_string_append_printf (s, "busy-starts: %u\n", hooks->busy_starts);
  g_string_append_printf (s, "animations: %d\n", ap_board_get_animations (board));
  g_string_append_printf (s, "celebrating: %d\n", ap_board_get_celebrating (board));
  {
    /* What Preferences → Appearance chose: the designs the board's
     * renderer draws and the table under the board. */
    g_autoptr (GEnumClass) faces = g_type_class_ref (AP_TYPE_FACE_DESIGN);
    g_autoptr (GEnumClass) backs = g_type_class_ref (AP_TYPE_BACK_DESIGN);
    g_autoptr (GEnumClass) tables = g_type_class_ref (AP_TYPE_TABLE);
    const char *table = "none";

    for (int t = 0; t < AP_N_TABLES; t++)
      if (gtk_widget_has_css_class (gtk_widget_get_parent (GTK_WIDGET (board)),
                                    ap_table_css_class (t)))
        table = g_enum_get_value (tables, t)->value_nick;
    g_string_append_printf (s, "appearance: %s %s %s\n",
                            g_enum_get_value (faces, ap_card_renderer_get_face_design (renderer))
                              ->value_nick,
                            g_enum_get_value (backs, ap_card_renderer_get_back_design (renderer))
                              ->value_nick,
                            table);
    /* And its pace: the board's factor, Finish's step in ms. */
    g_string_append_printf (s, "pace: %.2f %u\n", ap_board_get_pace (board),
                            ap_game_watch_finish_step_ms (ap_window_get_watch (window)));
  }
  {
    gboolean four_colour;

    g_object_get (board, "four-colour-deck", &four_colour, NULL);
    g_string_append_printf (s, "four-colour: %d\n", four_colour);
  }
  {
    g_autoptr (GEnumClass) tap_class = g_type_class_ref (AP_TYPE_TAP_ACTION);

    g_string_append_printf (s, "tap-action: %s\n",
                            g_enum_get_value (tap_class, ap_board_get_tap_action (board))
                              ->value_nick);
  }
  g_string_append_printf (s,
                          "input: touch-begin %u touch-update %u touch-end %u "
                          "touch-cancel %u button-press %u button-release %u\n",
                          hooks->touch_begins, hooks->touch_updates, hooks->touch_ends,
                          hooks->touch_cancels, hooks->button_presses, hooks->button_releases);
  g_string_append_printf (s, "last-input: %s\n",
                          hooks->last_input != NULL ? hooks->last_input : "none");
  /* Where, so that a test on Wayland, which does not say where the window
   * lies on the screen, learns it from one event it sent. */
  g_string_append_printf (s, "input-at: %.1f %.1f\n", hooks->input_x, hooks->input_y);
  g_string_append_printf (s, "won: %d\n", ap_game_model_get_won (model));
  g_string_append_printf (s, "moves: %u\n", ap_game_model_get_moves (model));
  /* Whether Undo is on, as its button shows it. */
  g_string_append_printf (s, "can-undo: %d\n",
                          g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));
  g_string_append_printf (s, "counted: %s\n",
                          ap_counted_id (ap_game_session_get_counted (window->session)));
  g_string_append_printf (s, "deal: %u\n", ap_game_model_get_deal_number (model));
  g_string_append_printf (s, "clock-running: %d\n",
                          ap_game_session_get_clock_running (window->session));
  g_string_append_printf (s, "card: %d %d\n", ap_card_renderer_get_width (renderer),
                          ap_card_renderer_get_height (renderer));
  /* The strips of a covered card that hold its index, in a downward and a
   * rightward fan. */
  g_string_append_printf (s, "index: %.1f %.1f\n",
                          ap_card_fan_step_down (ap_card_renderer_get_width (renderer)),
                          ap_card_fan_step_right (ap_card_renderer_get_width (renderer)));
  /* The questions over the window, by heading ("You Won"), then every
   * dialog over it by type, and the libraries that decide those types. */
  {
    g_autoptr (GPtrArray) shown = ap_test_list_dialogs (GTK_WIDGET (window));
    g_autofree char *libraries = ap_test_describe_libraries ();

    g_string_append (s, "dialogs:");
    for (guint i = 0; i < shown->len; i += 2)
      if (shown->pdata[i + 1] != NULL)
        g_string_append_printf (s, " %s", (const char *) shown->pdata[i + 1]);
    g_string_append (s, "\ndialog-types:");
    for (guint i = 0; i < shown->len; i += 2)
      g_string_append_printf (s, " %s", (const char *) shown->pdata[i]);
    g_string_append_printf (s, "\ndialogs-open: %u", ap_test_count_dialogs (GTK_WIDGET (window)));
    g_string_append_printf (s, "\nlibraries: %s", libraries);
  }
  g_string_append_c (s, '\n');
  append_learn (s, hooks);
  append_solver (s, window, sx, sy);
  append_message (s, window, sx, sy);

  /* Geometry in surface coordinates, logical pixels: multiply by the scale
   * for X11 window coordinates. */
  append_buttons (s, GTK_WIDGET (window), GTK_WIDGET (window), sx, sy);
  for (int p = 0; p < AP_N_PILES; p++)
    {
      ApPileView *view = ap_board_get_pile_view (board, p);
      graphene_rect_t bounds, top;
      g_autofree char *label = NULL;

      if (view == NULL ||
          !gtk_widget_compute_bounds (GTK_WIDGET (view), GTK_WIDGET (window), &bounds))
        continue;
      ap_pile_view_get_top_rect (view, &top);
      g_string_append_printf (s, "pile: %s %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f\n",
                              ap_pile_name (p), bounds.origin.x + sx, bounds.origin.y + sy,
                              bounds.size.width, bounds.size.height,
                              bounds.origin.x + sx + top.origin.x,
                              bounds.origin.y + sy + top.origin.y, top.size.width, top.size.height);
      /* Where every card of a fanned pile lies (its top-left corner), so
       * that a test sees how much of each covered card shows. */
      if (ap_pile_view_get_fan (view) != AP_FAN_NONE)
        {
          guint n = ap_game_model_get_position (model)->len[p];

          g_string_append_printf (s, "fan: %s", ap_pile_name (p));
          for (guint i = 0; i < n; i++)
            {
              graphene_rect_t card;

              ap_pile_view_get_card_rect (view, i, n, &card);
              g_string_append_printf (s, " %.1f,%.1f", bounds.origin.x + sx + card.origin.x,
                                      bounds.origin.y + sy + card.origin.y);
            }
          g_string_append_c (s, '\n');
        }
    }
  g_string_append (s, "position:\n");
  g_string_append (s, position);
  return g_string_free (s, FALSE);
}

static void
write_state (Hooks *hooks)
{
  g_autofree char *state = build_state (hooks);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (state, hooks->last_state) == 0)
    return;
  hooks->serial++;
  text = g_strdup_printf ("serial: %u\n%s", hooks->serial, state);
  /* g_file_set_contents() writes a temporary file and renames it: a reader
   * never sees half a state. */
  if (!g_file_set_contents (hooks->state_path, text, -1, &error))
    g_printerr ("Cannot write %s: %s\n", hooks->state_path, error->message);
  g_free (hooks->last_state);
  hooks->last_state = g_steal_pointer (&state);
}

static void
after_paint_cb (GdkFrameClock *clock, Hooks *hooks)
{
  if (hooks->window == NULL)
    return;

  if (hooks->state_path != NULL)
    write_state (hooks);
}

static void
realize_cb (GtkWidget *widget, Hooks *hooks)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), hooks);
}

static void
focus_changed_cb (ApWindow *window, GParamSpec *pspec, Hooks *hooks)
{
  hooks->focus_changes++;
  gtk_widget_queue_draw (GTK_WIDGET (ap_window_get_board (window)));
}

/* A dialog does not make the main window draw a frame by itself: ask for
 * one when a dialog appears or goes, so that the state file tells. */
static void
dialogs_changed_cb (Hooks *hooks)
{
  if (hooks->window != NULL)
    gtk_widget_queue_draw (GTK_WIDGET (ap_window_get_board (hooks->window)));
}

/* AP_TEST_POSITION: the game starts from the position in that file, for
 * tests that need one a move away from a win or a redeal. */
static void
load_position_cb (GtkWidget *widget, Hooks *hooks)
{
  const char *path = g_getenv ("AP_TEST_POSITION");
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  gsize len;
  ApPosition pos;

  g_signal_handlers_disconnect_by_func (widget, load_position_cb, hooks);
  if (!g_file_get_contents (path, &text, &len, NULL))
    g_error ("AP_TEST_POSITION: cannot read %s", path);
  if (!ap_position_parse (text, len, &pos, &error))
    g_error ("AP_TEST_POSITION: %s: %s", path, error->message);
  ap_game_model_set_position (ap_window_get_model (AP_WINDOW (widget)), &pos, 0);
}

static void
board_state_changed_cb (ApBoard *board, Hooks *hooks)
{
  gboolean busy = ap_board_get_busy (board);

  if (busy && !hooks->busy)
    hooks->busy_starts++;
  hooks->busy = busy;
  /* Make sure a frame follows, so that the new state gets written. */
  gtk_widget_queue_draw (GTK_WIDGET (board));
}

static void
board_setting_changed_cb (ApBoard *board, GParamSpec *pspec, Hooks *hooks)
{
  board_state_changed_cb (board, hooks);
}

static void
appearance_changed_cb (Hooks *hooks)
{
  if (hooks->window != NULL)
    board_state_changed_cb (ap_window_get_board (hooks->window), hooks);
}

/* Counts every touch and button event that reaches the window, before any
 * widget sees it, and names the last one by its type and its device's
 * source ("touch-begin touchscreen"): what tells a test that a finger, not
 * a pointer that stands in for one, played. */
static gboolean
input_event_cb (GtkEventControllerLegacy *controller, GdkEvent *event, Hooks *hooks)
{
  GdkEventType type = gdk_event_get_event_type (event);
  GdkDevice *device = gdk_event_get_device (event);
  g_autoptr (GEnumClass) sources = g_type_class_ref (GDK_TYPE_INPUT_SOURCE);
  const char *kind;
  const char *source = "unknown";
  double x, y;

  if ((type == GDK_MOTION_NOTIFY || type == GDK_ENTER_NOTIFY || type == GDK_TOUCH_BEGIN ||
       type == GDK_TOUCH_UPDATE || type == GDK_BUTTON_PRESS) &&
      gdk_event_get_position (event, &x, &y))
    {
      hooks->input_x = x;
      hooks->input_y = y;
      if ((type == GDK_MOTION_NOTIFY || type == GDK_ENTER_NOTIFY) && hooks->window != NULL)
        gtk_widget_queue_draw (GTK_WIDGET (ap_window_get_board (hooks->window)));
    }
  switch (type)
    {
    case GDK_TOUCH_BEGIN:
      kind = "touch-begin";
      hooks->touch_begins++;
      break;
    case GDK_TOUCH_UPDATE:
      kind = "touch-update";
      hooks->touch_updates++;
      break;
    case GDK_TOUCH_END:
      kind = "touch-end";
      hooks->touch_ends++;
      break;
    case GDK_TOUCH_CANCEL:
      kind = "touch-cancel";
      hooks->touch_cancels++;
      break;
    case GDK_BUTTON_PRESS:
      kind = "button-press";
      hooks->button_presses++;
      break;
    case GDK_BUTTON_RELEASE:
      kind = "button-release";
      hooks->button_releases++;
      break;
    default:
      return GDK_EVENT_PROPAGATE;
    }
  if (device != NULL)
    source = g_enum_get_value (sources, gdk_device_get_source (device))->value_nick;
  g_free (hooks->last_input);
  hooks->last_input = g_strdup_printf ("%s %s", kind, source);
  if (hooks->window != NULL)
    gtk_widget_queue_draw (GTK_WIDGET (ap_window_get_board (hooks->window)));
  return GDK_EVENT_PROPAGATE;
}

/* AP_TEST_RESIZE=FILE: "WxH" written into FILE resizes the window, as a
 * player dragging its edge would. On X11 a test asks the X server; on
 * Wayland only the compositor or the client may, and mutter has no request
 * for it, so the client itself takes the new size, as GTK does when its
 * default size changes while the window is shown. */
static void
resize_file_changed_cb (GFileMonitor *monitor, GFile *file, GFile *other, GFileMonitorEvent event,
                        GtkWindow *window)
{
  /* The file watched, whichever name the event gives first (a file
   * renamed into place is the event's `other`). */
  GFile *watched = g_object_get_data (G_OBJECT (monitor), "file");
  g_autofree char *text = NULL;
  int w, h;

  if (event != G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT && event != G_FILE_MONITOR_EVENT_RENAMED &&
      event != G_FILE_MONITOR_EVENT_MOVED_IN)
    return;
  if (!g_file_load_contents (watched, NULL, &text, NULL, NULL, NULL))
    return;
  if (sscanf (text, "%dx%d", &w, &h) != 2 || w <= 0 || h <= 0)
    {
      g_printerr ("AP_TEST_RESIZE: not WIDTHxHEIGHT: %s\n", text);
      return;
    }
  gtk_window_unmaximize (window);
  gtk_window_set_default_size (window, w, h);
}

static void
watch_resize_file (GtkWindow *window, const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  GFileMonitor *monitor = g_file_monitor_file (file, G_FILE_MONITOR_WATCH_MOVES, NULL, &error);

  if (monitor == NULL)
    g_error ("AP_TEST_RESIZE: cannot watch %s: %s", path, error->message);
  g_object_set_data_full (G_OBJECT (monitor), "file", g_object_ref (file), g_object_unref);
  g_signal_connect_object (monitor, "changed", G_CALLBACK (resize_file_changed_cb), window, 0);
  /* The monitor lives as long as the window. */
  g_object_set_data_full (G_OBJECT (window), "ap-test-resize", monitor, g_object_unref);
}

/* Every new window of the game, once it is built and before it shows a
 * game: the size, the solver's timing and the hooks. */
static void
window_added_cb (GtkApplication *application, GtkWindow *added)
{
  ApWindow *window;
  const char *state_path = g_getenv ("AP_TEST_STATE");
  const char *size = g_getenv ("AP_TEST_SIZE");
  const char *delay = g_getenv ("AP_TEST_FIND_DELAY");
  const char *watch = g_getenv ("AP_TEST_WATCH_SECONDS");
  Hooks *hooks;

  if (!AP_IS_WINDOW (added))
    return;
  window = AP_WINDOW (added);
  ap_game_watch_set_timing (ap_window_get_watch (window),
                            delay != NULL ? (guint) g_ascii_strtoull (delay, NULL, 10) : 0,
                            watch != NULL ? g_ascii_strtod (watch, NULL) : 0);

  if (size != NULL)
    {
      int w, h;

      if (sscanf (size, "%dx%d", &w, &h) == 2)
        gtk_window_set_default_size (GTK_WINDOW (window), w, h);
    }

  if (g_getenv ("AP_TEST_RESIZE") != NULL)
    watch_resize_file (GTK_WINDOW (window), g_getenv ("AP_TEST_RESIZE"));

  if (state_path == NULL)
    return;

  hooks = g_new0 (Hooks, 1);
  g_set_weak_pointer (&hooks->window, window);
  hooks->state_path = g_strdup (state_path);
  g_object_set_data_full (G_OBJECT (window), "ap-test-hooks", hooks, hooks_free);
  g_signal_connect_after (window, "realize", G_CALLBACK (realize_cb), hooks);
  g_signal_connect (ap_window_get_board (window), "state-changed",
                    G_CALLBACK (board_state_changed_cb), hooks);
  /* The settings the board follows, changed while the game runs. */
  g_signal_connect (ap_window_get_board (window), "notify::animations",
                    G_CALLBACK (board_setting_changed_cb), hooks);
  g_signal_connect (ap_window_get_board (window), "notify::tap-action",
                    G_CALLBACK (board_setting_changed_cb), hooks);
  g_signal_connect (ap_window_get_board (window), "notify::four-colour-deck",
                    G_CALLBACK (board_setting_changed_cb), hooks);
  g_signal_connect_swapped (ap_window_get_settings (window), "notify::animation-pace",
                            G_CALLBACK (appearance_changed_cb), hooks);
  g_signal_connect_swapped (ap_board_get_renderer (ap_window_get_board (window)), "changed",
                            G_CALLBACK (appearance_changed_cb), hooks);
  g_signal_connect_swapped (gtk_widget_get_parent (GTK_WIDGET (ap_window_get_board (window))),
                            "notify::css-classes", G_CALLBACK (appearance_changed_cb), hooks);
  g_signal_connect (window, "notify::focus-widget", G_CALLBACK (focus_changed_cb), hooks);
  g_signal_connect_swapped (window, "notify::is-active", G_CALLBACK (dialogs_changed_cb), hooks);
  {
    GtkEventController *input = gtk_event_controller_legacy_new ();

    gtk_event_controller_set_propagation_phase (input, GTK_PHASE_CAPTURE);
    g_signal_connect (input, "event", G_CALLBACK (input_event_cb), hooks);
    gtk_widget_add_controller (GTK_WIDGET (window), input);
  }
  /* The hooks live as long as the window, as does this watch. */
  ap_compat_watch_dialogs (GTK_WINDOW (window), G_CALLBACK (dialogs_changed_cb), hooks);
  if (g_getenv ("AP_TEST_POSITION") != NULL)
    g_signal_connect_after (window, "map", G_CALLBACK (load_position_cb), hooks);
}

void
ap_test_hooks_startup (AdwApplication *application)
{
  g_signal_connect (application, "window-added", G_CALLBACK (window_added_cb), NULL);
}
