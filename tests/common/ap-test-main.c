/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-application.h"
#include "ap-test-hooks.h"

/* The game as src/app/main.c starts it, with the tests' hooks added. */
int
main (int argc, char *argv[])
{
  g_autoptr (ApApplication) app = NULL;

  ap_application_init_i18n ();

  app = ap_application_new ();
  ap_test_hooks_startup (ADW_APPLICATION (app));
  return g_application_run (G_APPLICATION (app), argc, argv);
}
