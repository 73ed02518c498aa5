/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * libFuzzer target for the rules option parser, ap_rules_parse(), which
 * reads a position's rules: line and the CLI's --rules.
 *
 * The first byte picks the game (modulo the number of games), the rest is
 * the text. Besides crashes and sanitizer reports, it aborts when the parser
 * breaks its promises: a refusal has a message, of one line when the text
 * is one line, and accepted rules
 * survive a round trip (they format, the text reads back to equal rules
 * that format the same way and have the same statistics key).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ap-rules.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static void
fail (const char *what, const char *detail)
{
  fprintf (stderr, "fuzz-rules: %s\n%s\n", what, detail ? detail : "");
  abort ();
}

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  ApGame game;
  ApRules rules, again;
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *written = NULL;
  g_autoptr (GError) error_again = NULL;
  g_autofree char *written_again = NULL;
  g_autofree char *key = NULL;
  g_autofree char *key_again = NULL;

  if (size == 0)
    return 0;
  game = (ApGame) (data[0] % AP_N_GAMES);
  text = g_strndup ((const char *) data + 1, size - 1);

  if (!ap_rules_parse (game, text, &rules, &error))
    {
      if (error == NULL || error->domain != AP_READ_ERROR || error->message[0] == '\0')
        fail ("a refusal without a message", text);
      /* The message may quote the text; a text of one line (as a rules:
       * line always is) must give a message of one line. */
      if (strchr (text, '\n') == NULL && strchr (error->message, '\n') != NULL)
        fail ("a refusal of more than one line", error->message);
      return 0;
    }
  if (error != NULL)
    fail ("an acceptance with a message", error->message);
  if (rules.game != game)
    fail ("the rules are of another game", text);

  written = ap_rules_format (&rules);
  if (!ap_rules_parse (game, written, &again, &error_again))
    fail ("written rules do not read back", error_again->message);
  if (!ap_rules_equal (&rules, &again))
    fail ("written rules read back different", written);
  written_again = ap_rules_format (&again);
  if (strcmp (written, written_again) != 0)
    fail ("rules are written two ways", written_again);
  key = ap_rules_key (&rules);
  key_again = ap_rules_key (&again);
  if (strcmp (key, key_again) != 0)
    fail ("equal rules have two statistics keys", key_again);
  return 0;
}
