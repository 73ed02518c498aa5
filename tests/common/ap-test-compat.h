/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Whether `widget` is a question of ap_compat_alert_new(). */
gboolean ap_test_is_alert (GtkWidget *widget);
/* Answers a question as the player would, then closes it. */
void ap_test_alert_respond (GtkWidget *alert, const char *id);

/* The dialogs shown over the window that holds `parent`, the top one
 * last: by its type name ("AdwAlertDialog") with `heading` the question's
 * heading (NULL for the rest). Free with g_ptr_array_unref. */
GPtrArray *ap_test_list_dialogs (GtkWidget *parent);

/* How many dialogs are over the window that holds `parent`, counting one
 * that is still going away. */
guint ap_test_count_dialogs (GtkWidget *parent);

/* The X11 window of `surface`, 0 when it has none. */
gulong ap_test_x11_xid (GdkSurface *surface);

/* The libraries built with, for the test state: "adw 1.7 gtk 4.18". */
char *ap_test_describe_libraries (void);

G_END_DECLS
