/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-tooltip.h"

static const char tooltip_key[] = "ap-tooltip";

/* The toggle button inside the menu button says whether the menu is open
 * (GTK 4.8 has no gtk_menu_button_get_active()). Setting the tooltip text
 * asks GTK for the tooltip again, which hides one that is shown. */
static void
active_cb (GtkToggleButton *toggle, GParamSpec *pspec, GtkWidget *button)
{
  if (gtk_toggle_button_get_active (toggle))
    gtk_widget_set_tooltip_text (button, NULL);
  else
    gtk_widget_set_tooltip_text (button, g_object_get_data (G_OBJECT (button), tooltip_key));
}

void
ap_tooltip_quiet_over_menu (GtkMenuButton *button)
{
  GtkWidget *toggle;

  g_return_if_fail (GTK_IS_MENU_BUTTON (button));

  for (toggle = gtk_widget_get_first_child (GTK_WIDGET (button));
       toggle != NULL && !GTK_IS_TOGGLE_BUTTON (toggle);
       toggle = gtk_widget_get_next_sibling (toggle))
    ;
  g_return_if_fail (toggle != NULL);
  g_object_set_data_full (G_OBJECT (button), tooltip_key,
                          gtk_widget_get_tooltip_text (GTK_WIDGET (button)) != NULL
                            ? g_strdup (gtk_widget_get_tooltip_text (GTK_WIDGET (button)))
                            : NULL,
                          g_free);
  g_signal_connect_object (toggle, "notify::active", G_CALLBACK (active_cb), button, 0);
}
