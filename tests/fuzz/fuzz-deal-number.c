/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * libFuzzer target for the deal-number parser, ap_deal_number_parse() and
 * ap_deal_number_read(), which read the game's --deal, its Select Deal
 * dialog and the CLI's --number.
 *
 * Besides crashes and sanitizer reports, it checks the parser against a
 * second, deliberately plain reading of the same rule (digits only, leading
 * zeros allowed, 1 to 2^31-1), and that an accepted number prints back to
 * the text without its leading zeros.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ap-deal-number.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static void
fail (const char *what, const char *detail)
{
  fprintf (stderr, "fuzz-deal-number: %s\n%s\n", what, detail ? detail : "");
  abort ();
}

/* The rule, read another way: strip the zeros, then compare the digits as
 * text with the highest number's, which needs no arithmetic at all. */
static gboolean
reference_accepts (const char *text)
{
  static const char max[] = "2147483647";
  const char *digits;
  gsize len;

  if (*text == '\0')
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (*p < '0' || *p > '9')
      return FALSE;
  digits = text + strspn (text, "0");
  len = strlen (digits);
  if (len == 0)
    return FALSE; /* zero */
  if (len != strlen (max))
    return len < strlen (max);
  return strcmp (digits, max) <= 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autofree char *printed = NULL;
  guint32 number = 0;
  gboolean accepted = ap_deal_number_parse (text, &number);

  ApDealNumberStatus status = ap_deal_number_read (text, &number);

  if (accepted != reference_accepts (text))
    fail (accepted ? "accepts a text the rule refuses" : "refuses a text the rule accepts", text);
  /* The reason given for a refusal, which the Select Deal dialog words. */
  if ((status == AP_DEAL_NUMBER_OK) != accepted)
    fail ("reads and parses disagree", text);
  if ((status == AP_DEAL_NUMBER_EMPTY) != (*text == '\0'))
    fail ("calls empty a text that is not, or the other way", text);
  if (*text != '\0' &&
      (status == AP_DEAL_NUMBER_NOT_DIGITS) != (text[strspn (text, "0123456789")] != '\0'))
    fail ("misjudges whether the text is all digits", text);
  if (!accepted)
    return 0;
  if (number < 1 || number > AP_MAX_DEAL_NUMBER)
    fail ("accepts a number out of range", text);
  printed = g_strdup_printf ("%u", number);
  if (strcmp (printed, text + strspn (text, "0")) != 0)
    fail ("reads a different number", text);
  return 0;
}
