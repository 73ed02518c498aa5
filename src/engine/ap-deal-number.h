/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The highest deal number (docs/deals.md): deals are 1 .. 2^31-1. */
#define AP_MAX_DEAL_NUMBER 2147483647u

/* Reads a deal number as the player types it on the command line: decimal
 * digits only, nothing around them, any number of leading zeros, a value
 * from 1 to AP_MAX_DEAL_NUMBER. FALSE (and *number untouched) on anything
 * else. The game's --deal and the command-line companion's --number share
 * it, so both accept exactly the same texts. */
gboolean ap_deal_number_parse (const char *text, guint32 *number);

G_END_DECLS
