/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The lines of a text, read where they lie: the readers of positions and
 * saved games take them one at a time, so that what they hold grows with
 * what the lines say, not with how many lines there are (a file of
 * millions of blank lines costs nothing).
 *
 * A line ends at LF, CR LF or the end of the text; a text that ends with a
 * line end has no empty line after it, and an empty text has no lines. A
 * line may hold any byte but LF, NUL included: checking it is the
 * reader's. Copying the struct keeps the place, to go back to it. */
typedef struct {
  const char *text;
  gsize len;
  gsize next;   /* where the next line starts */
  guint number; /* the line last returned, from 1; 0 before the first */
} ApLines;

void ap_lines_init (ApLines *lines, const char *text, gsize len);

/* Sets *line and *line_len to the next line, without its line end, and
 * returns TRUE; FALSE after the last line. */
gboolean ap_lines_next (ApLines *lines, const char **line, gsize *line_len);

/* The number of the first line of the text with a NUL byte, or 0 when
 * there is none: a NUL says the input is not text at all, so the readers
 * ask this before anything else. */
guint ap_lines_find_nul (const char *text, gsize len);

G_END_DECLS
