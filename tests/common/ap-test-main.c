/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "ap-application.h"
#include "ap-test-hooks.h"

/* The game as src/app/main.c starts it, with the tests' hooks added. */
int
main (int argc, char *argv[])
{
  g_autoptr (ApApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = ap_application_new ();
  ap_test_hooks_startup (ADW_APPLICATION (app));
  return g_application_run (G_APPLICATION (app), argc, argv);
}
