/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "ap-solver.h"
#include "cli-fair.h"
#include "cli-solver.h"

/* The commands that ask the solver: solve, hint, status and survey. */

/* The longest time limit accepted: a day is already far beyond use. */
#define MAX_TIME_LIMIT 86400.0
/* Jobs of a survey, each with its own solver and memory. */
#define MAX_JOBS 64
/* --memory, in MiB: below the smallest, the searches have no room to
 * work; the largest only guards against typing errors (a table that cannot
 * be allocated stops the search for memory, ap-solver-key.c). */
#define MIN_MEMORY_MIB 16
#define MAX_MEMORY_MIB ((guint64) 1 << 20)
/* --node-limit: positions expanded. At a few million a second, the
 * largest is a day or more of search, as with --time-limit. */
#define MAX_NODE_LIMIT G_GUINT64_CONSTANT (100000000000)
/* "lost" is a proof; status gives it this long before saying "playing". */
#define STATUS_TIME_LIMIT 10.0

/* A number of seconds: decimal digits with at most one point, > 0. As with
 * whole numbers, zeros in front (or behind the point) do not matter: no
 * cap on the length, the value is what is checked. */
static gboolean
parse_seconds (const char *text, double *out)
{
  gboolean point = FALSE, digit = FALSE;
  double value;

  if (text == NULL || *text == '\0')
    return FALSE;
  for (const char *p = text; *p; p++)
    {
      if (*p == '.' && !point)
        point = TRUE;
      else if (g_ascii_isdigit (*p))
        digit = TRUE;
      else
        return FALSE;
    }
  if (!digit)
    return FALSE;
  value = g_ascii_strtod (text, NULL);
  if (!(value > 0) || value > MAX_TIME_LIMIT)
    return FALSE;
  *out = value;
  return TRUE;
}

static int
bad_time_limit (const char *command, const char *text)
{
  return cli_usage_error (_ ("%s: --time-limit takes a number of seconds above 0 and at most "
                             "%g, not “%s”"),
                          command, MAX_TIME_LIMIT, text);
}

/* --memory MIB into *bytes, or a usage error (returns FALSE). */
static gboolean
parse_memory (const char *command, const char *text, gsize *bytes)
{
  guint64 mib;

  if (!cli_parse_number (text, MIN_MEMORY_MIB, MAX_MEMORY_MIB, &mib))
    {
      cli_usage_error (_ ("%s: --memory takes a whole number of MiB from %d to %d, not “%s”"),
                       command, MIN_MEMORY_MIB, (int) MAX_MEMORY_MIB, text);
      return FALSE;
    }
  *bytes = (gsize) mib << 20;
  return TRUE;
}

/* The places of the options of CLI_SOLVER_LIMIT_OPTIONS. */
enum {
  LIMIT_TIME,
  LIMIT_NODES,
  LIMIT_MEMORY
};

gboolean
cli_solver_limits (const char *command, const CliOption *options, ApSolverLimits *limits)
{
  const char *nodes = options[LIMIT_NODES].value;

  if (options[LIMIT_TIME].value != NULL &&
      !parse_seconds (options[LIMIT_TIME].value, &limits->time_limit))
    {
      bad_time_limit (command, options[LIMIT_TIME].value);
      return FALSE;
    }
  if (nodes != NULL)
    {
      if (!cli_parse_number (nodes, 1, MAX_NODE_LIMIT, &limits->node_limit))
        {
          g_autofree char *max = g_strdup_printf ("%" G_GUINT64_FORMAT, MAX_NODE_LIMIT);

          cli_usage_error (_ ("%s: --node-limit takes a whole number of positions from 1 to "
                              "%s, not “%s”"),
                           command, max, nodes);
          return FALSE;
        }
      /* The shares of the budget among the passes are then counted in
       * positions alone (ap-solver.c). */
      if (options[LIMIT_TIME].value == NULL)
        limits->time_limit = 0;
    }
  return options[LIMIT_MEMORY].value == NULL ||
         parse_memory (command, options[LIMIT_MEMORY].value, &limits->memory_limit);
}

static const char *
verdict_word (ApSolverVerdict verdict)
{
  switch (verdict)
    {
    case AP_SOLVER_WINNABLE:
      return "winnable";
    case AP_SOLVER_UNWINNABLE:
      return "unwinnable";
    case AP_SOLVER_UNKNOWN:
    default:
      return "unknown";
    }
}

int
cli_cmd_solve (int argc, char **argv)
{
  CliOption options[] = { CLI_SOLVER_LIMIT_OPTIONS };
  ApSolverLimits limits;
  g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
  ApPosition pos;

  ap_solver_limits_init (&limits);
  if (!cli_parse_options (argc, argv, options, G_N_ELEMENTS (options), NULL))
    return CLI_USAGE;
  if (!cli_solver_limits (argv[0], options, &limits))
    return CLI_USAGE;
  if (!cli_read_position (&pos))
    return CLI_USAGE;

  ap_solver_solve (&pos, &limits, &result);
  printf ("%s\n", verdict_word (result.verdict));
  for (guint i = 0; i < result.n_moves; i++)
    {
      char text[8];

      ap_move_format (result.moves[i], text);
      printf ("%s\n", text);
    }
  return CLI_OK;
}

int
cli_cmd_hint (int argc, char **argv)
{
  ApPosition pos;
  ApHint hint;
  char text[8];

  /* hint --fair [--seed S]: the fair player's (cli-fair.c). */
  if (argc > 1)
    return cli_cmd_fair_hint (argc, argv);
  if (!cli_read_position (&pos))
    return CLI_USAGE;
  ap_solver_hint (&pos, NULL, &hint);
  if (hint.kind == AP_HINT_NONE)
    {
      puts ("none");
      return CLI_OK;
    }
  ap_move_format (hint.move, text);
  puts (text);
  return CLI_OK;
}

int
cli_cmd_solver_status (int argc, char **argv)
{
  ApSolverLimits limits;
  ApPosition pos;

  if (argc > 1)
    return cli_usage_error (_ ("%s: unexpected argument “%s”"), argv[0], argv[1]);
  if (!cli_read_position (&pos))
    return CLI_USAGE;
  if (ap_position_is_won (&pos))
    {
      puts ("won");
      return CLI_OK;
    }
  ap_solver_limits_init (&limits);
  limits.time_limit = STATUS_TIME_LIMIT;
  /* Only a proof says "lost"; running out of time says "playing". */
  puts (ap_solver_lost (&pos, &limits) == AP_LOST_YES ? "lost" : "playing");
  return CLI_OK;
}

void
cli_wilson_interval (guint64 successes, guint64 trials, double *low, double *high)
{
  const double z = 1.959963984540054;
  double n = trials, p, centre, half;

  if (trials == 0)
    {
      *low = *high = 0;
      return;
    }
  p = successes / n;
  centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  half = z / (1 + z * z / n) * sqrt (p * (1 - p) / n + z * z / (4 * n * n));
  *low = MAX (0.0, centre - half);
  *high = MIN (1.0, centre + half);
}

/* A survey: workers solve deals in any order; the main thread writes them
 * in order. Workers stay at most WINDOW deals ahead of the writer, so the
 * memory does not grow with the range. */
#define WINDOW 1024

typedef struct {
  gboolean done;
  ApSolverVerdict verdict;
  double seconds;
} SurveyEntry;

typedef struct {
  GMutex lock;
  GCond cond;
  ApRules rules;
  ApSolverLimits limits; /* each job's */
  guint64 first, last;
  guint64 next;    /* the next deal for a worker */
  guint64 written; /* the next deal to write */
  SurveyEntry window[WINDOW];
} Survey;

static gpointer
survey_worker_cb (gpointer data)
{
  Survey *survey = data;

  for (;;)
    {
      ApSolverLimits limits;
      g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
      ApPosition pos;
      guint64 number;
      SurveyEntry *entry;

      g_mutex_lock (&survey->lock);
      while (survey->next <= survey->last && survey->next >= survey->written + WINDOW)
        g_cond_wait (&survey->cond, &survey->lock);
      if (survey->next > survey->last)
        {
          g_mutex_unlock (&survey->lock);
          return NULL;
        }
      number = survey->next++;
      g_mutex_unlock (&survey->lock);

      ap_position_deal (&pos, &survey->rules, (guint32) number);
      limits = survey->limits;
      /* Time on one core, so that a loaded machine gives the same answers. */
      limits.cpu_time = TRUE;
      ap_solver_solve (&pos, &limits, &result);

      g_mutex_lock (&survey->lock);
      entry = &survey->window[(number - survey->first) % WINDOW];
      entry->verdict = result.verdict;
      entry->seconds = result.seconds;
      entry->done = TRUE;
      g_cond_broadcast (&survey->cond);
      g_mutex_unlock (&survey->lock);
    }
}

int
cli_cmd_survey (int argc, char **argv)
{
  enum {
    RULES,
    DEALS,
    JOBS,
    LIMITS
  };
  CliOption options[] = {
    [RULES] = { "--rules" },
    [DEALS] = { "--deals" },
    [JOBS] = { "--jobs" },
    CLI_SOLVER_LIMIT_OPTIONS,
  };
  const char *game_id = NULL, *rules_text, *deals_text;
  g_autofree Survey *survey = g_new0 (Survey, 1);
  g_autofree GThread **threads = NULL;
  guint64 jobs = 1, counts[3] = { 0 };
  double low, high, rate;
  guint64 decided, total;
  ApGame game;

  if (!cli_parse_options (argc, argv, options, G_N_ELEMENTS (options), &game_id))
    return CLI_USAGE;
  ap_solver_limits_init (&survey->limits);
  if (!cli_solver_limits (argv[0], &options[LIMITS], &survey->limits))
    return CLI_USAGE;
  if (options[JOBS].value != NULL && !cli_parse_number (options[JOBS].value, 1, MAX_JOBS, &jobs))
    return cli_usage_error (_ ("survey: --jobs takes a whole number from 1 to %d, not “%s”"),
                            MAX_JOBS, options[JOBS].value);
  rules_text = options[RULES].value != NULL ? options[RULES].value : "";
  deals_text = options[DEALS].value;
  if (game_id == NULL)
    return cli_no_game_error ("survey");
  if (!cli_parse_game (game_id, &game) || !cli_parse_rules (game, rules_text, &survey->rules))
    return CLI_USAGE;
  if (deals_text == NULL)
    return cli_usage_error (_ ("survey: --deals A-B is required"));
  if (!cli_parse_deal_range (deals_text, &survey->first, &survey->last))
    return cli_usage_error (_ ("survey: --deals takes A-B, two deal numbers from 1 to %d with "
                               "A at most B, not “%s”"),
                            G_MAXINT32, deals_text);

  survey->next = survey->written = survey->first;
  g_mutex_init (&survey->lock);
  g_cond_init (&survey->cond);
  threads = g_new0 (GThread *, jobs);
  for (guint64 j = 0; j < jobs; j++)
    threads[j] = g_thread_new ("survey", survey_worker_cb, survey);

  for (guint64 number = survey->first; number <= survey->last; number++)
    {
      SurveyEntry *entry = &survey->window[(number - survey->first) % WINDOW];
      SurveyEntry copy;

      g_mutex_lock (&survey->lock);
      while (!entry->done)
        g_cond_wait (&survey->cond, &survey->lock);
      copy = *entry;
      entry->done = FALSE;
      survey->written = number + 1;
      g_cond_broadcast (&survey->cond);
      g_mutex_unlock (&survey->lock);

      counts[copy.verdict]++;
      printf ("%" G_GUINT64_FORMAT " %s %.3f\n", number, verdict_word (copy.verdict), copy.seconds);
      fflush (stdout);
    }
  for (guint64 j = 0; j < jobs; j++)
    g_thread_join (threads[j]);
  g_mutex_clear (&survey->lock);
  g_cond_clear (&survey->cond);

  /* The rate counts decided deals; the interval also covers every way the
   * unknown deals could go: its low end counts them as unwinnable, its
   * high end as winnable. */
  decided = counts[AP_SOLVER_WINNABLE] + counts[AP_SOLVER_UNWINNABLE];
  total = decided + counts[AP_SOLVER_UNKNOWN];
  rate = decided > 0 ? (double) counts[AP_SOLVER_WINNABLE] / decided : 0;
  cli_wilson_interval (counts[AP_SOLVER_WINNABLE], total, &low, &high);
  if (counts[AP_SOLVER_UNKNOWN] > 0)
    {
      double ignored;

      cli_wilson_interval (counts[AP_SOLVER_WINNABLE] + counts[AP_SOLVER_UNKNOWN], total, &ignored,
                           &high);
    }
  printf ("winnable %" G_GUINT64_FORMAT " unwinnable %" G_GUINT64_FORMAT
          " unknown %" G_GUINT64_FORMAT " rate %.2f%% (95%% CI %.2f-%.2f%%)\n",
          counts[AP_SOLVER_WINNABLE], counts[AP_SOLVER_UNWINNABLE], counts[AP_SOLVER_UNKNOWN],
          100 * rate, 100 * low, 100 * high);
  return CLI_OK;
}
