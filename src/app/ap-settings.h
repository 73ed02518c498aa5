/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ap-engine-types.h"
#include "ap-appearance.h"
#include "ap-rules.h"
#include "ap-statistics.h"

G_BEGIN_DECLS

/* The values of the auto-move and tap-action keys, in schema order. */
typedef enum {
  AP_AUTO_MOVE_OFF,
  AP_AUTO_MOVE_SAFE,
} ApAutoMove;

/* New values go at the end: the schema's enum values follow this order. */
typedef enum {
  AP_TAP_SELECT, /* a card with one place to go goes there, others are picked up */
  AP_TAP_AUTO,   /* a tap sends the card to its best place at once */
  AP_TAP_PICK,   /* a tap always picks the card up; a second tap puts it down */
} ApTapAction;

/* Where Hint's move comes from (the hint-kind key). */
typedef enum {
  AP_HINT_SOURCE_WINNING_LINE, /* the solver, which knows the stock's order */
  AP_HINT_SOURCE_FAIR,         /* the strong fair player, which does not */
} ApHintSource;

/* Enum types whose nicks are the schema's, so that the properties below can
 * be bound to the keys with g_settings_bind(). */
#define AP_TYPE_BASES (ap_bases_get_type ())
#define AP_TYPE_RESERVE_SPACES (ap_reserve_spaces_get_type ())
#define AP_TYPE_PRESET (ap_preset_get_type ())
#define AP_TYPE_AUTO_MOVE (ap_auto_move_get_type ())
#define AP_TYPE_TAP_ACTION (ap_tap_action_get_type ())
GType ap_bases_get_type (void);
GType ap_reserve_spaces_get_type (void);
GType ap_preset_get_type (void);
GType ap_auto_move_get_type (void);
GType ap_tap_action_get_type (void);
#define AP_TYPE_FACE_DESIGN (ap_face_design_get_type ())
#define AP_TYPE_BACK_DESIGN (ap_back_design_get_type ())
#define AP_TYPE_TABLE (ap_table_get_type ())
#define AP_TYPE_PACE (ap_pace_get_type ())
#define AP_TYPE_HINT_SOURCE (ap_hint_source_get_type ())
GType ap_face_design_get_type (void);
GType ap_back_design_get_type (void);
GType ap_table_get_type (void);
GType ap_pace_get_type (void);
GType ap_hint_source_get_type (void);

#define AP_TYPE_SETTINGS (ap_settings_get_type ())
G_DECLARE_FINAL_TYPE (ApSettings, ap_settings, AP, SETTINGS, GObject)

/*
 * The settings of the game as properties, each bound to its GSettings key
 * (the pattern of GNOME Console's KgxSettings), so widgets bind to a plain
 * GObject and tests run without a display under the memory backend.
 *
 * properties (read-write, notify only on change)
 *   game (ApGame)                   the game a new deal starts
 *   foundation-bases (ApBases)      Algerian's options
 *   reserve-size (guint, 4 or 6)
 *   reserve-spaces (ApReserveSpaces)
 *   foundation-transfers (gboolean)
 *   preset (ApPreset)               the preset the four options match, or
 *                                   custom; setting a preset sets them
 *   window-width, window-height (int), window-maximized (gboolean)
 *   animations (gboolean), auto-move (ApAutoMove), tap-action (ApTapAction),
 *   winnable-only (gboolean), ask-before-leaving (gboolean),
 *   show-verdicts (gboolean), four-colour-deck (gboolean)
 *   face-design (ApFaceDesign), card-back (ApBackDesign), table (ApTable)
 *   hint-kind (ApHintSource)        where Hint's move comes from
 *   animation-pace (ApPace)         animations follows it: false exactly
 *                                   when the pace is off; turning
 *                                   animations off turns the pace off, on
 *                                   again back to normal
 * signals
 *   statistics-changed ()           the stored statistics (or the games
 *                                   won with Play for Me) changed, here or
 *                                   in another instance
 */

/* `settings` may be NULL: then the application's schema is used. */
ApSettings *ap_settings_new (GSettings *settings);

GSettings *ap_settings_get_gsettings (ApSettings *self);

ApGame ap_settings_get_game (ApSettings *self);
void ap_settings_set_game (ApSettings *self, ApGame game);

/* The rules a new deal of the chosen game uses. */
void ap_settings_get_rules (ApSettings *self, ApRules *rules);
/* The same for any game: Algerian takes the options, the others are fixed. */
void ap_settings_get_rules_for_game (ApSettings *self, ApGame game, ApRules *rules);

ApPreset ap_settings_get_preset (ApSettings *self);
void ap_settings_set_preset (ApSettings *self, ApPreset preset);

gboolean ap_settings_get_animations (ApSettings *self);
ApAutoMove ap_settings_get_auto_move (ApSettings *self);
ApTapAction ap_settings_get_tap_action (ApSettings *self);
ApPace ap_settings_get_animation_pace (ApSettings *self);
ApHintSource ap_settings_get_hint_kind (ApSettings *self);

/* The stored statistics, checked: records of unknown games are dropped and
 * impossible values repaired. Free with ap_statistics_free. */
ApStatistics *ap_settings_load_statistics (ApSettings *self);
/* Stores the whole table and waits until the backend has it, so that the
 * statistics survive the process being killed a moment later. */
void ap_settings_store_statistics (ApSettings *self, const ApStatistics *statistics);

/*
 * A statistics event and the saved game that records it are two writes to
 * two places; a crash between them would count a game twice or lose it.
 * So an event is stored together with a pending record, in one write: the
 * checksum of the saved game about to be written and the statistics as
 * they were before. Once that saved game is on disk the record is cleared.
 * At the next start a record still there means the crash came in between:
 * if the saved game on disk is the one of the checksum, the event stands;
 * otherwise the statistics go back to `before` (ap-game-session.c).
 */
void ap_settings_store_statistics_pending (ApSettings *self, const ApStatistics *statistics,
                                           const char *checksum, const ApStatistics *before);
/* The statistics before the pending event and its checksum (g_free), or
 * NULL when nothing is pending. */
ApStatistics *ap_settings_get_statistics_pending (ApSettings *self, char **checksum);
void ap_settings_clear_statistics_pending (ApSettings *self);

G_END_DECLS
