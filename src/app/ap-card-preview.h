/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ap-appearance.h"
#include "ap-card-renderer.h"

G_BEGIN_DECLS

/*
 * A few cards and a back on a patch of the table, drawn by the card
 * renderer as the board draws them: the live preview of Preferences →
 * Appearance.
 *
 * properties (read-write)
 *   face-design (ApFaceDesign), card-back (ApBackDesign), table (ApTable),
 *   four-colour (gboolean)
 */
#define AP_TYPE_CARD_PREVIEW (ap_card_preview_get_type ())
G_DECLARE_FINAL_TYPE (ApCardPreview, ap_card_preview, AP, CARD_PREVIEW, GtkWidget)

GtkWidget *ap_card_preview_new (void);
ApCardRenderer *ap_card_preview_get_renderer (ApCardPreview *self);

/* Gives widget the CSS class of table and none of the others' (the style
 * sheets draw the tables of .ap-table by these classes). */
void ap_widget_set_table (GtkWidget *widget, ApTable table);

G_END_DECLS
