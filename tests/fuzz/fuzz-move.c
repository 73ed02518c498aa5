/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * libFuzzer target for the move parser, ap_move_parse(), which reads the
 * move: and redo: lines of the saved game and the CLI's moves.
 *
 * Besides crashes and sanitizer reports, it aborts when an accepted move
 * does not survive a round trip: it formats into its 8 bytes, and the text
 * reads back to an equal move that formats the same way.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ap-move.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static void
fail (const char *what, const char *detail)
{
  fprintf (stderr, "fuzz-move: %s\n%s\n", what, detail ? detail : "");
  abort ();
}

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  /* The parser takes a NUL-terminated string: the input up to its first
   * NUL, as a C caller would pass it. */
  g_autofree char *text = g_strndup ((const char *) data, size);
  char written[8], again_written[8];
  ApMove move, again;

  if (!ap_move_parse (text, &move))
    return 0;

  ap_move_format (move, written);
  if (memchr (written, '\0', sizeof written) == NULL)
    fail ("a move formats without its NUL", text);
  if (!ap_move_parse (written, &again))
    fail ("a written move does not read back", written);
  if (!ap_move_equal (move, again))
    fail ("a written move reads back different", written);
  ap_move_format (again, again_written);
  if (strcmp (written, again_written) != 0)
    fail ("a move is written two ways", again_written);
  return 0;
}
