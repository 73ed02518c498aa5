/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The highest deal number (docs/deals.md): deals are 1 .. 2^31-1. */
#define AP_MAX_DEAL_NUMBER 2147483647u

/* What ap_deal_number_read() made of a text. */
typedef enum {
  AP_DEAL_NUMBER_OK,
  AP_DEAL_NUMBER_EMPTY,       /* no text at all */
  AP_DEAL_NUMBER_NOT_DIGITS,  /* something other than the digits 0-9 */
  AP_DEAL_NUMBER_OUT_OF_RANGE /* digits, but 0 or above AP_MAX_DEAL_NUMBER */
} ApDealNumberStatus;

/* Reads a deal number as the player types it: decimal digits only,
 * nothing around them, any number of leading zeros, a value from 1 to
 * AP_MAX_DEAL_NUMBER. Sets *number only on AP_DEAL_NUMBER_OK; otherwise
 * says what is wrong, so that each caller can word it. The game's --deal,
 * its Select Deal dialog and the command-line companion's --number all
 * read deal numbers here, so they accept exactly the same texts. */
ApDealNumberStatus ap_deal_number_read (const char *text, guint32 *number);

/* ap_deal_number_read() for callers that need only yes or no. */
gboolean ap_deal_number_parse (const char *text, guint32 *number);

G_END_DECLS
