/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ap-move.h"

G_BEGIN_DECLS

/*
 * The solver: searches (depth-first, best-first, beam) over the positions
 * reachable from the given one, with all cards known (the stock's order
 * included). It serves the command line (solve, hint, status, survey) and
 * the game (Hint, winnable deals only, "no longer winnable", Finish).
 *
 * Every entry point is synchronous, re-entrant and keeps no global state
 * beyond read-only tables, so the game runs it in a GTask worker thread:
 *
 *   static void
 *   solve_thread_cb (GTask *task, gpointer source, gpointer data,
 *                    GCancellable *cancellable)
 *   {
 *     ApSolverLimits limits;
 *     g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
 *
 *     ap_solver_limits_init (&limits);
 *     limits.should_stop = should_stop_cb;   // wraps g_cancellable_is_cancelled()
 *     limits.stop_data = cancellable;
 *     ap_solver_solve (data, &limits, &result);
 *     ...
 *   }
 *
 * The search reports nothing while it runs (no progress callbacks, nothing
 * touches the main loop), checks its limits every few thousand positions
 * and keeps its memory under ApSolverLimits.memory_limit.
 */

typedef enum {
  AP_SOLVER_WINNABLE,   /* a win was found: the result holds its moves */
  AP_SOLVER_UNWINNABLE, /* every reachable position was examined: no win */
  AP_SOLVER_UNKNOWN     /* a limit ran out first */
} ApSolverVerdict;

/* Why a search ended without an answer. */
typedef enum {
  AP_SOLVER_STOP_NONE, /* it did not stop early */
  AP_SOLVER_STOP_TIME,
  AP_SOLVER_STOP_NODES,
  AP_SOLVER_STOP_MEMORY,
  AP_SOLVER_STOP_CANCELLED
} ApSolverStop;

/* Asked every few thousand positions, from the solving thread; TRUE stops
 * the search (the answer is then unknown). */
typedef gboolean (*ApSolverStopFunc) (gpointer data);

typedef struct {
  double time_limit;            /* seconds; <= 0: none */
  gboolean cpu_time;            /* count time_limit (and the result's seconds)
                                   in CPU time of the solving thread rather
                                   than wall-clock time: for surveys on a
                                   loaded machine */
  guint64 node_limit;           /* positions expanded; 0: none */
  gsize memory_limit;           /* bytes for the position table and the search
                                   stack together; 0: AP_SOLVER_DEFAULT_MEMORY */
  gboolean no_safe_moves;       /* search every move, even where a safe
                                   automatic move is proved (for the tests) */
  gboolean no_beam;             /* only the depth-first searches, no beam
                                   searches (for the tests of the former) */
  const int *cancel_flag;       /* read atomically; non-zero stops. May be NULL */
  ApSolverStopFunc should_stop; /* may be NULL */
  gpointer stop_data;
} ApSolverLimits;

/* 512 MiB: a desktop can spare it for the few seconds a hard deal takes,
 * and half of it lets the complete search hold 7 million positions, which
 * decides more hard Carthage deals (see ap_solver_run_restarts() in
 * ap-solver-restarts.c). The game's own tasks use less
 * (AP_SOLVER_TASK_MEMORY). */
#define AP_SOLVER_DEFAULT_MEMORY ((gsize) 512 << 20)
/* The command line's and survey's default limit per position. */
#define AP_SOLVER_DEFAULT_TIME 10.0

/* Defaults: AP_SOLVER_DEFAULT_TIME seconds, no node limit, default memory,
 * safe moves on, no cancellation. */
void ap_solver_limits_init (ApSolverLimits *limits);

typedef struct {
  ApSolverVerdict verdict;
  ApSolverStop stop; /* set when verdict is AP_SOLVER_UNKNOWN */
  ApMove *moves;     /* AP_SOLVER_WINNABLE: a winning line, which */
  guint n_moves;     /* replays through ap_position_apply() */
  guint64 nodes;     /* positions expanded */
  guint64 positions; /* distinct positions stored */
  double seconds;
} ApSolverResult;

#define AP_SOLVER_RESULT_INIT                                                                      \
  {                                                                                                \
    AP_SOLVER_UNKNOWN, AP_SOLVER_STOP_NONE, NULL, 0, 0, 0, 0.0                                     \
  }

/* Frees the moves and resets the result to AP_SOLVER_RESULT_INIT. */
void ap_solver_result_clear (ApSolverResult *result);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ApSolverResult, ap_solver_result_clear)

/* Decides whether the position can still be won. `limits` may be NULL for
 * the defaults. `result` must be cleared (AP_SOLVER_RESULT_INIT). */
void ap_solver_solve (const ApPosition *pos, const ApSolverLimits *limits, ApSolverResult *result);

/* What a hint is based on. */
typedef enum {
  AP_HINT_NONE,    /* nothing to suggest: no move makes progress */
  AP_HINT_WINNING, /* the next move of a winning line */
  AP_HINT_PROGRESS /* the fallback: no win known (none exists or the
                      budget ran out); the first move towards the
                      position with the most cards on the foundations
                      that the search reached, or deal when no
                      position it reached has more */
} ApHintKind;

typedef struct {
  ApHintKind kind;
  ApMove move;             /* unless kind is AP_HINT_NONE: a legal move */
  ApSolverVerdict verdict; /* the search behind the hint */
  gboolean enables;        /* the move is a transfer between foundations
                              that the line needs so that `enabled` (a
                              card off the tableau, the reserve or the
                              waste) can go home after it */
  ApCard enabled;
} ApHint;

/* The budget of a hint: small enough that a hint answers in well under a
 * tenth of a second. */
#define AP_SOLVER_HINT_NODES 20000

/* The move the game's Hint suggests. Of the winning moves it knows, it
 * prefers one a player sees as progress to a transfer between foundations
 * (see ap-solver-hint.c). `limits` may be NULL: then the search
 * is bounded by AP_SOLVER_HINT_NODES positions (deterministic: the same
 * position always gets the same hint). */
void ap_solver_hint (const ApPosition *pos, const ApSolverLimits *limits, ApHint *hint);

typedef enum {
  AP_LOST_NO,     /* not lost: the stock (or a redeal) is left, or some
                     sequence of moves puts another card on a foundation */
  AP_LOST_YES,    /* proved: no card can reach a foundation again */
  AP_LOST_UNKNOWN /* a limit ran out before either was shown */
} ApLostVerdict;

/* rules.md's "lost": the stock is empty, no redeal is left, and no sequence
 * of moves raises the number of cards on the foundations (transfers between
 * foundations do not count). `limits` may be NULL for the defaults. */
ApLostVerdict ap_solver_lost (const ApPosition *pos, const ApSolverLimits *limits);

/* For the game's Finish: when every card left goes home with no choice to
 * make (foundation moves as they come, else a deal or the redeal), stores
 * that line in *moves (g_free) and *n_moves and returns TRUE. Cheap: no
 * search, at most a few hundred moves tried. */
gboolean ap_solver_finish (const ApPosition *pos, ApMove **moves, guint *n_moves);

/* The canonical key of a position (exposed for the tests): equal for
 * positions that differ only by a permutation of piles that the rules
 * treat alike (see ap-solver-key.c). */
typedef struct {
  guint64 a, b;
} ApSolverKey;

void ap_solver_key (const ApPosition *pos, ApSolverKey *key);

/* TRUE when moving the exposed card of `move.src` to the foundation
 * `move.dst` is a proved-safe automatic move: ap_move_is_safe() of the
 * engine (ap-safe-move.c), which also covers the search's own moves
 * (ap-solver-safe.c). The move must be legal. */
gboolean ap_solver_move_is_safe (const ApPosition *pos, ApMove move);

G_END_DECLS
