/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "ap-settings.h"
#include "ap-statistics.h"
#include "ap-game-model.h"

G_BEGIN_DECLS

#define AP_TYPE_GAME_SESSION (ap_game_session_get_type ())
G_DECLARE_FINAL_TYPE (ApGameSession, ap_game_session, AP, GAME_SESSION, GObject)

/*
 * The glue between a ApGameModel and what outlives the process: the saved
 * game and the statistics. It watches the model's signals, so it does not
 * matter whether a change comes from the session's own functions or from
 * the window calling the model directly:
 *
 * - after every group of changes of the model (a move with its automatic
 *   moves, a deal, an undo, a redo, a new deal, a restart), the saved game
 *   is rewritten atomically (write to a temporary file, then rename), once;
 * - the first move of a game counts it as played, a win counts once, and a
 *   new deal or a restart while a started game is not won is a loss
 *   (ap-statistics.h); a move of Play for Me counts the game as played
 *   too, and makes its win not the player's; each event is stored as it
 *   happens;
 * - the game's clock runs while the game has moves and is not won, unless
 *   held for one of the reasons of ApClockHold (paused, Finish, a dialog
 *   over the board, the window minimised). It is the game's only clock: the window shows it and the
 * saved game keeps it.
 *
 * properties
 *   model (ApGameModel), settings (ApSettings)    construct-only
 *   data-dir (string)     construct-only; the folder of the saved game,
 *                         NULL for g_get_user_data_dir()/algerian-patience
 *   elapsed (guint)       seconds on the clock, notified each second
 *   counted (ApCounted, AP_TYPE_COUNTED)
 *   clock-paused (gboolean)  the clock is held for any reason
 * signals
 *   problem (string message)   something the player should be told, in
 *                              their language: a damaged saved game that
 *                              was put aside, a game that cannot be saved
 */

ApGameSession *ap_game_session_new (ApGameModel *model, ApSettings *settings, const char *data_dir);

ApGameModel *ap_game_session_get_model (ApGameSession *self);
ApSettings *ap_game_session_get_settings (ApGameSession *self);
/* The saved game's file and where a damaged one is moved. */
const char *ap_game_session_get_save_path (ApGameSession *self);
const char *ap_game_session_get_corrupt_path (ApGameSession *self);

/* The start of the program, as formats.md describes the command line:
 * with neither a game (-1) nor a deal (0), resumes the saved game or deals
 * a new random one; otherwise deals that deal (0: a random one) of that
 * game (-1: the game of the settings) with the rules of the settings. */
void ap_game_session_start (ApGameSession *self, int game, guint32 deal);

/* Reads the saved game into the model. FALSE when there is none, or when it
 * could not be read or replayed: then the model is unchanged, a damaged
 * file has been moved to the corrupt path (the earlier ones there to .1 to .4)
 * and `problem` was emitted. */
gboolean ap_game_session_restore (ApGameSession *self);

/* Deals a new game: `rules` NULL takes the settings' rules for their game,
 * `number` 0 a random deal. A started game that was not won is lost. */
void ap_game_session_new_deal (ApGameSession *self, const ApRules *rules, guint32 number);

/* Writes the saved game now (the session does so after every change; this
 * is for quitting, to keep the clock). FALSE when it could not be written. */
gboolean ap_game_session_save (ApGameSession *self);

void ap_game_session_hint_used (ApGameSession *self);

guint ap_game_session_get_elapsed (ApGameSession *self);
ApCounted ap_game_session_get_counted (ApGameSession *self);
/* TRUE once the game in progress has had a move: leaving it would count. */
gboolean ap_game_session_get_started (ApGameSession *self);

void ap_game_session_set_clock_paused (ApGameSession *self, gboolean paused);

/* While `demo` is TRUE the moves made are Play for Me's, not the player's
 * (ap_statistics_demo_moved()), and the clock is held. */
void ap_game_session_set_demo (ApGameSession *self, gboolean demo);

/* Why the clock is held: it runs only when none of these is on, so that it
 * counts the time the player spends at the cards (issue 44). */
typedef enum {
  AP_CLOCK_HOLD_PAUSED = 1 << 0,    /* ap_game_session_set_clock_paused():
                                       the game is proved lost */
  AP_CLOCK_HOLD_FINISH = 1 << 1,    /* Finish plays the rest: the time of
                                       the game stops when it starts */
  AP_CLOCK_HOLD_COVERED = 1 << 2,   /* a dialog covers the board (Rules,
                                       Preferences, About, a question) */
  AP_CLOCK_HOLD_MINIMIZED = 1 << 3, /* the window is minimised */
  AP_CLOCK_HOLD_DEMO = 1 << 4,      /* Play for Me plays */
} ApClockHold;

/* Holds the clock for `reason`, or lets go of that reason. */
void ap_game_session_hold_clock (ApGameSession *self, ApClockHold reason, gboolean held);
/* The clock is running now: the game has a move, is not won, and is not
 * paused. */
gboolean ap_game_session_get_clock_running (ApGameSession *self);

G_END_DECLS
