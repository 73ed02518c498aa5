/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "ap-move.h"

/* A move as a value: its text in the move notation of docs/formats.md,
 * section 2, and equality. The rules of play are in ap-move-check.c (the
 * verdict), ap-move-generate.c (every legal move), ap-move-apply.c
 * (applying and taking back) and ap-move-tap.c (where a tap sends a card). */

gboolean
ap_move_parse (const char *text, ApMove *move)
{
  const char *space;
  int src, dst;

  if (strcmp (text, "deal") == 0)
    {
      *move = (ApMove) { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE };
      return TRUE;
    }
  if (strcmp (text, "redeal") == 0)
    {
      *move = (ApMove) { AP_MOVE_REDEAL, AP_PILE_NONE, AP_PILE_NONE };
      return TRUE;
    }
  space = strchr (text, ' ');
  if (space == NULL)
    return FALSE;
  src = ap_pile_from_name (text, space - text);
  dst = ap_pile_from_name (space + 1, strlen (space + 1));
  if (src < 0 || dst < 0)
    return FALSE;
  *move = (ApMove) { AP_MOVE_CARD, src, dst };
  return TRUE;
}

void
ap_move_format (ApMove move, char out[8])
{
  switch (move.kind)
    {
    case AP_MOVE_DEAL:
      strcpy (out, "deal");
      break;
    case AP_MOVE_REDEAL:
      strcpy (out, "redeal");
      break;
    default:
      g_snprintf (out, 8, "%s %s", ap_pile_name (move.src), ap_pile_name (move.dst));
      break;
    }
}

gboolean
ap_move_equal (ApMove a, ApMove b)
{
  if (a.kind != b.kind)
    return FALSE;
  return a.kind != AP_MOVE_CARD || (a.src == b.src && a.dst == b.dst);
}
