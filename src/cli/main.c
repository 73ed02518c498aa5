/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "cli-common.h"
#include "cli-fair.h"
#include "cli-solver.h"

/* The command table. Each command lives in the file named for what it
 * does; add new commands here. */
static const struct {
  const char *name;
  CliCommandFunc func;
  const char *usage;
  const char *summary;
} commands[] = {
  { "deal", cli_cmd_deal, "deal GAME [--rules OPTS] --number N",
    N_ ("write the starting position of deal N") },
  { "moves", cli_cmd_moves, "moves",
    N_ ("list every legal move of the position on standard input") },
  { "apply", cli_cmd_apply, "apply MOVE...",
    N_ ("apply moves to the position and write the result") },
  { "status", cli_cmd_solver_status, "status",
    N_ ("say whether the position is won, lost (proved) or still playing") },
  { "solve", cli_cmd_solve, "solve [--time-limit S] [--node-limit N] [--memory MIB]",
    N_ ("say whether the position can be won, with the moves of a win") },
  { "hint", cli_cmd_hint, "hint [--fair [--seed S] [--node-limit N]]",
    N_ ("write the move the game's Hint would suggest, or the fair player's, or none") },
  { "survey", cli_cmd_survey,
    "survey GAME [--rules OPTS] --deals A-B [--time-limit S] [--node-limit N] [--memory MIB] "
    "[--jobs N]",
    N_ ("solve a range of deals and sum up how many can be won") },
  { "play", cli_cmd_play, "play --fair [--player quick|strong] [--seed S] [--node-limit N]",
    N_ ("play the position to the end without seeing the stock's order") },
  { "odds", cli_cmd_odds,
    "odds GAME [--rules OPTS] --deals A-B [--player quick|strong] [--seed S] "
    "[--node-limit N] [--jobs N] [--resume FILE]",
    N_ ("play a range of deals as a fair player and sum up how many it wins") },
};

static void
print_help (FILE *out)
{
  g_autofree char *ids = ap_game_ids ();

  fprintf (out, "%s\n", _ ("Usage: algerian-patience-cli COMMAND [OPTIONS]"));
  fprintf (out, "\n%s\n\n",
           _ ("The command-line companion of Algerian Patience. Positions are "
              "read from standard input and written to standard output."));
  fprintf (out, "%s\n", _ ("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-42s %s\n", commands[i].usage, _ (commands[i].summary));
  fputc ('\n', out);
  /* TRANSLATORS: %s is the list of the games' ids, which stay as they
   * are. */
  fprintf (out, _ ("Games: %s."), ids);
  fputc ('\n', out);
  fprintf (out, "%s\n",
           _ ("OPTS: the options of a rules: line, e.g. "
              "'foundation-bases=none reserve-size=6'."));
  fprintf (out, "%s\n", _ ("MOVE: “SRC DST” (e.g. “R3 T5”), deal or redeal."));
  fprintf (out, "%s\n",
           _ ("Exit status: 0 success, 1 refused (an illegal move), 2 bad usage "
              "or an unreadable position."));
}

static int
run (int argc, char **argv)
{
  /* Bad usage is one line on stderr (docs/formats.md, section 5), even with no
   * command at all; the full help is one --help away. */
  if (argc < 2)
    return cli_usage_error (_ ("no command given; see algerian-patience-cli --help"));
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 ||
      strcmp (argv[1], "help") == 0)
    {
      print_help (stdout);
      return CLI_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("algerian-patience-cli %s\n", PACKAGE_VERSION);
      return CLI_OK;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      {
        for (int k = 2; k < argc; k++)
          if (strcmp (argv[k], "--help") == 0)
            {
              printf ("%s: algerian-patience-cli %s\n%s\n", _ ("Usage"), commands[i].usage,
                      _ (commands[i].summary));
              return CLI_OK;
            }
        return commands[i].func (argc - 1, argv + 1);
      }
  return cli_usage_error (_ ("unknown command “%s”; see algerian-patience-cli --help"), argv[1]);
}

/* Output waits in stdout's buffer, and a write that fails (a full disk, a
 * closed descriptor) shows only in the stream's error flag: a command has
 * succeeded once all it wrote has reached standard output, not before. */
static int
check_output (int status)
{
  int error = 0;

  if (status != CLI_OK)
    return status;
  if (fflush (stdout) != 0)
    error = errno;
  else if (ferror (stdout))
    error = EIO; /* an earlier write failed; its errno is long gone */
  if (error == 0)
    return CLI_OK;
  return cli_usage_error (_ ("cannot write to standard output: %s"), g_strerror (error));
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  return check_output (run (argc, argv));
}
