/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * libFuzzer target for the saved-game reader, ap_saved_game_parse(), and
 * the replay of its moves into a game, ap_saved_game_restore().
 *
 * Besides crashes and sanitizer reports, it aborts when the reader breaks
 * its promises: a refusal is one line that starts with "line N: "; an
 * accepted game restores into a model (every move and redo move replays,
 * as the reader promised), the model saves to the same text as the file
 * read, and that text reads back to the same game.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ap-saved-game.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static void
fail (const char *what, const char *detail)
{
  fprintf (stderr, "fuzz-saved-game: %s\n%s\n", what, detail ? detail : "");
  abort ();
}

static void
check_refusal (const GError *error)
{
  if (error == NULL)
    fail ("a refusal without a message", NULL);
  if (strncmp (error->message, "line ", 5) != 0 || !g_ascii_isdigit (error->message[5]))
    fail ("a refusal that does not start with \"line N: \"", error->message);
  if (strchr (error->message, '\n') != NULL)
    fail ("a refusal of more than one line", error->message);
}

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) error_again = NULL;
  g_autoptr (ApSavedGame) saved = NULL;
  g_autoptr (ApSavedGame) from_model = NULL;
  g_autoptr (ApSavedGame) again = NULL;
  g_autoptr (ApGameModel) model = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_model = NULL;
  g_autofree char *text_again = NULL;

  saved = ap_saved_game_parse ((const char *) data, size, &error);
  if (saved == NULL)
    {
      check_refusal (error);
      return 0;
    }

  model = ap_game_model_new ();
  if (!ap_saved_game_restore (saved, model, &error))
    fail ("an accepted game does not replay", error->message);

  text = ap_saved_game_format (saved);
  from_model = ap_saved_game_new_from_model (model, saved->elapsed, saved->counted);
  text_model = ap_saved_game_format (from_model);
  if (strcmp (text, text_model) != 0)
    fail ("the restored game saves differently", text_model);

  again = ap_saved_game_parse (text, strlen (text), &error_again);
  if (again == NULL)
    fail ("a written game does not read back", error_again->message);
  text_again = ap_saved_game_format (again);
  if (strcmp (text, text_again) != 0)
    fail ("a game is written two ways", text_again);
  return 0;
}
