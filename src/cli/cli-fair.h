/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "cli-common.h"

G_BEGIN_DECLS

/* The commands of the fair players (docs/formats.md, section 5), which see
 * what a player sees: hint --fair (called by hint), play --fair and odds. */
int cli_cmd_fair_hint (int argc, char **argv);
int cli_cmd_play (int argc, char **argv);
int cli_cmd_odds (int argc, char **argv);

G_END_DECLS
