/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define AP_TYPE_APPLICATION (ap_application_get_type ())
G_DECLARE_FINAL_TYPE (ApApplication, ap_application, AP, APPLICATION, AdwApplication)

/* The locale and the translations, before anything says a word: every
 * program that runs the game (the game itself, the tests' and the
 * benchmark's builds) calls it first thing in main(). */
void ap_application_init_i18n (void);
ApApplication *ap_application_new (void);

G_END_DECLS
