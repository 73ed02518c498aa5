/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ap-board.h"
#include "ap-game-session.h"
#include "ap-settings.h"
#include "ap-game-model.h"

G_BEGIN_DECLS

#define AP_TYPE_WINDOW (ap_window_get_type ())
G_DECLARE_FINAL_TYPE (ApWindow, ap_window, AP, WINDOW, AdwApplicationWindow)

ApWindow *ap_window_new (AdwApplication *application);

/* Starts deal `number` of game with the rules of the settings; number 0
 * picks a random deal (with "winnable deals only" on, the first winnable
 * deal from a random number, found in the background: the deal comes
 * later). A started game that is left counts as lost. */
void ap_window_start_deal (ApWindow *self, ApGame game, guint32 number);
/* The same, for a request from outside the window (the command line of a
 * running instance): first asks the player, as New Game does, when the
 * game under way would be counted as lost. */
void ap_window_ask_to_start_deal (ApWindow *self, ApGame game, guint32 number);
/* Resumes the saved game, or deals a new random one of the settings' game
 * as ap_window_start_deal() does. */
void ap_window_resume (ApWindow *self);

ApGameModel *ap_window_get_model (ApWindow *self);
ApBoard *ap_window_get_board (ApWindow *self);
ApSettings *ap_window_get_settings (ApWindow *self);
ApGameSession *ap_window_get_session (ApWindow *self);

G_END_DECLS
