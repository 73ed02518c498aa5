/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-card-renderer-private.h"

/* Fills the shape of a suit in the square (x, y, size, size). The shapes are
 * our own curves, so they do not depend on which fonts are installed. */
void
ap_card_fill_suit (cairo_t *cr, ApSuit suit, double x, double y, double size)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);

  switch (suit)
    {
    case AP_SPADES:
      cairo_move_to (cr, 0.5, 0.0);
      cairo_curve_to (cr, 0.62, 0.16, 0.96, 0.34, 0.96, 0.58);
      cairo_curve_to (cr, 0.96, 0.76, 0.82, 0.84, 0.70, 0.84);
      cairo_curve_to (cr, 0.62, 0.84, 0.56, 0.80, 0.53, 0.74);
      cairo_curve_to (cr, 0.55, 0.86, 0.60, 0.94, 0.72, 1.0);
      cairo_line_to (cr, 0.28, 1.0);
      cairo_curve_to (cr, 0.40, 0.94, 0.45, 0.86, 0.47, 0.74);
      cairo_curve_to (cr, 0.44, 0.80, 0.38, 0.84, 0.30, 0.84);
      cairo_curve_to (cr, 0.18, 0.84, 0.04, 0.76, 0.04, 0.58);
      cairo_curve_to (cr, 0.04, 0.34, 0.38, 0.16, 0.5, 0.0);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;

    case AP_HEARTS:
      cairo_move_to (cr, 0.5, 0.96);
      cairo_curve_to (cr, 0.40, 0.80, 0.02, 0.58, 0.02, 0.30);
      cairo_curve_to (cr, 0.02, 0.13, 0.15, 0.04, 0.28, 0.04);
      cairo_curve_to (cr, 0.39, 0.04, 0.47, 0.11, 0.50, 0.22);
      cairo_curve_to (cr, 0.53, 0.11, 0.61, 0.04, 0.72, 0.04);
      cairo_curve_to (cr, 0.85, 0.04, 0.98, 0.13, 0.98, 0.30);
      cairo_curve_to (cr, 0.98, 0.58, 0.60, 0.80, 0.5, 0.96);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;

    case AP_DIAMONDS:
      cairo_move_to (cr, 0.5, 0.0);
      cairo_curve_to (cr, 0.60, 0.17, 0.72, 0.34, 0.88, 0.5);
      cairo_curve_to (cr, 0.72, 0.66, 0.60, 0.83, 0.5, 1.0);
      cairo_curve_to (cr, 0.40, 0.83, 0.28, 0.66, 0.12, 0.5);
      cairo_curve_to (cr, 0.28, 0.34, 0.40, 0.17, 0.5, 0.0);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;

    case AP_CLUBS:
      /* Each lobe is filled on its own: overlapping sub-paths of opposite
       * winding would otherwise leave holes. */
      cairo_arc (cr, 0.5, 0.25, 0.22, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_arc (cr, 0.26, 0.56, 0.22, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_arc (cr, 0.74, 0.56, 0.22, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_arc (cr, 0.5, 0.5, 0.13, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_move_to (cr, 0.46, 0.55);
      cairo_curve_to (cr, 0.46, 0.78, 0.40, 0.92, 0.28, 1.0);
      cairo_line_to (cr, 0.72, 1.0);
      cairo_curve_to (cr, 0.60, 0.92, 0.54, 0.78, 0.54, 0.55);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;

    case AP_N_SUITS:
    default:
      g_assert_not_reached ();
    }

  cairo_restore (cr);
}
