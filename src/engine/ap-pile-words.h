/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ap-move.h"

G_BEGIN_DECLS

/*
 * Piles and moves in the words of each game's rules (docs/rules.md) and as
 * the board shows them: the board shows no pile numbers, so a foundation
 * is named as the card's own and by the way it builds ("its foundation
 * building down"), a depot by its top card, an empty pile by its kind in
 * the game's words (Tournament's kibitzers, Royal Cotillion's wings).
 * Everything returned is translated with the current locale.
 */

/* How a foundation of the game builds, as the rules say it, to tell it
 * from the other foundation of its suit: "building up", "building down";
 * for the foundations by twos, which differ by their base, "from the ace"
 * or "from the two". */
const char *ap_foundation_direction (ApGame game, int pile);

/* The same as a statement, for the accessible names of the board's empty
 * foundations: "builds up by twos from the ace". */
const char *ap_foundation_builds (ApGame game, int pile);

/* The move of a hint, in the position before it: "deal from the stock",
 * "turn the waste over", "gather the tableau and deal again", "the seven
 * of hearts onto its foundation building up", "the six of spades
 * onto the seven of spades", "the ten of clubs onto an empty kibitzer".
 * Free with g_free. */
char *ap_move_describe (const ApPosition *pos, ApMove move);

G_END_DECLS
