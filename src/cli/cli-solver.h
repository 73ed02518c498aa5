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

G_END_DECLS
