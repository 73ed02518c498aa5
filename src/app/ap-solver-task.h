/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ap-game-model.h"
#include "ap-solver.h"
#include "ap-went-wrong.h"

G_BEGIN_DECLS

/*
 * The solver for the game window: each job runs the synchronous ap_solver_*
 * calls on a copy of a position in a GTask worker thread, so the window
 * never waits for a search, and hands the answer back in the main loop.
 *
 * One ApSolverTask runs one job at a time and only ever reports the answer
 * to the latest question: starting a job, cancelling, or any change of the
 * watched model (a move, an undo, a new deal) stops the job in progress
 * (its GCancellable reaches the search through ApSolverLimits.should_stop)
 * and its answer is dropped even if the search had already finished. An
 * answer about the model's position is also dropped when the model no
 * longer shows that position. The watch over the game (ap-game-watch.h)
 * keeps one task per concern (the hint, the watch over the game in play,
 * the search for a winnable deal), so that asking for a hint does not stop
 * the watch.
 *
 * This file uses GIO and the engine only, so that it is tested without a
 * display.
 *
 * signals
 *   answered (gpointer answer)   an ApSolverAnswer, valid during emission
 * properties
 *   model (ApGameModel)            construct-only, may be NULL
 *   busy (gboolean)              a job is running (read-only)
 */

typedef enum {
  AP_SOLVER_JOB_HINT,          /* ap_solver_hint: answer->hint */
  AP_SOLVER_JOB_ASSESS,        /* can the game in play still be won, is it
                                  lost, is the rest trivial: answer->verdict,
                                  answer->lost, answer->finish */
  AP_SOLVER_JOB_FIND_WINNABLE, /* the first winnable deal from a number on:
                                  answer->deal */
  AP_SOLVER_JOB_LAST_WINNABLE, /* the last position of the game's line that
                                  can be won: answer->last_winnable,
                                  answer->never_winnable */
  AP_SOLVER_JOB_WENT_WRONG,    /* the move that lost the deal, judged from
                                  the model's position: answer->went_wrong */
  AP_SOLVER_JOB_FAIR_MOVE      /* the strong fair player's move: answer->fair,
                                  answer->fair_move */
} ApSolverJob;

/* No position (ApSolverAnswer.last_winnable and the like). */
#define AP_SOLVER_TASK_NONE G_MAXUINT

typedef struct {
  ApSolverJob job;
  ApPosition position;  /* the position the job was about (for
                           FIND_WINNABLE: the deal found, if any) */
  gboolean about_model; /* the position was the model's when asked */
  guint model_moves;    /* the model's history length when asked */

  ApHint hint; /* HINT */

  ApSolverVerdict verdict; /* ASSESS; FIND_WINNABLE: WINNABLE when a deal
                              was found */
  ApLostVerdict lost;      /* ASSESS */
  ApMove *finish;          /* ASSESS: the winning line when the rest is
                              trivial (ap_solver_finish), else NULL */
  guint n_finish;
  ApMove *line; /* ASSESS: a winning line found by the search,
                   else NULL (not when `finish` is set) */
  guint n_line;
  guint32 deal;      /* FIND_WINNABLE: the winnable deal, 0 if none */
  guint deals_tried; /* FIND_WINNABLE */

  guint last_winnable;     /* LAST_WINNABLE: the move count of the last
                              position of the line proved winnable, or
                              AP_SOLVER_TASK_NONE */
  gboolean never_winnable; /* LAST_WINNABLE: the line's start is proved
                              unwinnable, and so is every position after */

  ApWentWrong went_wrong; /* WENT_WRONG */
  gboolean fair;          /* FAIR_MOVE: the fair player has a move */
  ApMove fair_move;       /* FAIR_MOVE: that move, when `fair` */

  double seconds; /* wall-clock time the job took */
} ApSolverAnswer;

#define AP_TYPE_SOLVER_TASK (ap_solver_task_get_type ())
G_DECLARE_FINAL_TYPE (ApSolverTask, ap_solver_task, AP, SOLVER_TASK, GObject)

ApSolverTask *ap_solver_task_new (ApGameModel *model);

gboolean ap_solver_task_get_busy (ApSolverTask *self);

/* The hint for the model's position (the engine's hint budget, so the same
 * position always gets the same hint). */
void ap_solver_task_hint (ApSolverTask *self);

/* Assesses the model's position: first whether the rest is trivial
 * (ap_solver_finish()), then a search of at most `time_limit` seconds
 * (<= 0: the engine's default), then, unless a win was found, whether the
 * game is lost. `known_unwinnable` skips the search for a position that is
 * known to follow an unwinnable one. */
void ap_solver_task_assess (ApSolverTask *self, double time_limit, gboolean known_unwinnable);

/* Deals number `first` of `rules`, then the next numbers (after 2^31-1
 * comes 1), and solves each for at most `time_per_deal` seconds, until one
 * is winnable or `max_deals` have been tried. */
void ap_solver_task_find_winnable (ApSolverTask *self, const ApRules *rules, guint32 first,
                                   double time_per_deal, guint max_deals);

/* For a model whose position is known to be unwinnable: goes back along
 * its line (the start and the moves played) to the last position that can
 * be won, searching each position it tries for at most `time_per_position`
 * seconds. `known_winnable` is the move count of a position of the line
 * known to be winnable, or AP_SOLVER_TASK_NONE. */
void ap_solver_task_find_last_winnable (ApSolverTask *self, guint known_winnable,
                                        double time_per_position);

/* For the model's position, the last winnable one of its line, where the
 * player made `lost`: whether the fair player would have made it too, and
 * a move that keeps the deal winnable (ap_went_wrong_judge()), the
 * solver's search for it taking at most `time_limit` seconds (<= 0: the
 * engine's default). */
void ap_solver_task_went_wrong (ApSolverTask *self, ApMove lost, double time_limit);
/* The strong fair player's move for the model's position, from what a
 * player sees of it (ap_fair_strong_move() with its default budget, which
 * counts positions: the same position and seed always get the same
 * move). */
void ap_solver_task_fair_move (ApSolverTask *self, guint64 seed);

/* Stops the job in progress; its answer is never reported. */
void ap_solver_task_cancel (ApSolverTask *self);

/* The memory a job's search may use: the window runs up to three at once. */
#define AP_SOLVER_TASK_MEMORY ((gsize) 64 << 20)

G_END_DECLS
