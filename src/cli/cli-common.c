/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <glib/gi18n.h>

#include "ap-deal-number.h"
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
  g_autoptr (GError) error = NULL;
  guint8 buffer[65536];

  for (;;)
    {
      ssize_t n = read (STDIN_FILENO, buffer, sizeof buffer);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          cli_usage_error (_ ("cannot read the position from standard input: %s"),
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
          cli_usage_error (_ ("line %u: the input is larger than %d MiB: not a position"), line,
                           CLI_MAX_INPUT / (1024 * 1024));
          return FALSE;
        }
      g_byte_array_append (input, buffer, n);
    }
  if (!ap_position_parse ((const char *) input->data, input->len, pos, &error))
    {
      cli_usage_error ("%s", error->message);
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
      g_autofree char *ids = ap_game_ids ();

      /* TRANSLATORS: the second %s is the list of the games' ids, which
       * stay as they are. */
      cli_usage_error (_ ("unknown game “%s” (%s)"), id, ids);
      return FALSE;
    }
  *game = g;
  return TRUE;
}

int
cli_no_game_error (const char *command)
{
  g_autofree char *ids = ap_game_ids ();

  /* TRANSLATORS: the first %s is a command (deal, survey), the second the
   * list of the games' ids; both stay as they are. */
  return cli_usage_error (_ ("%s: which game? (%s)"), command, ids);
}

gboolean
cli_parse_rules (ApGame game, const char *text, ApRules *rules)
{
  g_autoptr (GError) error = NULL;

  if (!ap_rules_parse (game, text, rules, &error))
    {
      cli_usage_error (_ ("--rules: %s"), error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
cli_parse_number (const char *text, guint64 min, guint64 max, guint64 *out)
{
  guint64 value = 0;

  if (text == NULL || *text == '\0')
    return FALSE;
  /* Leading zeros do not change a number, however many there are; only
   * the digits after them count towards the cap that keeps the value from
   * overflowing (twelve digits are far above any max). */
  while (text[0] == '0' && text[1] != '\0')
    text++;
  if (strlen (text) > 12)
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

/* The option of `options` that `arg` names, "--name" or "--name=VALUE";
 * NULL for any other argument. */
static CliOption *
find_option (const char *arg, CliOption *options, guint n_options)
{
  for (guint k = 0; k < n_options; k++)
    {
      gsize len = strlen (options[k].name);

      if (strncmp (arg, options[k].name, len) == 0 && (arg[len] == '\0' || arg[len] == '='))
        return &options[k];
    }
  return NULL;
}

gboolean
cli_parse_options (int argc, char **argv, CliOption *options, guint n_options, const char **operand)
{
  for (int i = 1; i < argc; i++)
    {
      CliOption *option = find_option (argv[i], options, n_options);

      if (option != NULL)
        {
          const char *equals = strchr (argv[i], '=');

          /* Which of two values was meant is anyone's guess (a script's
           * default and the user's, a typo): say so rather than pick. */
          if (option->value != NULL)
            {
              cli_usage_error (_ ("%s: %s is given twice"), argv[0], option->name);
              return FALSE;
            }
          if (equals != NULL)
            option->value = equals + 1;
          else if (i + 1 < argc)
            option->value = argv[++i];
          else
            {
              cli_usage_error (_ ("%s needs a value"), argv[i]);
              return FALSE;
            }
        }
      else if (argv[i][0] == '-')
        {
          cli_usage_error (_ ("%s: unknown option “%s”"), argv[0], argv[i]);
          return FALSE;
        }
      else if (operand == NULL || *operand != NULL)
        {
          cli_usage_error (_ ("%s: unexpected argument “%s”"), argv[0], argv[i]);
          return FALSE;
        }
      else
        *operand = argv[i];
    }
  return TRUE;
}

/* "A-B": two deal numbers (ap_deal_number_parse()), A no higher than B. */
gboolean
cli_parse_deal_range (const char *text, guint64 *first, guint64 *last)
{
  const char *dash = strchr (text, '-');
  g_autofree char *head = NULL;
  guint32 a, b;

  if (dash == NULL)
    return FALSE;
  head = g_strndup (text, dash - text);
  if (!ap_deal_number_parse (head, &a) || !ap_deal_number_parse (dash + 1, &b) || a > b)
    return FALSE;
  *first = a;
  *last = b;
  return TRUE;
}
