/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <glib/gi18n.h>

#include "cli-common.h"

/* Positions are a few kilobytes; anything far larger is not one, and
 * reading it all would only let hostile input eat memory. */
#define CLI_MAX_INPUT (16 * 1024 * 1024)

int
cli_usage_error (const char *format, ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  /* One line, whatever the message holds. */
  g_strdelimit (text, "\r\n", ' ');
  fprintf (stderr, "%s\n", text);
  return CLI_USAGE;
}

gboolean
cli_read_position (ApPosition *pos)
{
  g_autoptr (GByteArray) input = g_byte_array_new ();
  g_autofree char *message = NULL;
  guint8 buffer[65536];

  for (;;)
    {
      ssize_t n = read (STDIN_FILENO, buffer, sizeof buffer);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          cli_usage_error (_("cannot read the position from standard input: %s"),
                           g_strerror (errno));
          return FALSE;
        }
      if (n == 0)
        break;
      if (input->len + (gsize) n > CLI_MAX_INPUT)
        {
          guint line = 1;

          for (guint k = 0; k < input->len; k++)
            line += input->data[k] == '\n';
          cli_usage_error (_("line %u: the input is larger than %d MiB: not a position"), line,
                           CLI_MAX_INPUT / (1024 * 1024));
          return FALSE;
        }
      g_byte_array_append (input, buffer, n);
    }
  if (!ap_position_parse ((const char *) input->data, input->len, pos, &message))
    {
      cli_usage_error ("%s", message);
      return FALSE;
    }
  return TRUE;
}

gboolean
cli_parse_game (const char *id, ApGame *game)
{
  int g = ap_game_from_id (id);

  if (g < 0)
    {
      cli_usage_error (_("unknown game “%s” (algerian, carthage, patriarchs, picture-patience)"),
                       id);
      return FALSE;
    }
  *game = g;
  return TRUE;
}

gboolean
cli_parse_rules (ApGame game, const char *text, ApRules *rules)
{
  g_autofree char *message = NULL;

  if (!ap_rules_parse (game, text, rules, &message))
    {
      cli_usage_error (_("--rules: %s"), message);
      return FALSE;
    }
  return TRUE;
}

gboolean
cli_parse_number (const char *text, guint64 min, guint64 max, guint64 *out)
{
  guint64 value = 0;

  if (text == NULL || *text == '\0' || strlen (text) > 12)
    return FALSE;
  for (const char *p = text; *p; p++)
    {
      if (!g_ascii_isdigit (*p))
        return FALSE;
      value = value * 10 + (guint64) (*p - '0');
    }
  if (value < min || value > max)
    return FALSE;
  *out = value;
  return TRUE;
}

const char *
cli_option_value (int argc, char **argv, int *i, const char *name, gboolean *missing)
{
  gsize len = strlen (name);

  *missing = FALSE;
  if (strncmp (argv[*i], name, len) != 0)
    return NULL;
  if (argv[*i][len] == '=')
    return argv[*i] + len + 1;
  if (argv[*i][len] != '\0')
    return NULL;
  if (*i + 1 >= argc)
    {
      *missing = TRUE;
      return NULL;
    }
  return argv[++(*i)];
}
