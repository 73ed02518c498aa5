/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "ap-position.h"

static const char *const pile_names[AP_N_PILES] = {
  "S",   "W",   "F1",  "F2",  "F3", "F4", "F5", "F6",  "F7",  "F8",  "F9",  "F10", "F11", "F12",
  "F13", "F14", "F15", "F16", "T1", "T2", "T3", "T4",  "T5",  "T6",  "T7",  "T8",  "R1",  "R2",
  "R3",  "R4",  "R5",  "R6",  "R7", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15", "R16",
};

int
ap_pile_number (int pile)
{
  switch (ap_pile_kind (pile))
    {
    case AP_KIND_FOUNDATION:
      return pile - AP_PILE_F1 + 1;
    case AP_KIND_TABLEAU:
      return pile - AP_PILE_T1 + 1;
    case AP_KIND_RESERVE:
      return pile - AP_PILE_R1 + 1;
    case AP_KIND_STOCK:
    case AP_KIND_WASTE:
    default:
      return 0;
    }
}

const char *
ap_pile_name (int pile)
{
  g_return_val_if_fail (pile >= 0 && pile < AP_N_PILES, "?");
  return pile_names[pile];
}

int
ap_pile_from_name (const char *name, gsize len)
{
  for (int i = 0; i < AP_N_PILES; i++)
    if (strlen (pile_names[i]) == len && memcmp (pile_names[i], name, len) == 0)
      return i;
  return -1;
}
