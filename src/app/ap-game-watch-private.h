/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ap-game-watch.h"
#include "ap-solver-task.h"

G_BEGIN_DECLS

/*
 * ApGameWatch, split over the files that share this header:
 *   ap-game-watch.c          the type, its properties and signals, the
 *                            model's signals, the hint and the search for
 *                            a winnable deal
 *   ap-game-watch-outlook.c  the watch proper: the outlook after every
 *                            change, the last winnable position, the
 *                            winning line, Finish, the Undo back to a
 *                            winnable position and Show Where
 *   ap-game-watch-fair.c     the fair player in the game: the fair hint
 *                            and Play for Me
 */

#include "ap-fair.h"

/* What the properties last said, so that each is notified only when it
 * changes (ap_game_watch_publish()). */
typedef struct {
  ApWatchOutlook outlook;
  gboolean tell_loss;
  gboolean can_go_back;
  guint last_winnable;
  gboolean never_winnable;
  gboolean seeking;
  gboolean undo_waiting;
  gboolean watching;
  gboolean busy;
  gboolean finishing;
  gboolean finding;
  guint deals_tried;
  gboolean asked;
  gboolean telling;
  gboolean started;
  gboolean demonstrating;
} Published;

struct _ApGameWatch {
  GObject parent_instance;

  ApGameModel *model;
  ApSolverTask *hint_task;
  ApSolverTask *watch_task;
  ApSolverTask *deal_task;
  ApSolverTask *where_task; /* Show Where's judgement */
  ApSolverTask *demo_task;  /* Play for Me's next move */
  Published published;
  guint depth; /* of nested changes: notified at the outermost's end */

  /* What may be said: the verdicts at all (a setting), and an answer the
   * player asked for about the position in play. */
  gboolean show_verdicts;
  gboolean asked;
  gboolean touched; /* the player has made a move of the deal, undone
                       since or not */

  /* The watch. */
  gboolean hold;
  guint watch_source;
  double watch_seconds;
  ApWatchOutlook outlook;
  gboolean may_tell;       /* the last change was a move: a loss may be
                              announced with a message */
  guint last_winnable;     /* move count of the last position of the
                              current line known to be winnable, or
                              AP_GAME_WATCH_NONE; positions before it in
                              the line are winnable too */
  guint first_unwinnable;  /* move count of the first position of the
                              line known not to be, or AP_GAME_WATCH_NONE;
                              those after it cannot be won either */
  gboolean never_winnable; /* the deal's start is proved unwinnable */
  gboolean seeking;        /* looking for the last winnable position */
  gboolean undo_waiting;   /* the banner's Undo waits for it */
  gboolean where_wanted;   /* and that Undo is Show Where's */
  gboolean where_proved;   /* the move Show Where judges is proved to
                              have lost the deal */
  ApMove *finish;          /* the rest of a win, for Finish */
  guint n_finish;

  /* Finish being played: its own copy of the line, since the outlook
   * changes under it with every move. */
  gboolean finishing;
  ApMove *playing;
  guint n_playing;
  guint finish_next;
  guint finish_source;
  double pace; /* Finish's step times this (ap_game_watch_set_pace()) */

  /* The watch's winning line, while the game follows it: line[line_next]
   * is a winning move of the position after line_at + line_next moves. */
  ApMove *line;
  guint n_line;
  guint line_at;
  guint line_next;

  /* The search for a winnable deal. */
  gboolean finding;
  ApRules finding_rules;
  guint32 finding_first;
  guint deals_tried; /* from finding_first on, none winnable yet */
  guint find_delay_ms;
  guint find_source; /* starts the search after that delay */

  /* Play for Me. */
  gboolean demonstrating;
  gboolean demo_moving; /* its own move is being made: not a change under it */
  guint demo_source;    /* the pause after its last move */
  gboolean demo_due;    /* the pause is over: the next move goes once known */
  gboolean demo_ready;  /* the next move is known */
  ApMove demo_next;
  ApFairReferee *referee;
};

/* ap-game-watch.c: a change of the watch's state begins with begin() and
 * ends with end(), which notifies the properties that changed once the
 * outermost change is over. */
void ap_game_watch_begin (ApGameWatch *self);
void ap_game_watch_end (ApGameWatch *self);

/* ap-game-watch-outlook.c */
void ap_game_watch_reassess (ApGameWatch *self, ApWatchOutlook known);
void ap_game_watch_moved (ApGameWatch *self, const ApMove *move, gboolean undo);
void ap_game_watch_reset_outlook (ApGameWatch *self);
void ap_game_watch_answered (ApGameWatch *self, const ApSolverAnswer *answer);
void ap_game_watch_clear_line (ApGameWatch *self);
void ap_game_watch_clear_finish (ApGameWatch *self);
/* The next move of the watch's winning line, when the game is on it. */
gboolean ap_game_watch_line_move (ApGameWatch *self, ApMove *move);

/* ap-game-watch-fair.c: Play for Me's task is made and dropped with the
 * others'; a change of the model that is not its own ends it. */
void ap_game_watch_init_demo (ApGameWatch *self);
void ap_game_watch_end_demo (ApGameWatch *self, ApDemoEnd why);

G_END_DECLS
