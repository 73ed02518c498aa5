/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ap-game-watch.h"

G_BEGIN_DECLS

/*
 * ApBanner: what the watch over the game (ApGameWatch) has to tell, in words
 * with what to do about it: "This deal can no longer be won." with Show
 * Where (back to where it could be won, and the move that lost it) and New
 * Game, a loss, Finish, the search for a winnable deal with Cancel. It
 * binds to the watch's properties; the window puts it in a revealer over
 * the board and shows it while it has something to say.
 *
 * signals
 *   news (const char *text)  new words to show: the window says them to a
 *                            screen reader
 * properties
 *   watch (ApGameWatch)      what it tells of
 *   lost-told (gboolean)     the loss is told by a message of its own ("No
 *                            More Moves"): the banner waits until it is
 *                            answered
 *   wanted (gboolean)        it has something to say (read-only)
 */

#define AP_TYPE_BANNER (ap_banner_get_type ())
G_DECLARE_FINAL_TYPE (ApBanner, ap_banner, AP, BANNER, GtkBox)

void ap_banner_set_watch (ApBanner *self, ApGameWatch *watch);
void ap_banner_set_lost_told (ApBanner *self, gboolean lost_told);
gboolean ap_banner_get_wanted (ApBanner *self);
/* The words it shows, which stay while it slides away. */
const char *ap_banner_get_text (ApBanner *self);
/* Its buttons, for the tests: 0 the main one, 1 the one before it. */
GtkButton *ap_banner_get_button (ApBanner *self, guint i);
/* How often it came into sight, for the tests. */
guint ap_banner_get_reveals (ApBanner *self);

G_END_DECLS
