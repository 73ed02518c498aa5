/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* How every reader of text reports what it refuses: the position reader
 * (ap_position_parse()), the rules options (ap_rules_parse()) and the saved
 * game (ap_saved_game_parse(), ap_saved_game_restore()). The message is one
 * line of words for a person; a reader that reads lines starts it with
 * "line N: ". */

#define AP_READ_ERROR (ap_read_error_quark ())
GQuark ap_read_error_quark (void);

typedef enum {
  AP_READ_ERROR_NOT_TEXT, /* a NUL byte, text that is not UTF-8, a file far too large */
  AP_READ_ERROR_INVALID,  /* a line or a word that the format does not allow */
  AP_READ_ERROR_REPLAY,   /* a saved game whose move cannot be played where it stands */
} ApReadError;

/* Sets *error (when error is not NULL) to the message made from format, with
 * "line N: " before it when line is not 0, and returns FALSE. */
G_GNUC_PRINTF (4, 5)
gboolean ap_read_fail (GError **error, ApReadError code, guint line, const char *format, ...);

G_END_DECLS
