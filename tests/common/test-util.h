/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ap-game-model.h"
#include "ap-move.h"

G_BEGIN_DECLS

/* Helpers shared by the engine tests. They deliberately do not use the
 * engine's own card and pile name tables, so that a mistake there shows up
 * as a failing test instead of being mirrored by the test itself. */

/* Parses a two-character card the way rules.md spells it; -1 when malformed. */
int test_card_from_text (const char *text);
/* The pile slot of a pile name ("S", "W", "F3", "T8", "R9"); -1 when unknown. */
int test_pile_from_text (const char *name, gsize len);

/* Turns a partial position text into a full one. Lines that are not pile
 * lines (game, rules, redeals) are kept in order; a pile stated twice keeps
 * its last line, so a test can state a quiet background and then override
 * the piles it is about. Every card that is not stated (so that each of the
 * 52 cards appears exactly twice) is put at the BOTTOM of `filler`, under the
 * cards stated for that pile, in pack order. Free with g_free. */
char *test_complete_text (const char *partial, const char *filler);

/* test_complete_text() then ap_position_parse(). On failure the test fails
 * (with the parser's message and the text) and *pos is set to an empty
 * Algerian position, so the caller can go on without crashing. */
gboolean test_position (ApPosition *pos, const char *filler, const char *partial);

/* Foundation lines of a position nearly won under Tarbart's bases (aces up
 * on F1-F4, kings down on F5-F8): hearts, diamonds and clubs home both
 * ways, and the spades' down foundation complete. */
#define TEST_HOME_BUT_SPADES_UP                                                                    \
  "F2: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH\n"                                                   \
  "F3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n"                                                   \
  "F4: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC\n"                                                   \
  "F5: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS\n"                                                   \
  "F6: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH\n"                                                   \
  "F7: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD\n"                                                   \
  "F8: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC\n"

/* Every legal move of pos, formatted, sorted in byte order, joined by ", ". */
char *test_legal_moves_string (const ApPosition *pos);
/* Sorts a ", "-separated list of moves in byte order. */
char *test_sort_moves (const char *list);

/* Fails the test unless pos holds 104 cards, two of each, and every
 * foundation is a legal build for its pile and options. */
void test_assert_invariants (const ApPosition *pos);

/* Replays a line through the engine's own checks; TRUE when every move is
 * legal and the last one wins. */
gboolean test_replays_to_win (const ApPosition *start, const ApMove *moves, guint n);

/* Fails the test unless ap_position_legal_moves() lists each move once and
 * exactly the candidates that ap_position_check_move() accepts (every
 * source and destination slot, deal and redeal). */
void test_assert_moves_consistent (const ApPosition *pos);
/* The same; with every_slot FALSE only the piles of the position's game are
 * tried in full, and the other slots only for being refused as piles the
 * game lacks (the random-play soak needs the speed). The legal moves are
 * left in moves[0 .. *n_moves - 1]. */
void test_assert_moves_consistent_full (const ApPosition *pos, gboolean every_slot,
                                        ApMove moves[AP_MAX_MOVES], guint *n_moves);

/* A move from its notation; the test fails when the text is not a move. */
ApMove test_move (const char *text);

/* The legal moves of `pos` are exactly `expected` (any order, one a line). */
void test_assert_moves (const ApPosition *pos, const char *expected);
/* `move` gets exactly the verdict `expected`. */
void test_assert_verdict (const ApPosition *pos, const char *move, ApVerdict expected);
/* `move` is refused, for whatever reason. */
void test_assert_refused (const ApPosition *pos, const char *move);
/* Applies `move_text` to *pos and compares the result with `expected`
 * completed with `filler`; unapplying must restore the position byte for
 * byte. *pos becomes the result. */
void test_apply_expect (ApPosition *pos, const char *move_text, const char *filler,
                        const char *expected);
/* Every move of the line is legal in turn, and the line ends in a won
 * position: how a solver's "winnable" is believed. */
void test_assert_replays_to_win (const ApPosition *start, const ApMove *moves, guint n_moves);

/* test_position(), then gives it to `model` as a position (deal-number 0). */
void test_set_model_position (ApGameModel *model, const char *filler, const char *partial);

/* An Algerian position (Tarbart's rules, the stock the filler) where the
 * ten of clubs is safe at once, and the player's 5S onto 6S (T1 T5)
 * exposes the hearts, five of which then go home: six moves with the
 * player's. For the tests of automatic moves and of groups of changes. */
extern const char TEST_AUTOMOVE_ALGERIAN[];

G_END_DECLS
