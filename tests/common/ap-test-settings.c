/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-test-settings.h"

ApSettings *
fresh_settings (void)
{
  g_autoptr (GSettings) gsettings = g_settings_new (APP_ID);
  g_autoptr (GSettingsSchema) schema = NULL;
  g_auto (GStrv) keys = NULL;

  g_object_get (gsettings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i]; i++)
    g_settings_reset (gsettings, keys[i]);
  return ap_settings_new (gsettings);
}
