/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "ap-card-renderer-private.h"

/*
 * The large-index face, organised for fanned piles: the rank and a small
 * suit sit in the top strip (what a downward fan shows) and the rank with
 * the suit under it in the left strip (what a rightward fan shows). The rest
 * of the card carries one large suit, an even larger one for aces, or a
 * framed panel with a crown and a letter for jacks, queens and kings, so
 * that the kind of a card is clear at a glance.
 */

void
ap_card_draw_crown (cairo_t *cr, int rank, double cx, double top, double width)
{
  double h = width * 0.5;
  double l = cx - width / 2, r = cx + width / 2;

  cairo_new_path (cr);
  if (rank == AP_KING)
    {
      /* Three tall points. */
      cairo_move_to (cr, l, top + h);
      cairo_line_to (cr, l, top + h * 0.15);
      cairo_line_to (cr, l + width * 0.25, top + h * 0.55);
      cairo_line_to (cr, cx, top);
      cairo_line_to (cr, r - width * 0.25, top + h * 0.55);
      cairo_line_to (cr, r, top + h * 0.15);
      cairo_line_to (cr, r, top + h);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  else if (rank == AP_QUEEN)
    {
      /* A lower crown of five points, each with a pearl. */
      cairo_move_to (cr, l, top + h);
      for (int i = 0; i <= 4; i++)
        {
          double px = l + width * i / 4.0;

          cairo_line_to (cr, px, top + h * 0.35);
          if (i < 4)
            cairo_line_to (cr, px + width / 8.0, top + h * 0.7);
        }
      cairo_line_to (cr, r, top + h);
      cairo_close_path (cr);
      cairo_fill (cr);
      for (int i = 0; i <= 4; i++)
        {
          cairo_arc (cr, l + width * i / 4.0, top + h * 0.25, width * 0.07, 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }
  else
    {
      /* The jack wears a cap with a feather. */
      cairo_move_to (cr, l + width * 0.1, top + h);
      cairo_curve_to (cr, l + width * 0.1, top + h * 0.2, r - width * 0.1, top + h * 0.2,
                      r - width * 0.1, top + h);
      cairo_close_path (cr);
      cairo_fill (cr);
      cairo_set_line_width (cr, width * 0.06);
      cairo_move_to (cr, cx, top + h * 0.45);
      cairo_curve_to (cr, cx + width * 0.2, top, r, top, r + width * 0.05, top + h * 0.1);
      cairo_stroke (cr);
    }
}

void
ap_card_draw_face_index (cairo_t *cr, ApCard card, int w, int h, const ApCardColors *colors,
                         const GdkRGBA *ink)
{
  int rank = ap_card_rank (card);
  ApSuit suit = ap_card_suit (card);
  double radius = ap_card_corner_radius (w);
  ApIndexMetrics m;
  double art_x, art_y, art_w, art_h;

  ap_card_index_metrics (w, &m);
  ap_card_draw_paper (cr, w, h, colors);

  gdk_cairo_set_source_rgba (cr, ink);

  /* The index: rank at the top left, suit at the top right (downward fans)
   * and under the rank (rightward fans). */
  ap_card_draw_text (cr, "Sans", ap_card_rank_label (rank), m.pad, m.pad, m.cap, m.rank_max_w, 0);
  ap_card_fill_suit (cr, suit, w - m.pad - m.pip, m.pad + (m.cap - m.pip) / 2, m.pip);
  ap_card_fill_suit (cr, suit, m.pad + (m.rank_max_w - m.pip) / 2, m.pad + m.cap + 0.9 * m.pad,
                     m.pip);

  /* The art fills what the index leaves free: right of the left strip and
   * below the top strip, far enough below that the court panel's frame
   * (half its line above art_y, and antialiased) stays out of the strip a
   * downward fan shows, which is rounded up to whole pixels. */
  art_x = m.strip_right;
  art_y = ceil (m.strip_down) + MAX (1.0, 0.02 * w) + 1.0;
  art_w = w - m.pad - art_x;
  art_h = h - m.pad - art_y;
  if (art_w <= 0 || art_h <= 0)
    return;

  if (rank >= AP_JACK)
    {
      double panel_line = MAX (1.0, 0.02 * w);
      double crown_w = art_w * 0.5;
      double letter_cap = MIN (art_h * 0.3, art_w * 0.55);
      double pip = MIN (art_w * 0.42, art_h * 0.22);

      ap_card_rounded_rect_path (cr, art_x, art_y, art_w, art_h, radius * 0.6);
      gdk_cairo_set_source_rgba (cr, &colors->court);
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, ink);
      cairo_set_line_width (cr, panel_line);
      cairo_stroke (cr);

      ap_card_draw_crown (cr, rank, art_x + art_w / 2, art_y + art_h * 0.08, crown_w);
      ap_card_draw_text_centred (cr, "Serif", ap_card_rank_label (rank), art_x + art_w / 2,
                                 art_y + art_h * 0.08 + crown_w * 0.5 + art_h * 0.06 +
                                   letter_cap / 2,
                                 letter_cap, art_w * 0.8);
      ap_card_fill_suit (cr, suit, art_x + (art_w - pip) / 2, art_y + art_h * 0.92 - pip, pip);
    }
  else
    {
      double size = MIN (art_w, art_h) * (rank == AP_ACE ? 0.92 : 0.7);

      ap_card_fill_suit (cr, suit, art_x + (art_w - size) / 2, art_y + (art_h - size) / 2, size);
    }
}
