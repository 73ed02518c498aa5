/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "cli-common.h"

G_BEGIN_DECLS

/* The commands that ask the solver (docs/formats.md, section 5): solve, hint,
 * status (won, lost or playing) and survey. */
int cli_cmd_solve (int argc, char **argv);
int cli_cmd_hint (int argc, char **argv);
int cli_cmd_solver_status (int argc, char **argv);
int cli_cmd_survey (int argc, char **argv);

/* The Wilson score interval of `successes` out of `trials` at 95%, in
 * [0, 1]; both 0 when there are no trials. Exposed for the tests. */
void cli_wilson_interval (guint64 successes, guint64 trials, double *low, double *high);

G_END_DECLS
