/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-appearance.h"

double
ap_pace_factor (ApPace pace)
{
  switch (pace)
    {
    case AP_PACE_OFF:
      return 0.0;
    case AP_PACE_SLOW:
      return 1.7;
    case AP_PACE_FAST:
      return 0.55;
    case AP_PACE_NORMAL:
    default:
      return 1.0;
    }
}

const char *
ap_table_css_class (ApTable table)
{
  static const char *const classes[AP_N_TABLES] = {
    [AP_TABLE_GREEN] = "table-green",
    [AP_TABLE_BLUE] = "table-blue",
    [AP_TABLE_RED] = "table-red",
    [AP_TABLE_GRAY] = "table-gray",
  };

  g_return_val_if_fail (table < AP_N_TABLES, classes[AP_TABLE_GREEN]);
  return classes[table];
}
