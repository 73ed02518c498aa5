/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-appearance-page.h"
#include "ap-card-preview.h"
#include "ap-preferences-window.h"

struct _ApAppearancePage {
  AdwPreferencesPage parent_instance;

  ApSettings *settings;
  GtkWidget *preview;
  AdwComboRow *face_row;
  AdwComboRow *back_row;
  AdwComboRow *table_row;
  AdwComboRow *pace_row;
};

G_DEFINE_FINAL_TYPE (ApAppearancePage, ap_appearance_page, ADW_TYPE_PREFERENCES_PAGE)

static AdwComboRow *
add_combo (AdwPreferencesGroup *group, const char *title, const char *const *choices, guint n)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr (GtkStringList) list = gtk_string_list_new (NULL);

  for (guint i = 0; i < n; i++)
    gtk_string_list_append (list, choices[i]);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  adw_preferences_group_add (group, row);
  return ADW_COMBO_ROW (row);
}

static AdwPreferencesGroup *
add_group (ApAppearancePage *self, const char *title)
{
  GtkWidget *group = adw_preferences_group_new ();

  if (title != NULL)
    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self), ADW_PREFERENCES_GROUP (group));
  return ADW_PREFERENCES_GROUP (group);
}

void
ap_appearance_page_set_settings (ApAppearancePage *self, ApSettings *settings)
{
  static const char *const preview_properties[] = { "face-design", "card-back", "table" };

  g_return_if_fail (AP_IS_APPEARANCE_PAGE (self));
  g_return_if_fail (self->settings == NULL);

  self->settings = g_object_ref (settings);
  ap_preferences_bind_combo (settings, "face-design", self->face_row);
  ap_preferences_bind_combo (settings, "card-back", self->back_row);
  ap_preferences_bind_combo (settings, "table", self->table_row);
  ap_preferences_bind_combo (settings, "animation-pace", self->pace_row);
  for (guint i = 0; i < G_N_ELEMENTS (preview_properties); i++)
    g_object_bind_property (settings, preview_properties[i], self->preview, preview_properties[i],
                            G_BINDING_SYNC_CREATE);
  g_object_bind_property (settings, "four-colour-deck", self->preview, "four-colour",
                          G_BINDING_SYNC_CREATE);
}

static void
ap_appearance_page_dispose (GObject *object)
{
  ApAppearancePage *self = AP_APPEARANCE_PAGE (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ap_appearance_page_parent_class)->dispose (object);
}

static void
ap_appearance_page_class_init (ApAppearancePageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ap_appearance_page_dispose;
}

static void
ap_appearance_page_init (ApAppearancePage *self)
{
  const char *faces[AP_N_FACES], *backs[AP_N_BACKS];
  /* The tables in the order of ApTable. */
  const char *const tables[AP_N_TABLES] = {
    C_ ("table color", "Green"),
    C_ ("table color", "Blue"),
    C_ ("table color", "Red"),
    C_ ("table color", "Gray"),
  };
  /* The paces in the order of ApPace. */
  const char *const paces[] = {
    C_ ("animation speed", "Off"),
    C_ ("animation speed", "Slow"),
    C_ ("animation speed", "Normal"),
    C_ ("animation speed", "Fast"),
  };
  AdwPreferencesGroup *group;

  for (int i = 0; i < AP_N_FACES; i++)
    faces[i] = ap_face_design_name (i);
  for (int i = 0; i < AP_N_BACKS; i++)
    backs[i] = ap_back_design_name (i);

  adw_preferences_page_set_name (ADW_PREFERENCES_PAGE (self), "appearance");
  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (self), _ ("Appearance"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (self),
                                      "applications-graphics-symbolic");

  group = add_group (self, NULL);
  self->preview = ap_card_preview_new ();
  adw_preferences_group_add (group, self->preview);

  group = add_group (self, _ ("Cards"));
  self->face_row = add_combo (group, _ ("_Faces"), faces, AP_N_FACES);
  self->back_row = add_combo (group, _ ("_Backs"), backs, AP_N_BACKS);
  group = add_group (self, _ ("Table"));
  self->table_row = add_combo (group, _ ("_Color"), tables, AP_N_TABLES);
  group = add_group (self, _ ("Animations"));
  self->pace_row = add_combo (group, _ ("Animation _Speed"), paces, G_N_ELEMENTS (paces));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->pace_row),
                               _ ("Moves, deals, Finish and the celebration of a win"));
}
