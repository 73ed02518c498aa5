/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ap-rules.h"

G_BEGIN_DECLS

/*
 * How the window offers the games: the families of docs/rules.md, the
 * menu's label of each game (with its access key), one line on it and
 * one on how often a careful player wins it.
 * Adding a game to the window is a row here, once the engine, the board
 * layout and the rules text know it.
 */

/* Puts the games of the window at the head of menu, a section per family,
 * each item activating win.game with the game's id. */
void ap_game_catalog_prepend_to (GMenu *menu);

/* How often a careful player wins the game under its default rules, in
 * words, from the fair player's published rate (ap-published-odds.h):
 * "A careful player wins about 6 in 10 deals", or that it is rarely won.
 * NULL when nothing is published. Free with g_free(). */
char *ap_game_catalog_odds_line (ApGame game);

/* "algerian, carthage, …": the ids of the window's games, for messages. */
char *ap_game_catalog_ids (void);

G_END_DECLS
