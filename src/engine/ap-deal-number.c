/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-deal-number.h"

ApDealNumberStatus
ap_deal_number_read (const char *text, guint32 *number)
{
  guint64 value = 0;
  guint digits = 0;

  if (text == NULL || *text == '\0')
    return AP_DEAL_NUMBER_EMPTY;
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      return AP_DEAL_NUMBER_NOT_DIGITS;
  /* Leading zeros do not change the number; after them, eleven digits are
   * already above the highest deal, so counting digits keeps the value far
   * from overflowing. */
  while (*text == '0')
    text++;
  for (const char *p = text; *p != '\0'; p++)
    {
      if (++digits > 10)
        return AP_DEAL_NUMBER_OUT_OF_RANGE;
      value = value * 10 + (guint64) (*p - '0');
    }
  if (value < 1 || value > AP_MAX_DEAL_NUMBER)
    return AP_DEAL_NUMBER_OUT_OF_RANGE;
  *number = (guint32) value;
  return AP_DEAL_NUMBER_OK;
}

gboolean
ap_deal_number_parse (const char *text, guint32 *number)
{
  return ap_deal_number_read (text, number) == AP_DEAL_NUMBER_OK;
}
