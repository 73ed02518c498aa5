/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <adwaita.h>

#include "ap-compat.h"
#include "ap-preferences-window.h"
#include "ap-rules-text.h"
#include "ap-rules-window.h"
#include "ap-settings.h"
#include "option-ids.h"

/*
 * The Rules window in a real display (run under tests/settings'
 * run-with-xvfb.py): a widget for every section of every game, sections shown
 * on request (scrolled to and marked), the game menu, and the links from
 * Preferences ("rules.explain") opening the explanation of an option with
 * the options of the settings.
 */

/* Runs the main loop until check() holds or two seconds pass. */
static gboolean
wait_for (gboolean (*check) (gpointer), gpointer data)
{
  gint64 end = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

  while (!check (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  return check (data);
}

static gboolean
scrolled (gpointer data)
{
  GtkWidget *widget = data;
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);

  return gtk_adjustment_get_value (
           gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller))) > 0;
}

/* The text of every label inside widget, one per line. */
static void
collect_text (GtkWidget *widget, GString *out)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_text (child, out);
}

static char *
section_text (ApRulesWindow *window, const char *id)
{
  GtkWidget *section = ap_rules_window_get_section_widget (window, id);
  GString *out = g_string_new (NULL);

  g_assert_nonnull (section);
  collect_text (section, out);
  return g_string_free (out, FALSE);
}

/* Every section of the text has its widget, and only those. */
static void
test_sections (void)
{
  for (int game = 0; game < (int) ap_n_gui_games (); game++)
    {
      ApRules rules;
      g_autoptr (GPtrArray) sections = NULL;
      ApRulesWindow *window;

      ap_rules_default (game, &rules);
      sections = ap_rules_text_sections (&rules);
      window = ap_rules_window_new (NULL, &rules);
      g_assert_cmpint (ap_rules_window_get_game (window), ==, game);
      for (guint i = 0; i < sections->len; i++)
        {
          const ApRulesSection *section = sections->pdata[i];
          g_autofree char *text = section_text (window, section->id);

          /* The heading and the first paragraph are on show. */
          g_assert_nonnull (strstr (text, section->title));
          g_assert_nonnull (strstr (text, section->paragraphs->pdata[0]));
        }
      g_assert_true ((ap_rules_window_get_section_widget (window, "reserve-spaces") != NULL) ==
                     (game == AP_GAME_ALGERIAN));
      g_assert_null (ap_rules_window_get_section_widget (window, "no-such-section"));
      ap_compat_close (GTK_WIDGET (window));
    }
}

/* A section asked for is marked and scrolled to once laid out. */
static void
test_show_section (void)
{
  ApRules rules;
  ApRulesWindow *window;
  GtkWidget *section;
  GtkWindow *parent = GTK_WINDOW (adw_window_new ());

  ap_rules_preset (AP_PRESET_STRICT, &rules);
  gtk_window_set_default_size (parent, 500, 500);
  gtk_window_present (parent);
  window = ap_rules_window_present (parent, &rules, NULL);
  g_assert_false (ap_rules_window_show_section (window, "no-such-section"));
  g_assert_true (ap_rules_window_show_section (window, "reserve-spaces"));
  section = ap_rules_window_get_section_widget (window, "reserve-spaces");
  g_assert_true (gtk_widget_has_css_class (section, "rules-marked"));
  g_assert_true (wait_for (scrolled, section));
  /* The Rules go with the window they are shown over. */
  gtk_window_destroy (parent);
}

static gboolean
mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

/* With libadwaita 1.5 or later the Rules are an AdwDialog inside the window
 * they are opened from (a bottom sheet when it is narrow); before, a window
 * of their own over it. Either way a second F1 shows the same Rules. */
static void
test_kind (void)
{
  gboolean dialogs = adw_get_major_version () > 1 || adw_get_minor_version () >= 5;
  GtkWindow *parent = GTK_WINDOW (adw_window_new ());
  ApRulesWindow *window;
  ApRules rules;

  g_assert_cmpstr (g_type_name (g_type_parent (AP_TYPE_RULES_WINDOW)), ==,
                   dialogs ? "AdwDialog" : "AdwWindow");
  ap_rules_default (AP_GAME_CARTHAGE, &rules);
  gtk_window_present (parent);
  window = ap_rules_window_present (parent, &rules, NULL);
  g_assert_true (wait_for (mapped, window));
  if (dialogs)
    g_assert_true (gtk_widget_get_root (GTK_WIDGET (window)) == GTK_ROOT (parent));
  else
    g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (window)) == parent);
  g_assert_true (ap_rules_window_get_for (parent) == window);
  g_assert_true (ap_rules_window_present (parent, &rules, NULL) == window);
  g_assert_cmpint (ap_rules_window_get_game (window), ==, AP_GAME_CARTHAGE);
  gtk_window_destroy (parent);
}

static GtkWidget *
find_drop_down (GtkWidget *widget)
{
  if (GTK_IS_DROP_DOWN (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_drop_down (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The menu in the header bar shows the other games. */
static void
test_game_menu (void)
{
  ApRules rules;
  ApRulesWindow *window;
  GtkWidget *menu;
  GtkWindow *parent = GTK_WINDOW (adw_window_new ());

  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  /* Shown, as an AdwDialog holds its content only once it is. */
  gtk_window_present (parent);
  window = ap_rules_window_present (parent, &rules, NULL);
  /* The only drop-down of the Rules is the game menu. */
  menu = find_drop_down (GTK_WIDGET (window));
  g_assert_nonnull (menu);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (menu), AP_GAME_PATRIARCHS);
  g_assert_cmpint (ap_rules_window_get_game (window), ==, AP_GAME_PATRIARCHS);
  g_assert_null (ap_rules_window_get_section_widget (window, "tableau"));
  g_assert_null (ap_rules_window_get_section_widget (window, "foundation-bases"));
  {
    g_autofree char *text = section_text (window, "transfers");

    g_assert_nonnull (strstr (text, "Reversals"));
  }
  gtk_window_destroy (parent);
}

/* The links from Preferences: the explanation of an option, with the
 * options of the settings, over the Preferences window. */
static void
test_explain_from_preferences (void)
{
  g_autoptr (ApSettings) settings = ap_settings_new (NULL);
  ApPreferencesWindow *preferences;
  GtkWindow *holder;
  ApRulesWindow *rules;
  GtkWidget *section;
  g_autofree char *text = NULL;

  ap_settings_set_preset (settings, AP_PRESET_STRICT);
  preferences = ap_preferences_window_new (settings, NULL);
  ap_rules_window_add_explain_action (GTK_WIDGET (preferences));
  /* Shown on its own, Preferences is a window or, since libadwaita 1.5, a
   * dialog in a window of its own: the Rules go over that window. */
  ap_compat_present (GTK_WIDGET (preferences), NULL);
  holder = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (preferences)));
  g_assert_null (ap_rules_window_get_for (holder));

  g_assert_true (
    gtk_widget_activate_action (GTK_WIDGET (preferences), "rules.explain", "s", "reserve-spaces"));
  rules = ap_rules_window_get_for (holder);
  g_assert_nonnull (rules);
  /* Inside that window, or over it in a window of their own. */
  {
    GtkWindow *root = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (rules)));

    g_assert_true (root == holder || gtk_window_get_transient_for (root) == holder);
  }
  g_assert_cmpint (ap_rules_window_get_game (rules), ==, AP_GAME_ALGERIAN);
  section = ap_rules_window_get_section_widget (rules, "reserve-spaces");
  g_assert_true (gtk_widget_has_css_class (section, "rules-marked"));
  /* The Strict options of the settings: emptied reserve piles stay empty. */
  text = section_text (rules, "reserve-spaces");
  g_assert_nonnull (strstr (text, "stay empty"));

  /* A second link reuses the window and moves the mark. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (preferences), "rules.explain", "s",
                                             "foundation-transfers"));
  g_assert_true (ap_rules_window_get_for (holder) == rules);
  g_assert_false (
    gtk_widget_has_css_class (ap_rules_window_get_section_widget (rules, "reserve-spaces"),
                              "rules-marked"));
  g_assert_true (
    gtk_widget_has_css_class (ap_rules_window_get_section_widget (rules, "foundation-transfers"),
                              "rules-marked"));

  /* Royal Cotillion's option (rules.md 5): its own game's rules, with
   * the option of the settings, the bases as they appear. */
  g_object_set (settings, "royal-cotillion-as-they-appear", TRUE, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (preferences), "rules.explain", "s",
                                             "royal-cotillion:foundation-bases"));
  g_assert_true (ap_rules_window_get_for (holder) == rules);
  g_assert_cmpint (ap_rules_window_get_game (rules), ==, AP_GAME_ROYAL_COTILLION);
  g_assert_true (
    gtk_widget_has_css_class (ap_rules_window_get_section_widget (rules, "foundation-bases"),
                              "rules-marked"));
  g_free (text);
  text = section_text (rules, "foundation-bases");
  g_assert_nonnull (strstr (text, "no card starts on the foundations"));

  ap_compat_close (GTK_WIDGET (preferences));
}

/* The template of Preferences links each option to its section: a button
 * with rules.explain and the option's name, Algerian's four and Royal
 * Cotillion's one. */
static void
test_preferences_buttons (void)
{
  static const char *const options[] = {
    "foundation-bases",
    "reserve-size",
    "reserve-spaces",
    "foundation-transfers",
    "royal-cotillion:foundation-bases",
  };
  g_autoptr (GBytes) ui = NULL;
  const char *text;

  /* The Preferences class registers its template's resource. */
  g_type_class_unref (g_type_class_ref (AP_TYPE_PREFERENCES_WINDOW));
  ui = g_resources_lookup_data (
    "/io/github/algerian_patience/Algerian/preferences/ap-preferences-window.ui", 0, NULL);
  g_assert_nonnull (ui);
  text = g_bytes_get_data (ui, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      g_autofree char *target = g_strdup_printf ("'%s'", options[i]);

      const char *colon = strchr (options[i], ':');

      g_assert_true (g_strv_contains (test_option_ids, colon != NULL ? colon + 1 : options[i]));
      if (strstr (text, target) == NULL)
        g_error ("Preferences has no link to the explanation of %s", options[i]);
    }
  g_assert_nonnull (strstr (text, "rules.explain"));
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "en", TRUE);
  setlocale (LC_ALL, "");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/rules-window/sections", test_sections);
  g_test_add_func ("/rules-window/show-section", test_show_section);
  g_test_add_func ("/rules-window/game-menu", test_game_menu);
  g_test_add_func ("/rules-window/kind", test_kind);
  g_test_add_func ("/rules-window/explain-from-preferences", test_explain_from_preferences);
  g_test_add_func ("/rules-window/preferences-buttons", test_preferences_buttons);
  return g_test_run ();
}
