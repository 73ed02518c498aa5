/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ap-fair.h"
#include "ap-solver.h"

G_BEGIN_DECLS

/*
 * Where a deal went wrong: at `pos`, the last position of the player's line
 * that could still be won, the player made `lost`, after which it could
 * not. Was that a mistake, or did the cards still in the stock decide it?
 * The strong fair player (ap-fair.h), from what the player saw there (the
 * observation of `pos`, seed AP_WENT_WRONG_SEED), says: when it would have
 * made the same move, nobody could have known better, and the cards
 * decided; otherwise the move was a mistake. Either way the solver, which
 * sees the stock, finds a move that keeps the deal winnable.
 */

/* The fair player's seed: the same position always gets the same answer. */
#define AP_WENT_WRONG_SEED 1

typedef struct {
  ApMove lost;            /* the move given */
  gboolean cards_decided; /* the fair player makes `lost` too */
  gboolean has_fair;      /* the fair player has a move here */
  ApMove fair;            /* and this is it */
  gboolean has_keeper;    /* a move keeping the deal winnable is known */
  ApMove keeper;          /* the first move of a winning line from pos */
} ApWentWrong;

/* Judges `lost`, a legal move of `pos`. `fair` may be NULL for the strong
 * player's defaults; `limits` bounds the solver's search for the keeper
 * (after its hint, AP_SOLVER_HINT_NODES positions, finds no win) and may
 * stop it. The keeper is never `lost`. */
void ap_went_wrong_judge (const ApPosition *pos, ApMove lost, const ApFairLimits *fair,
                          const ApSolverLimits *limits, ApWentWrong *out);

G_END_DECLS
