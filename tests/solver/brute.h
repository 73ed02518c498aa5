/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ap-position.h"

/* A search with nothing of the solver in it, to check the solver against:
 * every legal move from every position (the engine's own move list), and
 * positions told apart by their exact piles, with no symmetry, no safe
 * moves and no move merged with another. */
typedef enum {
  BRUTE_WON,    /* a position with `goal` cards home is reachable */
  BRUTE_LOST,   /* every position reachable was met: none */
  BRUTE_TOO_BIG /* more than `max_positions` positions */
} BruteVerdict;

/* Whether some line of play from `pos` gets `goal` cards home: all of
 * them (AP_DECK_SIZE) to win, one more than now to be not lost. */
BruteVerdict brute_solve (const ApPosition *pos, guint goal, guint max_positions);
