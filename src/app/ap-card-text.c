/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-card-renderer-private.h"

/* The size the fonts are laid out at; the text is then scaled to the card.
 * Laying out at one fixed size keeps the proportions identical at every card
 * size, and with hinting off the scaled outlines stay exact. */
#define LAYOUT_FONT_PX 100.0

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
void
ap_card_draw_text (cairo_t *cr, const char *family, const char *text, double x, double y,
                   double cap, double max_width, double align)
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
void
ap_card_draw_text_centred (cairo_t *cr, const char *family, const char *text, double cx, double cy,
                           double cap, double max_width)
{
  ap_card_draw_text (cr, family, text, cx, cy - cap / 2, cap, max_width, 0.5);
}
