/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ap-compat.h"
#include "ap-game-session.h"
#include "ap-settings.h"

G_BEGIN_DECLS

#define AP_TYPE_PREFERENCES_WINDOW (ap_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (ApPreferencesWindow, ap_preferences_window, AP, PREFERENCES_WINDOW,
                      ApCompatPreferences)

/*
 * Preferences: the Rules page (preset and Algerian's four options), the
 * Statistics page (the game in progress and every game and rule set
 * played, with Reset), and the Behavior page (animations, automatic moves,
 * what a tap does). Every row is bound to a property of ApSettings.
 *
 * When the rules change while an Algerian game is under way, the window
 * asks whether to start a new deal with them; the running game keeps its
 * rules. A deal without a move yet is simply dealt again with the new rules.
 *
 * `session` may be NULL (no game: nothing to ask, no current game shown).
 * Show it with ap_compat_present().
 */
ApPreferencesWindow *ap_preferences_window_new (ApSettings *settings, ApGameSession *session);

/* Opens a page by name: "rules", "statistics" or "behaviour". */
void ap_preferences_window_show_page (ApPreferencesWindow *self, const char *name);

/* A one-line description of a rule set: "Algerian, Tarbart (1905)" or
 * "Carthage". Translated; g_free. Shared with the window's statistics. */
char *ap_preferences_describe_rules (const ApRules *rules);

/* Binds an enum property of settings to a combo row listing its values in
 * the enum's order, both ways. */
void ap_preferences_bind_combo (ApSettings *settings, const char *property, AdwComboRow *row);

G_END_DECLS
