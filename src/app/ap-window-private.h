/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ap-banner.h"
#include "ap-game-session.h"
#include "ap-game-watch.h"
#include "ap-settings.h"
#include "ap-window.h"

G_BEGIN_DECLS

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
  ApBanner *banner_box; /* the banner's words and buttons */
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

  /* The watch over the game: hint, outlook, Finish and winnable deals
   * (ap-window-watch.c, ap-window-hint.c). */
  ApGameWatch *watch;
  gboolean placeholder; /* the model still holds the deal it was made
                           with: the window has given it no game yet */
  gboolean hidden;      /* the board is out of sight meanwhile, while the
                           first winnable deal is searched for */
  ApRules finding_rules;
  guint32 finding_first;
  char *hint;            /* "T1 F1 winning", "none", "pending" or NULL */
  char *hint_text;       /* what the last hint message said */
  gboolean hint_counted; /* a hint for this position is in the
                            statistics */
  char *where_text;      /* what Show Where said last (ap-window-where.c) */
  char *demo_said;       /* Play for Me's last move, as it was said */

  /* Learning to play (ap-window-learn.c). */
  gboolean stuck_told;     /* the "no more moves" message was shown for the
                              position as it is */
  GtkWidget *stuck_dialog; /* weak: that message, while it is up */
  char *refusal;           /* the text of the last refusal */
  ApGame learn_game;       /* the game in play at the last reset */
};

void ap_window_init_actions (ApWindow *self);
/* The game's name, and the deal, moves and time under it. */
void ap_window_update_title (ApWindow *self);
void ap_window_update_actions (ApWindow *self);
void ap_window_show_win_dialog (ApWindow *self);
void ap_window_show_refusal (ApWindow *self, ApVerdict verdict, ApMove move);
void ap_window_init_session (ApWindow *self);
void ap_window_dispose_session (ApWindow *self);

/* The watch over the game in the window (ap-window-watch.c, with
 * ap-window-hint.c): win.hint (H), the banner under the header bar that says
 * when the deal can no longer be won or is lost and offers Undo, Finish when
 * the rest is trivial, and the search for a winnable deal. */
void ap_window_init_watch (ApWindow *self);
void ap_window_dispose_watch (ApWindow *self);
void ap_window_init_hint (ApWindow *self);
void ap_window_dispose_hint (ApWindow *self);
/* Play for Me (ap-window-demo.c): win.play-for-me, its pace, and the
 * player's input that stops it. */
void ap_window_init_demo (ApWindow *self);
void ap_window_dispose_demo (ApWindow *self);
void ap_window_update_watch_actions (ApWindow *self);
/* Show Where (ap-window-where.c): win.show-where, offered by the banner
 * once the deal can no longer be won, and what it shows. */
void ap_window_init_where (ApWindow *self);
void ap_window_dispose_where (ApWindow *self);
/* The window's watch, for code that watches it from outside (the GUI
 * tests' build of the game reads its properties). */
ApGameWatch *ap_window_get_watch (ApWindow *self);
/* With "winnable deals only" on, starts the search for a winnable deal of
 * `rules` from a random number and returns TRUE: the deal comes when one is
 * found. FALSE when the setting is off. */
gboolean ap_window_find_deal (ApWindow *self, const ApRules *rules);

/* Automatic moves to the foundations after the player's moves, when the
 * auto-move setting says so (ap-window-auto.c). */
void ap_window_init_auto_move (ApWindow *self);

/* The window's one message over the board (ap-window-message.c), placed off
 * the piles it is about, and off the stock and the waste when it can: a new
 * one replaces the last, and the close button (win.close-hint) or a few
 * seconds take it away; a hint's and a refusal's also go with any change
 * of the position, a hint's when its card is put back. */
typedef enum {
  AP_MESSAGE_HINT,
  AP_MESSAGE_REFUSAL, /* why a move was refused */
  AP_MESSAGE_NOTICE   /* about the saved game */
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
void ap_window_dispose_learn (ApWindow *self);
/* Shows the "No More Moves" message (once, and only when may_tell: after a
 * move rather than an undo or a new deal) while lost is TRUE, and takes it
 * away when it is not. Called by ap-window-watch.c, as the watch
 * (ApGameWatch) decides. */
void ap_window_set_lost (ApWindow *self, gboolean lost, gboolean may_tell);
/* The "No More Moves" message is up, not answered yet: then it is the one
 * thing the player is told of the loss (the banner waits for its answer). */
gboolean ap_window_get_lost_shown (ApWindow *self);

G_END_DECLS
