/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "ap-board-layout.h"

/* Which pile a pointer or a finger means: a pointer hits a pile's slot
 * exactly, a finger reaches a little past its edges (docs/architecture.md,
 * "touch"). Pure arithmetic over the slots of ap_board_layout_compute(),
 * tested without a display (tests/gui/test-board-layout.c). */

/* A finger lands this far off at the least, whatever the size of the
 * cards. */
#define MIN_FINGER_REACH 6.0

double
ap_board_layout_finger_reach (int card_width)
{
  return MAX ((AP_FINGER_TARGET - card_width) / 2.0, MIN_FINGER_REACH);
}

int
ap_board_layout_pile_at (const ApSlot slots[AP_N_PILES], const gboolean present[AP_N_PILES],
                         double x, double y, double reach)
{
  int nearest = -1;
  double nearest_distance = reach;

  for (int p = 0; p < AP_N_PILES; p++)
    {
      const ApSlot *s = &slots[p];
      double dx, dy, distance;

      if (!present[p])
        continue;
      if (x >= s->x && x < s->x + s->w && y >= s->y && y < s->y + s->h)
        return p;
      /* How far the point lies from the slot's rectangle. */
      dx = MAX (MAX (s->x - x, x - (s->x + s->w)), 0);
      dy = MAX (MAX (s->y - y, y - (s->y + s->h)), 0);
      distance = sqrt (dx * dx + dy * dy);
      if (distance <= nearest_distance && reach > 0)
        {
          nearest = p;
          nearest_distance = distance;
        }
    }
  return nearest;
}
