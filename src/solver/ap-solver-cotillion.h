/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ap-solver.h"

G_BEGIN_DECLS

typedef enum {
  AP_COTILLION_DEPTH_FIRST, /* complete (ap-solver-cotillion.c) */
  AP_COTILLION_BEAMS,       /* a level a move (ap-solver-cotillion-beam.c) */
  AP_COTILLION_STAGE_BEAMS  /* a level a deal (the same file) */
} ApCotillionSearch;

/* Royal Cotillion's own searches (docs/rules.md 5) over a compact state,
 * which ap_solver_solve_with() runs between the generic passes: a complete
 * depth-first search, or beams that only look for a win (their "no" is
 * always AP_SOLVER_UNKNOWN). Fills `result` as ap_solver_solve() does; *have_best,
 * *best_count and *best_first are the hint's fallback (the first move of
 * the line that put the most cards home; the depth-first search only). */
void ap_solver_cotillion_solve (const ApPosition *pos, const ApSolverLimits *limits,
                                ApCotillionSearch search, ApSolverResult *result,
                                gboolean *have_best, guint *best_count, ApMove *best_first);

G_END_DECLS
