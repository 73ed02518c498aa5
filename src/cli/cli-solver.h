/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ap-solver.h"
#include "cli-common.h"

G_BEGIN_DECLS

/* The commands that ask the solver (docs/formats.md, section 5): solve, hint,
 * status (won, lost or playing) and survey. */
int cli_cmd_solve (int argc, char **argv);
int cli_cmd_hint (int argc, char **argv);
int cli_cmd_solver_status (int argc, char **argv);
int cli_cmd_survey (int argc, char **argv);

/* The options that bound the solver, in this order, for every command that
 * solves (solve, survey): "--time-limit S", "--node-limit N" and "--memory
 * MIB". A command puts CLI_SOLVER_LIMIT_OPTIONS in its option table and
 * passes the first of the three to cli_solver_limits(). */
#define CLI_SOLVER_LIMIT_OPTIONS                                                                   \
  { "--time-limit" }, { "--node-limit" },                                                          \
  {                                                                                                \
    "--memory"                                                                                     \
  }
#define CLI_N_SOLVER_LIMIT_OPTIONS 3

/* Reads the three options from `options` (cli_parse_options() has run)
 * into `limits`, which holds the command's defaults: a time limit, a node
 * limit and a memory bound where given. A node limit alone also drops the
 * time limit, so that the answer depends on the position and the limit
 * only, the same on every machine. On a bad value prints the usage error
 * and returns FALSE. */
gboolean cli_solver_limits (const char *command, const CliOption *options, ApSolverLimits *limits);

/* The Wilson score interval of `successes` out of `trials` at 95%, in
 * [0, 1]; both 0 when there are no trials. Exposed for the tests. */
void cli_wilson_interval (guint64 successes, guint64 trials, double *low, double *high);

G_END_DECLS
