/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "ap-card-renderer-private.h"

/*
 * Cards are drawn by our own code with cairo, each once per size, design,
 * colours and scale into an image of the card's size in device pixels, and
 * a frame of the board paints those images rather than drawing cards: each
 * is painted at its own size, a copy, which keeps the card crisp at the
 * scale factor it was drawn for. The designs are in files of their own
 * (ap-card-renderer-private.h lists them).
 */

struct _ApCardRenderer {
  GObject parent_instance;

  int width;
  int height;
  int scale; /* device pixels per card pixel */
  ApCardColors colors;
  gboolean four_colour;
  ApFaceDesign face_design;
  ApBackDesign back_design;
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

/* A cairo context on a new image of the card in device pixels, with card
 * pixels as its units. */
static cairo_t *
begin_card (ApCardRenderer *self)
{
  cairo_surface_t *surface =
    cairo_image_surface_create (CAIRO_FORMAT_ARGB32, self->width * self->scale,
                                self->height * self->scale);
  cairo_t *cr = cairo_create (surface);

  cairo_surface_destroy (surface);
  cairo_scale (cr, self->scale, self->scale);
  return cr;
}

/* A node that paints the image of cr, a card drawn once, at the card's
 * size: what a frame draws instead of the card's drawing. A cairo node
 * rather than a texture node: GTK 4.8's cairo renderer copies a texture
 * into a new surface each time it draws one, where it paints a cairo
 * node's image straight from the surface kept here (bench/gui/README.md);
 * the GL renderer keeps the node's pixels in a texture of its own from
 * one frame to the next. Consumes cr. */
static GskRenderNode *
end_card (ApCardRenderer *self, cairo_t *cr)
{
  cairo_surface_t *image = cairo_get_target (cr);
  GskRenderNode *node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, self->width, self->height));
  cairo_t *node_cr = gsk_cairo_node_get_draw_context (node);

  cairo_surface_flush (image);
  cairo_scale (node_cr, 1.0 / self->scale, 1.0 / self->scale);
  cairo_set_source_surface (node_cr, image, 0, 0);
  cairo_paint (node_cr);
  cairo_destroy (node_cr);
  cairo_destroy (cr);
  return node;
}

GskRenderNode *
ap_card_renderer_get_face (ApCardRenderer *self, ApCard card)
{
  g_return_val_if_fail (AP_IS_CARD_RENDERER (self), NULL);
  g_return_val_if_fail (card < AP_N_CARDS, NULL);

  if (self->faces[card] == NULL)
    {
      cairo_t *cr = begin_card (self);

      ap_face_designs[self->face_design].draw (cr, card, self->width, self->height, &self->colors,
                                               ap_card_renderer_get_suit_color (self, ap_card_suit (
                                                                                        card)));
      self->faces[card] = end_card (self, cr);
    }
  return self->faces[card];
}

GskRenderNode *
ap_card_renderer_get_back (ApCardRenderer *self)
{
  g_return_val_if_fail (AP_IS_CARD_RENDERER (self), NULL);

  if (self->back == NULL)
    {
      cairo_t *cr = begin_card (self);
      ApBackDesign b = self->back_design;

      ap_back_designs[b].draw (cr, self->width, self->height, &self->colors.back[b],
                               &self->colors.back_pattern[b], &self->colors);
      self->back = end_card (self, cr);
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
      cairo_t *cr = begin_card (self);

      ap_card_draw_outline (cr, outline, self->width, self->height, &self->colors);
      self->outlines[outline] = end_card (self, cr);
    }
  return self->outlines[outline];
}

static void
clear_faces (ApCardRenderer *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (self->faces); i++)
    g_clear_pointer (&self->faces[i], gsk_render_node_unref);
}

static void
clear_cache (ApCardRenderer *self)
{
  clear_faces (self);
  for (guint i = 0; i < G_N_ELEMENTS (self->outlines); i++)
    g_clear_pointer (&self->outlines[i], gsk_render_node_unref);
  g_clear_pointer (&self->back, gsk_render_node_unref);
}

static void
changed (ApCardRenderer *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
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
  changed (self);
}

void
ap_card_renderer_set_scale (ApCardRenderer *self, int scale)
{
  g_return_if_fail (AP_IS_CARD_RENDERER (self));

  scale = CLAMP (scale, 1, 8);
  if (scale == self->scale)
    return;
  self->scale = scale;
  clear_cache (self);
  changed (self);
}

int
ap_card_renderer_get_scale (ApCardRenderer *self)
{
  g_return_val_if_fail (AP_IS_CARD_RENDERER (self), 1);
  return self->scale;
}

void
ap_card_renderer_set_colors (ApCardRenderer *self, const ApCardColors *colors)
{
  g_return_if_fail (AP_IS_CARD_RENDERER (self));

  if (memcmp (&self->colors, colors, sizeof *colors) == 0)
    return;
  self->colors = *colors;
  clear_cache (self);
  changed (self);
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
  clear_faces (self);
  changed (self);
}

gboolean
ap_card_renderer_get_four_colour (ApCardRenderer *self)
{
  g_return_val_if_fail (AP_IS_CARD_RENDERER (self), FALSE);
  return self->four_colour;
}

void
ap_card_renderer_set_face_design (ApCardRenderer *self, ApFaceDesign design)
{
  g_return_if_fail (AP_IS_CARD_RENDERER (self));
  g_return_if_fail (design < AP_N_FACES);

  if (self->face_design == design)
    return;
  self->face_design = design;
  clear_faces (self);
  changed (self);
}

ApFaceDesign
ap_card_renderer_get_face_design (ApCardRenderer *self)
{
  g_return_val_if_fail (AP_IS_CARD_RENDERER (self), AP_FACE_INDEX);
  return self->face_design;
}

void
ap_card_renderer_set_back_design (ApCardRenderer *self, ApBackDesign design)
{
  g_return_if_fail (AP_IS_CARD_RENDERER (self));
  g_return_if_fail (design < AP_N_BACKS);

  if (self->back_design == design)
    return;
  self->back_design = design;
  g_clear_pointer (&self->back, gsk_render_node_unref);
  changed (self);
}

ApBackDesign
ap_card_renderer_get_back_design (ApCardRenderer *self)
{
  g_return_val_if_fail (AP_IS_CARD_RENDERER (self), AP_BACK_LATTICE);
  return self->back_design;
}

const char *
ap_face_design_name (ApFaceDesign design)
{
  g_return_val_if_fail (design < AP_N_FACES, NULL);
  return gettext (ap_face_designs[design].name);
}

const char *
ap_back_design_name (ApBackDesign design)
{
  g_return_val_if_fail (design < AP_N_BACKS, NULL);
  return gettext (ap_back_designs[design].name);
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
  self->scale = 1;
}

ApCardRenderer *
ap_card_renderer_new (void)
{
  return g_object_new (AP_TYPE_CARD_RENDERER, NULL);
}
