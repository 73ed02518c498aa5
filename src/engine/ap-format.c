/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "ap-lines.h"
#include "ap-pile-ops.h"
#include "ap-position.h"
#include "ap-read-error.h"

/* The position text format of docs/formats.md, section 3. The reader is strict
 * about content (every card twice, legal foundations, only the game's
 * piles) and lenient about layout: CR LF line ends, tabs or several spaces
 * between cards, and spaces around the colon are accepted. */

#define MAX_LINE_REPORT 24

typedef struct {
  ApPosition *pos;
  guint8 copies[AP_N_CARDS];
  guint pile_line[AP_N_PILES]; /* 0 when the pile was not given */
  guint game_line, rules_line, redeals_line, last_line;
  guint redeals;
  GError *error; /* the first refusal */
} Reader;

/* A short, printable excerpt of user input for messages. */
static char *
excerpt (const char *text, gsize len)
{
  GString *s = g_string_new (NULL);

  for (gsize i = 0; i < len && s->len < MAX_LINE_REPORT; i++)
    {
      guchar c = text[i];
      if (c >= 0x20 && c < 0x7f)
        g_string_append_c (s, c);
      else
        g_string_append_printf (s, "\\x%02x", c);
    }
  if (len > MAX_LINE_REPORT)
    g_string_append (s, "…");
  return g_string_free (s, FALSE);
}

static void
trim (const char **text, gsize *len)
{
  while (*len > 0 && g_ascii_isspace ((*text)[0]))
    (*text)++, (*len)--;
  while (*len > 0 && g_ascii_isspace ((*text)[*len - 1]))
    (*len)--;
}

static gboolean
read_cards (Reader *r, guint line, int pile, const char *text, gsize len)
{
  gsize i = 0;

  while (i < len)
    {
      gsize start;
      ApCard card;
      char name[3];

      while (i < len && g_ascii_isspace (text[i]))
        i++;
      if (i == len)
        break;
      start = i;
      while (i < len && !g_ascii_isspace (text[i]))
        i++;
      if (!ap_card_parse (text + start, i - start, &card))
        {
          g_autofree char *bad = excerpt (text + start, i - start);
          return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line,
                               _ ("“%s” is not a card (rank A 2-9 T J Q K, then suit S H D C)"),
                               bad);
        }
      if (++r->copies[card] > 2)
        {
          ap_card_format (card, name);
          return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line, _ ("3 copies of %s"), name);
        }
      ap_pile_push (r->pos, pile, card);
    }
  return TRUE;
}

static gboolean
read_line (Reader *r, guint line, const char *text, gsize len)
{
  const char *colon, *value;
  gsize key_len, value_len;
  int pile;
  g_autofree char *key = NULL;

  trim (&text, &len);
  if (len == 0 || text[0] == '#')
    return TRUE;

  colon = memchr (text, ':', len);
  if (colon == NULL)
    {
      g_autofree char *bad = excerpt (text, len);
      return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line,
                           _ ("“%s” is not of the form NAME: value"), bad);
    }
  key_len = colon - text;
  while (key_len > 0 && g_ascii_isspace (text[key_len - 1]))
    key_len--;
  key = excerpt (text, key_len);
  value = colon + 1;
  value_len = len - (gsize) (colon - text) - 1;
  trim (&value, &value_len);

  if (r->game_line == 0)
    {
      g_autofree char *id = NULL;
      int game;
      ApRules rules;

      if (key_len != 4 || memcmp (text, "game", 4) != 0)
        return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line,
                             _ ("the position must start with a “game:” line"));
      id = g_strndup (value, value_len);
      game = ap_game_from_id (id);
      if (game < 0)
        {
          g_autofree char *bad = excerpt (value, value_len);
          g_autofree char *ids = ap_game_ids ();

          /* TRANSLATORS: the second %s is the list of the games' ids,
           * which stay as they are. */
          return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line, _ ("unknown game “%s” (%s)"),
                               bad, ids);
        }
      ap_rules_default (game, &rules);
      ap_position_init_empty (r->pos, &rules);
      r->game_line = line;
      return TRUE;
    }

  if (key_len == 4 && memcmp (text, "game", 4) == 0)
    return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line, _ ("“game:” is given twice"));

  if (key_len == 5 && memcmp (text, "rules", 5) == 0)
    {
      g_autofree char *opts = g_strndup (value, value_len);
      g_autoptr (GError) error = NULL;
      ApRules rules;

      if (r->rules_line)
        return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line, _ ("“rules:” is given twice"));
      if (strlen (opts) != value_len)
        return ap_read_fail (&r->error, AP_READ_ERROR_NOT_TEXT, line,
                             _ ("the line contains a NUL byte"));
      if (!ap_rules_parse (r->pos->rules.game, opts, &rules, &error))
        return ap_read_fail (&r->error, error->code, line, "%s", error->message);
      r->pos->rules = rules;
      r->rules_line = line;
      return TRUE;
    }

  if (key_len == 7 && memcmp (text, "redeals", 7) == 0)
    {
      guint64 n = 0;

      if (r->redeals_line)
        return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line,
                             _ ("“redeals:” is given twice"));
      for (gsize i = 0; i < value_len; i++)
        if (!g_ascii_isdigit (value[i]) || i > 3)
          return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line,
                               _ ("redeals must be a small whole number"));
      if (value_len == 0)
        return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line,
                             _ ("redeals must be a small whole number"));
      for (gsize i = 0; i < value_len; i++)
        n = n * 10 + (value[i] - '0');
      r->redeals = n;
      r->redeals_line = line;
      return TRUE;
    }

  pile = ap_pile_from_name (text, key_len);
  if (pile < 0)
    return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line, _ ("unknown line “%s”"), key);
  if (!ap_game_has_pile (r->pos->rules.game, pile))
    return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line, _ ("%s has no pile %s"),
                         ap_game_info (r->pos->rules.game)->id, key);
  if (r->pile_line[pile])
    return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line, _ ("pile %s is given twice"), key);
  r->pile_line[pile] = line;
  return read_cards (r, line, pile, value, value_len);
}

/* Checks what can only be checked once every line has been read. */
static gboolean
check_whole (Reader *r)
{
  ApPosition *pos = r->pos;
  const ApGameInfo *info = ap_game_info (pos->rules.game);
  guint end = r->last_line;
  int up_owner[AP_N_SUITS][2];

  if (r->redeals_line)
    {
      if (r->redeals > info->redeals)
        {
          if (info->redeals == 0)
            return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, r->redeals_line,
                                 _ ("%s has no redeals"), info->id);
          return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, r->redeals_line,
                               _ ("redeals must be 0 or %u"), info->redeals);
        }
      pos->redeals = r->redeals;
    }

  for (int s = 0; s < AP_N_SUITS; s++)
    up_owner[s][0] = up_owner[s][1] = -1;

  for (guint i = 0; i < info->n_foundations; i++)
    {
      int pile = AP_PILE_F (i);
      int kind_index = ap_foundation_kind_index (pos->rules.game, pile);
      const ApFoundationKind *kind = &info->kinds[kind_index];
      gboolean down = kind->step < 0;
      /* Algerian's kinds say "up" and "down"; the family's say which
       * sequence they follow. */
      gboolean plain = kind->length == 13 && (kind->step == 1 || kind->step == -1);
      guint line = r->pile_line[pile] ? r->pile_line[pile] : end;
      int base = ap_position_laid_out_base (&pos->rules, i);
      char name[3];

      if (base >= 0 && (pos->len[pile] == 0 || pos->cards[pile][0] != base))
        {
          ap_card_format (base, name);
          if (!info->has_options && !plain)
            return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line,
                                 _ ("%s must start with %s"), ap_pile_name (pile), name);
          return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line,
                               _ ("%s must start with %s (foundation-bases=%s)"),
                               ap_pile_name (pile), name,
                               ap_game_bases_id (pos->rules.game, pos->rules.bases));
        }
      if (pos->len[pile] == 0)
        continue;
      if (ap_card_rank (pos->cards[pile][0]) != kind->base)
        {
          if (plain)
            return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line,
                                 down ? _ ("%s must start with a king")
                                      : _ ("%s must start with an ace"),
                                 ap_pile_name (pile));
          return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line,
                               _ ("%s must start with a %s"), ap_pile_name (pile),
                               _ (ap_rank_name (kind->base)));
        }
      if (pos->len[pile] > kind->length)
        return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line,
                             _ ("%s holds more than %u cards"), ap_pile_name (pile),
                             (guint) kind->length);
      for (guint k = 1; k < pos->len[pile]; k++)
        {
          ApCard below = pos->cards[pile][k - 1], card = pos->cards[pile][k];

          if (ap_card_suit (card) == ap_card_suit (below) &&
              ap_card_rank (card) == ap_foundation_next_rank (kind, ap_card_rank (below)))
            continue;
          if (plain)
            return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line,
                                 down ? _ ("%s must build down in suit from the king")
                                      : _ ("%s must build up in suit from the ace"),
                                 ap_pile_name (pile));
          {
            GString *order = g_string_new (NULL);
            int rank = kind->base;
            g_autofree char *text = NULL;

            for (guint m = 0; m < kind->length; m++)
              {
                char card_name[3];

                ap_card_format (AP_CARD (rank, AP_SPADES), card_name);
                g_string_append_printf (order, m > 0 ? " %c" : "%c", card_name[0]);
                rank = ap_foundation_next_rank (kind, rank);
              }
            text = g_string_free (order, FALSE);
            /* Translators: "F5 must build in suit 2 4 6 8 T Q A 3 5 7 9 J K" */
            return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line,
                                 _ ("%s must build in suit %s"), ap_pile_name (pile), text);
          }
        }
      if (info->suit_unique)
        {
          int suit = ap_card_suit (pos->cards[pile][0]);

          if (up_owner[suit][kind_index] >= 0)
            {
              if (info->kinds[0].step == info->kinds[1].step)
                return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line,
                                     _ ("%s and %s are both foundations of %s of the same kind"),
                                     ap_pile_name (up_owner[suit][kind_index]), ap_pile_name (pile),
                                     ap_suit_name (suit));
              return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, line,
                                   down ? _ ("%s and %s are both down foundations of %s")
                                        : _ ("%s and %s are both up foundations of %s"),
                                   ap_pile_name (up_owner[suit][kind_index]), ap_pile_name (pile),
                                   ap_suit_name (suit));
            }
          up_owner[suit][kind_index] = pile;
        }
    }

  for (int c = 0; c < AP_N_CARDS; c++)
    if (r->copies[c] != 2)
      {
        char name[3];

        ap_card_format (c, name);
        if (r->copies[c] == 0)
          return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, end,
                               _ ("%s is missing (every card must be there twice)"), name);
        return ap_read_fail (&r->error, AP_READ_ERROR_INVALID, end,
                             _ ("only one %s (every card must be there twice)"), name);
      }
  return TRUE;
}

gboolean
ap_position_parse_part (const char *text, gsize len, guint line_offset, ApPosition *pos,
                        GError **error)
{
  Reader r = { .pos = pos };
  ApLines lines;
  const char *line;
  gsize line_len;

  memset (pos, 0, sizeof *pos);
  ap_lines_init (&lines, text, len);
  while (ap_lines_next (&lines, &line, &line_len))
    {
      if (!g_utf8_validate_len (line, line_len, NULL))
        {
          ap_read_fail (&r.error, AP_READ_ERROR_NOT_TEXT, line_offset + lines.number,
                        _ ("not valid UTF-8 text"));
          break;
        }
      if (!read_line (&r, line_offset + lines.number, line, line_len))
        break;
    }
  if (r.error == NULL)
    {
      /* Every line was read: the messages about the whole name the last. */
      r.last_line = line_offset + MAX (lines.number, 1);
      if (r.game_line == 0)
        ap_read_fail (&r.error, AP_READ_ERROR_INVALID, r.last_line,
                      _ ("no position: a “game:” line is missing"));
      else
        check_whole (&r);
    }

  if (r.error != NULL)
    {
      g_propagate_error (error, r.error);
      return FALSE;
    }
  return TRUE;
}

gboolean
ap_position_parse (const char *text, gsize len, ApPosition *pos, GError **error)
{
  guint nul = ap_lines_find_nul (text, len);

  if (nul != 0)
    {
      memset (pos, 0, sizeof *pos);
      return ap_read_fail (error, AP_READ_ERROR_NOT_TEXT, nul, _ ("the text contains a NUL byte"));
    }
  return ap_position_parse_part (text, len, 0, pos, error);
}

static void
append_pile (GString *out, const ApPosition *pos, int pile)
{
  g_string_append (out, ap_pile_name (pile));
  g_string_append_c (out, ':');
  for (guint k = 0; k < pos->len[pile]; k++)
    {
      char name[3];

      ap_card_format (pos->cards[pile][k], name);
      g_string_append_c (out, ' ');
      g_string_append (out, name);
    }
  g_string_append_c (out, '\n');
}

char *
ap_position_format (const ApPosition *pos)
{
  GString *out = g_string_new (NULL);
  g_autofree char *rules = ap_rules_format (&pos->rules);

  g_string_append_printf (out, "game: %s\n", ap_game_info (pos->rules.game)->id);
  if (rules[0] != '\0')
    g_string_append_printf (out, "rules: %s\n", rules);
  else
    g_string_append (out, "rules:\n");
  g_string_append_printf (out, "redeals: %u\n", pos->redeals);
  for (int p = 0; p < AP_N_PILES; p++)
    if (ap_game_has_pile (pos->rules.game, p))
      append_pile (out, pos, p);
  return g_string_free (out, FALSE);
}
