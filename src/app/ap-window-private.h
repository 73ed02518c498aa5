/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ap-game-session.h"
#include "ap-settings.h"
#include "ap-window.h"

G_BEGIN_DECLS

typedef struct _ApWindowSolver ApWindowSolver;

/* The window's state, shared by the files the class is split over:
 * ap-window.c (widgets, model, title) and ap-window-actions.c (actions and
 * dialogs). */
struct _ApWindow {
  AdwApplicationWindow parent_instance;

  /* Template children, and the parts built when first needed. */
  GtkWidget *new_game_button;
  GtkWidget *undo_redo_box;
  GtkWidget *hint_button;
  GtkWidget *action_bar;   /* NULL until the window is first narrow */
  GtkLabel *narrow_status; /* moves and time, in the action bar */
  gboolean narrow;         /* the game's buttons are in the action bar */
  AdwWindowTitle *title;
  ApBoard *board;
  GtkMenuButton *menu_button;
  GMenu *primary_menu; /* the menu button's, given to it when first opened */
  GtkRevealer *banner;
  GtkSpinner *banner_spinner;
  GtkLabel *banner_label;
  GtkButton *banner_button;
  GtkButton *banner_button2;
  GtkOverlay *board_overlay;
  GtkWidget *message_box; /* the message over the board, NULL until the
                             first one */
  GtkLabel *message_label;
  guint message_timeout;  /* takes the message away */
  gboolean hint_on_board; /* the message is about a hint the board shows */
  int message_kind;       /* an ApMessageKind: what the message says */
  GtkWidget *announced;   /* weak: the widget that carries announced words */
  int message_piles[2];   /* the piles it is about, which it keeps off,
                             or -1 */

  ApGameModel *model;

  /* Settings, saved game and statistics (ap-window-session.c). */
  ApSettings *settings;
  ApGameSession *session;

  /* Hint, the watch over the game, Finish and winnable deals
   * (ap-window-solver.c). */
  ApWindowSolver *solver;

  /* The next automatic move to the foundations (ap-window-auto.c). */
  guint auto_move_source;
};

void ap_window_init_actions (ApWindow *self);
/* The game's name, and the deal, moves and time under it. */
void ap_window_update_title (ApWindow *self);
void ap_window_update_actions (ApWindow *self);
void ap_window_show_win_dialog (ApWindow *self);
void ap_window_show_refusal (ApWindow *self, ApVerdict verdict, ApMove move);
void ap_window_init_session (ApWindow *self);
void ap_window_dispose_session (ApWindow *self);

/* The solver in the window (ap-window-solver.c, with ap-window-hint.c,
 * ap-window-watch.c and ap-window-find.c): win.hint (H), the banner under
 * the header bar that says when the deal can no longer be won or is lost
 * and offers Undo, Finish when the rest is trivial, and the search for a
 * winnable deal. */
void ap_window_init_solver (ApWindow *self);
void ap_window_dispose_solver (ApWindow *self);
void ap_window_solver_update_actions (ApWindow *self);
/* With "winnable deals only" on, starts the search for a winnable deal of
 * `rules` from a random number and returns TRUE: the deal comes when one is
 * found. FALSE when the setting is off. */
gboolean ap_window_solver_find_deal (ApWindow *self, const ApRules *rules);
/* What the solver's part of the window is doing, for code that watches it
 * from outside (the GUI tests' build of the game). The strings belong to the
 * window and last until its next change. */
typedef struct {
  const char *hint;      /* "T1 F1 winning", "none", "pending" or NULL */
  const char *hint_text; /* what the last hint message said, or NULL */
  const char *outlook;   /* "unknown", "winnable", "finish", ... */
  guint last_winnable;   /* moves, or G_MAXUINT when none is known */
  gboolean never_winnable;
  gboolean seeking;
  gboolean undo_waiting;
  guint banner_reveals;
  gboolean watching;
  gboolean finding;
  gboolean finishing;
} ApWindowSolverStatus;
void ap_window_solver_get_status (ApWindow *self, ApWindowSolverStatus *status);
/* Waits find_delay_ms before each search for a winnable deal starts, and
 * gives the watch watch_seconds per position (2 s when 0). */
void ap_window_solver_set_timing (ApWindow *self, guint find_delay_ms, double watch_seconds);
/* Finish is playing its line (no automatic move may come in between). */
gboolean ap_window_solver_get_finishing (ApWindow *self);
/* The board is out of sight while the first winnable deal is searched
 * for: the game's actions are off. */
gboolean ap_window_solver_get_hidden (ApWindow *self);
/* The solver has proved that the game can no longer be won. */
gboolean ap_window_solver_get_hopeless (ApWindow *self);
/* Brings the banner up to date, after the "No More Moves" message is
 * answered. */
void ap_window_solver_update_banner (ApWindow *self);

/* Automatic moves to the foundations after the player's moves, when the
 * auto-move setting says so (ap-window-auto.c). */
void ap_window_init_auto_move (ApWindow *self);
void ap_window_dispose_auto_move (ApWindow *self);
void ap_window_play_due_auto_moves (ApWindow *self);

/* The window's one message over the board (ap-window-message.c), placed off
 * the piles it is about, and off the stock and the waste when it can: a new
 * one replaces the last, and the close button (win.close-hint) or a few
 * seconds take it away; a hint's and a refusal's also go with any change
 * of the position, a hint's when its card is put back. */
typedef enum {
  AP_MESSAGE_HINT,
  AP_MESSAGE_REFUSAL, /* why a move was refused */
  AP_MESSAGE_NOTICE   /* about the saved game, or an unchecked deal */
} ApMessageKind;

void ap_window_init_message (ApWindow *self);
void ap_window_dispose_message (ApWindow *self);
/* pile and other_pile: the piles the message is about, or -1. */
void ap_window_show_message (ApWindow *self, ApMessageKind kind, const char *text, int pile,
                             int other_pile);
/* on_board: the message goes with the hint the board shows
 * (ap_board_has_hint()). */
void ap_window_show_hint_message (ApWindow *self, const char *text, gboolean on_board);
/* Brings the solver's banner in or takes it away. Out of sight, it is out
 * of the window's layout as well: nothing measures or places it, nor its
 * words and buttons, in the frames it is not in (the first frame is one). */
void ap_window_reveal_banner (ApWindow *self, gboolean reveal);
/* Says `text` to a screen reader: GTK 4.8 cannot announce, so the widget
 * with the keyboard focus carries the words as its accessible description,
 * which screen readers read out when it changes on the focused widget (and
 * again with the widget's name). The words stay until the focus moves,
 * another announcement or one of NULL. */
void ap_window_announce (ApWindow *self, const char *text);

/* Learning to play (ap-window-learn.c): the Rules window (win.rules, F1),
 * the stock ringed when dealing is all that is left, and the message when no
 * move is left. */
void ap_window_init_learn (ApWindow *self);
/* Shows the "No More Moves" message (once, and only when may_tell: after a
 * move rather than an undo or a new deal) while lost is TRUE, and takes it
 * away when it is not. Called by ap-window-watch.c, which decides. */
void ap_window_set_lost (ApWindow *self, gboolean lost, gboolean may_tell);
/* The "No More Moves" message is up, not answered yet: then it is the one
 * thing the player is told of the loss (the banner waits for its answer). */
gboolean ap_window_get_lost_shown (ApWindow *self);

G_END_DECLS
