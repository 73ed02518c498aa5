/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Hand-made positions shared by the tests of the solver in the game
 * (tests/solvergui), partial texts for test_position() (tests/engine/
 * test-util.h) with "T1" as the filler. */

/* Tarbart's rules, every suit home but spades, whose up foundation lacks
 * only its king: T1 F1 is the one move, and it wins. */
extern const char test_one_move_left[];
/* Seventeen spades left, each where it can go home in turn: a finish. */
extern const char test_seventeen_left[];
/* The "no more moves" position of tests/learn: bases only, lone depot cards
 * that take nothing from each other, the rest of the pack under the five
 * of spades in T1, the stock empty, reserve spaces never refilled and no
 * transfers. Only 2S can go home; after it nothing can. */
extern const char test_quiet_rules[];
/* Strict rules, late in a game (deal 1 of the Strict preset, 115 moves
 * into a win): it can be won, but the ace of hearts moved from T4 to the
 * empty T5 loses it. tests/solvergui/test_solver_gui.py plays it. */
extern const char test_fatal[];

G_END_DECLS
