/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "ap-card-renderer.h"

/*
 * Cards are drawn by our own code with cairo into cairo render nodes. A
 * cairo node records vector drawing and the renderer rasterises it at the
 * scale of the output, so cards are crisp at every size and every scale
 * factor. One node per card and size is kept, so that drawing the board is
 * a matter of placing cached nodes.
 *
 * The face is organised for fanned piles: the rank and a small suit sit in
 * the top strip (what a downward fan shows) and the rank with the suit under
 * it in the left strip (what a rightward fan shows). The rest of the card
 * carries one large suit, an even larger one for aces, or a framed panel
 * with a crown and a letter for jacks, queens and kings, so that the kind of
 * a card is clear at a glance.
 */

struct _ApCardRenderer {
  GObject parent_instance;

  int width;
  int height;
  ApCardColors colors;
  gboolean four_colour;
  GskRenderNode *faces[AP_N_CARDS];
  GskRenderNode *back;
  GskRenderNode *outlines[AP_N_OUTLINES];
};

G_DEFINE_FINAL_TYPE (ApCardRenderer, ap_card_renderer, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The size the fonts are laid out at; the text is then scaled to the card.
 * Laying out at one fixed size keeps the proportions identical at every card
 * size, and with hinting off the scaled outlines stay exact. */
#define LAYOUT_FONT_PX 100.0

typedef struct {
  double pad;         /* margin between the edge and the index */
  double cap;         /* height of the rank's digits */
  double rank_max_w;  /* wider ranks ("10") are narrowed to this */
  double pip;         /* the small suit of the index */
  double strip_down;  /* the top strip a downward fan leaves visible */
  double strip_right; /* the left strip a rightward fan leaves visible */
} IndexMetrics;

static void
index_metrics (int width, IndexMetrics *m)
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
  IndexMetrics m;

  index_metrics (width, &m);
  return (float) ceil (m.strip_down);
}

float
ap_card_fan_step_right (int width)
{
  IndexMetrics m;

  index_metrics (width, &m);
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

static void
rounded_rect_path (cairo_t *cr, double x, double y, double w, double h, double r)
{
  r = MIN (r, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* Fills the shape of a suit in the square (x, y, size, size). The shapes are
 * our own curves, so they do not depend on which fonts are installed. */
static void
fill_suit (cairo_t *cr, ApSuit suit, double x, double y, double size)
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

/* The one Pango context of the cards' text, made when first needed.
 * Without hinting a layout's extents do not depend on the transformation it
 * is drawn with, so one context serves every card; a context per layout
 * (as pango_cairo_create_layout() makes) was most of the time of drawing
 * the faces on the way to the first frame (bench/gui/README.md). Cards are
 * drawn in the main thread only; the context and the layouts below may be
 * made by the thread of ap_card_renderer_prepare_text() first, which the
 * main thread waits for before it uses them. */
static PangoContext *
text_context (void)
{
  static PangoContext *context;

  if (context == NULL)
    {
      cairo_font_options_t *options = cairo_font_options_create ();

      context = pango_font_map_create_context (pango_cairo_font_map_get_default ());
      cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
      cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
      cairo_font_options_set_antialias (options, CAIRO_ANTIALIAS_GRAY);
      pango_cairo_context_set_font_options (context, options);
      cairo_font_options_destroy (options);
    }
  return context;
}

/* A layout at LAYOUT_FONT_PX without hinting, so that it scales exactly. */
static PangoLayout *
create_layout (const char *family, const char *text)
{
  PangoLayout *layout = pango_layout_new (text_context ());
  g_autoptr (PangoFontDescription) desc = pango_font_description_new ();

  pango_font_description_set_family (desc, family);
  pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (desc, LAYOUT_FONT_PX * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

typedef struct {
  PangoLayout *layout;
  PangoRectangle ink;
} LaidOutText;

static void
laid_out_text_free (gpointer data)
{
  LaidOutText *text = data;

  g_object_unref (text->layout);
  g_free (text);
}

/* The layout of text in family and its ink, kept for the life of the
 * process: the same few ranks are on every card, at every size (the
 * layouts do not depend on it) and in every colour. Laying them out again
 * for each face was half the time of recording the faces (drawing them
 * into render nodes). Main thread only, as text_context(), or the thread
 * of ap_card_renderer_prepare_text() before the main thread's first use. */
static const LaidOutText *
lookup_text (const char *family, const char *text)
{
  static GHashTable *texts; /* "family\ntext" -> LaidOutText */
  g_autofree char *key = g_strconcat (family, "\n", text, NULL);
  LaidOutText *laid_out;

  if (texts == NULL)
    texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, laid_out_text_free);
  laid_out = g_hash_table_lookup (texts, key);
  if (laid_out == NULL)
    {
      laid_out = g_new0 (LaidOutText, 1);
      laid_out->layout = create_layout (family, text);
      pango_layout_get_extents (laid_out->layout, &laid_out->ink, NULL);
      g_hash_table_insert (texts, g_steal_pointer (&key), laid_out);
    }
  return laid_out;
}

/*
 * The text of the faces, laid out ahead in a thread of its own: finding and
 * loading the two fonts (fontconfig, FreeType, HarfBuzz) was a fifth of the
 * cards' part of the first frame (bench/gui/README.md), and it can be done
 * while the main thread starts GTK, long before the board is first drawn.
 * Pango's default font map is the thread's own, so the thread lays the
 * text out with a font map of its own, which the main thread uses from
 * then on: the same fonts, so the same pixels. The thread touches nothing
 * else, and the main thread waits for it before it uses any of its text.
 */
static GThread *preparing;

static gpointer
prepare_text_thread (gpointer data)
{
  for (int rank = AP_ACE; rank <= AP_KING; rank++)
    lookup_text ("Sans", ap_card_rank_label (rank));
  lookup_text ("Sans", "8");
  for (int rank = AP_JACK; rank <= AP_KING; rank++)
    lookup_text ("Serif", ap_card_rank_label (rank));
  lookup_text ("Serif", "8");
  return NULL;
}

void
ap_card_renderer_prepare_text (void)
{
  static gboolean prepared;

  if (!prepared)
    preparing = g_thread_new ("ap-card-text", prepare_text_thread, NULL);
  prepared = TRUE;
}

void
ap_card_renderer_wait_for_text (void)
{
  if (preparing != NULL)
    g_thread_join (g_steal_pointer (&preparing));
}

/* Draws text so that a digit is cap high with its top at y, and the ink
 * starts at x (align 0) or is centred on x (align 0.5). Text wider than
 * max_width is narrowed, as the "10" of real cards is. */
static void
draw_text (cairo_t *cr, const char *family, const char *text, double x, double y, double cap,
           double max_width, double align)
{
  const PangoRectangle *ref_ink, *ink;
  const LaidOutText *laid_out;
  double scale, squeeze = 1.0, width;

  ap_card_renderer_wait_for_text ();
  ref_ink = &lookup_text (family, "8")->ink;
  laid_out = lookup_text (family, text);
  ink = &laid_out->ink;
  if (ref_ink->height <= 0 || ink->width <= 0)
    return;
  scale = cap / ((double) ref_ink->height / PANGO_SCALE);
  width = (double) ink->width / PANGO_SCALE * scale;
  if (max_width > 0 && width > max_width)
    {
      squeeze = max_width / width;
      width = max_width;
    }

  cairo_save (cr);
  cairo_translate (cr, x - align * width, y);
  cairo_scale (cr, scale * squeeze, scale);
  cairo_move_to (cr, -(double) ink->x / PANGO_SCALE, -(double) ref_ink->y / PANGO_SCALE);
  pango_cairo_show_layout (cr, laid_out->layout);
  cairo_restore (cr);
}

/* Draws text centred on (cx, cy) with the given digit height, no wider than
 * max_width. */
static void
draw_text_centred (cairo_t *cr, const char *family, const char *text, double cx, double cy,
                   double cap, double max_width)
{
  draw_text (cr, family, text, cx, cy - cap / 2, cap, max_width, 0.5);
}

static void
draw_crown (cairo_t *cr, int rank, double cx, double top, double width)
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

static void
draw_face (cairo_t *cr, ApCard card, int w, int h, const ApCardColors *colors, const GdkRGBA *ink)
{
  int rank = ap_card_rank (card);
  ApSuit suit = ap_card_suit (card);
  double radius = ap_card_corner_radius (w);
  double line = MAX (1.0, 0.012 * w);
  IndexMetrics m;
  double art_x, art_y, art_w, art_h;

  index_metrics (w, &m);

  rounded_rect_path (cr, 0, 0, w, h, radius);
  gdk_cairo_set_source_rgba (cr, &colors->face);
  cairo_fill (cr);
  rounded_rect_path (cr, line / 2, line / 2, w - line, h - line, radius - line / 2);
  cairo_set_line_width (cr, line);
  gdk_cairo_set_source_rgba (cr, &colors->border);
  cairo_stroke (cr);

  gdk_cairo_set_source_rgba (cr, ink);

  /* The index: rank at the top left, suit at the top right (downward fans)
   * and under the rank (rightward fans). */
  draw_text (cr, "Sans", ap_card_rank_label (rank), m.pad, m.pad, m.cap, m.rank_max_w, 0);
  fill_suit (cr, suit, w - m.pad - m.pip, m.pad + (m.cap - m.pip) / 2, m.pip);
  fill_suit (cr, suit, m.pad + (m.rank_max_w - m.pip) / 2, m.pad + m.cap + 0.9 * m.pad, m.pip);

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

      rounded_rect_path (cr, art_x, art_y, art_w, art_h, radius * 0.6);
      gdk_cairo_set_source_rgba (cr, &colors->court);
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, ink);
      cairo_set_line_width (cr, panel_line);
      cairo_stroke (cr);

      draw_crown (cr, rank, art_x + art_w / 2, art_y + art_h * 0.08, crown_w);
      draw_text_centred (cr, "Serif", ap_card_rank_label (rank), art_x + art_w / 2,
                         art_y + art_h * 0.08 + crown_w * 0.5 + art_h * 0.06 + letter_cap / 2,
                         letter_cap, art_w * 0.8);
      fill_suit (cr, suit, art_x + (art_w - pip) / 2, art_y + art_h * 0.92 - pip, pip);
    }
  else
    {
      double size = MIN (art_w, art_h) * (rank == AP_ACE ? 0.92 : 0.7);

      fill_suit (cr, suit, art_x + (art_w - size) / 2, art_y + (art_h - size) / 2, size);
    }
}

static void
draw_back (cairo_t *cr, int w, int h, const ApCardColors *colors)
{
  double radius = ap_card_corner_radius (w);
  double inset = MAX (2.0, 0.07 * w);
  double line = MAX (1.0, 0.02 * w);
  double step = MAX (4.0, 0.11 * w);

  rounded_rect_path (cr, 0, 0, w, h, radius);
  gdk_cairo_set_source_rgba (cr, &colors->back);
  cairo_fill (cr);
  rounded_rect_path (cr, 0.5, 0.5, w - 1, h - 1, radius - 0.5);
  cairo_set_line_width (cr, 1.0);
  gdk_cairo_set_source_rgba (cr, &colors->border);
  cairo_stroke (cr);

  /* A lattice inside an inner frame. */
  cairo_save (cr);
  rounded_rect_path (cr, inset, inset, w - 2 * inset, h - 2 * inset, radius * 0.6);
  cairo_clip_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &colors->back_pattern);
  cairo_set_line_width (cr, line * 1.5);
  cairo_stroke (cr);
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

static void
draw_outline (cairo_t *cr, ApOutline outline, int w, int h, const ApCardColors *colors)
{
  double radius = ap_card_corner_radius (w);
  double line = MAX (1.5, 0.03 * w);
  GdkRGBA fill = colors->outline;

  fill.alpha *= 0.25;
  rounded_rect_path (cr, line / 2, line / 2, w - line, h - line, radius);
  gdk_cairo_set_source_rgba (cr, &fill);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &colors->outline);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);

  switch (outline)
    {
    case AP_OUTLINE_ACE:
      draw_text_centred (cr, "Sans", ap_card_rank_label (AP_ACE), w / 2.0, h / 2.0, 0.4 * w,
                         0.8 * w);
      break;
    case AP_OUTLINE_TWO:
      draw_text_centred (cr, "Sans", ap_card_rank_label (2), w / 2.0, h / 2.0, 0.4 * w, 0.8 * w);
      break;
    case AP_OUTLINE_KING:
      draw_text_centred (cr, "Sans", ap_card_rank_label (AP_KING), w / 2.0, h / 2.0, 0.4 * w,
                         0.8 * w);
      break;
    case AP_OUTLINE_ANY:
      /* TRANSLATORS: printed on an empty pile that takes any card; keep it short. */
      draw_text_centred (cr, "Sans", C_ ("empty pile", "any"), w / 2.0, h / 2.0, 0.18 * w,
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

static GskRenderNode *
new_cairo_node (ApCardRenderer *self, cairo_t **cr)
{
  GskRenderNode *node;

  node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, self->width, self->height));
  *cr = gsk_cairo_node_get_draw_context (node);
  return node;
}

GskRenderNode *
ap_card_renderer_get_face (ApCardRenderer *self, ApCard card)
{
  g_return_val_if_fail (AP_IS_CARD_RENDERER (self), NULL);
  g_return_val_if_fail (card < AP_N_CARDS, NULL);

  if (self->faces[card] == NULL)
    {
      cairo_t *cr;

      self->faces[card] = new_cairo_node (self, &cr);
      draw_face (cr, card, self->width, self->height, &self->colors,
                 ap_card_renderer_get_suit_color (self, ap_card_suit (card)));
      cairo_destroy (cr);
    }
  return self->faces[card];
}

GskRenderNode *
ap_card_renderer_get_back (ApCardRenderer *self)
{
  g_return_val_if_fail (AP_IS_CARD_RENDERER (self), NULL);

  if (self->back == NULL)
    {
      cairo_t *cr;

      self->back = new_cairo_node (self, &cr);
      draw_back (cr, self->width, self->height, &self->colors);
      cairo_destroy (cr);
    }
  return self->back;
}

GskRenderNode *
ap_card_renderer_get_outline (ApCardRenderer *self, ApOutline outline)
{
  g_return_val_if_fail (AP_IS_CARD_RENDERER (self), NULL);
  g_return_val_if_fail (outline < AP_N_OUTLINES, NULL);

  if (self->outlines[outline] == NULL)
    {
      cairo_t *cr;

      self->outlines[outline] = new_cairo_node (self, &cr);
      draw_outline (cr, outline, self->width, self->height, &self->colors);
      cairo_destroy (cr);
    }
  return self->outlines[outline];
}

static void
clear_cache (ApCardRenderer *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (self->faces); i++)
    g_clear_pointer (&self->faces[i], gsk_render_node_unref);
  for (guint i = 0; i < G_N_ELEMENTS (self->outlines); i++)
    g_clear_pointer (&self->outlines[i], gsk_render_node_unref);
  g_clear_pointer (&self->back, gsk_render_node_unref);
}

void
ap_card_renderer_set_size (ApCardRenderer *self, int width)
{
  g_return_if_fail (AP_IS_CARD_RENDERER (self));

  width = MAX (width, 8);
  if (width == self->width)
    return;
  self->width = width;
  self->height = ap_card_height_for_width (width);
  clear_cache (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
ap_card_renderer_set_colors (ApCardRenderer *self, const ApCardColors *colors)
{
  g_return_if_fail (AP_IS_CARD_RENDERER (self));

  if (memcmp (&self->colors, colors, sizeof *colors) == 0)
    return;
  self->colors = *colors;
  clear_cache (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

const ApCardColors *
ap_card_renderer_get_colors (ApCardRenderer *self)
{
  return &self->colors;
}

void
ap_card_renderer_set_four_colour (ApCardRenderer *self, gboolean four_colour)
{
  g_return_if_fail (AP_IS_CARD_RENDERER (self));

  if (self->four_colour == !!four_colour)
    return;
  self->four_colour = !!four_colour;
  clear_cache (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
ap_card_renderer_get_four_colour (ApCardRenderer *self)
{
  g_return_val_if_fail (AP_IS_CARD_RENDERER (self), FALSE);
  return self->four_colour;
}

const GdkRGBA *
ap_card_renderer_get_suit_color (ApCardRenderer *self, ApSuit suit)
{
  g_return_val_if_fail (AP_IS_CARD_RENDERER (self), NULL);
  g_return_val_if_fail (suit < AP_N_SUITS, NULL);
  return self->four_colour ? &self->colors.four_suit[suit] : &self->colors.suit[suit];
}

int
ap_card_renderer_get_width (ApCardRenderer *self)
{
  return self->width;
}

int
ap_card_renderer_get_height (ApCardRenderer *self)
{
  return self->height;
}

static void
lookup_color (GtkStyleContext *context, const char *name, GdkRGBA *color)
{
  if (!gtk_style_context_lookup_color (context, name, color))
    {
      /* The style sheet defines every name; a missing one is a bug in it,
       * shown as an unmissable magenta rather than a crash. */
      g_debug ("Colour %s is not defined in the style sheet", name);
      gdk_rgba_parse (color, "magenta");
    }
}

void
ap_card_colors_from_widget (ApCardColors *colors, GtkWidget *widget)
{
  GtkStyleContext *context;

  /* Named colours (@define-color) are the GTK 4.8 way of giving C code
   * several colours from CSS; the call is deprecated only in later GTK. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  context = gtk_widget_get_style_context (widget);
  lookup_color (context, "ap_card_face", &colors->face);
  lookup_color (context, "ap_card_border", &colors->border);
  lookup_color (context, "ap_suit_spades", &colors->suit[AP_SPADES]);
  lookup_color (context, "ap_suit_hearts", &colors->suit[AP_HEARTS]);
  lookup_color (context, "ap_suit_diamonds", &colors->suit[AP_DIAMONDS]);
  lookup_color (context, "ap_suit_clubs", &colors->suit[AP_CLUBS]);
  lookup_color (context, "ap_four_suit_spades", &colors->four_suit[AP_SPADES]);
  lookup_color (context, "ap_four_suit_hearts", &colors->four_suit[AP_HEARTS]);
  lookup_color (context, "ap_four_suit_diamonds", &colors->four_suit[AP_DIAMONDS]);
  lookup_color (context, "ap_four_suit_clubs", &colors->four_suit[AP_CLUBS]);
  lookup_color (context, "ap_card_court", &colors->court);
  lookup_color (context, "ap_card_back", &colors->back);
  lookup_color (context, "ap_card_back_pattern", &colors->back_pattern);
  lookup_color (context, "ap_pile_outline", &colors->outline);
  lookup_color (context, "ap_highlight", &colors->highlight);
  lookup_color (context, "ap_focus", &colors->focus);
  lookup_color (context, "ap_badge", &colors->badge);
  lookup_color (context, "ap_badge_text", &colors->badge_text);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
ap_card_renderer_finalize (GObject *object)
{
  clear_cache (AP_CARD_RENDERER (object));
  G_OBJECT_CLASS (ap_card_renderer_parent_class)->finalize (object);
}

static void
ap_card_renderer_class_init (ApCardRendererClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ap_card_renderer_finalize;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 0);
}

static void
ap_card_renderer_init (ApCardRenderer *self)
{
  self->width = 80;
  self->height = ap_card_height_for_width (self->width);
}

ApCardRenderer *
ap_card_renderer_new (void)
{
  return g_object_new (AP_TYPE_CARD_RENDERER, NULL);
}
