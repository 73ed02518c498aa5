/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ap-solver.h"

G_BEGIN_DECLS

typedef enum {
  AP_COTILLION_DEPTH_FIRST, /* complete (ap-solver-cotillion.c) */
  AP_COTILLION_BEAMS,       /* a level a move (ap-solver-cotillion-beam.c) */
  AP_COTILLION_STAGE_BEAMS  /* a level a deal (the same file) */
} ApCotillionSearch;

/* A search, and its share of the time and positions of the limits. */
typedef struct {
  ApCotillionSearch search;
  double share;
} ApCotillionStage;

/* Royal Cotillion's own searches (docs/rules.md 5) over a compact state,
 * which ap_solver_solve_with() runs between the generic passes: `stages`
 * in turn, each with its share of `limits` (none without a budget), until
 * one wins or a depth-first search finishes without a win (the position
 * is lost). The beams only look for a win. The depth-first searches share
 * one table of the positions they finished. Fills `result` as
 * ap_solver_solve() does; *have_best, *best_count and *best_first are the
 * hint's fallback (the first move of the line that put the most cards
 * home; the depth-first searches only). */
void ap_solver_cotillion_solve (const ApPosition *pos, const ApSolverLimits *limits,
                                const ApCotillionStage *stages, guint n_stages,
                                ApSolverResult *result, gboolean *have_best, guint *best_count,
                                ApMove *best_first);

G_END_DECLS
