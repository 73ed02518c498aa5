/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gtk/gtk.h>

/* After gtk.h, which says whether GDK has the X11 backend. */
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

#include "ap-compat.h"
#include "ap-test-compat.h"

/* What the tests ask of the dialogs and the libraries, for the versions of
 * libadwaita that src/app/ap-compat.c supports (see there): a question
 * is an AdwAlertDialog inside the window with libadwaita 1.5 or later, an
 * AdwMessageDialog window over it before. */

#if AP_COMPAT_HAS_DIALOGS
#define ALERT(w) ADW_ALERT_DIALOG (w)
#else
#define ALERT(w) ADW_MESSAGE_DIALOG (w)
#endif

gboolean
ap_test_is_alert (GtkWidget *widget)
{
#if AP_COMPAT_HAS_DIALOGS
  return ADW_IS_ALERT_DIALOG (widget);
#else
  return ADW_IS_MESSAGE_DIALOG (widget);
#endif
}

static const char *
alert_get_heading (GtkWidget *alert)
{
#if AP_COMPAT_HAS_DIALOGS
  return adw_alert_dialog_get_heading (ALERT (alert));
#else
  return adw_message_dialog_get_heading (ALERT (alert));
#endif
}

void
ap_test_alert_respond (GtkWidget *alert, const char *id)
{
  g_object_ref (alert);
#if AP_COMPAT_HAS_DIALOGS
  /* libadwaita has no call for it: the signal is what a button emits. */
  g_signal_emit_by_name (alert, "response", id);
#else
  adw_message_dialog_response (ALERT (alert), id);
#endif
  ap_compat_close (alert);
  g_object_unref (alert);
}

static void
add_dialog (GPtrArray *list, GtkWidget *dialog)
{
  const char *heading = ap_test_is_alert (dialog) ? alert_get_heading (dialog) : NULL;

  g_ptr_array_add (list, g_strdup (G_OBJECT_TYPE_NAME (dialog)));
  g_ptr_array_add (list, g_strdup (heading));
}

GPtrArray *
ap_test_list_dialogs (GtkWidget *parent)
{
  GPtrArray *list = g_ptr_array_new_with_free_func (g_free);
  GtkRoot *root = gtk_widget_get_root (parent);
  GListModel *toplevels = gtk_window_get_toplevels ();

#if AP_COMPAT_HAS_DIALOGS
  GListModel *dialogs = NULL;

  if (ADW_IS_APPLICATION_WINDOW (root))
    dialogs = adw_application_window_get_dialogs (ADW_APPLICATION_WINDOW (root));
  else if (ADW_IS_WINDOW (root))
    dialogs = adw_window_get_dialogs (ADW_WINDOW (root));
  for (guint i = 0; dialogs != NULL && i < g_list_model_get_n_items (dialogs); i++)
    {
      g_autoptr (GtkWidget) dialog = g_list_model_get_item (dialogs, i);

      GtkWidget *focus = gtk_root_get_focus (root);

      /* Shown and holding the keyboard, which it takes a moment after it
       * appears: until then a key goes to the window behind it. */
      if (gtk_widget_get_mapped (dialog) && focus != NULL && gtk_widget_is_ancestor (focus, dialog))
        add_dialog (list, dialog);
    }
#endif
  /* Windows over the window: the older dialogs, the Rules among them. */
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_mapped (GTK_WIDGET (toplevel)) &&
          gtk_window_get_transient_for (toplevel) == GTK_WINDOW (root))
        add_dialog (list, GTK_WIDGET (toplevel));
    }
  return list;
}

guint
ap_test_count_dialogs (GtkWidget *parent)
{
  guint n = 0;
#if AP_COMPAT_HAS_DIALOGS
  GtkRoot *root = gtk_widget_get_root (parent);

  /* A dialog stays in the window's list, keeping the keys from the board,
   * until it has finished sliding away. */
  if (ADW_IS_APPLICATION_WINDOW (root))
    n =
      g_list_model_get_n_items (adw_application_window_get_dialogs (ADW_APPLICATION_WINDOW (root)));
#else
  g_autoptr (GPtrArray) shown = ap_test_list_dialogs (parent);

  n = shown->len / 2;
#endif
  return n;
}

gulong
ap_test_x11_xid (GdkSurface *surface)
{
  gulong xid = 0;

#ifdef GDK_WINDOWING_X11
  /* GTK 4.18 deprecates its X11 backend as a whole, with no replacement:
   * the tests drive the game through X11 (xdotool), so they keep it. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (surface != NULL && GDK_IS_X11_SURFACE (surface))
    xid = gdk_x11_surface_get_xid (surface);
  G_GNUC_END_IGNORE_DEPRECATIONS
#endif
  return xid;
}

char *
ap_test_describe_libraries (void)
{
  return g_strdup_printf ("adw %d.%d gtk %d.%d", ADW_MAJOR_VERSION, ADW_MINOR_VERSION,
                          GTK_MAJOR_VERSION, GTK_MINOR_VERSION);
}
