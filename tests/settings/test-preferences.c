/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "ap-card-preview.h"
#include "ap-compat.h"
#include "ap-preferences-window.h"
#include "ap-rates-chart.h"
#include "ap-test-compat.h"
#include "ap-test-settings.h"

/* The Preferences window in a real (virtual) display: rows follow the
 * settings and the other way round, the statistics page shows the stored
 * table, Reset asks first, and changing the rules mid-game asks whether to
 * deal again. Rows are found by their titles, as a person finds them. */

/* Depth-first search for a preferences row with this title. */
static GtkWidget *
find_row (GtkWidget *widget, const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
row (GtkWidget *window, const char *title)
{
  GtkWidget *found = find_row (window, title);

  if (found == NULL)
    g_error ("no row “%s”", title);
  return found;
}

/* The suffix widget of an action row, of the given type. */
static GtkWidget *
find_descendant (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static guint
selected (GtkWidget *window, const char *title)
{
  return adw_combo_row_get_selected (ADW_COMBO_ROW (row (window, title)));
}

static void
select_row (GtkWidget *window, const char *title, guint position)
{
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (window, title)), position);
}

static GtkSwitch *
switch_of (GtkWidget *window, const char *title)
{
  return GTK_SWITCH (find_descendant (row (window, title), GTK_TYPE_SWITCH));
}

/* The value of a statistics row: its label with the numeric style. */
static const char *
find_value (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "numeric"))
    return gtk_label_get_text (GTK_LABEL (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *found = find_value (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The words of the chart of win rates in `widget`: what screen readers
 * hear of it. */
static const char *
chart_words (GtkWidget *widget)
{
  GtkWidget *chart = find_descendant (widget, AP_TYPE_RATES_CHART);

  g_assert_nonnull (chart);
  return ap_rates_chart_get_summary (AP_RATES_CHART (chart));
}

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until `done` returns TRUE, or fails after 10 s. */
static void
run_until (gboolean (*done) (gpointer), gpointer data)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (10, timeout_cb, &timed_out);

  while (!done (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

static gboolean
idle_done_cb (gpointer data)
{
  return *(gboolean *) data;
}

/* Lets pending idles run (the window debounces rule changes in one). */
static void
flush_idles (void)
{
  gboolean done = FALSE;

  g_idle_add_full (G_PRIORITY_LOW, timeout_cb, &done, NULL);
  run_until (idle_done_cb, &done);
}

static gboolean
mapped_cb (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

/* The question shown: a window of its own before libadwaita 1.5, inside
 * a window since (ap-compat.h). */
static GtkWidget *
find_alert_in (GtkWidget *widget)
{
  if (ap_test_is_alert (widget) && gtk_widget_get_visible (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_alert_in (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);
      GtkWidget *found = find_alert_in (window);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
dialog_shown_cb (gpointer data)
{
  return find_dialog () != NULL;
}

/* A question inside a window goes with an animation. */
static gboolean
dialog_gone_cb (gpointer data)
{
  return find_dialog () == NULL;
}

/* Preferences over a window, as the game shows them: since libadwaita
 * 1.5 a dialog inside it, before then a window of its own. */
static void
show_window (GtkWidget *window)
{
  static GtkWidget *host;

  if (host == NULL)
    {
      host = adw_window_new ();
      gtk_window_set_default_size (GTK_WINDOW (host), 800, 800);
      gtk_window_present (GTK_WINDOW (host));
    }
  ap_compat_present (window, host);
}

static void
destroy_window (GtkWidget *window)
{
  GtkWidget *dialog;

  /* One question at most, which goes with an animation. */
  if ((dialog = find_dialog ()) != NULL)
    {
      ap_compat_close (dialog);
      run_until (dialog_gone_cb, NULL);
    }
  ap_compat_close (window);
  flush_idles ();
}

static void
test_rule_rows (void)
{
  g_autoptr (ApSettings) settings = fresh_settings ();
  GtkWidget *window = GTK_WIDGET (ap_preferences_window_new (settings, NULL));
  GSettings *gsettings = ap_settings_get_gsettings (settings);
  g_autofree char *bases = NULL;
  g_autofree char *size = NULL;
  GtkWidget *tap_row;

  show_window (window);

  /* Settings to rows. */
  g_assert_cmpuint (selected (window, "Rule _Set"), ==, AP_PRESET_TARBART);
  ap_settings_set_preset (settings, AP_PRESET_PARLETT);
  g_assert_cmpuint (selected (window, "Rule _Set"), ==, AP_PRESET_PARLETT);
  g_assert_cmpuint (selected (window, "Foundation _Bases"), ==, AP_BASES_NONE);
  g_settings_set_string (gsettings, "reserve-size", "6");
  g_assert_cmpuint (selected (window, "_Reserve Piles"), ==, 1);
  g_assert_cmpuint (selected (window, "Rule _Set"), ==, AP_PRESET_CUSTOM);

  /* Rows to settings. */
  select_row (window, "Rule _Set", AP_PRESET_SIX_CARD);
  bases = g_settings_get_string (gsettings, "foundation-bases");
  g_assert_cmpstr (bases, ==, "kings");
  g_assert_cmpuint (selected (window, "_Empty Reserve Piles"), ==, AP_SPACES_ALWAYS);
  select_row (window, "_Reserve Piles", 0);
  size = g_settings_get_string (gsettings, "reserve-size");
  g_assert_cmpstr (size, ==, "4");
  select_row (window, "_Empty Reserve Piles", AP_SPACES_NEVER);
  g_assert_cmpint (g_settings_get_enum (gsettings, "reserve-spaces"), ==, AP_SPACES_NEVER);
  /* The options' values show in full as subtitles, which wrap. */
  g_assert_cmpstr (adw_action_row_get_subtitle (
                     ADW_ACTION_ROW (row (window, "_Empty Reserve Piles"))),
                   ==, "Never");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row (window, "Foundation _Bases"))),
                   ==, "Kings only");
  gtk_switch_set_active (switch_of (window, "Foundation _Transfers"), FALSE);
  g_assert_false (g_settings_get_boolean (gsettings, "foundation-transfers"));
  g_assert_cmpuint (selected (window, "Rule _Set"), ==, AP_PRESET_CUSTOM);

  /* Behavior. */
  gtk_switch_set_active (switch_of (window, "Automatic _Moves to the Foundations"), TRUE);
  g_assert_cmpint (g_settings_get_enum (gsettings, "auto-move"), ==, AP_AUTO_MOVE_SAFE);
  g_settings_set_string (gsettings, "auto-move", "off");
  g_assert_false (
    gtk_switch_get_active (switch_of (window, "Automatic _Moves to the Foundations")));
  select_row (window, "Single _Tap or Click", AP_TAP_AUTO);
  g_assert_cmpint (g_settings_get_enum (gsettings, "tap-action"), ==, AP_TAP_AUTO);
  select_row (window, "Single _Tap or Click", AP_TAP_PICK);
  g_assert_cmpint (g_settings_get_enum (gsettings, "tap-action"), ==, AP_TAP_PICK);
  g_settings_set_string (gsettings, "tap-action", "select");
  g_assert_cmpuint (selected (window, "Single _Tap or Click"), ==, AP_TAP_SELECT);
  /* The choices are sentences: the chosen one shows in full as the
   * subtitle, which wraps, not cut short beside the title. */
  tap_row = row (window, "Single _Tap or Click");
  g_assert_true (adw_combo_row_get_use_subtitle (ADW_COMBO_ROW (tap_row)));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (tap_row)), ==,
                   "Pick up, or move if only one place");
  gtk_switch_set_active (switch_of (window, "_Winnable Deals Only"), TRUE);
  g_assert_true (g_settings_get_boolean (gsettings, "winnable-only"));
  g_settings_set_boolean (gsettings, "winnable-only", FALSE);
  g_assert_false (gtk_switch_get_active (switch_of (window, "_Winnable Deals Only")));
  g_assert_true (gtk_switch_get_active (switch_of (window, "Ask _Before Leaving a Game")));
  gtk_switch_set_active (switch_of (window, "Ask _Before Leaving a Game"), FALSE);
  g_assert_false (g_settings_get_boolean (gsettings, "ask-before-leaving"));
  g_settings_set_boolean (gsettings, "ask-before-leaving", TRUE);
  g_assert_true (gtk_switch_get_active (switch_of (window, "Ask _Before Leaving a Game")));
  g_assert_false (gtk_switch_get_active (switch_of (window, "_Four-Color Deck")));
  gtk_switch_set_active (switch_of (window, "_Four-Color Deck"), TRUE);
  g_assert_true (g_settings_get_boolean (gsettings, "four-colour-deck"));
  g_settings_set_boolean (gsettings, "four-colour-deck", FALSE);
  g_assert_false (gtk_switch_get_active (switch_of (window, "_Four-Color Deck")));
  /* Issue 45: hints from a winning line by default, or as a player would
   * give them. */
  g_assert_cmpint (g_settings_get_enum (gsettings, "hint-kind"), ==, AP_HINT_SOURCE_WINNING_LINE);
  g_assert_false (gtk_switch_get_active (switch_of (window, "_Hints as a Player Would Give Them")));
  gtk_switch_set_active (switch_of (window, "_Hints as a Player Would Give Them"), TRUE);
  g_assert_cmpint (g_settings_get_enum (gsettings, "hint-kind"), ==, AP_HINT_SOURCE_FAIR);
  g_settings_set_string (gsettings, "hint-kind", "winning-line");
  g_assert_false (gtk_switch_get_active (switch_of (window, "_Hints as a Player Would Give Them")));

  destroy_window (window);
}

/* The preferences group with this title. */
/* The Appearance page: each row sets its key and follows it, and the
 * preview shows at once what the keys say. */
static void
test_appearance_page (void)
{
  g_autoptr (ApSettings) settings = fresh_settings ();
  GtkWidget *window = GTK_WIDGET (ap_preferences_window_new (settings, NULL));
  GSettings *gsettings = ap_settings_get_gsettings (settings);
  static const struct {
    const char *title, *key, *preview; /* the preview's property, if any */
    guint n;
  } rows[] = {
    { "_Faces", "face-design", "face-design", AP_N_FACES },
    { "_Backs", "card-back", "card-back", AP_N_BACKS },
    { "_Color", "table", "table", AP_N_TABLES },
    { "Animation _Speed", "animation-pace", NULL, 4 },
  };
  GtkWidget *preview;
  gboolean four_colour = TRUE;

  show_window (window);
  preview = find_descendant (window, AP_TYPE_CARD_PREVIEW);
  g_assert_nonnull (preview);

  /* Today's look and pace by default. */
  g_assert_cmpuint (selected (window, "_Faces"), ==, AP_FACE_INDEX);
  g_assert_cmpuint (selected (window, "_Backs"), ==, AP_BACK_LATTICE);
  g_assert_cmpuint (selected (window, "_Color"), ==, AP_TABLE_GREEN);
  g_assert_cmpuint (selected (window, "Animation _Speed"), ==, AP_PACE_NORMAL);
  g_assert_true (gtk_widget_has_css_class (preview, "table-green"));

  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    {
      AdwComboRow *combo = ADW_COMBO_ROW (row (window, rows[r].title));

      g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (combo)), ==, rows[r].n);
      for (guint v = 0; v < rows[r].n; v++)
        {
          int shown = -1;

          /* Row to key and preview. */
          select_row (window, rows[r].title, v);
          g_assert_cmpint (g_settings_get_enum (gsettings, rows[r].key), ==, (int) v);
          if (rows[r].preview != NULL)
            {
              g_object_get (preview, rows[r].preview, &shown, NULL);
              g_assert_cmpint (shown, ==, (int) v);
            }
        }
      /* Key to row and preview. */
      g_settings_set_enum (gsettings, rows[r].key, 1);
      g_assert_cmpuint (selected (window, rows[r].title), ==, 1);
      if (rows[r].preview != NULL)
        {
          int shown = -1;

          g_object_get (preview, rows[r].preview, &shown, NULL);
          g_assert_cmpint (shown, ==, 1);
        }
    }

  /* The preview lies on the table chosen, in its light or dark variant. */
  g_settings_set_enum (gsettings, "table", AP_TABLE_RED);
  g_assert_true (gtk_widget_has_css_class (preview, "table-red"));
  g_assert_false (gtk_widget_has_css_class (preview, "table-green"));
  g_assert_false (gtk_widget_has_css_class (preview, "table-blue"));
  /* The renderer of the preview draws what the keys say. */
  g_settings_set_enum (gsettings, "card-back", AP_BACK_CHECKS);
  g_assert_cmpint (ap_card_renderer_get_back_design (
                     ap_card_preview_get_renderer (AP_CARD_PREVIEW (preview))),
                   ==, AP_BACK_CHECKS);
  g_settings_set_boolean (gsettings, "four-colour-deck", TRUE);
  g_object_get (preview, "four-colour", &four_colour, NULL);
  g_assert_true (four_colour);

  /* The speed's Off is the animations key's false. */
  select_row (window, "Animation _Speed", AP_PACE_OFF);
  g_assert_false (g_settings_get_boolean (gsettings, "animations"));
  select_row (window, "Animation _Speed", AP_PACE_FAST);
  g_assert_true (g_settings_get_boolean (gsettings, "animations"));
  g_settings_set_boolean (gsettings, "animations", FALSE);
  g_assert_cmpuint (selected (window, "Animation _Speed"), ==, AP_PACE_OFF);

  destroy_window (window);
}

static GtkWidget *
find_group (GtkWidget *widget, const char *title)
{
  if (ADW_IS_PREFERENCES_GROUP (widget) &&
      g_strcmp0 (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)), title) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_group (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A button by its label, inside `widget`. */
static GtkWidget *
find_button (GtkWidget *widget, const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

#define TARBART "algerian:aces-and-kings,4,when-stock-empty,on"

static void
store (ApSettings *settings, const char *text)
{
  g_autoptr (GVariant) variant = g_variant_ref_sink (g_variant_new_parsed (text));
  g_autoptr (ApStatistics) stats = ap_statistics_from_variant (variant, NULL);

  ap_settings_store_statistics (settings, stats);
}

typedef struct {
  GtkWidget *group;
  const char *title;
  const char *value;
} ValueWait;

static gboolean
value_is_cb (gpointer data)
{
  ValueWait *w = data;
  GtkWidget *r = find_row (w->group, w->title);

  return r != NULL && g_strcmp0 (find_value (r), w->value) == 0;
}

static gboolean
row_present_cb (gpointer data)
{
  ValueWait *w = data;

  return find_row (w->group, w->title) != NULL;
}

/* Waits until the row of that title in `group` shows `value`: the page is
 * rebuilt when GSettings reports the change. */
static void
assert_value (GtkWidget *group, const char *title, const char *value)
{
  ValueWait w = { group, title, value };
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (10, timeout_cb, &timed_out);

  while (!value_is_cb (&w) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (timed_out)
    {
      GtkWidget *r = find_row (group, title);
      g_error ("row “%s” shows “%s”, expected “%s”", title, r ? find_value (r) : "(no row)", value);
    }
  g_source_remove (id);
}

typedef struct {
  char *dir;
  ApSettings *settings;
  ApGameModel *model;
  ApGameSession *session;
} Game;

static void
game_open (Game *g)
{
  g_autoptr (GError) error = NULL;

  g->dir = g_dir_make_tmp ("ap-prefs-XXXXXX", &error);
  g_assert_no_error (error);
  g->settings = fresh_settings ();
  g->model = ap_game_model_new ();
  g->session = ap_game_session_new (g->model, g->settings, g->dir);
}

static void
game_close (Game *g)
{
  g_autofree char *saved = g_build_filename (g->dir, "saved-game", NULL);

  g_clear_object (&g->session);
  g_clear_object (&g->model);
  g_clear_object (&g->settings);
  g_remove (saved);
  g_rmdir (g->dir);
  g_free (g->dir);
}

static void
test_statistics_page (void)
{
  Game g = { 0 };
  GtkWidget *window, *current, *all;
  GtkWidget *dialog;
  ApRules rules;

  game_open (&g);
  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_game_session_new_deal (g.session, &rules, 5);
  /* Fields: played won streak best-streak best-time fewest total hints. */
  store (g.settings, "{'" TARBART "': (@u 3, @u 2, @u 1, @u 2, @u 100, @u 140, @u 250, @u 4),"
                     " 'carthage': (@u 1, @u 0, @u 0, @u 0, @u 0, @u 0, @u 0, @u 0)}");
  window = GTK_WIDGET (ap_preferences_window_new (g.settings, g.session));
  ap_preferences_window_show_page (AP_PREFERENCES_WINDOW (window), "statistics");
  show_window (window);
  current = find_group (window, "This Game");
  all = find_group (window, "All Games");
  g_assert_nonnull (current);
  g_assert_nonnull (all);
  /* Issue 44, 9: the focus is in the Statistics page, not on the Rules
   * tab, whose focus ring made two tabs look chosen. */
  run_until (mapped_cb, current);
  flush_idles ();
  {
    GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (current));
    GtkWidget *page = gtk_widget_get_ancestor (current, ADW_TYPE_PREFERENCES_PAGE);

    g_assert_nonnull (focus);
    if (!gtk_widget_is_ancestor (focus, page))
      g_error ("the focus is on a %s outside the Statistics page", G_OBJECT_TYPE_NAME (focus));
  }

  /* The game in progress. */
  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (current)), ==,
                   "Algerian, Tarbart (1905)");
  assert_value (current, "Played", "3");
  assert_value (current, "Won", "2");
  assert_value (current, "Win Rate", "67%");
  assert_value (current, "Current Winning Streak", "1");
  assert_value (current, "Best Winning Streak", "2");
  assert_value (current, "Best Time", "1:40");
  assert_value (current, "Fewest Moves", "140");
  assert_value (current, "Average Time of Wins", "2:05");
  assert_value (current, "Hints Used", "4");
  /* How the player compares: the player's rate, then the fair player's
   * and the solver's as the table of docs/winnability.md publishes them
   * for Tarbart (73.00% and 100.00%). */
  g_assert_cmpstr (chart_words (current), ==,
                   "You win 67% of your 3 games. A careful player who sees what you see wins "
                   "73%. The solver, knowing the order of the stock, wins 100%.");
  /* Issue 45: the games Play for Me won are shown, and said not to count. */
  assert_value (current, "Won by Play for Me, Not Counted", "0");
  g_settings_set_value (ap_settings_get_gsettings (g.settings), "statistics-helped",
                        g_variant_new_parsed ("{'" TARBART "': @u 1}"));
  assert_value (current, "Won by Play for Me, Not Counted", "1");
  assert_value (current, "Won", "2");

  /* Every game and rule set. */
  g_assert_cmpstr (adw_expander_row_get_subtitle (
                     ADW_EXPANDER_ROW (row (all, "Algerian, Tarbart (1905)"))),
                   ==, "3 played, 67% won");
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row (all, "Carthage"))), ==,
                   "1 played, 0% won");
  assert_value (row (all, "Carthage"), "Best Time", "—");
  /* Carthage's published rates: 13.00% and 91.01%. */
  g_assert_cmpstr (chart_words (row (all, "Carthage")), ==,
                   "You win 0% of your 1 game. A careful player who sees what you see wins "
                   "13%. The solver, knowing the order of the stock, wins 91%.");

  /* A change elsewhere shows at once. */
  store (g.settings, "{'" TARBART "': (@u 4, @u 3, @u 2, @u 2, @u 90, @u 140, @u 340, @u 4),"
                     " 'carthage': (@u 1, @u 0, @u 0, @u 0, @u 0, @u 0, @u 0, @u 0)}");
  assert_value (current, "Played", "4");
  assert_value (current, "Best Time", "1:30");

  /* Reset asks first; Cancel keeps everything. */
  g_signal_emit_by_name (find_button (current, "_Reset"), "clicked");
  run_until (dialog_shown_cb, NULL);
  dialog = find_dialog ();
  ap_test_alert_respond (dialog, "keep");
  run_until (dialog_gone_cb, NULL);
  assert_value (current, "Played", "4");

  /* Reset this game: the other stays. */
  g_signal_emit_by_name (find_button (current, "_Reset"), "clicked");
  run_until (dialog_shown_cb, NULL);
  dialog = find_dialog ();
  ap_test_alert_respond (dialog, "reset");
  run_until (dialog_gone_cb, NULL);
  assert_value (current, "Played", "0");
  assert_value (current, "Best Time", "—");
  /* Nothing played: the player's bar says so rather than 0%. */
  g_assert_cmpstr (chart_words (current), ==,
                   "You have not played these rules yet. A careful player who sees what you see "
                   "wins 73%. The solver, knowing the order of the stock, wins "
                   "100%.");
  g_assert_null (find_row (all, "Algerian, Tarbart (1905)"));
  g_assert_nonnull (find_row (all, "Carthage"));

  /* Reset all. */
  g_signal_emit_by_name (find_button (window, "Reset _All"), "clicked");
  run_until (dialog_shown_cb, NULL);
  dialog = find_dialog ();
  ap_test_alert_respond (dialog, "reset");
  run_until (dialog_gone_cb, NULL);
  flush_idles ();
  {
    g_autoptr (ApStatistics) stats = ap_settings_load_statistics (g.settings);
    g_assert_cmpuint (ap_statistics_size (stats), ==, 0);
  }
  {
    ValueWait w = { all, "No games played yet", NULL };
    run_until (row_present_cb, &w);
  }
  destroy_window (window);
  game_close (&g);
}

static const ApMove DEAL = { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE };

static void
test_rules_question (void)
{
  Game g = { 0 };
  GtkWidget *window;
  GtkWidget *dialog;
  GSettings *gsettings;
  ApRules rules, wanted;
  g_autofree char *key = NULL;
  g_autoptr (ApStatistics) stats = NULL;

  game_open (&g);
  gsettings = ap_settings_get_gsettings (g.settings);
  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_game_session_new_deal (g.session, &rules, 5);
  window = GTK_WIDGET (ap_preferences_window_new (g.settings, g.session));
  show_window (window);

  /* No move yet: the same deal is dealt again with the new rules, and
   * nothing is asked. */
  select_row (window, "Foundation _Bases", AP_BASES_KINGS);
  flush_idles ();
  g_assert_null (find_dialog ());
  g_assert_cmpint (ap_game_model_get_rules (g.model)->bases, ==, AP_BASES_KINGS);
  g_assert_cmpuint (ap_game_model_get_deal_number (g.model), ==, 5);
  g_assert_cmpuint (ap_game_model_get_stock_count (g.model), ==, 104 - 4 - 8 - 24);

  /* Under way: the game keeps its rules until the player says. */
  g_assert_cmpint (ap_game_model_try_move (g.model, DEAL), ==, AP_VERDICT_OK);
  g_settings_set_string (gsettings, "reserve-spaces", "always");
  flush_idles ();
  run_until (dialog_shown_cb, NULL);
  g_assert_cmpint (ap_game_model_get_rules (g.model)->reserve_spaces, ==,
                   AP_SPACES_WHEN_STOCK_EMPTY);
  dialog = find_dialog ();
  ap_test_alert_respond (dialog, "keep");
  run_until (dialog_gone_cb, NULL);
  g_assert_cmpint (ap_game_model_get_rules (g.model)->reserve_spaces, ==,
                   AP_SPACES_WHEN_STOCK_EMPTY);
  g_assert_cmpuint (ap_game_model_get_moves (g.model), ==, 1);
  /* Asked once: a further change in this window does not ask again. */
  g_settings_set_boolean (gsettings, "foundation-transfers", FALSE);
  flush_idles ();
  g_assert_null (find_dialog ());
  destroy_window (window);

  /* Another time, the player takes the new deal: a loss of the game left. */
  window = GTK_WIDGET (ap_preferences_window_new (g.settings, g.session));
  show_window (window);
  ap_settings_set_preset (g.settings, AP_PRESET_SIX_CARD);
  flush_idles ();
  run_until (dialog_shown_cb, NULL);
  dialog = find_dialog ();
  ap_test_alert_respond (dialog, "new");
  run_until (dialog_gone_cb, NULL);
  ap_rules_preset (AP_PRESET_SIX_CARD, &wanted);
  g_assert_true (ap_rules_equal (ap_game_model_get_rules (g.model), &wanted));
  g_assert_cmpuint (ap_game_model_get_moves (g.model), ==, 0);
  stats = ap_settings_load_statistics (g.settings);
  rules.bases = AP_BASES_KINGS;
  key = ap_rules_key (&rules);
  g_assert_cmpuint (ap_statistics_get (stats, key).played, ==, 1);
  g_assert_cmpuint (ap_statistics_get (stats, key).won, ==, 0);

  /* Another game is not affected by Algerian's options. */
  ap_rules_default (AP_GAME_CARTHAGE, &rules);
  ap_game_session_new_deal (g.session, &rules, 6);
  g_assert_cmpint (ap_game_model_try_move (g.model, DEAL), ==, AP_VERDICT_OK);
  ap_settings_set_preset (g.settings, AP_PRESET_PARLETT);
  flush_idles ();
  g_assert_null (find_dialog ());
  g_assert_cmpint (ap_game_model_get_rules (g.model)->game, ==, AP_GAME_CARTHAGE);

  destroy_window (window);
  game_close (&g);
}

static void
test_describe_rules (void)
{
  ApRules rules;
  g_autofree char *tarbart = NULL;
  g_autofree char *custom = NULL;
  g_autofree char *patriarchs = NULL;

  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  tarbart = ap_preferences_describe_rules (&rules);
  g_assert_cmpstr (tarbart, ==, "Algerian, Tarbart (1905)");
  rules = (ApRules) { AP_GAME_ALGERIAN, AP_BASES_KINGS, 6, AP_SPACES_NEVER, FALSE };
  custom = ap_preferences_describe_rules (&rules);
  g_assert_cmpstr (custom, ==,
                   "Algerian: kings on the foundations, 6 cards per reserve pile, "
                   "emptied reserve piles stay empty, no transfers");
  ap_rules_default (AP_GAME_PATRIARCHS, &rules);
  patriarchs = ap_preferences_describe_rules (&rules);
  g_assert_cmpstr (patriarchs, ==, "Patriarchs");

  /* Royal Cotillion's statistics are kept per foundation bases. */
  {
    g_autofree char *laid_out = NULL;
    g_autofree char *appear = NULL;
    g_autofree char *tournament = NULL;

    ap_rules_default (AP_GAME_ROYAL_COTILLION, &rules);
    laid_out = ap_preferences_describe_rules (&rules);
    g_assert_cmpstr (laid_out, ==, "Royal Cotillion, bases laid out");
    rules.bases = AP_BASES_NONE;
    appear = ap_preferences_describe_rules (&rules);
    g_assert_cmpstr (appear, ==, "Royal Cotillion, bases as they appear");
    ap_rules_default (AP_GAME_TOURNAMENT, &rules);
    tournament = ap_preferences_describe_rules (&rules);
    g_assert_cmpstr (tournament, ==, "Tournament");
  }
}

/* A label cut short: one that may end in "…" and has less room than its
 * text needs. */
static void
collect_cut_labels (GtkWidget *widget, GString *cut)
{
  /* The page switcher's labels measure a few pixels wider than they show
   * (room for the bold of the page shown), and show whole. */
  if (ADW_IS_VIEW_SWITCHER (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
      gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE)
    {
      int natural;

      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      if (gtk_widget_get_width (widget) < natural)
        g_string_append_printf (cut, " “%s” (%d of %d px)", gtk_label_get_text (GTK_LABEL (widget)),
                                gtk_widget_get_width (widget), natural);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_cut_labels (child, cut);
}

typedef struct {
  GtkWidget *window;
  const char *title;
} RowWait;

static gboolean
row_laid_out_cb (gpointer data)
{
  RowWait *w = data;
  GtkWidget *r = find_row (w->window, w->title);

  return r != NULL && gtk_widget_get_mapped (r) && gtk_widget_get_width (r) > 0;
}

/* Issue 32: at 360 px, a phone held upright, the Behavior page cut
 * "Safe moves only" to "Saf…". No label there, nor on the Rules page, may
 * be cut short. */
static void
test_narrow_behaviour (void)
{
  g_autoptr (ApSettings) settings = fresh_settings ();
  GtkWidget *window = GTK_WIDGET (ap_preferences_window_new (settings, NULL));
  GtkWidget *host = adw_window_new ();
  g_autoptr (GString) cut = g_string_new (NULL);
  RowWait w = { window, "Single _Tap or Click" };

  /* The longest values. */
  g_settings_set_string (ap_settings_get_gsettings (settings), "auto-move", "safe");
  g_settings_set_string (ap_settings_get_gsettings (settings), "tap-action", "select");
  /* Before libadwaita 1.5 the Preferences are a window of their own;
   * since, a sheet as wide as the window. That window is asked for a
   * little more than 360 px: asked for 360, the sheet (360 px at the least)
   * found 350 at the first layout, and libadwaita warns. The window still
   * gets 360 px here, as asserted below. */
  gtk_window_set_default_size (GTK_WINDOW (host), GTK_IS_WINDOW (window) ? 360 : 370, 640);
  gtk_window_present (GTK_WINDOW (host));
  ap_preferences_window_show_page (AP_PREFERENCES_WINDOW (window), "behaviour");
  if (GTK_IS_WINDOW (window))
    gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  ap_compat_present (window, host);
  run_until (row_laid_out_cb, &w);
  flush_idles ();
  g_assert_cmpint (gtk_widget_get_width (window), <=, 360);
  g_assert_true (gtk_switch_get_active (switch_of (window, "Automatic _Moves to the Foundations")));
  collect_cut_labels (window, cut);
  g_assert_cmpstr (cut->str, ==, "");
  /* The Rules page too. */
  ap_preferences_window_show_page (AP_PREFERENCES_WINDOW (window), "rules");
  w.title = "Rule _Set";
  run_until (row_laid_out_cb, &w);
  flush_idles ();
  collect_cut_labels (window, cut);
  g_assert_cmpstr (cut->str, ==, "");
  ap_compat_close (window);
  gtk_window_destroy (GTK_WINDOW (host));
  flush_idles ();
}

/* Issue 44, 5: the text on automatic moves and About's details speak of
 * all eight games, not of the first four only. Automatic moves wait for
 * the stock in the games whose reserve is refilled from the waste
 * (docs/architecture.md, ap-safe-move.c: Patriarchs, Picture Patience and
 * Odd and Even) and are made in every game. About names every game. */
/* The widget at or under `widget` that has About's "comments". */
static GObject *
find_with_comments (GtkWidget *widget)
{
  if (g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "comments") != NULL)
    return G_OBJECT (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GObject *found = find_with_comments (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_every_game_named (void)
{
  static const char *const waiting[] = { "Patriarchs", "Picture Patience", "Odd and Even" };
  g_autoptr (ApSettings) settings = fresh_settings ();
  GtkWidget *window = GTK_WIDGET (ap_preferences_window_new (settings, NULL));
  GListModel *toplevels = gtk_window_get_toplevels ();
  GObject *about = NULL;
  GtkWidget *about_window = NULL;
  g_autofree char *comments = NULL;
  const char *subtitle;

  show_window (window);
  subtitle = adw_action_row_get_subtitle (
    ADW_ACTION_ROW (row (window, "Automatic _Moves to the Foundations")));
  g_assert_nonnull (strstr (subtitle, "every game"));
  for (guint i = 0; i < G_N_ELEMENTS (waiting); i++)
    g_assert_nonnull (strstr (subtitle, waiting[i]));
  destroy_window (window);

  /* Without a parent, About comes in a window of its own: libadwaita
   * 1.2's AdwAboutWindow, or a window holding the AdwAboutDialog. */
  ap_compat_show_about (NULL);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && about == NULL; i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);

      about = find_with_comments (GTK_WIDGET (top));
      if (about != NULL)
        about_window = GTK_WIDGET (top);
    }
  g_assert_nonnull (about);
  g_object_get (about, "comments", &comments, NULL);
  for (ApGame game = 0; game < AP_N_GAMES; game++)
    if (ap_game_info (game)->in_gui && strstr (comments, ap_game_info (game)->name) == NULL)
      g_error ("About does not name %s: %s", ap_game_info (game)->name, comments);
  gtk_window_destroy (GTK_WINDOW (about_window));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/preferences/rule-rows", test_rule_rows);
  g_test_add_func ("/preferences/appearance-page", test_appearance_page);
  g_test_add_func ("/preferences/statistics-page", test_statistics_page);
  g_test_add_func ("/preferences/rules-question", test_rules_question);
  g_test_add_func ("/preferences/describe-rules", test_describe_rules);
  g_test_add_func ("/preferences/narrow-behaviour", test_narrow_behaviour);
  g_test_add_func ("/preferences/every-game-named", test_every_game_named);
  return g_test_run ();
}
