/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ap-rules.h"

G_BEGIN_DECLS

/*
 * The statistics of every game and rule set, and the rules that decide what
 * counts. This is pure logic: the app stores the table in GSettings (as
 * AP_STATISTICS_VARIANT_TYPE) and the saved game remembers how far the game
 * in progress has been counted, so a restart never counts a game twice.
 *
 * The counting rules:
 * - a game counts as played at its first move (ap_statistics_first_move);
 * - quitting keeps the game saved and counts nothing (no call at all);
 * - abandoning a started game for another deal is a loss, and so is
 *   restarting the same deal: the first attempt is lost and the next one
 *   counts as played again at its first move (ap_statistics_abandoned);
 * - a win is recorded once for a game, even after undo and a second finish
 *   (ap_statistics_won), and only for a game counted as played: a win
 *   before the player's first move is not the player's and counts nothing;
 * - a game that Play for Me moved in (ap_statistics_demo_moved) is counted
 *   as played, as at any first move, but it is not the player's win: won, it
 *   counts in `helped` rather than in `won`, and it ends the winning streak.
 * A loss changes no counter but the current streak: the game was already
 * counted as played, and played - won is the number of games not won.
 */

/* How far the game in progress has been counted. Stored in the saved game. */
typedef enum {
  AP_COUNTED_NONE,       /* no move yet: nothing counted */
  AP_COUNTED_PLAYED,     /* counted as played, not won (yet) */
  AP_COUNTED_WON,        /* counted as played and won: nothing more to count */
  AP_COUNTED_HELPED,     /* counted as played, and Play for Me moved in it: a
                            win will not be the player's */
  AP_COUNTED_HELPED_WON, /* won with Play for Me's help, counted in
                            `helped`: nothing more to count */
  AP_N_COUNTED
} ApCounted;

/* "none", "played", "won", "helped", "helped-won" */
const char *ap_counted_id (ApCounted counted);
int ap_counted_from_id (const char *id); /* -1 when unknown */
/* The game is counted as played and not won: leaving it ends the winning
 * streak, which is what leaving a game under way costs. */
gboolean ap_counted_under_way (ApCounted counted);
/* Nothing more to count: won, by the player or with Play for Me's help. */
gboolean ap_counted_finished (ApCounted counted);

typedef struct {
  guint played;
  guint won;
  guint streak; /* current run of wins */
  guint best_streak;
  guint best_time;    /* seconds of the fastest win; 0 before the first win */
  guint fewest_moves; /* of a win; 0 before the first win, or unknown (a
                         repaired record) */
  guint total_time;   /* seconds of all wins together */
  guint hints;        /* hints asked for */
  guint helped;       /* games won with Play for Me's help, not in `won`;
                         stored apart (AP_STATISTICS_HELPED_VARIANT_TYPE) */
} ApStatsRecord;

/* Won / played in percent (0 when nothing was played). */
double ap_stats_record_win_rate (const ApStatsRecord *record);
/* The average time of the games won, in whole seconds (0 without wins). */
guint ap_stats_record_average_time (const ApStatsRecord *record);
/* A time as a clock shows it, "5:03" or "1:02:03" (the clock of the title,
 * the win's message and the statistics alike). Free with g_free(). */
char *ap_format_clock (guint seconds);

/* One record per key (ap_rules_key()). */
typedef struct _ApStatistics ApStatistics;

ApStatistics *ap_statistics_new (void);
void ap_statistics_free (ApStatistics *self);

/* The record of a key; all zeros when the key has none. */
ApStatsRecord ap_statistics_get (const ApStatistics *self, const char *key);
gboolean ap_statistics_contains (const ApStatistics *self, const char *key);
/* Sets a record as it is (for tests and loading); see ap_statistics_repair(). */
void ap_statistics_set (ApStatistics *self, const char *key, const ApStatsRecord *record);
/* The keys that have a record, in the order of the games (ApGame) and then
 * in byte order. NULL-terminated; free with g_strfreev. */
char **ap_statistics_get_keys (const ApStatistics *self);
guint ap_statistics_size (const ApStatistics *self);

/* Forgets one key, or everything. */
void ap_statistics_reset (ApStatistics *self, const char *key);
void ap_statistics_reset_all (ApStatistics *self);

/* The events. Each updates *counted, the state of the game in progress, and
 * returns TRUE when the table changed (and must be stored). */
gboolean ap_statistics_first_move (ApStatistics *self, const char *key, ApCounted *counted);
gboolean ap_statistics_won (ApStatistics *self, const char *key, ApCounted *counted, guint seconds,
                            guint moves);
/* The game in progress is given up for another deal, or restarted: a loss
 * when it was started and not won. *counted becomes AP_COUNTED_NONE, the
 * state of the new game or the new attempt. */
gboolean ap_statistics_abandoned (ApStatistics *self, const char *key, ApCounted *counted);
gboolean ap_statistics_hint_used (ApStatistics *self, const char *key);
/* Play for Me made a move of the game in progress: a game not counted yet
 * counts as played, and from now on a win is not the player's
 * (AP_COUNTED_HELPED). A game already won stays as it was counted. */
gboolean ap_statistics_demo_moved (ApStatistics *self, const char *key, ApCounted *counted);

/* Makes a record consistent (won + helped <= played, streaks <= won, times and moves
 * zero without wins, ...) after it was read from storage that someone may
 * have edited. Returns TRUE when something had to change. */
gboolean ap_stats_record_repair (ApStatsRecord *record);

/* The GSettings type of the table: a{s(uuuuuuuu)}, the fields of
 * ApStatsRecord in order. */
#define AP_STATISTICS_VARIANT_TYPE ((const GVariantType *) "a{s(uuuuuuuu)}")

/* A floating variant of AP_STATISTICS_VARIANT_TYPE. */
GVariant *ap_statistics_to_variant (const ApStatistics *self);
/* Reads a table, dropping keys that name no game and rule set and repairing
 * impossible records; *n_repaired (may be NULL) counts both. A variant of
 * another type gives an empty table. */
ApStatistics *ap_statistics_from_variant (GVariant *variant, guint *n_repaired);

/* The games won with Play for Me's help, apart from the table above so that
 * its type stays the one older versions stored: a{su}, the count of each
 * key that has one. */
#define AP_STATISTICS_HELPED_VARIANT_TYPE ((const GVariantType *) "a{su}")

/* A floating variant of AP_STATISTICS_HELPED_VARIANT_TYPE. */
GVariant *ap_statistics_helped_to_variant (const ApStatistics *self);
/* Sets the `helped` count of each key of `variant` (keys that name no game
 * and rule set are dropped, records repaired); a variant of another type
 * or NULL changes nothing. */
void ap_statistics_read_helped (ApStatistics *self, GVariant *variant);

/* The rules that ap_rules_key() made the key from; FALSE when it is not such
 * a key. */
gboolean ap_rules_from_key (const char *key, ApRules *rules);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ApStatistics, ap_statistics_free)

G_END_DECLS
