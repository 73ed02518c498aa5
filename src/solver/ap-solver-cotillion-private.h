/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ap-solver-private.h"

G_BEGIN_DECLS

/* Royal Cotillion's compact position and its moves, shared by the
 * depth-first search (ap-solver-cotillion.c) and the beams
 * (ap-solver-cotillion-beam.c). */

#define N_COLUMNS 4
#define N_KINDS 2
#define N_HEIGHTS 14
#define MAX_LINE (2 * AP_DECK_SIZE + 8)
#define COT_MAX_STEPS 24

typedef enum {
  STEP_T,
  STEP_R,
  STEP_W,
  STEP_DEAL
} StepKind;

/* One move of the search, and what undoing it needs. */
typedef struct {
  guint8 kind;   /* StepKind */
  guint8 arg;    /* STEP_T: the column; STEP_R: the card */
  guint8 fkind;  /* the foundation's kind, 0 or 1 */
  guint8 refill; /* STEP_R: 0 none, 1 from the waste, 2 from the stock */
  guint8 id;     /* STEP_W: the card that went home; STEP_R: the refill */
} Step;

typedef struct {
  guint64 r[AP_N_CARDS];
  guint64 w[AP_DECK_SIZE];
  guint64 d[AP_DECK_SIZE + 1];
  guint64 t[N_COLUMNS][AP_DECK_SIZE + 1];
  guint64 f[AP_N_SUITS][N_KINDS][N_HEIGHTS];
} Zobrist;

typedef struct {
  /* Fixed: ids 0 .. n_ids - 1 are the cards that start in the right wing,
   * then those of the waste (bottom to top), then the stock's in the order
   * they are dealt, from stock_base on. */
  const ApSolverLimits *limits;
  ApSolverPassLimits pass;
  ApCard card[AP_DECK_SIZE];
  guint stock_base, n_stock;
  guint n_reserve; /* piles of the right wing */
  ApCard column[N_COLUMNS][AP_DECK_SIZE];
  guint8 seq[N_KINDS][13];   /* the ranks of a pile of each kind, in order */
  guint8 place[N_KINDS][14]; /* rank -> index in seq */
  Zobrist z[2];

  /* The position. */
  guint8 rcount[AP_N_CARDS];
  guint8 waste[AP_DECK_SIZE];
  guint wl, d;
  guint8 tlen[N_COLUMNS];
  guint8 h[AP_N_SUITS][N_KINDS];
  guint home;
  guint64 key[2];

  /* The table of finished positions. */
  guint64 *slots; /* pairs; 0, 0 is empty */
  gsize capacity, count, max_capacity;

  Step line[MAX_LINE];
  guint depth;
  guint64 nodes;
  ApSolverStop stop;
  guint best_count;
  gboolean have_best;
  Step best_first;
} Cot;

/* Whether the search must stop now (the time, the cancel flag, the
 * position limit), with c->stop saying why. */
gboolean cot_limits_hit (Cot *c);
/* TRUE when the pass's node limit is reached (exact, unlike the others). */
gboolean cot_node_limit_hit (const Cot *c);
/* Counts a position about to be expanded; TRUE (and c->stop set) when a
 * limit stops the search first: the node limit exactly, the others every
 * few thousand positions. */
gboolean cot_count_node (Cot *c);
/* The card the pile of this suit and kind needs next, or -1 when complete. */
int cot_needs (const Cot *c, guint suit, guint kind);
/* Plays `step` (filling in what undoing it needs), and takes it back. */
void cot_apply (Cot *c, Step *step);
void cot_unapply (Cot *c, const Step *step);
/* The left-wing column whose top the proved safe move takes now, or -1;
 * *kind is its pile. */
int cot_safe_column (const Cot *c, guint *kind);
/* The moves to try from the position: the safe move alone when there is
 * one, else every card that can go home (the left wing, the right wing,
 * the waste) and the deal last. Returns how many (at most COT_MAX_STEPS). */
guint cot_steps (const Cot *c, Step *steps);
/* Once the stock is empty: a card from the right wing or the waste's top
 * that the search may take home alone (ap-solver-cotillion-safe.c), into
 * *step; FALSE when there is none. */
gboolean cot_safe_refill (const Cot *c, Step *step);
/* Beams of growing width from the position, one level a move or (with
 * `stages`) one level a deal (ap-solver-cotillion-beam.c): TRUE when one
 * won, its line in c->line[0 .. c->depth - 1]. They prove nothing: FALSE
 * means no win was found. */
gboolean cot_beams (Cot *c, gboolean stages);

G_END_DECLS
