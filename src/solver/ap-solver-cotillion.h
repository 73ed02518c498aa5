/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ap-solver.h"

G_BEGIN_DECLS

/* Royal Cotillion's own search (docs/rules.md 5, ap-solver-cotillion.c):
 * a complete depth-first search over a compact state, which
 * ap_solver_solve_with() runs in place of the generic passes. Fills
 * `result` as ap_solver_solve() does; *have_best, *best_count and
 * *best_first are the hint's fallback (the first move of the line that put
 * the most cards home). */
void ap_solver_cotillion_solve (const ApPosition *pos, const ApSolverLimits *limits,
                                gboolean beam, ApSolverResult *result, gboolean *have_best, guint *best_count,
                                ApMove *best_first);

G_END_DECLS
