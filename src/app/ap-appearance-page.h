/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ap-settings.h"

G_BEGIN_DECLS

/*
 * Preferences → Appearance: the faces, the backs, the table and the speed
 * of the animations, each a combo row bound to its setting, over a live
 * preview of a few cards drawn as the board draws them.
 */
#define AP_TYPE_APPEARANCE_PAGE (ap_appearance_page_get_type ())
G_DECLARE_FINAL_TYPE (ApAppearancePage, ap_appearance_page, AP, APPEARANCE_PAGE, AdwPreferencesPage)

/* Binds the rows and the preview to settings; called once. */
void ap_appearance_page_set_settings (ApAppearancePage *self, ApSettings *settings);

G_END_DECLS
