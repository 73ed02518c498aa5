/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ap-move.h"
#include "ap-read-error.h"
#include "ap-statistics.h"
#include "ap-game-model.h"

G_BEGIN_DECLS

/*
 * The saved game of docs/formats.md (section 4): the game in progress as text.
 *
 *   deal: 12345          the deal number; 0 for a position that is not a deal
 *   elapsed: 187         seconds on the game's clock
 *   counted: played      how far the statistics have counted this game:
 *                        none, played, won, helped or helped-won
 *                        (ApCounted; the last two: Play for Me moved)
 *   history: 2 1         how many move: and redo: lines follow
 *   game: algerian       the STARTING position of the deal, in the
 *   rules: ...           position format, up to the first move: or redo:
 *   ...
 *   move: R3 T5          the moves made, oldest first
 *   move: deal
 *   redo: T2 F1          the redo stack, next redo first
 *
 * `counted:` and `history:` are this program's additions to the header that
 * formats.md fixes: `counted:` keeps a restart of the program from
 * counting a game twice, and `history:` lets the reader tell a file that
 * was cut short at a line end from one that really has fewer moves. The
 * reader accepts files without them (counted: none, no length check), and
 * the header lines may come in any order before `game:`. Comments (#) and
 * blank lines are allowed anywhere.
 *
 * A file is refused, with a message that names the line, when a line is
 * unknown (for instance from a newer version), a value is malformed, the
 * position is not valid, the position is not the start of the deal it
 * names, the file is shorter than its `history:` line says, or a move does
 * not replay from the start.
 */

typedef struct {
  guint32 deal;  /* 0: the start is not a numbered deal */
  guint elapsed; /* seconds */
  ApCounted counted;
  ApPosition start;
  GArray *moves; /* ApMove, oldest first */
  GArray *redo;  /* ApMove, the next redo first */
} ApSavedGame;

/* An empty saved game: deal 0 of default Algerian, no moves. */
ApSavedGame *ap_saved_game_new (void);
void ap_saved_game_free (ApSavedGame *self);

/* The game of a model, with the clock and counting state that the model
 * does not know. */
ApSavedGame *ap_saved_game_new_from_model (ApGameModel *model, guint elapsed, ApCounted counted);

/* The text, every line in the order above, ending in a newline. g_free. */
char *ap_saved_game_format (const ApSavedGame *self);

/* Reads and checks a saved game: on success every move and redo move is
 * known to replay. `text` need not be NUL-terminated. On failure returns
 * NULL and sets error (AP_READ_ERROR, ap-read-error.h: AP_READ_ERROR_REPLAY
 * for a move that cannot be played) to one line starting with "line N: ". */
ApSavedGame *ap_saved_game_parse (const char *text, gsize len, GError **error);

/* Puts the saved game into a model: its start, deal number, moves and redo
 * stack. On failure (a move does not replay) the model is left at the start
 * of the saved deal, FALSE is returned and error is set (AP_READ_ERROR_REPLAY). */
gboolean ap_saved_game_restore (const ApSavedGame *self, ApGameModel *model, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ApSavedGame, ap_saved_game_free)

G_END_DECLS
