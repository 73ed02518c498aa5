/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ap-compat.h"
#include "ap-rules.h"

G_BEGIN_DECLS

#define AP_TYPE_RULES_WINDOW (ap_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (ApRulesWindow, ap_rules_window, AP, RULES_WINDOW, ApCompatDialog)

/*
 * The Rules window (Help, F1): the rules of a game in short paragraphs
 * (ap-rules-text), with small pictures of cards drawn by the game's card
 * renderer. It opens on the game in play and its rules in force; a menu in
 * the header bar shows the other games. Option sections can be shown
 * directly, for the links from Preferences. An AdwDialog inside the game
 * window where libadwaita has them (1.5), a window over it before
 * (ap-compat).
 */

ApRulesWindow *ap_rules_window_new (GtkWindow *parent, const ApRules *rules);

/* The rules shown for rules->game (the others keep theirs); shows that game. */
void ap_rules_window_set_rules (ApRulesWindow *self, const ApRules *rules);
/* The rules shown for another game when the player picks it, without
 * switching to it: e.g. the Algerian options of the settings. */
void ap_rules_window_set_rules_for_game (ApRulesWindow *self, const ApRules *rules);

ApGame ap_rules_window_get_game (ApRulesWindow *self);

/* Scrolls to a section ("tableau", or an option: "reserve-spaces") and
 * marks it; FALSE when the game shown has no such section. */
gboolean ap_rules_window_show_section (ApRulesWindow *self, const char *section);

/* The widget of a section, for tests; NULL when there is none. */
GtkWidget *ap_rules_window_get_section_widget (ApRulesWindow *self, const char *section);

/* The Rules window open for parent, or NULL. */
ApRulesWindow *ap_rules_window_get_for (GtkWindow *parent);

/* Opens the Rules window of parent, or raises the one already open, on these
 * rules; section may be NULL. */
ApRulesWindow *ap_rules_window_present (GtkWindow *parent, const ApRules *rules,
                                        const char *section);

/* Adds the action "rules.explain" (parameter: a section id, e.g.
 * 'reserve-spaces', of Algerian, or a game's id, a colon and a section id
 * of that game, e.g. 'royal-cotillion:foundation-bases') to widget: it
 * opens the Rules window of that game at that section, transient for
 * widget's window, with the rules of widget's "settings" property (an
 * ApSettings) when it has one. For the links from each option in
 * Preferences to its explanation. */
void ap_rules_window_add_explain_action (GtkWidget *widget);

G_END_DECLS
