/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-deal-number.h"

gboolean
ap_deal_number_parse (const char *text, guint32 *number)
{
  guint64 value = 0;
  guint digits = 0;

  if (text == NULL || *text == '\0')
    return FALSE;
  /* Leading zeros do not change the number; after them, eleven digits are
   * already above the highest deal, so counting digits keeps the value far
   * from overflowing. */
  while (*text == '0')
    text++;
  for (const char *p = text; *p != '\0'; p++)
    {
      if (!g_ascii_isdigit (*p) || ++digits > 10)
        return FALSE;
      value = value * 10 + (guint64) (*p - '0');
    }
  if (value < 1 || value > AP_MAX_DEAL_NUMBER)
    return FALSE;
  *number = (guint32) value;
  return TRUE;
}
