/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "ap-card-renderer-private.h"

/* The proportions of a card and of its index, the same for every design, so
 * that the board lays out and fans every design alike. */

void
ap_card_index_metrics (int width, ApIndexMetrics *m)
{
  /* Small cards (phones) get relatively larger indices: the index must stay
   * readable even when the card itself is small. */
  double font = MAX (0.30 * width, MIN (12.0, 0.42 * width));

  m->pad = 0.06 * width;
  m->cap = 0.72 * font;
  m->rank_max_w = 1.2 * m->cap;
  m->pip = 0.9 * m->cap;
  /* The strip ends just above the suit under the rank, so that a covered
   * card shows a clean rank and suit rather than half a pip. */
  m->strip_down = m->pad + m->cap + 0.8 * m->pad;
  m->strip_right = m->pad + m->rank_max_w + 1.2 * m->pad;
}

int
ap_card_height_for_width (int width)
{
  return (int) round (width * 1.4);
}

float
ap_card_fan_step_down (int width)
{
  ApIndexMetrics m;

  ap_card_index_metrics (width, &m);
  return (float) ceil (m.strip_down);
}

float
ap_card_fan_step_right (int width)
{
  ApIndexMetrics m;

  ap_card_index_metrics (width, &m);
  return (float) ceil (m.strip_right);
}

float
ap_card_corner_radius (int width)
{
  return MAX (2.f, 0.07f * width);
}

const char *
ap_card_rank_label (int rank)
{
  /* The letters of the court cards and the ace differ between languages
   * (Italian packs may print "F", "D", "R"), so they are translatable. */
  switch (rank)
    {
    case AP_ACE:
      return C_ ("card rank", "A");
    case AP_JACK:
      return C_ ("card rank", "J");
    case AP_QUEEN:
      return C_ ("card rank", "Q");
    case AP_KING:
      return C_ ("card rank", "K");
    default:
      {
        static const char *numbers[] = { "2", "3", "4", "5", "6", "7", "8", "9", "10" };

        g_return_val_if_fail (rank >= 2 && rank <= 10, "?");
        return numbers[rank - 2];
      }
    }
}

void
ap_card_rounded_rect_path (cairo_t *cr, double x, double y, double w, double h, double r)
{
  r = MIN (r, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
ap_card_draw_paper (cairo_t *cr, int w, int h, const ApCardColors *colors)
{
  double radius = ap_card_corner_radius (w);
  double line = MAX (1.0, 0.012 * w);

  ap_card_rounded_rect_path (cr, 0, 0, w, h, radius);
  gdk_cairo_set_source_rgba (cr, &colors->face);
  cairo_fill (cr);
  ap_card_rounded_rect_path (cr, line / 2, line / 2, w - line, h - line, radius - line / 2);
  cairo_set_line_width (cr, line);
  gdk_cairo_set_source_rgba (cr, &colors->border);
  cairo_stroke (cr);
}
