/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "ap-game-session.h"
#include "ap-saved-file.h"
#include "ap-saved-game.h"

struct _ApGameSession {
  GObject parent_instance;

  ApGameModel *model;
  ApSettings *settings;
  char *data_dir;
  char *save_path;
  char *corrupt_path;

  char *key; /* statistics key of the game in progress */
  ApCounted counted;
  gboolean restoring;   /* the model's reset comes from our own restore */
  gboolean save_failed; /* the player was told; tell again only after a success */
  gboolean pending;     /* statistics stored whose saved game is not yet written */
  gboolean won;         /* the model's group in progress won the game */
  gboolean demo;        /* the moves are Play for Me's (set_demo()) */

  /* The clock: whole microseconds before running_since, plus the time since
   * then while it runs (running_since != 0). */
  guint64 elapsed_us;
  gint64 running_since;
  ApClockHold holds; /* why the clock is held, if it is */
  guint tick_id;
  guint last_notified;
};

G_DEFINE_FINAL_TYPE (ApGameSession, ap_game_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MODEL,
  PROP_SETTINGS,
  PROP_DATA_DIR,
  PROP_ELAPSED,
  PROP_COUNTED,
  PROP_CLOCK_PAUSED,
  N_PROPS
};

enum {
  PROBLEM,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
problem (ApGameSession *self, const char *message)
{
  g_message ("%s", message);
  g_signal_emit (self, signals[PROBLEM], 0, message);
}

/* The clock. */

static guint64
elapsed_us (ApGameSession *self)
{
  guint64 us = self->elapsed_us;

  if (self->running_since != 0)
    us += (guint64) MAX (g_get_monotonic_time () - self->running_since, 0);
  return us;
}

guint
ap_game_session_get_elapsed (ApGameSession *self)
{
  g_return_val_if_fail (AP_IS_GAME_SESSION (self), 0);
  return (guint) MIN (elapsed_us (self) / G_USEC_PER_SEC, G_MAXUINT32);
}

static void
notify_elapsed (ApGameSession *self)
{
  guint now = ap_game_session_get_elapsed (self);

  if (now == self->last_notified)
    return;
  self->last_notified = now;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ELAPSED]);
}

static gboolean
tick_cb (gpointer user_data)
{
  notify_elapsed (AP_GAME_SESSION (user_data));
  return G_SOURCE_CONTINUE;
}

/* Runs the clock while the game has moves of the player and is not won,
 * unless paused: from the first move to the win, stopped again by undoing
 * every move (automatic moves at the start of a deal do not start it). */
static void
update_clock (ApGameSession *self)
{
  gboolean run = self->model != NULL && ap_game_model_get_player_moves (self->model) > 0 &&
                 !ap_game_model_get_won (self->model) && self->holds == 0;

  if (run && self->running_since == 0)
    {
      self->running_since = g_get_monotonic_time ();
      self->tick_id = g_timeout_add_seconds (1, tick_cb, self);
    }
  else if (!run && self->running_since != 0)
    {
      self->elapsed_us = elapsed_us (self);
      self->running_since = 0;
      g_clear_handle_id (&self->tick_id, g_source_remove);
    }
  notify_elapsed (self);
}

static void
set_clock (ApGameSession *self, guint64 us)
{
  self->elapsed_us = us;
  if (self->running_since != 0)
    self->running_since = g_get_monotonic_time ();
  update_clock (self);
}

static void
set_counted (ApGameSession *self, ApCounted counted)
{
  if (self->counted == counted)
    return;
  self->counted = counted;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COUNTED]);
}

/* Statistics: every event is stored at once. */

typedef enum {
  EVENT_FIRST_MOVE,
  EVENT_WON,
  EVENT_ABANDONED,
  EVENT_HINT,
  EVENT_DEMO_MOVE,
} Event;

/* Applies an event to `statistics`; TRUE when they changed, and must be
 * stored together with the saved game that records the event
 * (save_game()). Hints change nothing in the saved game, so they are
 * stored here. */
static gboolean
apply_event (ApGameSession *self, Event event, ApStatistics *statistics)
{
  ApCounted counted = self->counted;
  gboolean changed = FALSE;

  switch (event)
    {
    case EVENT_FIRST_MOVE:
      changed = ap_statistics_first_move (statistics, self->key, &counted);
      break;
    case EVENT_WON:
      /* The clock stops with the winning move; read it before it does. */
      changed =
        ap_statistics_won (statistics, self->key, &counted, ap_game_session_get_elapsed (self),
                           ap_game_model_get_moves (self->model));
      break;
    case EVENT_ABANDONED:
      changed = ap_statistics_abandoned (statistics, self->key, &counted);
      break;
    case EVENT_DEMO_MOVE:
      changed = ap_statistics_demo_moved (statistics, self->key, &counted);
      break;
    case EVENT_HINT:
      if (ap_statistics_hint_used (statistics, self->key))
        ap_settings_store_statistics (self->settings, statistics);
      return FALSE;
    default:
      g_assert_not_reached ();
    }
  set_counted (self, counted);
  return changed;
}

/* The same for one event: the changed statistics, or NULL. */
static ApStatistics *
record (ApGameSession *self, Event event)
{
  g_autoptr (ApStatistics) statistics = ap_settings_load_statistics (self->settings);

  return apply_event (self, event, statistics) ? g_steal_pointer (&statistics) : NULL;
}

static void
update_key (ApGameSession *self)
{
  g_free (self->key);
  self->key = ap_rules_key (ap_game_model_get_rules (self->model));
}

/* The saved game. */

/* Writes the saved game and, when `statistics` is not NULL, stores them
 * first, with a pending record that ties them to this saved game (see
 * ap_settings_store_statistics_pending()): whatever moment the process
 * dies at, the next start finds statistics that agree with the saved game
 * it resumes. FALSE when the game could not be written. */
static gboolean
save_game (ApGameSession *self, const ApStatistics *statistics)
{
  g_autoptr (ApSavedGame) saved = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  saved =
    ap_saved_game_new_from_model (self->model, ap_game_session_get_elapsed (self), self->counted);
  text = ap_saved_game_format (saved);
  if (statistics != NULL)
    {
      g_autofree char *checksum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
      /* While an earlier event is still pending (its saved game was never
       * written), going back must undo that one too. */
      g_autoptr (ApStatistics) before =
        self->pending ? ap_settings_get_statistics_pending (self->settings, NULL) : NULL;

      if (before == NULL)
        before = ap_settings_load_statistics (self->settings);
      ap_settings_store_statistics_pending (self->settings, statistics, checksum, before);
      self->pending = TRUE;
    }

  if (g_mkdir_with_parents (self->data_dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (&error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _ ("Could not create the folder “%s”: %s"), self->data_dir,
                   g_strerror (saved_errno));
    }
  else
    {
      /* g_file_set_contents() writes a temporary file, flushes it to the
       * disk and renames it over the old one: a crash at any moment leaves
       * the old or the new game, never half of one, and a full disk or a
       * read-only folder leaves the old one as it was. */
      g_file_set_contents (self->save_path, text, -1, &error);
    }

  if (error != NULL)
    {
      /* Once per episode: every move would fail the same way, and the
       * player can do nothing about it in the middle of a game. */
      if (!self->save_failed)
        {
          g_autofree char *message =
            g_strdup_printf (_ ("The game cannot be saved: %s"), error->message);

          self->save_failed = TRUE;
          problem (self, message);
        }
      return FALSE;
    }
  /* Saving works again: silently, as it does when it always worked. */
  self->save_failed = FALSE;
  if (self->pending)
    {
      ap_settings_clear_statistics_pending (self->settings);
      self->pending = FALSE;
    }
  return TRUE;
}

gboolean
ap_game_session_save (ApGameSession *self)
{
  g_return_val_if_fail (AP_IS_GAME_SESSION (self), FALSE);
  return save_game (self, NULL);
}

/* Moves a damaged saved game out of the way, keeping it for a bug report. */
static void
put_aside (ApGameSession *self, const char *reason)
{
  g_message ("The saved game %s does not replay: %s", self->save_path, reason);
  ap_saved_file_shift_corrupt (self->corrupt_path);
  if (g_rename (self->save_path, self->corrupt_path) != 0)
    {
      int saved_errno = errno;

      g_message ("Could not move the saved game to %s: %s", self->corrupt_path,
                 g_strerror (saved_errno));
      /* Removing it is second best: left in place it would fail again at
       * every start. */
      g_remove (self->save_path);
    }
  problem (self, _ ("The saved game was damaged and could not be resumed. It has been put "
                    "aside, and a new game was dealt."));
}

/* Settles statistics stored by a process that died before it wrote the
 * saved game that goes with them (ap_settings_store_statistics_pending()). */
static void
resolve_pending (ApGameSession *self)
{
  g_autofree char *checksum = NULL;
  g_autofree char *text = NULL;
  g_autofree char *on_disk = NULL;
  g_autoptr (ApStatistics) before = ap_settings_get_statistics_pending (self->settings, &checksum);
  gsize len = 0;

  if (before == NULL)
    return;
  text = ap_saved_file_read (self->save_path, &len);
  if (text != NULL)
    on_disk = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) text, len);
  if (g_strcmp0 (on_disk, checksum) == 0)
    {
      ap_settings_clear_statistics_pending (self->settings);
      return;
    }
  g_debug ("The last statistics event has no saved game: the statistics go back");
  ap_settings_store_statistics_pending (self->settings, before, NULL, NULL);
}

gboolean
ap_game_session_restore (ApGameSession *self)
{
  g_autofree char *text = NULL;
  gsize len = 0;
  g_autoptr (GError) error = NULL;
  g_autoptr (ApSavedGame) saved = NULL;
  GStatBuf st;

  g_return_val_if_fail (AP_IS_GAME_SESSION (self), FALSE);

  if (g_stat (self->save_path, &st) != 0)
    {
      /* ENOTDIR: the data folder is a file. There is no saved game then,
       * and the first save tells the player why it cannot make one. */
      if (errno == ENOENT || errno == ENOTDIR)
        return FALSE;
      /* Other errors are reported by the read below, with their reason. */
    }
  else if (!S_ISREG (st.st_mode))
    {
      /* A folder (or anything else) where the saved game should be would
       * also keep every save from working: out of the way with it. */
      put_aside (self, "it is not a file");
      return FALSE;
    }
  else if (st.st_size > AP_SAVED_FILE_MAX_SIZE)
    {
      /* Known from its size alone: nothing of it is read. */
      put_aside (self, "the file is too large");
      return FALSE;
    }
  if (!g_file_get_contents (self->save_path, &text, &len, &error))
    {
      g_autofree char *message = NULL;

      if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return FALSE;
      message = g_strdup_printf (_ ("The saved game could not be read: %s"), error->message);
      problem (self, message);
      return FALSE;
    }

  saved = ap_saved_game_parse (text, len, &error);
  if (saved == NULL)
    {
      put_aside (self, error->message);
      return FALSE;
    }
  /* The command line plays more games than the window shows yet. */
  if (!ap_game_info (saved->start.rules.game)->in_gui)
    {
      put_aside (self, _ ("this game is not offered in the window yet"));
      return FALSE;
    }

  self->restoring = TRUE;
  if (!ap_saved_game_restore (saved, self->model, &error))
    {
      self->restoring = FALSE;
      put_aside (self, error->message);
      return FALSE;
    }
  self->restoring = FALSE;
  update_key (self);
  set_counted (self, saved->counted);
  set_clock (self, (guint64) saved->elapsed * G_USEC_PER_SEC);
  /* The file does not say which moves were automatic: with automatic moves
   * on, the model works it out, so that undo groups them as before (and,
   * when the model makes them itself, plays those still due: a group of
   * the game just restored, counted and saved as any other). */
  if (ap_settings_get_auto_move (self->settings) == AP_AUTO_MOVE_SAFE)
    ap_game_model_resume_automatic (self->model);
  /* The winning move was saved but the process stopped before the win
   * was counted (or the count went back, see resolve_pending()). */
  if (ap_game_model_get_won (self->model) && !ap_counted_finished (self->counted))
    {
      g_autoptr (ApStatistics) statistics = record (self, EVENT_WON);

      save_game (self, statistics);
    }
  return TRUE;
}

/* The model's signals: the session acts once a group of changes, at its
 * end (`changed`), so that an undo with its automatic moves, or a move
 * with them, writes the saved game once. */

static void
won_cb (ApGameModel *model, ApGameSession *self)
{
  self->won = TRUE;
}

static void
changed_cb (ApGameModel *model, ApChange kind, ApGameSession *self)
{
  g_autoptr (ApStatistics) statistics = NULL;
  gboolean changed = FALSE;
  gboolean won = self->won;

  self->won = FALSE;
  if (self->restoring)
    return;
  statistics = ap_settings_load_statistics (self->settings);
  if (kind == AP_CHANGE_RESET)
    {
      /* A new deal, a restart or a loaded position: the game in progress
       * is left, under the key it was counted under. */
      changed = apply_event (self, EVENT_ABANDONED, statistics);
      update_key (self);
      set_clock (self, 0);
    }
  else if (kind != AP_CHANGE_UNDO && ap_game_model_get_player_moves (model) > 0)
    /* The automatic moves that a fresh deal starts with are not the
     * player's: until the player moves, the game is not played. A move
     * of Play for Me counts it too, and makes its win not the player's. */
    changed = apply_event (self, self->demo ? EVENT_DEMO_MOVE : EVENT_FIRST_MOVE, statistics);
  /* The clock stops with the winning move: the win reads it first. */
  if (won)
    changed |= apply_event (self, EVENT_WON, statistics);
  update_clock (self);
  save_game (self, changed ? statistics : NULL);
}

/* GObject. */

static void
ap_game_session_constructed (GObject *object)
{
  ApGameSession *self = AP_GAME_SESSION (object);

  G_OBJECT_CLASS (ap_game_session_parent_class)->constructed (object);

  g_assert (self->model != NULL);
  if (self->settings == NULL)
    self->settings = ap_settings_new (NULL);
  if (self->data_dir == NULL)
    self->data_dir = g_build_filename (g_get_user_data_dir (), "algerian-patience", NULL);
  self->save_path = g_build_filename (self->data_dir, "saved-game", NULL);
  self->corrupt_path = g_build_filename (self->data_dir, "saved-game.corrupt", NULL);
  update_key (self);

  g_signal_connect_object (self->model, "won", G_CALLBACK (won_cb), self, 0);
  g_signal_connect_object (self->model, "changed", G_CALLBACK (changed_cb), self, 0);
}

static void
ap_game_session_dispose (GObject *object)
{
  ApGameSession *self = AP_GAME_SESSION (object);

  /* Quitting keeps the game and its clock, and counts nothing. */
  if (self->model != NULL && self->running_since != 0)
    ap_game_session_save (self);
  g_clear_handle_id (&self->tick_id, g_source_remove);
  self->running_since = 0;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ap_game_session_parent_class)->dispose (object);
}

static void
ap_game_session_finalize (GObject *object)
{
  ApGameSession *self = AP_GAME_SESSION (object);

  g_free (self->data_dir);
  g_free (self->save_path);
  g_free (self->corrupt_path);
  g_free (self->key);
  G_OBJECT_CLASS (ap_game_session_parent_class)->finalize (object);
}

static void
ap_game_session_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ApGameSession *self = AP_GAME_SESSION (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    case PROP_DATA_DIR:
      g_value_set_string (value, self->data_dir);
      break;
    case PROP_ELAPSED:
      g_value_set_uint (value, ap_game_session_get_elapsed (self));
      break;
    case PROP_COUNTED:
      g_value_set_enum (value, self->counted);
      break;
    case PROP_CLOCK_PAUSED:
      g_value_set_boolean (value, self->holds != 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ap_game_session_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  ApGameSession *self = AP_GAME_SESSION (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      self->model = g_value_dup_object (value);
      break;
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    case PROP_DATA_DIR:
      self->data_dir = g_value_dup_string (value);
      break;
    case PROP_CLOCK_PAUSED:
      ap_game_session_set_clock_paused (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ap_game_session_class_init (ApGameSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags construct = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;
  GParamFlags readable = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->constructed = ap_game_session_constructed;
  object_class->dispose = ap_game_session_dispose;
  object_class->finalize = ap_game_session_finalize;
  object_class->get_property = ap_game_session_get_property;
  object_class->set_property = ap_game_session_set_property;

  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, AP_TYPE_GAME_MODEL, construct);
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, AP_TYPE_SETTINGS, construct);
  properties[PROP_DATA_DIR] = g_param_spec_string ("data-dir", NULL, NULL, NULL, construct);
  properties[PROP_ELAPSED] = g_param_spec_uint ("elapsed", NULL, NULL, 0, G_MAXUINT32, 0, readable);
  properties[PROP_COUNTED] =
    g_param_spec_enum ("counted", NULL, NULL, AP_TYPE_COUNTED, AP_COUNTED_NONE, readable);
  properties[PROP_CLOCK_PAUSED] =
    g_param_spec_boolean ("clock-paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[PROBLEM] = g_signal_new ("problem", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ap_game_session_init (ApGameSession *self)
{
  self->counted = AP_COUNTED_NONE;
}

ApGameSession *
ap_game_session_new (ApGameModel *model, ApSettings *settings, const char *data_dir)
{
  g_return_val_if_fail (AP_IS_GAME_MODEL (model), NULL);
  g_return_val_if_fail (settings == NULL || AP_IS_SETTINGS (settings), NULL);
  return g_object_new (AP_TYPE_GAME_SESSION, "model", model, "settings", settings, "data-dir",
                       data_dir, NULL);
}

ApGameModel *
ap_game_session_get_model (ApGameSession *self)
{
  g_return_val_if_fail (AP_IS_GAME_SESSION (self), NULL);
  return self->model;
}

ApSettings *
ap_game_session_get_settings (ApGameSession *self)
{
  g_return_val_if_fail (AP_IS_GAME_SESSION (self), NULL);
  return self->settings;
}

const char *
ap_game_session_get_save_path (ApGameSession *self)
{
  g_return_val_if_fail (AP_IS_GAME_SESSION (self), NULL);
  return self->save_path;
}

const char *
ap_game_session_get_corrupt_path (ApGameSession *self)
{
  g_return_val_if_fail (AP_IS_GAME_SESSION (self), NULL);
  return self->corrupt_path;
}

static guint32
random_deal (void)
{
  /* Deal numbers run from 1 to 2^31-1 (docs/deals.md). */
  return (guint32) g_random_int_range (1, G_MAXINT32);
}

void
ap_game_session_new_deal (ApGameSession *self, const ApRules *rules, guint32 number)
{
  ApRules chosen;

  g_return_if_fail (AP_IS_GAME_SESSION (self));
  g_return_if_fail (number <= (guint32) G_MAXINT32);

  if (rules == NULL)
    ap_settings_get_rules (self->settings, &chosen);
  else
    chosen = *rules;
  ap_game_model_new_deal (self->model, &chosen, number != 0 ? number : random_deal ());
}

void
ap_game_session_start (ApGameSession *self, int game, guint32 deal)
{
  ApRules rules;

  g_return_if_fail (AP_IS_GAME_SESSION (self));
  g_return_if_fail (game < AP_N_GAMES);

  /* Before anything is counted: the statistics must agree with the saved
   * game that the last process left. */
  resolve_pending (self);
  ap_saved_file_remove_stale (self->data_dir, self->save_path);
  if (game < 0 && deal == 0)
    {
      if (!ap_game_session_restore (self))
        ap_game_session_new_deal (self, NULL, 0);
      return;
    }
  /* A game named on the command line becomes the chosen game, so that the
   * next New Game stays with it. */
  if (game >= 0)
    ap_settings_set_game (self->settings, game);
  ap_settings_get_rules (self->settings, &rules);
  ap_game_session_new_deal (self, &rules, deal);
}

void
ap_game_session_hint_used (ApGameSession *self)
{
  g_return_if_fail (AP_IS_GAME_SESSION (self));
  record (self, EVENT_HINT);
}

ApCounted
ap_game_session_get_counted (ApGameSession *self)
{
  g_return_val_if_fail (AP_IS_GAME_SESSION (self), AP_COUNTED_NONE);
  return self->counted;
}

gboolean
ap_game_session_get_started (ApGameSession *self)
{
  g_return_val_if_fail (AP_IS_GAME_SESSION (self), FALSE);
  return self->counted != AP_COUNTED_NONE || ap_game_model_get_player_moves (self->model) > 0;
}

void
ap_game_session_set_clock_paused (ApGameSession *self, gboolean paused)
{
  g_return_if_fail (AP_IS_GAME_SESSION (self));
  ap_game_session_hold_clock (self, AP_CLOCK_HOLD_PAUSED, paused);
}

void
ap_game_session_hold_clock (ApGameSession *self, ApClockHold reason, gboolean held)
{
  ApClockHold holds;

  g_return_if_fail (AP_IS_GAME_SESSION (self));
  holds = held ? self->holds | reason : self->holds & ~reason;
  if (self->holds == holds)
    return;
  self->holds = holds;
  update_clock (self);
  /* "clock-paused" says whether any hold is on. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLOCK_PAUSED]);
}

gboolean
ap_game_session_get_clock_running (ApGameSession *self)
{
  g_return_val_if_fail (AP_IS_GAME_SESSION (self), FALSE);
  return self->running_since != 0;
}

void
ap_game_session_set_demo (ApGameSession *self, gboolean demo)
{
  g_return_if_fail (AP_IS_GAME_SESSION (self));
  self->demo = !!demo;
  /* Play for Me's time is not the player's. */
  ap_game_session_hold_clock (self, AP_CLOCK_HOLD_DEMO, demo);
}
