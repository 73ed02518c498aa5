/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * The saved game's files on the disk, for ApGameSession (ap-game-session.c),
 * which decides when each is called: the text of the saved game, the
 * damaged copies kept beside it, and the temporary files a killed save
 * leaves behind (docs/saving.md).
 */

/* Larger files are not saved games; reading them would only waste memory. */
#define AP_SAVED_FILE_MAX_SIZE (64 * 1024 * 1024)

/* The text at `path`, if it is a regular file of at most
 * AP_SAVED_FILE_MAX_SIZE bytes; NULL otherwise, without reading anything
 * large. Free with g_free(). */
char *ap_saved_file_read (const char *path, gsize *len);

/* Makes room at `corrupt_path` for a damaged saved game: each earlier copy
 * one number on (.1 to .4), the oldest dropped. */
void ap_saved_file_shift_corrupt (const char *corrupt_path);

/* Removes the temporary files of g_file_set_contents() that a process
 * killed while saving `save_path` left in `data_dir`. */
void ap_saved_file_remove_stale (const char *data_dir, const char *save_path);

G_END_DECLS
