/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <glib/gi18n.h>

#include "ap-fair.h"
#include "cli-fair.h"
#include "cli-solver.h"

/* The commands of the fair players (docs/formats.md, section 5): hint
 * --fair, play --fair and odds. They see what a player sees (rules.md,
 * 0.10), never the stock's order. */

/* Jobs of an odds run, as a survey's. */
#define MAX_JOBS 64
/* --node-limit: at least a position per sample; the top only guards
 * against typing errors. */
#define MAX_NODE_LIMIT G_GUINT64_CONSTANT (1000000000000)

typedef struct {
  ApFairPlayer player;
  guint64 seed;
  ApFairLimits limits;
} FairSetup;

/* The options every fair command shares: --player, --seed, --node-limit,
 * in this order at the start of each command's table. */
enum {
  OPT_PLAYER,
  OPT_SEED,
  OPT_NODE_LIMIT,
  N_FAIR_OPTIONS
};
#define FAIR_OPTIONS                                                                               \
  { "--player" }, { "--seed" },                                                                    \
  {                                                                                                \
    "--node-limit"                                                                                 \
  }

/* Reads the shared options into *setup; the player is the strong one
 * unless --player says otherwise. FALSE after a usage error. */
static gboolean
parse_setup (const char *command, const CliOption *options, FairSetup *setup)
{
  const char *player = options[OPT_PLAYER].value;

  setup->player = AP_FAIR_STRONG;
  setup->seed = 0;
  ap_fair_limits_init (&setup->limits);
  if (player != NULL)
    {
      int id = ap_fair_player_from_id (player);

      if (id < 0)
        {
          cli_usage_error (_ ("%s: --player takes quick or strong, not “%s”"), command, player);
          return FALSE;
        }
      setup->player = id;
    }
  if (options[OPT_SEED].value != NULL &&
      !cli_parse_number (options[OPT_SEED].value, 0, G_MAXUINT64, &setup->seed))
    {
      g_autofree char *top = g_strdup_printf ("%" G_GUINT64_FORMAT, G_MAXUINT64);

      cli_usage_error (_ ("%s: --seed takes a whole number from 0 to %s, not “%s”"), command, top,
                       options[OPT_SEED].value);
      return FALSE;
    }
  if (options[OPT_NODE_LIMIT].value != NULL &&
      !cli_parse_number (options[OPT_NODE_LIMIT].value, 1, MAX_NODE_LIMIT,
                         &setup->limits.node_limit))
    {
      g_autofree char *top = g_strdup_printf ("%" G_GUINT64_FORMAT, MAX_NODE_LIMIT);

      cli_usage_error (_ ("%s: --node-limit takes a whole number of positions from 1 to %s, not "
                          "“%s”"),
                       command, top, options[OPT_NODE_LIMIT].value);
      return FALSE;
    }
  return TRUE;
}

/* Parses the arguments of hint --fair and play --fair: the flag --fair,
 * which must be there, then the options. */
static gboolean
parse_fair_command (int argc, char **argv, CliOption *options, guint n_options)
{
  g_autofree char **rest = g_new0 (char *, argc + 1);
  gboolean fair = FALSE;
  int n = 0;

  for (int i = 0; i < argc; i++)
    if (i > 0 && strcmp (argv[i], "--fair") == 0 && !fair)
      fair = TRUE;
    else
      rest[n++] = argv[i];
  if (!fair)
    {
      if (argc <= 1)
        cli_usage_error (_ ("%s: --fair is required"), argv[0]);
      else if (!g_str_has_prefix (argv[1], "--"))
        cli_usage_error (_ ("%s: unexpected argument “%s”"), argv[0], argv[1]);
      else
        cli_usage_error (_ ("%s: options other than --fair need --fair"), argv[0]);
      return FALSE;
    }
  return cli_parse_options (n, rest, options, n_options, NULL);
}

static void
print_move (ApMove move)
{
  char text[8];

  ap_move_format (move, text);
  puts (text);
}

int
cli_cmd_fair_hint (int argc, char **argv)
{
  CliOption options[] = { FAIR_OPTIONS };
  FairSetup setup;
  ApObservation obs;
  ApPosition pos;
  ApMove move;

  /* hint has no --player: its fair hint is the strong player's. */
  if (!parse_fair_command (argc, argv, options + 1, G_N_ELEMENTS (options) - 1) ||
      !parse_setup (argv[0], options, &setup))
    return CLI_USAGE;
  if (!cli_read_position (&pos))
    return CLI_USAGE;
  ap_observation_init (&obs, &pos);
  if (ap_fair_strong_move (&obs, setup.seed, &setup.limits, &move))
    print_move (move);
  else
    puts ("none");
  return CLI_OK;
}

int
cli_cmd_play (int argc, char **argv)
{
  CliOption options[] = { FAIR_OPTIONS };
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (ApMove));
  FairSetup setup;
  ApPosition pos;
  gboolean won;

  if (!parse_fair_command (argc, argv, options, G_N_ELEMENTS (options)) ||
      !parse_setup (argv[0], options, &setup))
    return CLI_USAGE;
  if (!cli_read_position (&pos))
    return CLI_USAGE;
  won = ap_fair_play (&pos, setup.player, setup.seed, &setup.limits, moves);
  for (guint i = 0; i < moves->len; i++)
    print_move (g_array_index (moves, ApMove, i));
  puts (won ? "won" : "lost");
  return CLI_OK;
}

/* odds: workers play deals in any order; the main thread writes them in
 * order, as survey does. Workers keep within ODDS_WINDOW deals of the
 * writer, so memory does not grow with the range. */
#define ODDS_WINDOW 256

typedef struct {
  gboolean done;
  gboolean won;
  guint n_moves;
  double seconds;
} OddsDeal;

typedef struct {
  GMutex lock;
  GCond cond;
  ApRules rules;
  FairSetup setup;
  guint64 first, last;          /* the deals still to play */
  guint64 next;                 /* the next deal for a worker */
  guint64 written;              /* the next deal to write */
  OddsDeal window[ODDS_WINDOW]; /* deal N at N % ODDS_WINDOW */
} Odds;

static double
thread_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static gpointer
odds_worker_cb (gpointer data)
{
  Odds *odds = data;
  guint64 number;

  for (;;)
    {
      g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (ApMove));
      ApPosition pos;
      OddsDeal result = { TRUE };
      double start;

      g_mutex_lock (&odds->lock);
      while (odds->next <= odds->last && odds->next - odds->written >= ODDS_WINDOW)
        g_cond_wait (&odds->cond, &odds->lock);
      number = odds->next++;
      g_mutex_unlock (&odds->lock);
      if (number > odds->last)
        return NULL;

      start = thread_seconds ();
      ap_position_deal (&pos, &odds->rules, (guint32) number);
      result.won =
        ap_fair_play (&pos, odds->setup.player, odds->setup.seed, &odds->setup.limits, moves);
      result.n_moves = moves->len;
      result.seconds = thread_seconds () - start;

      g_mutex_lock (&odds->lock);
      odds->window[number % ODDS_WINDOW] = result;
      g_cond_broadcast (&odds->cond);
      g_mutex_unlock (&odds->lock);
    }
}

/* The lines of an earlier run's output, `path`: the deals from `first` on,
 * in order, each "N won|lost MOVES SECONDS". Copies them to standard
 * output, counts them in won[] (lost, won) and returns the next deal to
 * play, or 0 after a usage error. A last line without its newline was cut
 * short and is played again; the summary line ends the file. */
static guint64
resume (const char *path, guint64 first, guint64 last, guint64 won[2])
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  guint64 next = first;
  guint n_lines;

  if (!g_file_get_contents (path, &text, NULL, &error))
    {
      cli_usage_error (_ ("odds: cannot read --resume file: %s"), error->message);
      return 0;
    }
  lines = g_strsplit (text, "\n", -1);
  n_lines = g_strv_length (lines);
  /* The piece after the last newline: empty, or a line cut short. */
  for (guint i = 0; i + 1 < n_lines; i++)
    {
      guint64 number, n_moves;
      char word[8], seconds[32];
      int end = 0;

      if (g_str_has_prefix (lines[i], "won ") && next > last)
        break;
      if (sscanf (lines[i], "%" G_GUINT64_FORMAT " %7s %" G_GUINT64_FORMAT " %31s%n", &number, word,
                  &n_moves, seconds, &end) != 4 ||
          lines[i][end] != '\0' || number != next || number > last ||
          (strcmp (word, "won") != 0 && strcmp (word, "lost") != 0))
        {
          g_autofree char *deal = g_strdup_printf ("%" G_GUINT64_FORMAT, next);

          cli_usage_error (_ ("odds: line %u of the --resume file is not deal %s of this range"),
                           i + 1, deal);
          return 0;
        }
      won[strcmp (word, "won") == 0]++;
      printf ("%s\n", lines[i]);
      next++;
    }
  return next;
}

int
cli_cmd_odds (int argc, char **argv)
{
  enum {
    RULES = N_FAIR_OPTIONS,
    DEALS,
    JOBS,
    RESUME
  };
  CliOption options[] = {
    FAIR_OPTIONS,          [RULES] = { "--rules" },   [DEALS] = { "--deals" },
    [JOBS] = { "--jobs" }, [RESUME] = { "--resume" },
  };
  const char *game_id = NULL, *deals_text;
  g_autofree Odds *odds = g_new0 (Odds, 1);
  g_autofree GThread **threads = NULL;
  guint64 jobs = 1, won[2] = { 0 }, first, total;
  double low, high;
  ApGame game;

  if (!cli_parse_options (argc, argv, options, G_N_ELEMENTS (options), &game_id) ||
      !parse_setup (argv[0], options, &odds->setup))
    return CLI_USAGE;
  if (options[JOBS].value != NULL && !cli_parse_number (options[JOBS].value, 1, MAX_JOBS, &jobs))
    return cli_usage_error (_ ("odds: --jobs takes a whole number from 1 to %d, not “%s”"),
                            MAX_JOBS, options[JOBS].value);
  if (game_id == NULL)
    return cli_no_game_error ("odds");
  if (!cli_parse_game (game_id, &game) ||
      !cli_parse_rules (game, options[RULES].value != NULL ? options[RULES].value : "",
                        &odds->rules))
    return CLI_USAGE;
  deals_text = options[DEALS].value;
  if (deals_text == NULL)
    return cli_usage_error (_ ("odds: --deals A-B is required"));
  if (!cli_parse_deal_range (deals_text, &first, &odds->last))
    return cli_usage_error (_ ("odds: --deals takes A-B, two deal numbers from 1 to %d with "
                               "A at most B, not “%s”"),
                            G_MAXINT32, deals_text);
  odds->first = first;
  if (options[RESUME].value != NULL &&
      (odds->first = resume (options[RESUME].value, first, odds->last, won)) == 0)
    return CLI_USAGE;

  odds->next = odds->written = odds->first;
  g_mutex_init (&odds->lock);
  g_cond_init (&odds->cond);
  threads = g_new0 (GThread *, jobs);
  for (guint64 j = 0; j < jobs; j++)
    threads[j] = g_thread_new ("odds", odds_worker_cb, odds);
  for (guint64 number = odds->first; number <= odds->last; number++)
    {
      OddsDeal *slot = &odds->window[number % ODDS_WINDOW], deal;

      g_mutex_lock (&odds->lock);
      while (!slot->done)
        g_cond_wait (&odds->cond, &odds->lock);
      deal = *slot;
      slot->done = FALSE;
      odds->written = number + 1;
      g_cond_broadcast (&odds->cond);
      g_mutex_unlock (&odds->lock);

      won[deal.won]++;
      printf ("%" G_GUINT64_FORMAT " %s %u %.3f\n", number, deal.won ? "won" : "lost", deal.n_moves,
              deal.seconds);
      fflush (stdout);
    }
  for (guint64 j = 0; j < jobs; j++)
    g_thread_join (threads[j]);
  g_mutex_clear (&odds->lock);
  g_cond_clear (&odds->cond);

  total = won[0] + won[1];
  cli_wilson_interval (won[1], total, &low, &high);
  printf ("won %" G_GUINT64_FORMAT " lost %" G_GUINT64_FORMAT
          " rate %.2f%% (95%% CI %.2f-%.2f%%)\n",
          won[1], won[0], total > 0 ? 100.0 * won[1] / total : 0.0, 100 * low, 100 * high);
  return CLI_OK;
}
