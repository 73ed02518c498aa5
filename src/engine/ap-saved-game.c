/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "ap-lines.h"
#include "ap-saved-game.h"

/* No real game comes near this: even a game of a million moves is about
 * 14 MB. Refusing larger files keeps a damaged file from eating memory. */
#define MAX_SAVED_GAME_SIZE (64 * 1024 * 1024)
/* The clock stops mattering long before this (about 31 years). */
#define MAX_ELAPSED 1000000000u
#define MAX_DEAL 2147483647u

ApSavedGame *
ap_saved_game_new (void)
{
  ApSavedGame *self = g_new0 (ApSavedGame, 1);
  ApRules rules;

  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_position_init_empty (&self->start, &rules);
  self->counted = AP_COUNTED_NONE;
  self->moves = g_array_new (FALSE, FALSE, sizeof (ApMove));
  self->redo = g_array_new (FALSE, FALSE, sizeof (ApMove));
  return self;
}

void
ap_saved_game_free (ApSavedGame *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->moves);
  g_array_unref (self->redo);
  g_free (self);
}

ApSavedGame *
ap_saved_game_new_from_model (ApGameModel *model, guint elapsed, ApCounted counted)
{
  ApSavedGame *self;
  guint n;

  g_return_val_if_fail (AP_IS_GAME_MODEL (model), NULL);
  self = ap_saved_game_new ();
  self->deal = ap_game_model_get_deal_number (model);
  self->elapsed = elapsed;
  self->counted = counted;
  self->start = *ap_game_model_get_start (model);
  n = ap_game_model_get_n_history (model);
  for (guint i = 0; i < n; i++)
    {
      ApMove move = ap_game_model_get_history_move (model, i);
      g_array_append_val (self->moves, move);
    }
  n = ap_game_model_get_n_redo (model);
  for (guint i = 0; i < n; i++)
    {
      ApMove move = ap_game_model_get_redo_move (model, i);
      g_array_append_val (self->redo, move);
    }
  return self;
}

static void
append_moves (GString *out, const char *key, GArray *moves)
{
  for (guint i = 0; i < moves->len; i++)
    {
      char text[8];

      ap_move_format (g_array_index (moves, ApMove, i), text);
      g_string_append_printf (out, "%s: %s\n", key, text);
    }
}

char *
ap_saved_game_format (const ApSavedGame *self)
{
  GString *out = g_string_new (NULL);
  g_autofree char *position = ap_position_format (&self->start);

  g_string_append_printf (out, "deal: %u\n", self->deal);
  g_string_append_printf (out, "elapsed: %u\n", self->elapsed);
  g_string_append_printf (out, "counted: %s\n", ap_counted_id (self->counted));
  g_string_append_printf (out, "history: %u %u\n", self->moves->len, self->redo->len);
  g_string_append (out, position);
  append_moves (out, "move", self->moves);
  append_moves (out, "redo", self->redo);
  return g_string_free (out, FALSE);
}

/* The reader's state. Lines are numbered from 1 in messages. */
typedef struct {
  GError **error;
  guint deal_line, elapsed_line, counted_line, history_line;
  guint n_history_moves, n_history_redo;
  GArray *move_lines; /* guint, the line of each move */
  GArray *redo_lines;
} Reader;

/* Refuses what cannot be text, before any line is read for its meaning;
 * sets *n_lines to the number of lines. */
static gboolean
check_text (Reader *r, const char *text, gsize len, guint *n_lines)
{
  guint nul = ap_lines_find_nul (text, len);
  ApLines lines;
  const char *line;
  gsize line_len;

  if (nul != 0)
    return ap_read_fail (r->error, AP_READ_ERROR_NOT_TEXT, nul,
                         _ ("the file contains a NUL byte: it is not text"));
  ap_lines_init (&lines, text, len);
  while (ap_lines_next (&lines, &line, &line_len))
    if (!g_utf8_validate_len (line, line_len, NULL))
      return ap_read_fail (r->error, AP_READ_ERROR_NOT_TEXT, lines.number,
                           _ ("not valid UTF-8 text"));
  *n_lines = lines.number;
  return TRUE;
}

/* Splits "key: value" with the spaces around both trimmed, in place. FALSE
 * for a line without a colon. Blank and comment lines give key "". */
static gboolean
split_line (char *line, char **key, char **value)
{
  char *colon;

  g_strstrip (line);
  if (line[0] == '\0' || line[0] == '#')
    {
      *key = *value = line + strlen (line);
      return TRUE;
    }
  colon = strchr (line, ':');
  if (colon == NULL)
    return FALSE;
  *colon = '\0';
  *key = g_strchomp (line);
  *value = g_strstrip (colon + 1);
  return TRUE;
}

/* split_line() on a copy of one line of the text (g_free the copy), with
 * the message for a line without a colon. */
static char *
read_key_value (Reader *r, guint number, const char *line, gsize line_len, char **key, char **value)
{
  g_autofree char *copy = g_strndup (line, line_len);

  if (!split_line (copy, key, value))
    {
      g_autofree char *shown = g_strescape (copy, NULL);
      ap_read_fail (r->error, AP_READ_ERROR_INVALID, number,
                    _ ("“%s” is not of the form NAME: value"), shown);
      return NULL;
    }
  return g_steal_pointer (&copy);
}

/* Whether a line starts the moves, which end the position. */
static gboolean
is_move_line (const char *line, gsize line_len)
{
  g_autofree char *copy = g_strndup (line, line_len);
  char *key, *value;

  return split_line (copy, &key, &value) &&
         (strcmp (key, "move") == 0 || strcmp (key, "redo") == 0);
}

static gboolean
parse_number (const char *value, guint max, guint *out)
{
  guint64 n = 0;

  if (value[0] == '\0' || strlen (value) > 10)
    return FALSE;
  for (const char *p = value; *p; p++)
    {
      if (!g_ascii_isdigit (*p))
        return FALSE;
      n = n * 10 + (guint) (*p - '0');
    }
  if (n > max)
    return FALSE;
  *out = (guint) n;
  return TRUE;
}

static gboolean
read_header_line (Reader *r, ApSavedGame *saved, guint line, const char *key, const char *value)
{
  if (strcmp (key, "deal") == 0)
    {
      guint deal;

      if (r->deal_line)
        return ap_read_fail (r->error, AP_READ_ERROR_INVALID, line, _ ("“%s:” is given twice"),
                             key);
      if (!parse_number (value, MAX_DEAL, &deal))
        return ap_read_fail (r->error, AP_READ_ERROR_INVALID, line,
                             _ ("the deal must be a number from 0 to %u"), MAX_DEAL);
      saved->deal = deal;
      r->deal_line = line;
    }
  else if (strcmp (key, "elapsed") == 0)
    {
      if (r->elapsed_line)
        return ap_read_fail (r->error, AP_READ_ERROR_INVALID, line, _ ("“%s:” is given twice"),
                             key);
      if (!parse_number (value, MAX_ELAPSED, &saved->elapsed))
        return ap_read_fail (r->error, AP_READ_ERROR_INVALID, line,
                             _ ("the elapsed time must be a number of seconds"));
      r->elapsed_line = line;
    }
  else if (strcmp (key, "counted") == 0)
    {
      int counted = ap_counted_from_id (value);

      if (r->counted_line)
        return ap_read_fail (r->error, AP_READ_ERROR_INVALID, line, _ ("“%s:” is given twice"),
                             key);
      if (counted < 0)
        return ap_read_fail (r->error, AP_READ_ERROR_INVALID, line,
                             _ ("“counted:” must be none, played, won, helped or helped-won"));
      saved->counted = counted;
      r->counted_line = line;
    }
  else if (strcmp (key, "history") == 0)
    {
      g_auto (GStrv) words = g_strsplit_set (value, " \t", -1);
      guint numbers[2], n = 0;

      if (r->history_line)
        return ap_read_fail (r->error, AP_READ_ERROR_INVALID, line, _ ("“%s:” is given twice"),
                             key);
      for (guint i = 0; words[i] != NULL; i++)
        {
          if (words[i][0] == '\0')
            continue;
          if (n == 2 || !parse_number (words[i], G_MAXINT32, &numbers[n]))
            return ap_read_fail (r->error, AP_READ_ERROR_INVALID, line,
                                 _ ("“history:” must give two numbers, the moves and the redo "
                                    "moves"));
          n++;
        }
      if (n != 2)
        return ap_read_fail (r->error, AP_READ_ERROR_INVALID, line,
                             _ ("“history:” must give two numbers, the moves and the redo "
                                "moves"));
      r->n_history_moves = numbers[0];
      r->n_history_redo = numbers[1];
      r->history_line = line;
    }
  else
    {
      g_autofree char *shown = g_strescape (key, NULL);
      return ap_read_fail (r->error, AP_READ_ERROR_INVALID, line,
                           _ ("unknown line “%s” (is the file from a newer version?)"), shown);
    }
  return TRUE;
}

static gboolean
read_move_line (Reader *r, ApSavedGame *saved, guint line, const char *key, const char *value)
{
  g_auto (GStrv) words = g_strsplit_set (value, " \t", -1);
  g_autofree char *notation = NULL;
  g_autoptr (GPtrArray) kept = g_ptr_array_new ();
  gboolean redo = strcmp (key, "redo") == 0;
  ApMove move;

  if (!redo && strcmp (key, "move") != 0)
    {
      g_autofree char *shown = g_strescape (key, NULL);
      return ap_read_fail (r->error, AP_READ_ERROR_INVALID, line,
                           _ ("unknown line “%s” among the moves"), shown);
    }
  if (!redo && saved->redo->len > 0)
    return ap_read_fail (r->error, AP_READ_ERROR_INVALID, line,
                         _ ("a “move:” line after the “redo:” lines"));

  /* Lenient about spacing, as the position reader is. */
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_ptr_array_add (kept, words[i]);
  g_ptr_array_add (kept, NULL);
  notation = g_strjoinv (" ", (char **) kept->pdata);
  if (!ap_move_parse (notation, &move))
    {
      g_autofree char *shown = g_strescape (notation, NULL);
      return ap_read_fail (r->error, AP_READ_ERROR_INVALID, line, _ ("“%s” is not a move"), shown);
    }
  g_array_append_val (redo ? saved->redo : saved->moves, move);
  g_array_append_val (redo ? r->redo_lines : r->move_lines, line);
  return TRUE;
}

/* Plays the moves and then the redo moves from the start: a redo stack is
 * only sound when its moves replay after the history. */
static gboolean
check_replay (Reader *r, const ApSavedGame *saved)
{
  g_autofree ApPosition *pos = g_memdup2 (&saved->start, sizeof saved->start);

  for (guint i = 0; i < saved->moves->len + saved->redo->len; i++)
    {
      gboolean redo = i >= saved->moves->len;
      guint k = redo ? i - saved->moves->len : i;
      ApMove move = g_array_index (redo ? saved->redo : saved->moves, ApMove, k);
      guint line = g_array_index (redo ? r->redo_lines : r->move_lines, guint, k);
      ApVerdict verdict = ap_position_check_move (pos, move);

      if (verdict != AP_VERDICT_OK)
        {
          char text[8];

          ap_move_format (move, text);
          return ap_read_fail (r->error, AP_READ_ERROR_REPLAY, line,
                               _ ("the move “%s” cannot be played here: %s"), text,
                               _ (ap_verdict_message (verdict)));
        }
      ap_position_apply (pos, move, NULL);
    }
  return TRUE;
}

ApSavedGame *
ap_saved_game_parse (const char *text, gsize len, GError **error)
{
  g_autoptr (ApSavedGame) saved = ap_saved_game_new ();
  g_autoptr (GArray) move_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) redo_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  Reader r = { .error = error, .move_lines = move_lines, .redo_lines = redo_lines };
  ApLines lines;
  const char *line, *position = NULL;
  gsize line_len;
  guint n_lines = 0, game_line = 0, n_content = 0;

  g_return_val_if_fail (text != NULL || len == 0, NULL);
  if (len > MAX_SAVED_GAME_SIZE)
    {
      ap_read_fail (error, AP_READ_ERROR_NOT_TEXT, 1,
                    _ ("the file is too large to be a saved game"));
      return NULL;
    }
  if (!check_text (&r, text, len, &n_lines))
    return NULL;
  ap_lines_init (&lines, text, len);

  /* The header, up to the game: line. */
  while (position == NULL && ap_lines_next (&lines, &line, &line_len))
    {
      char *key, *value;
      g_autofree char *copy = read_key_value (&r, lines.number, line, line_len, &key, &value);

      if (copy == NULL)
        return NULL;
      if (key[0] == '\0' && value[0] == '\0')
        continue;
      n_content++;
      if (strcmp (key, "game") == 0)
        {
          position = line;
          game_line = lines.number;
        }
      else if (!read_header_line (&r, saved, lines.number, key, value))
        return NULL;
    }
  if (position == NULL)
    {
      if (n_content == 0)
        ap_read_fail (error, AP_READ_ERROR_INVALID, MAX (n_lines, 1), _ ("the file is empty"));
      else
        ap_read_fail (error, AP_READ_ERROR_INVALID, n_lines,
                      _ ("the file ends before the position (“game:” is missing)"));
      return NULL;
    }

  /* The position, up to the first move: or redo: line, which is read
   * again below. */
  for (;;)
    {
      ApLines before = lines;

      if (!ap_lines_next (&lines, &line, &line_len))
        break;
      if (is_move_line (line, line_len))
        {
          lines = before;
          break;
        }
    }
  if (!ap_position_parse_part (position, (gsize) (text + lines.next - position), game_line - 1,
                               &saved->start, error))
    return NULL;

  /* The moves and the redo stack. */
  while (ap_lines_next (&lines, &line, &line_len))
    {
      char *key, *value;
      g_autofree char *copy = read_key_value (&r, lines.number, line, line_len, &key, &value);

      if (copy == NULL)
        return NULL;
      if (key[0] == '\0' && value[0] == '\0')
        continue;
      if (!read_move_line (&r, saved, lines.number, key, value))
        return NULL;
    }

  if (r.history_line &&
      (saved->moves->len != r.n_history_moves || saved->redo->len != r.n_history_redo))
    {
      ap_read_fail (error, AP_READ_ERROR_INVALID, MAX (n_lines, 1),
                    _ ("the file is incomplete: line %u announces %u moves and %u redo moves, "
                       "but there are %u and %u"),
                    r.history_line, r.n_history_moves, r.n_history_redo, saved->moves->len,
                    saved->redo->len);
      return NULL;
    }

  if (saved->deal != 0)
    {
      g_autofree ApPosition *dealt = g_new (ApPosition, 1);

      ap_position_deal (dealt, &saved->start.rules, saved->deal);
      if (!ap_position_equal (dealt, &saved->start))
        {
          ap_read_fail (error, AP_READ_ERROR_INVALID, r.deal_line,
                        _ ("the position is not the start of deal %u"), saved->deal);
          return NULL;
        }
    }

  if (!check_replay (&r, saved))
    return NULL;
  return g_steal_pointer (&saved);
}

gboolean
ap_saved_game_restore (const ApSavedGame *self, ApGameModel *model, GError **error)
{
  guint failed = 0;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (AP_IS_GAME_MODEL (model), FALSE);

  ap_game_model_set_position (model, &self->start, self->deal);
  if (!ap_game_model_replay (model, (const ApMove *) (gpointer) self->moves->data, self->moves->len,
                             (const ApMove *) (gpointer) self->redo->data, self->redo->len,
                             &failed))
    {
      char text[8];
      gboolean redo = failed >= self->moves->len;
      ApMove move = g_array_index (redo ? self->redo : self->moves, ApMove,
                                   redo ? failed - self->moves->len : failed);

      ap_move_format (move, text);
      return ap_read_fail (error, AP_READ_ERROR_REPLAY, 0,
                           redo ? _ ("redo move %u (“%s”) does not replay")
                                : _ ("move %u (“%s”) does not replay"),
                           (redo ? failed - self->moves->len : failed) + 1, text);
    }
  return TRUE;
}
