/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "ap-card-renderer-private.h"

/* The outlines of empty piles, which say what the pile accepts. */

void
ap_card_draw_outline (cairo_t *cr, ApOutline outline, int w, int h, const ApCardColors *colors)
{
  double radius = ap_card_corner_radius (w);
  double line = MAX (1.5, 0.03 * w);
  GdkRGBA fill = colors->outline;

  fill.alpha *= 0.25;
  ap_card_rounded_rect_path (cr, line / 2, line / 2, w - line, h - line, radius);
  gdk_cairo_set_source_rgba (cr, &fill);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &colors->outline);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);

  gdk_cairo_set_source_rgba (cr, &colors->label);
  switch (outline)
    {
    case AP_OUTLINE_ACE:
      ap_card_draw_text_centred (cr, "Sans", ap_card_rank_label (AP_ACE), w / 2.0, h / 2.0, 0.4 * w,
                                 0.8 * w);
      break;
    case AP_OUTLINE_TWO:
      ap_card_draw_text_centred (cr, "Sans", ap_card_rank_label (2), w / 2.0, h / 2.0, 0.4 * w,
                                 0.8 * w);
      break;
    case AP_OUTLINE_KING:
      ap_card_draw_text_centred (cr, "Sans", ap_card_rank_label (AP_KING), w / 2.0, h / 2.0,
                                 0.4 * w, 0.8 * w);
      break;
    case AP_OUTLINE_ANY:
      /* TRANSLATORS: printed on an empty pile that takes any card; keep it short. */
      ap_card_draw_text_centred (cr, "Sans", C_ ("empty pile", "any"), w / 2.0, h / 2.0, 0.18 * w,
                                 0.75 * w);
      break;
    case AP_OUTLINE_REDEAL:
      {
        double r = 0.22 * w, cx = w / 2.0, cy = h / 2.0;
        double a = -G_PI / 2 + 0.5, b = -G_PI / 2 + 2 * G_PI - 0.3;

        cairo_set_line_width (cr, 0.06 * w);
        cairo_arc (cr, cx, cy, r, a, b);
        cairo_stroke (cr);
        /* The arrowhead at the end of the arc, pointing along it. */
        cairo_save (cr);
        cairo_translate (cr, cx + r * cos (b), cy + r * sin (b));
        cairo_rotate (cr, b + G_PI / 2);
        cairo_move_to (cr, 0.1 * w, 0);
        cairo_line_to (cr, -0.06 * w, -0.1 * w);
        cairo_line_to (cr, -0.06 * w, 0.1 * w);
        cairo_close_path (cr);
        cairo_fill (cr);
        cairo_restore (cr);
      }
      break;
    case AP_OUTLINE_PLAIN:
    case AP_N_OUTLINES:
    default:
      break;
    }
}
