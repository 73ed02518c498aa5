/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/*
 * The one place that knows which libraries the game was built with. With
 * libadwaita 1.5 or later the questions are AdwAlertDialogs, About an
 * AdwAboutDialog and Preferences an AdwPreferencesDialog, all shown inside
 * the window (a bottom sheet when it is narrow); with libadwaita 1.2 to
 * 1.4 they are the windows of that time (AdwMessageDialog, AdwAboutWindow,
 * AdwPreferencesWindow). The Rules, a dialog with content of its own
 * (ApCompatDialog), is an AdwDialog or an AdwWindow the same way. With GTK 4.14 or later, words for
 * screen readers go out as announcements. Every other file calls these functions and never tests a
 * version itself.
 */

#if ADW_CHECK_VERSION(1, 5, 0)
#define AP_COMPAT_HAS_DIALOGS 1
typedef AdwPreferencesDialog ApCompatPreferences;
typedef AdwPreferencesDialogClass ApCompatPreferencesClass;
#define AP_COMPAT_TYPE_PREFERENCES ADW_TYPE_PREFERENCES_DIALOG
typedef AdwDialog ApCompatDialog;
typedef AdwDialogClass ApCompatDialogClass;
#define AP_COMPAT_TYPE_DIALOG ADW_TYPE_DIALOG
#else
#define AP_COMPAT_HAS_DIALOGS 0
typedef AdwPreferencesWindow ApCompatPreferences;
typedef AdwPreferencesWindowClass ApCompatPreferencesClass;
#define AP_COMPAT_TYPE_PREFERENCES ADW_TYPE_PREFERENCES_WINDOW
typedef AdwWindow ApCompatDialog;
typedef AdwWindowClass ApCompatDialogClass;
#define AP_COMPAT_TYPE_DIALOG ADW_TYPE_WINDOW
#endif
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ApCompatPreferences, g_object_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ApCompatDialog, g_object_unref)

/* A question: heading, body (either may be NULL), then answers. Connect to
 * "response" (the handler gets the dialog as a GtkWidget and the answer's
 * id) and show it with ap_compat_present(); it closes itself after an
 * answer. */
GtkWidget *ap_compat_alert_new (const char *heading, const char *body);
void ap_compat_alert_set_heading (GtkWidget *alert, const char *heading);
void ap_compat_alert_set_body (GtkWidget *alert, const char *body);
void ap_compat_alert_set_extra_child (GtkWidget *alert, GtkWidget *child);
void ap_compat_alert_add_response (GtkWidget *alert, const char *id, const char *label,
                                   AdwResponseAppearance appearance);
void ap_compat_alert_set_default_response (GtkWidget *alert, const char *id);
void ap_compat_alert_set_close_response (GtkWidget *alert, const char *id);
void ap_compat_alert_set_response_enabled (GtkWidget *alert, const char *id, gboolean enabled);

/* Shows a dialog (a question, About, Preferences) over the window that
 * holds `parent`, or on its own when `parent` is NULL. */
void ap_compat_present (GtkWidget *dialog, GtkWidget *parent);
/* Closes a dialog shown by ap_compat_present(), or lets go of one never
 * shown. */
void ap_compat_close (GtkWidget *dialog);
/* How many dialogs and windows lie over the window that holds `parent`
 * (the window's clock stops while any does). */
guint ap_compat_count_dialogs (GtkWidget *parent);

/* Calls `changed` (with `data`) whenever a dialog shows or goes over
 * `window`, which the window's frames do not tell (the window's clock, and
 * the tests); each call adds one more. */
void ap_compat_watch_dialogs (GtkWindow *window, GCallback changed, gpointer data);

/* Preferences: the template at `resource` (its parent an
 * AdwPreferencesWindow) made for the parent type built with, its size and
 * its open page. */
GBytes *ap_compat_preferences_template (const char *resource);
void ap_compat_preferences_setup (ApCompatPreferences *preferences);
void ap_compat_preferences_show_page (ApCompatPreferences *preferences, const char *name);

/* A dialog with content of its own (ApCompatDialog, the Rules): its keys
 * (Escape and Ctrl+W close it), for its class_init. */
void ap_compat_dialog_class_setup (GtkWidgetClass *widget_class);
/* Its title, the size it opens at (a bottom sheet on a narrow window where
 * it is an AdwDialog), its content (header bar included) and the widget
 * that has the keyboard when it opens. */
void ap_compat_dialog_setup (ApCompatDialog *dialog, const char *title, int width, int height,
                             GtkWidget *content, GtkWidget *focus);
/* Shows it over `parent` (NULL: on its own), or raises it. An AdwDialog
 * takes the window's input while it is shown; the AdwWindow of libadwaita
 * 1.2 stays beside the game, as it always has. */
void ap_compat_dialog_present (ApCompatDialog *dialog, GtkWindow *parent);

/* About, over `parent`: the metainfo's release notes where libadwaita can
 * show them. */
void ap_compat_show_about (GtkWidget *parent);

/* Says `text` to screen readers at once. FALSE when GTK cannot (before
 * 4.14): the caller then puts the words where a screen reader reads them. */
gboolean ap_compat_announce (GtkWidget *widget, const char *text);

/* Calls that newer libraries renamed or replaced, the same job either
 * way. */
void ap_compat_expander_row_add_suffix (AdwExpanderRow *row, GtkWidget *widget);
void ap_compat_css_provider_load (GtkCssProvider *provider, const char *css);
void ap_compat_sort (gpointer array, guint n, gsize size, GCompareDataFunc compare,
                     gpointer user_data);

G_END_DECLS
