/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-application.h"

int
main (int argc, char *argv[])
{
  g_autoptr (ApApplication) app = NULL;

  ap_application_init_i18n ();

  app = ap_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
