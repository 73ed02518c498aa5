/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ap-move.h"

G_BEGIN_DECLS

/* Exit statuses of docs/formats.md, section 5. */
enum {
  CLI_OK = 0,
  CLI_REFUSED = 1,
  CLI_USAGE = 2
};

/* A command gets its arguments after the command name (argv[0] is the
 * command) and returns an exit status. */
typedef int (*CliCommandFunc) (int argc, char **argv);

/* Prints one line to standard error; always returns CLI_USAGE. */
G_GNUC_PRINTF (1, 2) int cli_usage_error (const char *format, ...);

/* Reads the whole of standard input and parses it as a position. On
 * failure prints the reader's one-line message and returns FALSE. */
gboolean cli_read_position (ApPosition *pos);

/* Parses "--rules" text for a game; prints the message on failure. */
gboolean cli_parse_rules (ApGame game, const char *text, ApRules *rules);

/* Parses a game id; prints the message on failure. */
gboolean cli_parse_game (const char *id, ApGame *game);

/* Says that `command` needs a game, with the list of games; returns
 * CLI_USAGE. */
int cli_no_game_error (const char *command);

/* An option that takes a value: its name ("--rules") and, once the
 * arguments are parsed, its value, or NULL when it was not given. */
typedef struct {
  const char *name;
  const char *value;
} CliOption;

/* Parses a command's arguments (argv[0] is the command): the options of
 * `options`, as "--name VALUE" or "--name=VALUE", each at most once, and,
 * where `operand` is not NULL, at most one other argument (a game) into
 * *operand, which must start NULL. On anything else (an unknown option, a
 * value missing, an option given twice) prints the message and returns
 * FALSE. */
gboolean cli_parse_options (int argc, char **argv, CliOption *options, guint n_options,
                            const char **operand);

/* Parses a whole number in [min, max], decimal digits only, with any
 * number of leading zeros; FALSE on anything else. */
gboolean cli_parse_number (const char *text, guint64 min, guint64 max, guint64 *out);

/* "A-B": two deal numbers (ap_deal_number_parse()), A at most B; FALSE on
 * anything else. */
gboolean cli_parse_deal_range (const char *text, guint64 *first, guint64 *last);

int cli_cmd_deal (int argc, char **argv);
int cli_cmd_moves (int argc, char **argv);
int cli_cmd_apply (int argc, char **argv);

G_END_DECLS
