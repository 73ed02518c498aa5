/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define AP_TYPE_APPLICATION (ap_application_get_type ())
G_DECLARE_FINAL_TYPE (ApApplication, ap_application, AP, APPLICATION, AdwApplication)

ApApplication *ap_application_new (void);

G_END_DECLS
