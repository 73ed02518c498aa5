/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "italian-env.h"

char **
test_italian_env (void)
{
  locale_t italian = newlocale (LC_ALL_MASK, TEST_ITALIAN_LOCALE, (locale_t) 0);
  char **env;

  if (italian == (locale_t) 0)
    {
      g_autofree char *why =
        g_strdup_printf ("the locale %s is missing: generate it (.ci/deps.sh does, or "
                         "localedef -i it_IT -f UTF-8 it_IT.UTF-8)",
                         TEST_ITALIAN_LOCALE);

      if (g_strcmp0 (g_getenv ("CI"), "true") == 0)
        g_test_fail_printf ("%s; under CI=true that is a failure", why);
      else
        g_test_skip (why);
      return NULL;
    }
  freelocale (italian);
  env = g_environ_setenv (g_get_environ (), "LANGUAGE", "it", TRUE);
  return g_environ_setenv (env, "LC_ALL", TEST_ITALIAN_LOCALE, TRUE);
}

void
test_bind_translations (gboolean english)
{
  if (english)
    g_setenv ("LANGUAGE", "en", TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, TEST_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
