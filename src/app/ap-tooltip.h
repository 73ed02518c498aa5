/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Hides the menu button's tooltip while its menu is open, and gives it
 * back when the menu closes: GNOME's apps show no tooltip over an open
 * menu, and the tooltip of a button that opened its menu by mouse stayed
 * up, over the menu's first heading (issue 44, 9). Call once the button
 * has its tooltip; works with a popover made later (a create-popup
 * function). */
void ap_tooltip_quiet_over_menu (GtkMenuButton *button);

G_END_DECLS
