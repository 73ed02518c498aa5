/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "ap-deal-number.h"
#include "ap-reason.h"
#include "cli-common.h"

/* The commands that read or make positions: deal, moves, apply, status. */

int
cli_cmd_deal (int argc, char **argv)
{
  enum {
    RULES,
    NUMBER
  };
  CliOption options[] = { [RULES] = { "--rules" }, [NUMBER] = { "--number" } };
  const char *game_id = NULL, *rules_text, *number_text;
  ApGame game;
  ApRules rules;
  ApPosition pos;
  guint32 number;
  g_autofree char *text = NULL;

  if (!cli_parse_options (argc, argv, options, G_N_ELEMENTS (options), &game_id))
    return CLI_USAGE;
  rules_text = options[RULES].value != NULL ? options[RULES].value : "";
  number_text = options[NUMBER].value;
  if (game_id == NULL)
    return cli_no_game_error ("deal");
  if (!cli_parse_game (game_id, &game) || !cli_parse_rules (game, rules_text, &rules))
    return CLI_USAGE;
  if (number_text == NULL)
    return cli_usage_error (_ ("deal: --number N is required"));
  if (!ap_deal_number_parse (number_text, &number))
    return cli_usage_error (_ ("deal: the deal number must be a whole number from 1 to %d, "
                               "not “%s”"),
                            G_MAXINT32, number_text);

  ap_position_deal (&pos, &rules, number);
  text = ap_position_format (&pos);
  fputs (text, stdout);
  return CLI_OK;
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static int
no_arguments (int argc, char **argv)
{
  if (argc > 1)
    return cli_usage_error (_ ("%s: unexpected argument “%s”"), argv[0], argv[1]);
  return CLI_OK;
}

int
cli_cmd_moves (int argc, char **argv)
{
  ApPosition pos;
  ApMove moves[AP_MAX_MOVES];
  char text[AP_MAX_MOVES][8];
  char *sorted[AP_MAX_MOVES];
  guint n;

  if (no_arguments (argc, argv) != CLI_OK)
    return CLI_USAGE;
  if (!cli_read_position (&pos))
    return CLI_USAGE;
  n = ap_position_legal_moves (&pos, moves);
  for (guint i = 0; i < n; i++)
    {
      ap_move_format (moves[i], text[i]);
      sorted[i] = text[i];
    }
  /* Byte order, as formats.md asks; every move is distinct already. */
  qsort (sorted, n, sizeof sorted[0], compare_strings);
  for (guint i = 0; i < n; i++)
    printf ("%s\n", sorted[i]);
  return CLI_OK;
}

int
cli_cmd_apply (int argc, char **argv)
{
  ApPosition pos;
  g_autofree char *text = NULL;

  for (int i = 1; i < argc; i++)
    {
      ApMove move;

      if (!ap_move_parse (argv[i], &move))
        return cli_usage_error (_ ("apply: “%s” is not a move (SRC DST, deal or redeal)"), argv[i]);
    }
  if (!cli_read_position (&pos))
    return CLI_USAGE;
  for (int i = 1; i < argc; i++)
    {
      ApMove move;
      ApVerdict verdict;

      ap_move_parse (argv[i], &move);
      verdict = ap_position_check_move (&pos, move);
      if (verdict != AP_VERDICT_OK)
        {
          g_autofree char *reason = ap_verdict_describe (&pos, move, verdict);

          fprintf (stderr, _ ("illegal move “%s” (move %d): %s\n"), argv[i], i, reason);
          return CLI_REFUSED;
        }
      ap_position_apply (&pos, move, NULL);
    }
  text = ap_position_format (&pos);
  fputs (text, stdout);
  return CLI_OK;
}
