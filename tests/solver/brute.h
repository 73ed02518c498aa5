/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ap-position.h"

/* A search with nothing of the solver in it, to check the solver against:
 * every legal move from every position (the engine's own move list), and
 * positions told apart by their exact piles, with no symmetry, no safe
 * moves and no move merged with another. */
typedef enum {
  BRUTE_WON,
  BRUTE_LOST,        /* every position reachable was met: no win */
  BRUTE_TOO_BIG      /* more than the limit of positions */
} BruteVerdict;

BruteVerdict brute_solve (const ApPosition *pos, guint max_positions);
