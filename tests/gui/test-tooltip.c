/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Issue 44, 9: a menu button's tooltip is gone while its menu is open
 * (GNOME's apps show none over an open menu; opened by mouse, the menu's
 * "Main Menu" tooltip stayed over its first heading), and comes back when
 * the menu closes. The menu is made when it first opens, as the window's
 * is (a create-popup function).
 *
 * Needs a display (a real popover): run by run-with-xvfb.py.
 */
#include <gtk/gtk.h>

#include "ap-tooltip.h"

static void
create_menu_cb (GtkMenuButton *button, gpointer user_data)
{
  if (gtk_menu_button_get_popover (button) == NULL)
    gtk_menu_button_set_menu_model (button, user_data);
}

static gboolean
visible_is (GtkMenuButton *button, gboolean visible)
{
  GtkPopover *popover = gtk_menu_button_get_popover (button);

  return popover != NULL && gtk_widget_get_visible (GTK_WIDGET (popover)) == visible;
}

static void
wait_visible (GtkMenuButton *button, gboolean visible)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!visible_is (button, visible) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (visible_is (button, visible));
}

static void
test_quiet_over_menu (void)
{
  g_autoptr (GMenu) menu = g_menu_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *button = gtk_menu_button_new ();

  g_menu_append (menu, "Item", "app.none");
  gtk_widget_set_tooltip_text (button, "Main Menu");
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), create_menu_cb, menu, NULL);
  ap_tooltip_quiet_over_menu (GTK_MENU_BUTTON (button));
  gtk_window_set_child (GTK_WINDOW (window), button);
  gtk_window_present (GTK_WINDOW (window));

  for (int round = 0; round < 2; round++)
    {
      gtk_menu_button_popup (GTK_MENU_BUTTON (button));
      wait_visible (GTK_MENU_BUTTON (button), TRUE);
      g_assert_null (gtk_widget_get_tooltip_text (button));
      g_assert_false (gtk_widget_get_has_tooltip (button));
      gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
      wait_visible (GTK_MENU_BUTTON (button), FALSE);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Main Menu");
      g_assert_true (gtk_widget_get_has_tooltip (button));
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  gtk_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tooltip/quiet-over-menu", test_quiet_over_menu);
  return g_test_run ();
}
