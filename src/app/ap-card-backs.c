/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "ap-card-renderer-private.h"

/*
 * The backs: each a pattern of our own in the colours of its design (named
 * colours of the style sheet), inside an inner frame, on a rounded card
 * with the border of the faces. The patterns are symmetric under a half
 * turn, as the backs of real cards are, so that a back tells nothing of
 * which way up its card lies.
 */

/* Fills the card with the ground colour, draws the border and the inner
 * frame, and leaves the frame's inside as the clip, with the pattern's
 * colour as the source. Balanced by cairo_restore(). */
static void
begin_back (cairo_t *cr, int w, int h, const GdkRGBA *back, const GdkRGBA *pattern,
            const ApCardColors *colors)
{
  double radius = ap_card_corner_radius (w);
  double inset = MAX (2.0, 0.07 * w);
  double line = MAX (1.0, 0.02 * w);

  ap_card_rounded_rect_path (cr, 0, 0, w, h, radius);
  gdk_cairo_set_source_rgba (cr, back);
  cairo_fill (cr);
  ap_card_rounded_rect_path (cr, 0.5, 0.5, w - 1, h - 1, radius - 0.5);
  cairo_set_line_width (cr, 1.0);
  gdk_cairo_set_source_rgba (cr, &colors->border);
  cairo_stroke (cr);

  cairo_save (cr);
  ap_card_rounded_rect_path (cr, inset, inset, w - 2 * inset, h - 2 * inset, radius * 0.6);
  cairo_clip_preserve (cr);
  gdk_cairo_set_source_rgba (cr, pattern);
  cairo_set_line_width (cr, line * 1.5);
  cairo_stroke (cr);
}

/* The spacing of a pattern: a whole number of repeats across the card, so
 * that the pattern sits centred between the frame's sides. */
static double
pattern_step (int w, double fraction)
{
  int n = MAX (1, (int) floor (w / MAX (4.0, fraction * w)));

  return (double) w / n;
}

/* The back the game has always had: a diagonal lattice. */
void
ap_card_draw_back_lattice (cairo_t *cr, int w, int h, const GdkRGBA *back, const GdkRGBA *pattern,
                           const ApCardColors *colors)
{
  double line = MAX (1.0, 0.02 * w);
  double step = MAX (4.0, 0.11 * w);

  begin_back (cr, w, h, back, pattern, colors);
  cairo_set_line_width (cr, line * 0.7);
  for (double d = -h; d < w + h; d += step)
    {
      cairo_move_to (cr, d, 0);
      cairo_line_to (cr, d + h, h);
      cairo_move_to (cr, d + h, 0);
      cairo_line_to (cr, d, h);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Rows of chevrons, pointing up in the top half and down in the bottom
 * half, meeting in a band across the middle. */
void
ap_card_draw_back_chevron (cairo_t *cr, int w, int h, const GdkRGBA *back, const GdkRGBA *pattern,
                           const ApCardColors *colors)
{
  double step = pattern_step (w, 0.2);
  double rise = step * 0.5;
  double gap = step * 0.45;

  begin_back (cr, w, h, back, pattern, colors);
  cairo_set_line_width (cr, MAX (1.0, 0.035 * w));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  for (int half = 0; half < 2; half++)
    for (double y = h / 2.0 - gap; y > -rise; y -= gap)
      {
        /* The same rows mirrored: a half turn maps the pattern onto itself. */
        double yy = half == 0 ? y : h - y;
        double tip = half == 0 ? -rise : rise;

        cairo_move_to (cr, -step, yy);
        for (double x = -step; x < w + step; x += step)
          {
            cairo_line_to (cr, x + step / 2, yy + tip);
            cairo_line_to (cr, x + step, yy);
          }
        cairo_stroke (cr);
      }
  cairo_rectangle (cr, 0, h / 2.0 - gap * 0.25, w, gap * 0.5);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* Adds a shape of size at (x, y) to the path. */
typedef void (*SpotFunc) (cairo_t *cr, double x, double y, double size);

/* Adds a shape at each point of a grid of rows rise apart, step apart in a
 * row, every other row shifted by half a step, centred on the card. */
static void
add_spots (cairo_t *cr, int w, int h, double step, double rise, SpotFunc spot, double size)
{
  int rows = (int) ceil (h / rise) / 2 + 2;

  for (int row = -rows; row <= rows; row++)
    {
      double y = h / 2.0 + row * rise;
      double shift = (row & 1) ? step / 2 : 0;

      for (double x = w / 2.0 + shift - step * ceil (w / step + 1); x < w + step; x += step)
        spot (cr, x, y, size);
    }
}

static void
ring_spot (cairo_t *cr, double x, double y, double size)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, size, 0, 2 * G_PI);
}

static void
diamond_spot (cairo_t *cr, double x, double y, double size)
{
  cairo_move_to (cr, x, y - size);
  cairo_line_to (cr, x + size * 0.7, y);
  cairo_line_to (cr, x, y + size);
  cairo_line_to (cr, x - size * 0.7, y);
  cairo_close_path (cr);
}

/* Rings on a grid of offset rows, each with a dot at its centre. */
void
ap_card_draw_back_rings (cairo_t *cr, int w, int h, const GdkRGBA *back, const GdkRGBA *pattern,
                         const ApCardColors *colors)
{
  double step = pattern_step (w, 0.18);
  double rise = step * 0.866;

  begin_back (cr, w, h, back, pattern, colors);
  cairo_set_line_width (cr, MAX (1.0, 0.025 * w));
  add_spots (cr, w, h, step, rise, ring_spot, step * 0.38);
  cairo_stroke (cr);
  add_spots (cr, w, h, step, rise, ring_spot, step * 0.11);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* Offset rows of diamonds. */
void
ap_card_draw_back_checks (cairo_t *cr, int w, int h, const GdkRGBA *back, const GdkRGBA *pattern,
                          const ApCardColors *colors)
{
  double step = pattern_step (w, 0.22);
  double rise = step * 0.7;

  begin_back (cr, w, h, back, pattern, colors);
  add_spots (cr, w, h, step, rise, diamond_spot, rise / 2);
  cairo_fill (cr);
  cairo_restore (cr);
}
