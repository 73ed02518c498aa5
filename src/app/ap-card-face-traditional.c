/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "ap-card-renderer-private.h"

/*
 * The traditional face: an index at both ends (the rank over a small suit,
 * the lower one turned upside down), the pips of 2 to 10 in their standard
 * places, with those of the lower half upside down, one large suit for the
 * ace, and double-ended court figures of our own geometric design. The
 * card stays readable in fans as the large-index face does: its rank sits
 * in the strip a downward fan leaves in sight, with a small suit at the
 * other end of that strip, and the rank over its suit fills the strip a
 * rightward fan leaves.
 */

/* Where the pips of each rank go in the pip box: x 0 (left column), 0.5
 * (middle) or 1 (right); y from 0 (top row) to 1 (bottom row). */
typedef struct {
  double x, y;
} Spot;

static const Spot pips_2[] = { { 0.5, 0 }, { 0.5, 1 } };
static const Spot pips_3[] = { { 0.5, 0 }, { 0.5, 0.5 }, { 0.5, 1 } };
static const Spot pips_4[] = { { 0, 0 }, { 1, 0 }, { 0, 1 }, { 1, 1 } };
static const Spot pips_5[] = { { 0, 0 }, { 1, 0 }, { 0.5, 0.5 }, { 0, 1 }, { 1, 1 } };
static const Spot pips_6[] = { { 0, 0 }, { 1, 0 }, { 0, 0.5 }, { 1, 0.5 }, { 0, 1 }, { 1, 1 } };
static const Spot pips_7[] = { { 0, 0 },   { 1, 0 }, { 0.5, 0.25 }, { 0, 0.5 },
                               { 1, 0.5 }, { 0, 1 }, { 1, 1 } };
static const Spot pips_8[] = { { 0, 0 },   { 1, 0 },      { 0.5, 0.25 }, { 0, 0.5 },
                               { 1, 0.5 }, { 0.5, 0.75 }, { 0, 1 },      { 1, 1 } };
static const Spot pips_9[] = { { 0, 0 },       { 1, 0 },     { 0, 1.0 / 3 },
                               { 1, 1.0 / 3 }, { 0.5, 0.5 }, { 0, 2.0 / 3 },
                               { 1, 2.0 / 3 }, { 0, 1 },     { 1, 1 } };
static const Spot pips_10[] = { { 0, 0 },       { 1, 0 },       { 0.5, 1.0 / 6 }, { 0, 1.0 / 3 },
                                { 1, 1.0 / 3 }, { 0, 2.0 / 3 }, { 1, 2.0 / 3 },   { 0.5, 5.0 / 6 },
                                { 0, 1 },       { 1, 1 } };

static const struct {
  const Spot *spots;
  guint n;
} layouts[] = {
  [2] = { pips_2, G_N_ELEMENTS (pips_2) },    [3] = { pips_3, G_N_ELEMENTS (pips_3) },
  [4] = { pips_4, G_N_ELEMENTS (pips_4) },    [5] = { pips_5, G_N_ELEMENTS (pips_5) },
  [6] = { pips_6, G_N_ELEMENTS (pips_6) },    [7] = { pips_7, G_N_ELEMENTS (pips_7) },
  [8] = { pips_8, G_N_ELEMENTS (pips_8) },    [9] = { pips_9, G_N_ELEMENTS (pips_9) },
  [10] = { pips_10, G_N_ELEMENTS (pips_10) },
};

/* Fills a suit of size centred on (cx, cy), upside down if asked. */
static void
fill_suit_at (cairo_t *cr, ApSuit suit, double cx, double cy, double size, gboolean upside_down)
{
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  if (upside_down)
    cairo_rotate (cr, G_PI);
  ap_card_fill_suit (cr, suit, -size / 2, -size / 2, size);
  cairo_restore (cr);
}

/* The index is a quarter smaller than the large-index face's, in the same
 * strips, which leaves the pips room; on small cards (phones) it keeps its
 * full size, to stay readable in a fan. */
static double
index_size (int w)
{
  return CLAMP (1.0 - 0.25 * (w - 50) / 30.0, 0.75, 1.0);
}

/* The index of one end, in the top-left corner: the rank, the suit under
 * it, and a small suit in the top-right corner. The other end is the same
 * turned by a half turn about the card's centre. */
static void
draw_index (cairo_t *cr, ApCard card, int w, const ApIndexMetrics *m)
{
  int rank = ap_card_rank (card);
  ApSuit suit = ap_card_suit (card);
  double cap = index_size (w) * m->cap;
  double column = index_size (w) * m->rank_max_w;
  double pip = index_size (w) * m->pip;

  ap_card_draw_text (cr, "Serif", ap_card_rank_label (rank), m->pad + column / 2, m->pad, cap,
                     column, 0.5);
  /* The suit right under the rank, as on printed cards: a downward fan
   * shows its top, and the small suit at the strip's other end in full. */
  fill_suit_at (cr, suit, m->pad + column / 2, m->pad + cap + 0.6 * m->pad + pip / 2, pip, FALSE);
  fill_suit_at (cr, suit, w - m->pad - pip / 2, m->pad + cap / 2, pip, FALSE);
}

/* One half of a court figure, drawn in the top half of the panel (x, y,
 * pw, ph): the headwear of its rank, a head, shoulders in the suit's ink
 * with a band of the court colour, and the suit held at its side. */
static void
draw_court_half (cairo_t *cr, int rank, ApSuit suit, double x, double y, double pw, double ph,
                 const ApCardColors *colors, const GdkRGBA *ink)
{
  double cx = x + pw / 2;
  double head_r = MIN (pw * 0.14, ph * 0.13);
  double crown_w = head_r * 2.4;
  double crown_top = y + ph * 0.06;
  double head_cy = crown_top + crown_w * 0.5 + head_r * 0.9;
  double shoulder_top = head_cy + head_r * 1.15;
  double line = MAX (1.0, 0.015 * pw);
  double pip = MIN (pw * 0.2, ph * 0.2);

  gdk_cairo_set_source_rgba (cr, ink);
  ap_card_draw_crown (cr, rank, cx, crown_top, crown_w);

  /* The head: the face's colour in an ink ring. */
  cairo_new_path (cr);
  cairo_arc (cr, cx, head_cy, head_r, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &colors->face);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, ink);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);

  /* The shoulders, down to the panel's middle, with a band across. */
  cairo_move_to (cr, cx - head_r * 0.9, shoulder_top);
  cairo_line_to (cr, cx + head_r * 0.9, shoulder_top);
  cairo_line_to (cr, x + pw * 0.86, y + ph);
  cairo_line_to (cr, x + pw * 0.14, y + ph);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_move_to (cr, cx - head_r * 0.9, shoulder_top);
  cairo_line_to (cr, x + pw * 0.86, y + ph);
  gdk_cairo_set_source_rgba (cr, &colors->court);
  cairo_set_line_width (cr, MAX (1.0, 0.05 * pw));
  cairo_stroke (cr);

  /* The suit held up at the figure's side. */
  gdk_cairo_set_source_rgba (cr, ink);
  fill_suit_at (cr, suit, x + pw * 0.18, head_cy, pip, FALSE);
}

static void
draw_court (cairo_t *cr, ApCard card, double x, double y, double pw, double ph, double radius,
            const ApCardColors *colors, const GdkRGBA *ink)
{
  double line = MAX (1.0, 0.02 * pw);

  ap_card_rounded_rect_path (cr, x, y, pw, ph, radius);
  gdk_cairo_set_source_rgba (cr, &colors->court);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, ink);
  cairo_set_line_width (cr, line);
  cairo_stroke_preserve (cr);

  cairo_save (cr);
  cairo_clip (cr);
  /* Double-ended: the same half a half turn about the panel's centre. */
  for (int end = 0; end < 2; end++)
    {
      cairo_save (cr);
      if (end == 1)
        {
          cairo_translate (cr, x + pw / 2, y + ph / 2);
          cairo_rotate (cr, G_PI);
          cairo_translate (cr, -(x + pw / 2), -(y + ph / 2));
        }
      draw_court_half (cr, ap_card_rank (card), ap_card_suit (card), x, y, pw, ph / 2, colors, ink);
      cairo_restore (cr);
    }
  /* The line between the two halves. */
  gdk_cairo_set_source_rgba (cr, ink);
  cairo_set_line_width (cr, line);
  cairo_move_to (cr, x, y + ph / 2);
  cairo_line_to (cr, x + pw, y + ph / 2);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
ap_card_draw_face_traditional (cairo_t *cr, ApCard card, int w, int h, const ApCardColors *colors,
                               const GdkRGBA *ink)
{
  int rank = ap_card_rank (card);
  ApSuit suit = ap_card_suit (card);
  ApIndexMetrics m;
  double box_x, box_y, box_w, box_h;

  ap_card_index_metrics (w, &m);
  ap_card_draw_paper (cr, w, h, colors);

  gdk_cairo_set_source_rgba (cr, ink);
  for (int end = 0; end < 2; end++)
    {
      cairo_save (cr);
      if (end == 1)
        {
          cairo_translate (cr, w, h);
          cairo_rotate (cr, G_PI);
        }
      draw_index (cr, card, w, &m);
      cairo_restore (cr);
    }

  /* The middle of the card, between the columns of the two indices and
   * below the strip a downward fan leaves in sight. */
  box_x = m.pad + index_size (w) * m.rank_max_w + 0.4 * m.pad;
  box_w = w - 2 * box_x;
  box_y = ceil (m.strip_down) + 0.5 * m.pad;
  box_h = h - 2 * box_y;
  if (box_w <= 0 || box_h <= 0)
    return;

  if (rank >= AP_JACK)
    draw_court (cr, card, box_x, box_y, box_w, box_h, ap_card_corner_radius (w) * 0.6, colors, ink);
  else if (rank == AP_ACE)
    fill_suit_at (cr, suit, w / 2.0, h / 2.0, MIN (box_w * 0.9, box_h * 0.6), FALSE);
  else
    {
      /* The pips, all of one size: as large as leaves the middle pips of
       * a nine or a ten, between two rows and two columns, clear of
       * their neighbours (about a tenth of a pip apart). */
      double pip = MIN (box_w / 2.8, box_h / 5.0);
      double x0 = box_x + pip / 2, x1 = box_x + box_w - pip / 2;
      double y0 = box_y + pip / 2, y1 = box_y + box_h - pip / 2;

      for (guint i = 0; i < layouts[rank].n; i++)
        {
          const Spot *s = &layouts[rank].spots[i];

          fill_suit_at (cr, suit, x0 + s->x * (x1 - x0), y0 + s->y * (y1 - y0), pip, s->y > 0.5);
        }
    }
}
