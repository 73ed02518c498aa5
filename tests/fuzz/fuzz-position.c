/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * libFuzzer target for the position reader, ap_position_parse().
 *
 * Besides crashes and sanitizer reports, it aborts when the reader breaks
 * its promises: a refusal is one line that starts with "line N: ", and an
 * accepted position survives a round trip (it formats, the text reads back
 * to an equal position, and that position formats to the same text). The
 * saved game and the CLI depend on that round trip.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ap-position.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static void
fail (const char *what, const char *detail)
{
  fprintf (stderr, "fuzz-position: %s\n%s\n", what, detail ? detail : "");
  abort ();
}

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  /* Positions are a few kilobytes each: static, not on the stack. */
  static ApPosition pos, again;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GError) error_again = NULL;
  g_autofree char *text_again = NULL;

  if (!ap_position_parse ((const char *) data, size, &pos, &error))
    {
      if (error == NULL || error->domain != AP_READ_ERROR)
        fail ("a refusal without a message", NULL);
      if (strncmp (error->message, "line ", 5) != 0 || !g_ascii_isdigit (error->message[5]))
        fail ("a refusal that does not start with \"line N: \"", error->message);
      if (strchr (error->message, '\n') != NULL)
        fail ("a refusal of more than one line", error->message);
      return 0;
    }

  text = ap_position_format (&pos);
  if (!ap_position_parse (text, strlen (text), &again, &error_again))
    fail ("a written position does not read back", error_again->message);
  if (!ap_position_equal (&pos, &again))
    fail ("a written position reads back different", text);
  text_again = ap_position_format (&again);
  if (strcmp (text, text_again) != 0)
    fail ("a position is written two ways", text_again);
  return 0;
}
