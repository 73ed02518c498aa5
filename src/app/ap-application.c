/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "ap-application.h"
#include "ap-card-renderer.h"
#include "ap-compat.h"
#include "ap-deal-number.h"
#include "ap-game-catalog.h"
#include "ap-window.h"

struct _ApApplication {
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (ApApplication, ap_application, ADW_TYPE_APPLICATION)

static const GOptionEntry option_entries[] = {
  { "deal", 'd', 0, G_OPTION_ARG_STRING, NULL, N_ ("Start deal number N, from 1 to 2147483647"),
    N_ ("N") },
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_ ("Show the version and exit"), NULL },
  { NULL }
};

/* Bad options are reported by the process that got them, before anything
 * reaches a running instance. */
static int
ap_application_handle_local_options (GApplication *app, GVariantDict *options)
{
  const char *game = NULL, *deal = NULL;
  guint32 number;

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("algerian-patience %s\n", PACKAGE_VERSION);
      return 0;
    }
  if (g_variant_dict_lookup (options, "game", "&s", &game) && ap_game_from_gui_id (game) < 0)
    {
      g_autofree char *ids = ap_game_catalog_ids ();

      /* TRANSLATORS: the second %s is the list of games, "algerian, carthage, …". */
      g_printerr (_ ("Unknown game “%s”: use one of %s\n"), game, ids);
      return 2;
    }
  if (g_variant_dict_lookup (options, "deal", "&s", &deal) && !ap_deal_number_parse (deal, &number))
    {
      g_printerr (_ ("Not a deal number: “%s”; deals run from 1 to 2147483647\n"), deal);
      return 2;
    }
  return -1;
}

static ApWindow *
find_window (ApApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (AP_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

static ApWindow *
ensure_window (ApApplication *self, gboolean *created)
{
  ApWindow *window = find_window (self);

  *created = window == NULL;
  if (window == NULL)
    window = ap_window_new (ADW_APPLICATION (self));
  return window;
}

static void
ap_application_activate (GApplication *app)
{
  ApApplication *self = AP_APPLICATION (app);
  gboolean created;
  ApWindow *window = ensure_window (self, &created);

  /* A new window resumes the saved game, or deals a new one. */
  if (created)
    ap_window_resume (window);
  gtk_window_present (GTK_WINDOW (window));
}

static int
ap_application_command_line (GApplication *app, GApplicationCommandLine *command_line)
{
  ApApplication *self = AP_APPLICATION (app);
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  const char *game_id = NULL, *deal = NULL;
  gboolean created, has_game, has_deal;
  guint32 number = 0;
  ApWindow *window;
  ApGame game;

  has_game = g_variant_dict_lookup (options, "game", "&s", &game_id);
  has_deal = g_variant_dict_lookup (options, "deal", "&s", &deal);
  /* A remote instance's options were checked by that instance; checking
   * again costs nothing and keeps a bad request from doing harm. */
  if ((has_game && ap_game_from_gui_id (game_id) < 0) ||
      (has_deal && !ap_deal_number_parse (deal, &number)))
    {
      g_application_command_line_printerr (command_line, _ ("Invalid options\n"));
      return 2;
    }

  window = ensure_window (self, &created);
  if (has_game)
    game = (ApGame) ap_game_from_gui_id (game_id);
  else if (!created)
    game = ap_game_model_get_position (ap_window_get_model (window))->rules.game;
  else
    game = ap_settings_get_game (ap_window_get_settings (window));

  /* A game under way, in this window or saved from the last time, is not
   * left behind the player's back: they are asked first, as for New Game
   * (ap_window_ask_to_start_deal()). */
  if ((has_game || has_deal) &&
      (!created || ap_game_session_restore (ap_window_get_session (window))))
    {
      /* The window first: a question shown before its parent is on
       * screen is placed by the window manager on its own, at the
       * screen's corner, not centred on the window (issue 44, 3). */
      gtk_window_present (GTK_WINDOW (window));
      ap_window_ask_to_start_deal (window, game, number);
      return 0;
    }
  if (has_game || has_deal)
    ap_window_start_deal (window, game, number);
  else if (created)
    ap_window_resume (window);
  gtk_window_present (GTK_WINDOW (window));
  return 0;
}

static void
quit_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static void
about_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  ap_compat_show_about (window != NULL ? GTK_WIDGET (window) : NULL);
}

static const GActionEntry app_entries[] = {
  { .name = "quit", .activate = quit_cb },
  { .name = "about", .activate = about_cb },
};

static void
set_accels (GtkApplication *app, const char *action, const char *first, ...)
{
  const char *accels[4] = { NULL };
  va_list args;
  guint i = 0;

  va_start (args, first);
  for (const char *accel = first; accel != NULL && i < G_N_ELEMENTS (accels) - 1;
       accel = va_arg (args, const char *))
    accels[i++] = accel;
  va_end (args);
  gtk_application_set_accels_for_action (app, action, accels);
}

static void
ap_application_startup (GApplication *app)
{
  GtkApplication *gtk_app = GTK_APPLICATION (app);

  /* The cards' text, laid out while GTK and libadwaita start. */
  ap_card_renderer_prepare_text ();
  G_APPLICATION_CLASS (ap_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_entries, G_N_ELEMENTS (app_entries),
                                   app);
  set_accels (gtk_app, "win.new-game", "<Control>n", NULL);
  set_accels (gtk_app, "win.restart", "<Control>r", NULL);
  set_accels (gtk_app, "win.undo", "<Control>z", NULL);
  set_accels (gtk_app, "win.redo", "<Control><Shift>z", NULL);
  /* Space deals too, but not as an accelerator, which would take it from
   * a focused button (ap-window.c). */
  set_accels (gtk_app, "win.deal", "d", NULL);
  set_accels (gtk_app, "win.hint", "h", NULL);
  set_accels (gtk_app, "win.play-for-me", "<Control>p", NULL);
  set_accels (gtk_app, "win.fullscreen", "F11", NULL);
  set_accels (gtk_app, "win.preferences", "<Control>comma", NULL);
  set_accels (gtk_app, "win.show-help-overlay", "<Control>question", NULL);
  set_accels (gtk_app, "win.rules", "F1", NULL);
  set_accels (gtk_app, "app.quit", "<Control>q", NULL);
}

/* Not before the thread of the cards' text is done, should the process end
 * before it draws a card. */
static void
ap_application_shutdown (GApplication *app)
{
  ap_card_renderer_wait_for_text ();
  G_APPLICATION_CLASS (ap_application_parent_class)->shutdown (app);
}

static void
ap_application_class_init (ApApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->startup = ap_application_startup;
  app_class->shutdown = ap_application_shutdown;
  app_class->activate = ap_application_activate;
  app_class->command_line = ap_application_command_line;
  app_class->handle_local_options = ap_application_handle_local_options;
}

static void
ap_application_init (ApApplication *self)
{
  /* The games' list follows the rules table; the help keeps the text for
   * the life of the process. */
  static char *game_help;

  if (game_help == NULL)
    {
      g_autofree char *ids = ap_game_catalog_ids ();

      /* TRANSLATORS: %s is the list of games, "algerian, carthage, …". */
      game_help = g_strdup_printf (_ ("Start a game: %s"), ids);
    }
  g_application_add_main_option (G_APPLICATION (self), "game", 'g', 0, G_OPTION_ARG_STRING,
                                 game_help, _ ("GAME"));
  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
}

void
ap_application_init_i18n (void)
{
  /* Early, so that messages about bad options are translated too. */
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

ApApplication *
ap_application_new (void)
{
  return g_object_new (AP_TYPE_APPLICATION, "application-id", APP_ID, "flags",
                       G_APPLICATION_HANDLES_COMMAND_LINE, "resource-base-path",
                       "/io/github/algerian_patience/Algerian", NULL);
}
