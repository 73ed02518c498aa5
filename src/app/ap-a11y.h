/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Names a button with an access key once, after the label it shows: GTK
 * 4.8 names it twice, by its raw label ("_Reset") and by the label widget
 * it is labelled by ("Reset"), which screen readers read as "_Reset
 * Reset". Call after each change of the label. */
void ap_a11y_name_button (GtkButton *button);

G_END_DECLS
