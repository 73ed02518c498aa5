/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ap-solver-task.h"
#include "ap-window-private.h"

G_BEGIN_DECLS

/*
 * The solver in the window, split over four files that share this header:
 *   ap-window-solver.c  the tasks, the model's signals, the window's calls
 *   ap-window-hint.c    the Hint (win.hint, H): asked, worded and shown
 *   ap-window-watch.c   the watch over the game: the outlook, the banner,
 *                       Finish and the banner's Undo
 *   ap-window-find.c    winnable deals only: the search for a deal
 */

/* No position known to be winnable. */
#define NO_MOVES G_MAXUINT

typedef enum {
  OUTLOOK_UNKNOWN, /* not searched yet, or the budget ran out */
  OUTLOOK_WINNABLE,
  OUTLOOK_FINISH,     /* winnable, and the rest is trivial: Finish */
  OUTLOOK_UNWINNABLE, /* no win is possible any more */
  OUTLOOK_LOST,       /* no card can reach a foundation again (rules.md) */
  OUTLOOK_WON
} Outlook;

struct _ApWindowSolver {
  ApWindow *window; /* owns this struct */
  ApSolverTask *hint_task;
  ApSolverTask *watch_task;
  ApSolverTask *deal_task;

  /* The watch. */
  guint watch_source;
  Outlook outlook;
  gboolean may_tell;       /* the last change was a move: a loss may be
                              announced with a message */
  guint last_winnable;     /* move count of the last position of the
                              current line known to be winnable, or
                              NO_MOVES; positions before it in the line
                              are winnable too */
  guint first_unwinnable;  /* move count of the first position of the
                              line known not to be, or NO_MOVES; those
                              after it cannot be won either */
  gboolean never_winnable; /* the deal's start is proved unwinnable */
  gboolean seeking;        /* the watch looks for the last winnable
                              position (now_unwinnable()) */
  gboolean undo_waiting;   /* the banner's Undo waits for it */
  ApMove *finish;          /* the rest of a win, for Finish */
  guint n_finish;

  /* Finish being played: its own copy of the line, since the outlook
   * changes under it with every move. */
  gboolean finishing;
  ApMove *playing;
  guint n_playing;
  guint finish_next;
  guint finish_source;

  /* The hint, for the tests' state file. */
  char *hint;           /* "T1 F1 winning", "none", "pending" or NULL */
  char *hint_text;      /* what the last hint message said */
  guint banner_reveals; /* how often the banner came, for the tests */
  /* The watch's winning line, while the game follows it: line[line_next]
   * is a winning move of the position after line_at + line_next moves. */
  ApMove *line;
  guint n_line;
  guint line_at;
  guint line_next;
  gboolean hint_counted; /* a hint for this position is in the
                            statistics */

  /* Winnable deals only. */
  gboolean placeholder; /* the model still holds the deal it was made
                           with: the window has given it no game yet */
  gboolean hidden;      /* the board is out of sight meanwhile */
  gboolean finding;
  ApRules finding_rules;
  guint32 finding_first;
  guint find_delay_ms;  /* 0, or ap_window_solver_set_timing() */
  double watch_seconds; /* WATCH_SECONDS, or ap_window_solver_set_timing() */
  guint find_source;    /* starts the search after that delay */
};

/* ap-window-solver.c */
void ap_window_solver_changed (ApWindowSolver *solver);

/* ap-window-hint.c */
void ap_window_solver_hint_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data);
void ap_window_solver_hint_answered_cb (ApSolverTask *task, gpointer data, ApWindowSolver *solver);

/* ap-window-watch.c */
void ap_window_solver_reassess (ApWindowSolver *solver, Outlook known);
void ap_window_solver_watch_answered_cb (ApSolverTask *task, gpointer data, ApWindowSolver *solver);
void ap_window_solver_refresh_banner (ApWindowSolver *solver);
void ap_window_solver_clear_finish (ApWindowSolver *solver);
void ap_window_solver_stop_finishing (ApWindowSolver *solver);
void ap_window_solver_board_changed_cb (ApWindowSolver *solver);
void ap_window_solver_finish_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data);
void ap_window_solver_undo_to_winnable_cb (GSimpleAction *action, GVariant *parameter,
                                           gpointer user_data);
/* The watch's winning line, which the hint follows too. */
void ap_window_solver_clear_line (ApWindowSolver *solver);
gboolean ap_window_solver_line_move (ApWindowSolver *solver, ApMove *move);
void ap_window_solver_follow_line (ApWindowSolver *solver, const ApMove *move, gboolean undo);

/* ap-window-find.c */
void ap_window_solver_stop_finding (ApWindowSolver *solver);
void ap_window_solver_deal_answered_cb (ApSolverTask *task, gpointer data, ApWindowSolver *solver);
void ap_window_solver_cancel_search_cb (GSimpleAction *action, GVariant *parameter,
                                        gpointer user_data);

G_END_DECLS
