/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "ap-about-resources.h"
#include "ap-compat.h"

/*
 * Each function has two branches: the newer way, compiled where the headers
 * have it, and the older one for Debian 12's libraries. The build allows
 * every call up to the libraries found (meson.build), so the older branch
 * is compiled only where it is not deprecated.
 */

#if AP_COMPAT_HAS_DIALOGS
#define ALERT(w) ADW_ALERT_DIALOG (w)
#else
#define ALERT(w) ADW_MESSAGE_DIALOG (w)
#endif

GtkWidget *
ap_compat_alert_new (const char *heading, const char *body)
{
#if AP_COMPAT_HAS_DIALOGS
  return GTK_WIDGET (adw_alert_dialog_new (heading, body));
#else
  return adw_message_dialog_new (NULL, heading, body);
#endif
}

void
ap_compat_alert_set_heading (GtkWidget *alert, const char *heading)
{
#if AP_COMPAT_HAS_DIALOGS
  adw_alert_dialog_set_heading (ALERT (alert), heading);
  /* The dialog's title names it to screen readers. */
  adw_dialog_set_title (ADW_DIALOG (alert), heading);
#else
  adw_message_dialog_set_heading (ALERT (alert), heading);
  gtk_window_set_title (GTK_WINDOW (alert), heading);
#endif
}

void
ap_compat_alert_set_body (GtkWidget *alert, const char *body)
{
#if AP_COMPAT_HAS_DIALOGS
  adw_alert_dialog_set_body (ALERT (alert), body);
#else
  adw_message_dialog_set_body (ALERT (alert), body);
#endif
}

void
ap_compat_alert_set_extra_child (GtkWidget *alert, GtkWidget *child)
{
#if AP_COMPAT_HAS_DIALOGS
  adw_alert_dialog_set_extra_child (ALERT (alert), child);
#else
  adw_message_dialog_set_extra_child (ALERT (alert), child);
#endif
}

void
ap_compat_alert_add_response (GtkWidget *alert, const char *id, const char *label,
                              AdwResponseAppearance appearance)
{
#if AP_COMPAT_HAS_DIALOGS
  adw_alert_dialog_add_response (ALERT (alert), id, label);
  adw_alert_dialog_set_response_appearance (ALERT (alert), id, appearance);
#else
  adw_message_dialog_add_response (ALERT (alert), id, label);
  adw_message_dialog_set_response_appearance (ALERT (alert), id, appearance);
#endif
}

void
ap_compat_alert_set_default_response (GtkWidget *alert, const char *id)
{
#if AP_COMPAT_HAS_DIALOGS
  adw_alert_dialog_set_default_response (ALERT (alert), id);
#else
  adw_message_dialog_set_default_response (ALERT (alert), id);
#endif
}

void
ap_compat_alert_set_close_response (GtkWidget *alert, const char *id)
{
#if AP_COMPAT_HAS_DIALOGS
  adw_alert_dialog_set_close_response (ALERT (alert), id);
#else
  adw_message_dialog_set_close_response (ALERT (alert), id);
#endif
}

void
ap_compat_alert_set_response_enabled (GtkWidget *alert, const char *id, gboolean enabled)
{
#if AP_COMPAT_HAS_DIALOGS
  adw_alert_dialog_set_response_enabled (ALERT (alert), id, enabled);
#else
  adw_message_dialog_set_response_enabled (ALERT (alert), id, enabled);
#endif
}

#if AP_COMPAT_HAS_DIALOGS
/* Where the keyboard was when a dialog inside the window came. */
typedef struct {
  GtkWidget *root;   /* weak */
  GtkWidget *before; /* weak; NULL when nothing had the keyboard, or it went */
} FocusBefore;

static void
focus_before_free (gpointer data)
{
  FocusBefore *focus = data;

  g_clear_weak_pointer (&focus->root);
  g_clear_weak_pointer (&focus->before);
  g_free (focus);
}

static gboolean
restore_focus_idle_cb (gpointer data)
{
  FocusBefore *focus = data;

  if (focus->root == NULL)
    return G_SOURCE_REMOVE;
  if (focus->before != NULL && gtk_widget_get_mapped (focus->before))
    gtk_widget_grab_focus (focus->before);
  else
    /* What had the keyboard is gone (the deal the question was about
     * replaced it) or nothing had it: the window then gives it to its
     * own first place, as at its start, rather than GTK to the header
     * bar's first button, where Space would start a new game. */
    gtk_root_set_focus (GTK_ROOT (focus->root), NULL);
  return G_SOURCE_REMOVE;
}

/* libadwaita gives the keyboard back only to a widget that still lives,
 * and to none when nothing had it as the dialog came (a question asked as
 * the game starts, before its window is shown): the keys then stay with
 * the dialog while it slides away, and a Space meant for the board is lost.
 * So as the dialog starts to go, put the keyboard back here as the window
 * would. "closed" comes then, before the answer's "response"; the idle runs
 * once the answer has done its work (a new deal may replace the piles),
 * and at a high priority, before the next key is read: at the default idle
 * priority it came after the keys, and on a busy machine only once the
 * dialog's animation was over. */
static const char focus_before_key[] = "ap-compat-focus-before";

static void
dialog_closed_cb (AdwDialog *dialog)
{
  FocusBefore *focus = g_object_steal_data (G_OBJECT (dialog), focus_before_key);

  if (focus != NULL)
    g_idle_add_full (G_PRIORITY_HIGH, restore_focus_idle_cb, focus, focus_before_free);
}
#endif

void
ap_compat_present (GtkWidget *dialog, GtkWidget *parent)
{
#if AP_COMPAT_HAS_DIALOGS
  if (ADW_IS_DIALOG (dialog))
    {
      GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;

      if (root != NULL)
        {
          FocusBefore *focus = g_new0 (FocusBefore, 1);

          g_set_weak_pointer (&focus->root, GTK_WIDGET (root));
          g_set_weak_pointer (&focus->before, gtk_root_get_focus (root));
          g_object_set_data_full (G_OBJECT (dialog), focus_before_key, focus, focus_before_free);
          g_signal_handlers_disconnect_by_func (dialog, dialog_closed_cb, NULL);
          g_signal_connect (dialog, "closed", G_CALLBACK (dialog_closed_cb), NULL);
        }
      adw_dialog_present (ADW_DIALOG (dialog), parent);
      return;
    }
#endif
  if (parent != NULL)
    {
      GtkRoot *root = gtk_widget_get_root (parent);

      if (GTK_IS_WINDOW (root))
        gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (root));
    }
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
ap_compat_close (GtkWidget *dialog)
{
#if AP_COMPAT_HAS_DIALOGS
  if (ADW_IS_DIALOG (dialog) && gtk_widget_get_parent (dialog) == NULL)
    {
      /* Never shown: nothing holds it but its floating reference. */
      g_object_ref_sink (dialog);
      g_object_unref (dialog);
      return;
    }
  if (ADW_IS_DIALOG (dialog))
    {
      /* Closed whatever it would say to a close request, as a destroyed
       * window would be (it still goes with its animation). */
      adw_dialog_force_close (ADW_DIALOG (dialog));
      return;
    }
#endif
  gtk_window_destroy (GTK_WINDOW (dialog));
}

GBytes *
ap_compat_preferences_template (const char *resource)
{
  g_autoptr (GBytes) bytes = g_resources_lookup_data (resource, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
#if AP_COMPAT_HAS_DIALOGS
  /* GTK wants a template's parent to be the class's parent by name; the
   * pages inside are the same for both. */
  g_autoptr (GString) text =
    g_string_new_len (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes));

  g_string_replace (text, "parent=\"AdwPreferencesWindow\"", "parent=\"AdwPreferencesDialog\"", 1);
  return g_string_free_to_bytes (g_steal_pointer (&text));
#else
  return g_steal_pointer (&bytes);
#endif
}

typedef struct {
  GCallback changed;
  gpointer data;
} Watch;

static const char watch_key[] = "ap-compat-watch";

/* Every handler is connected with the window as its object: none outlives
 * it, nor its Watches (the window's own, which pauses the clock, and the
 * tests'). */
static void
watch_notify (GtkWindow *window)
{
  GArray *watches = g_object_get_data (G_OBJECT (window), watch_key);

  for (guint i = 0; watches != NULL && i < watches->len; i++)
    {
      Watch *watch = &g_array_index (watches, Watch, i);

      ((void (*) (gpointer)) watch->changed) (watch->data);
    }
}

#if AP_COMPAT_HAS_DIALOGS
static void
dialogs_changed_cb (GtkWindow *window)
{
  watch_notify (window);
}
#else
static void
dialog_mapped_cb (GtkWindow *window)
{
  watch_notify (window);
}

static void
toplevels_changed_cb (GtkWindow *window, guint position, guint removed, guint added,
                      GListModel *toplevels)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr (GObject) toplevel = g_list_model_get_item (toplevels, i);

      /* The questions, and the windows of Preferences, About and the
       * Rules of that time. */
      if (GTK_IS_WINDOW (toplevel) && toplevel != G_OBJECT (window))
        {
          g_signal_connect_object (toplevel, "map", G_CALLBACK (dialog_mapped_cb), window,
                                   G_CONNECT_SWAPPED);
          g_signal_connect_object (toplevel, "unmap", G_CALLBACK (dialog_mapped_cb), window,
                                   G_CONNECT_SWAPPED);
        }
    }
  watch_notify (window);
}
#endif

guint
ap_compat_count_dialogs (GtkWidget *parent)
{
  GtkRoot *root = gtk_widget_get_root (parent);
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

#if AP_COMPAT_HAS_DIALOGS
  /* A dialog stays in the window's list until it has finished sliding
   * away. */
  if (ADW_IS_APPLICATION_WINDOW (root))
    n =
      g_list_model_get_n_items (adw_application_window_get_dialogs (ADW_APPLICATION_WINDOW (root)));
#endif
  /* Windows over the window: the older dialogs, and the Rules. */
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_mapped (GTK_WIDGET (toplevel)) &&
          gtk_window_get_transient_for (toplevel) == GTK_WINDOW (root))
        n++;
    }
  return n;
}

void
ap_compat_watch_dialogs (GtkWindow *window, GCallback changed, gpointer data)
{
  GArray *watches = g_object_get_data (G_OBJECT (window), watch_key);
  Watch watch = { .changed = changed, .data = data };

  if (watches != NULL)
    {
      g_array_append_val (watches, watch);
      return;
    }
  watches = g_array_new (FALSE, FALSE, sizeof (Watch));
  g_array_append_val (watches, watch);
  g_object_set_data_full (G_OBJECT (window), watch_key, watches, (GDestroyNotify) g_array_unref);
#if AP_COMPAT_HAS_DIALOGS
  if (ADW_IS_APPLICATION_WINDOW (window))
    g_signal_connect_object (adw_application_window_get_dialogs (ADW_APPLICATION_WINDOW (window)),
                             "items-changed", G_CALLBACK (dialogs_changed_cb), window,
                             G_CONNECT_SWAPPED);
#else
  g_signal_connect_object (gtk_window_get_toplevels (), "items-changed",
                           G_CALLBACK (toplevels_changed_cb), window, G_CONNECT_SWAPPED);
#endif
}

void
ap_compat_preferences_setup (ApCompatPreferences *preferences)
{
#if AP_COMPAT_HAS_DIALOGS
  adw_dialog_set_content_width (ADW_DIALOG (preferences), 680);
  adw_dialog_set_content_height (ADW_DIALOG (preferences), 680);
#else
  gtk_window_set_modal (GTK_WINDOW (preferences), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (preferences), 680, 680);
#endif
}

static void
focus_visible_page (ApCompatPreferences *preferences)
{
  GtkWidget *page;

#if AP_COMPAT_HAS_DIALOGS
  page = GTK_WIDGET (adw_preferences_dialog_get_visible_page (preferences));
#else
  page = GTK_WIDGET (adw_preferences_window_get_visible_page (preferences));
#endif
  if (page != NULL)
    gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD);
}

#if AP_COMPAT_HAS_DIALOGS
/* An AdwDialog gives the focus to its first widget (the view switcher) as
 * it is presented, after it is mapped: the page takes it back once that is
 * done. */
static gboolean
focus_page_idle_cb (gpointer data)
{
  GtkWidget *preferences = data;

  if (gtk_widget_get_mapped (preferences))
    focus_visible_page ((ApCompatPreferences *) preferences);
  return G_SOURCE_REMOVE;
}
#endif

/* Into the page shown, once it is on screen. */
static void
focus_page_cb (GtkWidget *widget, gpointer user_data)
{
  g_signal_handlers_disconnect_by_func (widget, focus_page_cb, user_data);
#if AP_COMPAT_HAS_DIALOGS
  g_idle_add_full (G_PRIORITY_LOW, focus_page_idle_cb, g_object_ref (widget), g_object_unref);
#else
  focus_visible_page ((ApCompatPreferences *) widget);
#endif
}

void
ap_compat_preferences_show_page (ApCompatPreferences *preferences, const char *name)
{
#if AP_COMPAT_HAS_DIALOGS
  adw_preferences_dialog_set_visible_page_name (preferences, name);
#else
  adw_preferences_window_set_visible_page_name (preferences, name);
#endif
  /* The focus goes into the page shown, not to the first page's tab: with
   * its focus ring on Rules while Statistics is shown, two tabs looked
   * chosen (issue 44, 9). */
  if (gtk_widget_get_mapped (GTK_WIDGET (preferences)))
    focus_page_cb (GTK_WIDGET (preferences), NULL);
  else
    g_signal_connect (preferences, "map", G_CALLBACK (focus_page_cb), NULL);
}

#if AP_COMPAT_HAS_DIALOGS
static gboolean
dialog_close_cb (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  adw_dialog_close (ADW_DIALOG (widget));
  return TRUE;
}
#endif

void
ap_compat_dialog_class_setup (GtkWidgetClass *widget_class)
{
#if AP_COMPAT_HAS_DIALOGS
  /* AdwDialog closes itself on Escape; "window.close" would reach the game
   * window it is shown in, so Ctrl+W closes the dialog by hand. */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, dialog_close_cb, NULL);
#else
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close",
                                       NULL);
#endif
}

#if AP_COMPAT_HAS_DIALOGS
/* The widget a dialog of ap_compat_dialog_setup() gives the keyboard to. */
static const char dialog_focus_key[] = "ap-compat-dialog-focus";

/* As a bottom sheet (in a narrow window) a dialog's sheet gives the
 * keyboard to its first control as it opens, and the dialog then takes
 * that for its focus widget: the Rules started on their game menu rather
 * than on the text. The first time the keyboard comes into the dialog, it
 * goes where the dialog was told. */
static void
dialog_first_focus_cb (AdwDialog *dialog, GParamSpec *pspec, GtkRoot *root)
{
  GtkWidget *want = g_object_get_data (G_OBJECT (dialog), dialog_focus_key);
  GtkWidget *focus = gtk_root_get_focus (root);

  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (dialog)))
    return;
  g_signal_handlers_disconnect_by_func (root, dialog_first_focus_cb, dialog);
  if (want != NULL && focus != want)
    adw_dialog_set_focus (dialog, want);
}

static void
dialog_map_cb (AdwDialog *dialog)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (dialog));

  if (root == NULL)
    return;
  g_signal_handlers_disconnect_by_func (root, dialog_first_focus_cb, dialog);
  g_signal_connect_object (root, "notify::focus-widget", G_CALLBACK (dialog_first_focus_cb), dialog,
                           G_CONNECT_SWAPPED);
}
#endif

void
ap_compat_dialog_setup (ApCompatDialog *dialog, const char *title, int width, int height,
                        GtkWidget *content, GtkWidget *focus)
{
#if AP_COMPAT_HAS_DIALOGS
  g_object_set_data (G_OBJECT (dialog), dialog_focus_key, focus);
  g_signal_connect (dialog, "map", G_CALLBACK (dialog_map_cb), NULL);
  adw_dialog_set_title (dialog, title);
  /* Its size on a wide window; on a narrow one it is a bottom sheet as wide
   * as the window. */
  adw_dialog_set_content_width (dialog, width);
  adw_dialog_set_content_height (dialog, height);
  adw_dialog_set_child (dialog, content);
  adw_dialog_set_focus (dialog, focus);
#else
  gtk_window_set_title (GTK_WINDOW (dialog), title);
  gtk_window_set_default_size (GTK_WINDOW (dialog), width, height);
  gtk_widget_set_size_request (GTK_WIDGET (dialog), 360, 360);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  adw_window_set_content (dialog, content);
  gtk_widget_grab_focus (focus);
#endif
}

void
ap_compat_dialog_present (ApCompatDialog *dialog, GtkWindow *parent)
{
#if AP_COMPAT_HAS_DIALOGS
  adw_dialog_present (dialog, GTK_WIDGET (parent));
#else
  if (parent != NULL)
    gtk_window_set_transient_for (GTK_WINDOW (dialog), parent);
  gtk_window_present (GTK_WINDOW (dialog));
#endif
}

void
ap_compat_show_about (GtkWidget *parent)
{
  GObject *about;

#if AP_COMPAT_HAS_DIALOGS
  /* The metainfo (its translations merged) gives the release notes of
   * this version, and the name, developer, licence and addresses. */
  static gsize registered;

  if (g_once_init_enter (&registered))
    {
      ap_about_register_resource ();
      g_once_init_leave (&registered, 1);
    }
  about = G_OBJECT (
    adw_about_dialog_new_from_appdata ("/io/github/algerian_patience/Algerian/about/" APP_ID
                                       ".metainfo.xml",
                                       PACKAGE_VERSION));
#else
  about = G_OBJECT (adw_about_window_new ());
#endif
  g_object_set (about, "application-name", _ ("Algerian Patience"), "application-icon", APP_ID,
                "version", PACKAGE_VERSION, "developer-name",
                _ ("The Algerian Patience developers"), "comments",
                _ ("Patience games for two decks of cards: Algerian, Carthage, Patriarchs, "
                   "Picture Patience, Royal Cotillion, Odd and Even, Tournament and "
                   "Contradance"),
                "license-type", GTK_LICENSE_GPL_3_0, "website", PACKAGE_URL, "issue-url",
                PACKAGE_URL "/issues",
                /* TRANSLATORS: your names, one per line. */
                "translator-credits", _ ("translator-credits"), NULL);
  ap_compat_present (GTK_WIDGET (about), parent);
}

gboolean
ap_compat_announce (GtkWidget *widget, const char *text)
{
#if GTK_CHECK_VERSION(4, 14, 0)
  if (text != NULL && *text != '\0')
    gtk_accessible_announce (GTK_ACCESSIBLE (widget), text,
                             GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  return TRUE;
#else
  return FALSE;
#endif
}

void
ap_compat_expander_row_add_suffix (AdwExpanderRow *row, GtkWidget *widget)
{
#if ADW_CHECK_VERSION(1, 4, 0)
  adw_expander_row_add_suffix (row, widget);
#else
  adw_expander_row_add_action (row, widget);
#endif
}

void
ap_compat_css_provider_load (GtkCssProvider *provider, const char *css)
{
#if GTK_CHECK_VERSION(4, 12, 0)
  gtk_css_provider_load_from_string (provider, css);
#else
  gtk_css_provider_load_from_data (provider, css, -1);
#endif
}

void
ap_compat_sort (gpointer array, guint n, gsize size, GCompareDataFunc compare, gpointer user_data)
{
#if GLIB_CHECK_VERSION(2, 82, 0)
  g_sort_array (array, n, size, compare, user_data);
#else
  g_qsort_with_data (array, (int) n, size, compare, user_data);
#endif
}
