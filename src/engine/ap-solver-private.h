/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Private to the solver's files: the table of positions seen. */

#include "ap-solver.h"

G_BEGIN_DECLS

/* A set of canonical keys with a memory bound: open addressing with linear
 * probing, 16 bytes a position. It starts small and doubles until the next
 * doubling would pass the bound; then it fills up to 7/8 and reports
 * AP_TABLE_FULL. The all-zero key marks an empty slot, and
 * ap_solver_key() never produces it. */
typedef struct {
  ApSolverKey *slots;
  gsize capacity;      /* a power of two */
  gsize count;
  gsize max_capacity;  /* from the memory bound */
} ApSolverTable;

typedef enum {
  AP_TABLE_NEW,    /* inserted now */
  AP_TABLE_SEEN,   /* was there already */
  AP_TABLE_FULL    /* not there, and no room to insert it */
} ApTableResult;

void ap_solver_table_init (ApSolverTable *table, gsize max_bytes);
void ap_solver_table_clear (ApSolverTable *table);
ApTableResult ap_solver_table_insert (ApSolverTable *table, const ApSolverKey *key);

/* Every legal move, the same set as ap_position_legal_moves() in another
 * order (ap-solver-moves.c); returns how many. */
guint ap_solver_moves (const ApPosition *pos, ApMove *moves);

G_END_DECLS
