/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-a11y.h"
#include "ap-appearance-page.h"
#include "ap-preferences-resources.h"
#include "ap-preferences-window.h"
#include "ap-question.h"
#include "ap-rates-chart.h"

struct _ApPreferencesWindow {
  ApCompatPreferences parent_instance;

  /* Template children. */
  AdwComboRow *preset_row;
  AdwComboRow *bases_row;
  AdwComboRow *reserve_size_row;
  AdwComboRow *reserve_spaces_row;
  GtkSwitch *transfers_switch;
  GtkSwitch *cotillion_switch;
  AdwPreferencesGroup *current_group;
  AdwPreferencesGroup *all_group;
  GtkButton *reset_current_button;
  GtkButton *reset_all_button;
  ApAppearancePage *appearance_page;
  GtkSwitch *winnable_switch;
  GtkSwitch *ask_switch;
  GtkSwitch *verdicts_switch;
  GtkSwitch *four_colour_switch;
  GtkSwitch *auto_move_switch;
  GtkSwitch *fair_hints_switch;
  AdwComboRow *tap_action_row;

  ApSettings *settings;
  ApGameSession *session; /* may be NULL */

  /* The rows made from the statistics, removed before each rebuild. */
  GPtrArray *current_rows;
  GPtrArray *all_rows;

  guint rules_idle;
  gboolean declined;   /* "Keep Playing" was chosen: do not ask again */
  GtkWidget *question; /* weak: the open "Start a New Deal?" dialog */
};

G_DEFINE_FINAL_TYPE (ApPreferencesWindow, ap_preferences_window, AP_COMPAT_TYPE_PREFERENCES)

static const char *const preset_names[AP_N_PRESETS] = {
  N_ ("Tarbart (1905)"),
  N_ ("Parlett (1979)"),
  N_ ("Strict"),
  N_ ("Six-card reserves"),
};

char *
ap_preferences_describe_rules (const ApRules *rules)
{
  const ApGameInfo *info = ap_game_info (rules->game);
  ApPreset preset;
  const char *bases, *spaces;
  g_autofree char *size = NULL;

  if (!info->has_options)
    return g_strdup (_ (info->name));
  /* Royal Cotillion's one option. */
  if (info->options == AP_OPTION_BASES)
    return g_strdup_printf (C_ ("game and rule set", "%s, %s"), _ (info->name),
                            rules->bases == AP_BASES_NONE ? _ ("bases as they appear")
                                                          : _ ("bases laid out"));

  preset = ap_rules_get_preset (rules);
  if (preset != AP_PRESET_CUSTOM)
    /* TRANSLATORS: a game and its rule set, e.g. "Algerian, Tarbart (1905)". */
    return g_strdup_printf (C_ ("game and rule set", "%s, %s"), _ (info->name),
                            _ (preset_names[preset]));

  switch (rules->bases)
    {
    case AP_BASES_ACES_AND_KINGS:
      bases = _ ("aces and kings on the foundations");
      break;
    case AP_BASES_KINGS:
      bases = _ ("kings on the foundations");
      break;
    case AP_BASES_NONE:
    case AP_N_BASES:
    default:
      bases = _ ("empty foundations");
      break;
    }
  switch (rules->reserve_spaces)
    {
    case AP_SPACES_NEVER:
      spaces = _ ("emptied reserve piles stay empty");
      break;
    case AP_SPACES_WHEN_STOCK_EMPTY:
      spaces = _ ("reserve spaces once the stock is empty");
      break;
    case AP_SPACES_ALWAYS:
    case AP_N_SPACES:
    default:
      spaces = _ ("reserve spaces at any time");
      break;
    }
  size = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card per reserve pile",
                                       "%u cards per reserve pile", rules->reserve_size),
                          rules->reserve_size);
  /* TRANSLATORS: a custom rule set of Algerian: the game, then the foundation
   * bases, the reserve size, the reserve spaces and the transfers, e.g.
   * "Algerian: kings on the foundations, 6 cards per reserve pile, reserve
   * spaces at any time, no transfers". */
  return g_strdup_printf (C_ ("custom rule set", "%s: %s, %s, %s, %s"), _ (info->name), bases, size,
                          spaces,
                          rules->transfers ? _ ("foundation transfers") : _ ("no transfers"));
}

/* Enum and unsigned properties onto a combo row's position and back: the
 * rows list the values in the order of the enums. */
static gboolean
enum_to_selected (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  g_value_set_uint (to, (guint) g_value_get_enum (from));
  return TRUE;
}

static gboolean
selected_to_enum (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  guint selected = g_value_get_uint (from);
  GEnumClass *klass = g_type_class_peek (G_VALUE_TYPE (to));

  /* GTK_INVALID_LIST_POSITION while the model is being replaced. */
  if (klass == NULL || g_enum_get_value (klass, (int) selected) == NULL)
    return FALSE;
  g_value_set_enum (to, (int) selected);
  return TRUE;
}

/* A setting of two values as a switch, on for the second: automatic moves
 * off or safe, hints from a winning line or fair. */
static gboolean
second_to_active (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  g_value_set_boolean (to, g_value_get_enum (from) == 1);
  return TRUE;
}

static gboolean
active_to_second (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  g_value_set_enum (to, g_value_get_boolean (from) ? 1 : 0);
  return TRUE;
}

static void
bind_switch (ApPreferencesWindow *self, const char *property, GtkSwitch *widget)
{
  g_object_bind_property_full (self->settings, property, widget, "active",
                               G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE, second_to_active,
                               active_to_second, NULL, NULL);
}

static gboolean
size_to_selected (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  g_value_set_uint (to, g_value_get_uint (from) == 6 ? 1 : 0);
  return TRUE;
}

static gboolean
selected_to_size (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  guint selected = g_value_get_uint (from);

  if (selected > 1)
    return FALSE;
  g_value_set_uint (to, selected == 1 ? 6 : 4);
  return TRUE;
}

void
ap_preferences_bind_combo (ApSettings *settings, const char *property, AdwComboRow *row)
{
  g_object_bind_property_full (settings, property, row, "selected",
                               G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE, enum_to_selected,
                               selected_to_enum, NULL, NULL);
}

static void
bind_combo (ApPreferencesWindow *self, const char *property, AdwComboRow *row)
{
  ap_preferences_bind_combo (self->settings, property, row);
}

/* Statistics. */

/* The rows of one record, handed one by one to `add`. */
typedef void (*AddRowFunc) (gpointer container, GtkWidget *row);

static GtkWidget *
value_row (const char *title, const char *value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  /* Screen readers read a row by its title: the value goes with it, as its
   * description. libadwaita 1.7 describes a row by its subtitle (a
   * "described by" relation to the subtitle's label), and GTK 4.18 reads
   * that relation before the description property: with the row's subtitle
   * empty, the value was never heard. So the relation goes; libadwaita 1.2
   * sets none, and there this changes nothing. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, value,
                                  -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
  return row;
}

static void
add_record_rows (const ApStatsRecord *r, AddRowFunc add, gpointer container)
{
  /* No value yet: no win, or nothing played; or lost (a repaired record,
   * ap_stats_record_repair()). */
  const char *none = C_ ("statistics", "—");
  gboolean best_known = r->won > 0 && r->fewest_moves > 0;
  g_autofree char *played = g_strdup_printf ("%u", r->played);
  g_autofree char *won = g_strdup_printf ("%u", r->won);
  g_autofree char *rate = NULL;
  g_autofree char *streak = g_strdup_printf ("%u", r->streak);
  g_autofree char *best_streak = g_strdup_printf ("%u", r->best_streak);
  g_autofree char *best_time = best_known ? ap_format_clock (r->best_time) : g_strdup (none);
  g_autofree char *fewest = best_known ? g_strdup_printf ("%u", r->fewest_moves) : g_strdup (none);
  g_autofree char *average =
    r->won ? ap_format_clock (ap_stats_record_average_time (r)) : g_strdup (none);
  g_autofree char *hints = g_strdup_printf ("%u", r->hints);
  g_autofree char *helped = g_strdup_printf ("%u", r->helped);

  if (r->played > 0)
    /* TRANSLATORS: the win rate in percent, e.g. "58%". */
    rate = g_strdup_printf (C_ ("win rate", "%.0f%%"), ap_stats_record_win_rate (r));
  else
    rate = g_strdup (none);

  add (container, value_row (_ ("Played"), played));
  add (container, value_row (_ ("Won"), won));
  add (container, value_row (_ ("Win Rate"), rate));
  add (container, value_row (_ ("Current Winning Streak"), streak));
  add (container, value_row (_ ("Best Winning Streak"), best_streak));
  add (container, value_row (_ ("Best Time"), best_time));
  add (container, value_row (_ ("Fewest Moves"), fewest));
  add (container, value_row (_ ("Average Time of Wins"), average));
  add (container, value_row (_ ("Hints Used"), hints));
  /* A game Play for Me moved in is not the player's win (ap-statistics.h). */
  add (container, value_row (_ ("Won by Play for Me, Not Counted"), helped));
}

/* How the player compares with the published rates (ap-rates-chart.c),
 * when the rules have them: first, to be taken in at a glance. */
static void
add_rates_row (const ApRules *rules, const ApStatsRecord *record, AddRowFunc add,
               gpointer container)
{
  GtkWidget *row = ap_rates_chart_row_new (rules, record);

  if (row != NULL)
    add (container, row);
}

static void
add_to_current_cb (gpointer container, GtkWidget *row)
{
  ApPreferencesWindow *self = container;

  adw_preferences_group_add (self->current_group, row);
  g_ptr_array_add (self->current_rows, row);
}

static void
add_to_expander_cb (gpointer container, GtkWidget *row)
{
  adw_expander_row_add_row (ADW_EXPANDER_ROW (container), row);
}

static void confirm_reset (ApPreferencesWindow *self, const char *key);

static void
reset_key_clicked_cb (GtkButton *button, ApPreferencesWindow *self)
{
  confirm_reset (self, g_object_get_data (G_OBJECT (button), "statistics-key"));
}

static void
clear_rows (AdwPreferencesGroup *group, GPtrArray *rows)
{
  for (guint i = 0; i < rows->len; i++)
    adw_preferences_group_remove (group, rows->pdata[i]);
  g_ptr_array_set_size (rows, 0);
}

static char *
current_key (ApPreferencesWindow *self)
{
  if (self->session == NULL)
    return NULL;
  return ap_rules_key (ap_game_model_get_rules (ap_game_session_get_model (self->session)));
}

static void
rebuild_statistics (ApPreferencesWindow *self)
{
  g_autoptr (ApStatistics) stats = ap_settings_load_statistics (self->settings);
  g_autofree char *key = current_key (self);
  g_auto (GStrv) keys = ap_statistics_get_keys (stats);

  clear_rows (self->current_group, self->current_rows);
  clear_rows (self->all_group, self->all_rows);

  gtk_widget_set_visible (GTK_WIDGET (self->current_group), key != NULL);
  if (key != NULL)
    {
      ApStatsRecord record = ap_statistics_get (stats, key);
      g_autofree char *title = ap_preferences_describe_rules (
        ap_game_model_get_rules (ap_game_session_get_model (self->session)));

      adw_preferences_group_set_description (self->current_group, title);
      add_rates_row (ap_game_model_get_rules (ap_game_session_get_model (self->session)), &record,
                     add_to_current_cb, self);
      add_record_rows (&record, add_to_current_cb, self);
      gtk_widget_set_sensitive (GTK_WIDGET (self->reset_current_button),
                                ap_statistics_contains (stats, key));
    }

  for (guint i = 0; keys[i] != NULL; i++)
    {
      ApStatsRecord record = ap_statistics_get (stats, keys[i]);
      GtkWidget *row = adw_expander_row_new ();
      GtkWidget *reset = gtk_button_new_with_mnemonic (_ ("_Reset"));
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;
      ApRules rules;

      ap_a11y_name_button (GTK_BUTTON (reset));
      /* Keys come from a validated table, so they always parse. */
      if (!ap_rules_from_key (keys[i], &rules))
        continue;
      title = ap_preferences_describe_rules (&rules);
      if (record.played > 0)
        /* TRANSLATORS: the summary of a game's statistics, e.g. "12 played,
         * 58% won": %u is the number of games played, the percentage is of
         * those games. */
        subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u played, %.0f%% won",
                                                 "%u played, %.0f%% won", record.played),
                                    record.played, ap_stats_record_win_rate (&record));
      else
        subtitle = g_strdup (_ ("Not played yet"));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
      add_rates_row (&rules, &record, add_to_expander_cb, row);
      add_record_rows (&record, add_to_expander_cb, row);

      gtk_widget_set_valign (reset, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (reset, _ ("Reset the statistics of this game and rule set"));
      g_object_set_data_full (G_OBJECT (reset), "statistics-key", g_strdup (keys[i]), g_free);
      g_signal_connect_object (reset, "clicked", G_CALLBACK (reset_key_clicked_cb), self, 0);
      ap_compat_expander_row_add_suffix (ADW_EXPANDER_ROW (row), reset);

      adw_preferences_group_add (self->all_group, row);
      g_ptr_array_add (self->all_rows, row);
    }

  if (keys[0] == NULL)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _ ("No games played yet"));
      adw_preferences_group_add (self->all_group, row);
      g_ptr_array_add (self->all_rows, row);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->reset_all_button), keys[0] != NULL);
}

static void
statistics_changed_cb (ApPreferencesWindow *self)
{
  rebuild_statistics (self);
}

static void
reset_response_cb (GtkWidget *dialog, const char *response, ApPreferencesWindow *self)
{
  const char *key = g_object_get_data (G_OBJECT (dialog), "statistics-key");
  g_autoptr (ApStatistics) stats = NULL;

  if (g_strcmp0 (response, "reset") != 0)
    return;
  stats = ap_settings_load_statistics (self->settings);
  if (key != NULL)
    ap_statistics_reset (stats, key);
  else
    ap_statistics_reset_all (stats);
  ap_settings_store_statistics (self->settings, stats);
}

/* Asks before forgetting: `key` NULL means every game. */
static void
confirm_reset (ApPreferencesWindow *self, const char *key)
{
  GtkWidget *dialog;
  g_autofree char *body = NULL;

  if (key != NULL)
    {
      ApRules rules;
      g_autofree char *name = NULL;

      if (!ap_rules_from_key (key, &rules))
        return;
      name = ap_preferences_describe_rules (&rules);
      /* TRANSLATORS: %s is a game and rule set, e.g. "Algerian, Tarbart (1905)". */
      body = g_strdup_printf (_ ("The statistics of %s will be lost."), name);
    }
  else
    body = g_strdup (_ ("The statistics of every game and rule set will be lost."));

  dialog = ap_question_new (key ? _ ("Reset Statistics?") : _ ("Reset All Statistics?"), body,
                            _ ("_Cancel"), "reset", _ ("_Reset"), TRUE);
  g_object_set_data_full (G_OBJECT (dialog), "statistics-key", g_strdup (key), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (reset_response_cb), self, 0);
  ap_compat_present (dialog, GTK_WIDGET (self));
}

static void
reset_current_clicked_cb (ApPreferencesWindow *self)
{
  g_autofree char *key = current_key (self);

  if (key != NULL)
    confirm_reset (self, key);
}

static void
reset_all_clicked_cb (ApPreferencesWindow *self)
{
  confirm_reset (self, NULL);
}

/* Changing the rules in the middle of a game. */

static void
new_deal_response_cb (GtkWidget *dialog, const char *response, ApPreferencesWindow *self)
{
  ApRules wanted;

  if (g_strcmp0 (response, "new") != 0)
    {
      self->declined = TRUE;
      return;
    }
  if (self->session == NULL)
    return;
  ap_settings_get_rules_for_game (self->settings,
                                  ap_game_model_get_rules (
                                    ap_game_session_get_model (self->session))
                                    ->game,
                                  &wanted);
  ap_game_session_new_deal (self->session, &wanted, 0);
}

static void
ask_new_deal (ApPreferencesWindow *self)
{
  GtkWidget *dialog;
  gboolean would_lose = ap_counted_under_way (ap_game_session_get_counted (self->session));

  dialog =
    ap_question_new (_ ("Start a New Deal?"),
                     would_lose ? _ ("The game under way keeps the rules it was dealt "
                                     "with. Leaving it for a new deal counts as a loss.")
                                : _ ("The game under way keeps the rules it was dealt with."),
                     _ ("_Keep Playing"), "new", _ ("_New Deal"), would_lose);
  g_signal_connect_object (dialog, "response", G_CALLBACK (new_deal_response_cb), self, 0);
  self->question = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->question);
  ap_compat_present (dialog, GTK_WIDGET (self));
}

static gboolean
rules_changed_idle_cb (gpointer user_data)
{
  ApPreferencesWindow *self = user_data;
  ApGameModel *model;
  const ApRules *current;
  ApRules wanted;

  self->rules_idle = 0;
  if (self->session == NULL)
    return G_SOURCE_REMOVE;
  model = ap_game_session_get_model (self->session);
  current = ap_game_model_get_rules (model);
  /* A game's options change nothing for the other games. */
  ap_settings_get_rules_for_game (self->settings, current->game, &wanted);
  if (ap_rules_equal (current, &wanted))
    return G_SOURCE_REMOVE;

  if (!ap_game_session_get_started (self->session))
    {
      /* Nothing to lose: the same deal, dealt with the new rules, so the
       * player sees at once what the options do. */
      ap_game_session_new_deal (self->session, &wanted, ap_game_model_get_deal_number (model));
      return G_SOURCE_REMOVE;
    }
  if (!self->declined && self->question == NULL)
    ask_new_deal (self);
  return G_SOURCE_REMOVE;
}

static void
rules_changed_cb (ApPreferencesWindow *self)
{
  /* A preset sets four options at once: one question for all of them. */
  if (self->rules_idle == 0)
    self->rules_idle = g_idle_add (rules_changed_idle_cb, self);
}

static void
game_reset_cb (ApPreferencesWindow *self)
{
  /* Another deal: this game's statistics, and a fresh question later. */
  self->declined = FALSE;
  rebuild_statistics (self);
}

/* GObject. */

static void
ap_preferences_window_constructed (GObject *object)
{
  ApPreferencesWindow *self = AP_PREFERENCES_WINDOW (object);
  static const char *const rule_properties[] = {
    "notify::foundation-bases",
    "notify::reserve-size",
    "notify::reserve-spaces",
    "notify::foundation-transfers",
    "notify::royal-cotillion-as-they-appear",
  };

  G_OBJECT_CLASS (ap_preferences_window_parent_class)->constructed (object);

  if (self->settings == NULL)
    self->settings = ap_settings_new (NULL);

  bind_combo (self, "preset", self->preset_row);
  bind_combo (self, "foundation-bases", self->bases_row);
  g_object_bind_property_full (self->settings, "reserve-size", self->reserve_size_row, "selected",
                               G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE, size_to_selected,
                               selected_to_size, NULL, NULL);
  bind_combo (self, "reserve-spaces", self->reserve_spaces_row);
  g_object_bind_property (self->settings, "foundation-transfers", self->transfers_switch, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->settings, "royal-cotillion-as-they-appear", self->cotillion_switch,
                          "active", G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  ap_appearance_page_set_settings (self->appearance_page, self->settings);
  g_object_bind_property (self->settings, "winnable-only", self->winnable_switch, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->settings, "ask-before-leaving", self->ask_switch, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->settings, "show-verdicts", self->verdicts_switch, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->settings, "four-colour-deck", self->four_colour_switch, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  G_STATIC_ASSERT (AP_AUTO_MOVE_SAFE == 1 && AP_HINT_SOURCE_FAIR == 1);
  bind_switch (self, "auto-move", self->auto_move_switch);
  bind_switch (self, "hint-kind", self->fair_hints_switch);
  bind_combo (self, "tap-action", self->tap_action_row);

  for (guint i = 0; i < G_N_ELEMENTS (rule_properties); i++)
    g_signal_connect_object (self->settings, rule_properties[i], G_CALLBACK (rules_changed_cb),
                             self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "statistics-changed", G_CALLBACK (statistics_changed_cb),
                           self, G_CONNECT_SWAPPED);
  if (self->session != NULL)
    g_signal_connect_object (ap_game_session_get_model (self->session), "reset",
                             G_CALLBACK (game_reset_cb), self, G_CONNECT_SWAPPED);

  rebuild_statistics (self);
}

static void
ap_preferences_window_dispose (GObject *object)
{
  ApPreferencesWindow *self = AP_PREFERENCES_WINDOW (object);

  g_clear_handle_id (&self->rules_idle, g_source_remove);
  if (self->question != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->question), (gpointer *) &self->question);
  self->question = NULL;
  g_clear_object (&self->settings);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (ap_preferences_window_parent_class)->dispose (object);
}

static void
ap_preferences_window_finalize (GObject *object)
{
  ApPreferencesWindow *self = AP_PREFERENCES_WINDOW (object);

  g_ptr_array_unref (self->current_rows);
  g_ptr_array_unref (self->all_rows);
  G_OBJECT_CLASS (ap_preferences_window_parent_class)->finalize (object);
}

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
ap_preferences_window_get_property (GObject *object, guint prop_id, GValue *value,
                                    GParamSpec *pspec)
{
  ApPreferencesWindow *self = AP_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ap_preferences_window_set_property (GObject *object, guint prop_id, const GValue *value,
                                    GParamSpec *pspec)
{
  ApPreferencesWindow *self = AP_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ap_preferences_window_class_init (ApPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = ap_preferences_window_constructed;
  object_class->dispose = ap_preferences_window_dispose;
  object_class->finalize = ap_preferences_window_finalize;
  object_class->get_property = ap_preferences_window_get_property;
  object_class->set_property = ap_preferences_window_set_property;

  properties[PROP_SETTINGS] = g_param_spec_object ("settings", NULL, NULL, AP_TYPE_SETTINGS, flags);
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, AP_TYPE_GAME_SESSION, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The window's own resource bundle, registered here rather than by a
   * constructor, so that linking the static library cannot drop it. */
  ap_preferences_register_resource ();
  {
    g_autoptr (GBytes) template = NULL;

    g_type_ensure (AP_TYPE_APPEARANCE_PAGE);
    template = ap_compat_preferences_template (
      "/io/github/algerian_patience/Algerian/preferences/ap-preferences-window.ui");

    gtk_widget_class_set_template (widget_class, template);
  }
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, preset_row);
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, bases_row);
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, reserve_size_row);
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, reserve_spaces_row);
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, transfers_switch);
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, cotillion_switch);
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, current_group);
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, all_group);
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, reset_current_button);
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, reset_all_button);
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, appearance_page);
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, winnable_switch);
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, ask_switch);
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, verdicts_switch);
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, four_colour_switch);
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, auto_move_switch);
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, fair_hints_switch);
  gtk_widget_class_bind_template_child (widget_class, ApPreferencesWindow, tap_action_row);
  gtk_widget_class_bind_template_callback (widget_class, reset_current_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, reset_all_clicked_cb);
}

static void
ap_preferences_window_init (ApPreferencesWindow *self)
{
  self->current_rows = g_ptr_array_new ();
  self->all_rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  ap_compat_preferences_setup (&self->parent_instance);
  ap_a11y_name_button (self->reset_current_button);
  ap_a11y_name_button (self->reset_all_button);
}

ApPreferencesWindow *
ap_preferences_window_new (ApSettings *settings, ApGameSession *session)
{
  g_return_val_if_fail (settings == NULL || AP_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (session == NULL || AP_IS_GAME_SESSION (session), NULL);
  return g_object_new (AP_TYPE_PREFERENCES_WINDOW, "settings", settings, "session", session, NULL);
}

void
ap_preferences_window_show_page (ApPreferencesWindow *self, const char *name)
{
  g_return_if_fail (AP_IS_PREFERENCES_WINDOW (self));
  ap_compat_preferences_show_page (&self->parent_instance, name);
}
