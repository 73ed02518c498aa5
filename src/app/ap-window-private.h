/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ap-game-session.h"
#include "ap-settings.h"
#include "ap-window.h"

G_BEGIN_DECLS

/* The window's state, shared by the files the class is split over:
 * ap-window.c (widgets, model, title) and ap-window-actions.c (actions and
 * dialogs). */
struct _ApWindow
{
  AdwApplicationWindow parent_instance;

  /* Template children. */
  AdwWindowTitle *title;
  AdwToastOverlay *toast_overlay;
  ApBoard *board;
  GtkMenuButton *menu_button;

  GameModel *model;

  AdwToast *toast;   /* weak: the last "cannot move there" */

  /* Settings, saved game and statistics (ap-window-session.c). */
  ApSettings *settings;
  ApGameSession *session;
};

void ap_window_init_actions (ApWindow *self);
void ap_window_update_actions (ApWindow *self);
void ap_window_show_win_dialog (ApWindow *self);
void ap_window_show_refusal (ApWindow *self, ApVerdict verdict, ApMove move);
void ap_window_init_session (ApWindow *self);
void ap_window_dispose_session (ApWindow *self);

/* Learning to play (ap-window-learn.c): the Rules window (win.rules, F1),
 * the stock ringed when dealing is all that is left, and the message when no
 * move is left. */
void ap_window_init_learn (ApWindow *self);
/* Lines "stock-hint: 0|1", "no-moves: 0|1", "rules-window: GAME|none" and
 * "refusal: TEXT" for the tests' state file. Free with g_free. */
char *ap_window_learn_state (ApWindow *self);

G_END_DECLS
