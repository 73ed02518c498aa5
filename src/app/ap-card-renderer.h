/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ap-appearance.h"
#include "ap-card.h"

G_BEGIN_DECLS

/* The colours of the cards. They come from named colours in the style sheet
 * (see ap_card_colors_from_widget()), so that the dark style and any future
 * card theme are CSS, never literals in C. */
typedef struct {
  GdkRGBA face;
  GdkRGBA border;
  GdkRGBA suit[4];          /* ink of spades, hearts, diamonds, clubs */
  GdkRGBA four_suit[4];     /* the same in a four-colour deck */
  GdkRGBA court;            /* the panel of jacks, queens and kings */
  GdkRGBA back[AP_N_BACKS]; /* each back design's ground */
  GdkRGBA back_pattern[AP_N_BACKS];
  GdkRGBA outline;   /* empty piles */
  GdkRGBA label;     /* what an empty pile's outline says ("A", "any") */
  GdkRGBA highlight; /* legal targets, selection */
  GdkRGBA mistake;   /* the move that lost the deal (Show Where) */
  GdkRGBA focus;     /* the keyboard's ring */
  GdkRGBA badge;     /* the card count on the stock */
  GdkRGBA badge_text;
} ApCardColors;

/* What an empty pile accepts, which its outline says. */
typedef enum {
  AP_OUTLINE_PLAIN, /* takes nothing now */
  AP_OUTLINE_ACE,
  AP_OUTLINE_TWO, /* a foundation built up by twos from the two */
  AP_OUTLINE_KING,
  AP_OUTLINE_ANY,
  AP_OUTLINE_REDEAL, /* an empty stock that can be refilled */
  AP_N_OUTLINES
} ApOutline;

#define AP_TYPE_CARD_RENDERER (ap_card_renderer_get_type ())
G_DECLARE_FINAL_TYPE (ApCardRenderer, ap_card_renderer, AP, CARD_RENDERER, GObject)

ApCardRenderer *ap_card_renderer_new (void);

/* Reads the named colours of the style sheet as seen by widget. */
void ap_card_colors_from_widget (ApCardColors *colors, GtkWidget *widget);

/* Changing the size, the scale or the colours drops the cached render nodes and emits
 * "changed". */
void ap_card_renderer_set_size (ApCardRenderer *self, int width);
/* The scale factor of the output: cards are drawn at scale times their
 * size in pixels, so that they are crisp on a screen of that scale. */
void ap_card_renderer_set_scale (ApCardRenderer *self, int scale);
int ap_card_renderer_get_scale (ApCardRenderer *self);
void ap_card_renderer_set_colors (ApCardRenderer *self, const ApCardColors *colors);
const ApCardColors *ap_card_renderer_get_colors (ApCardRenderer *self);
/* The designs of the faces and backs (the face-design and card-back keys);
 * changing one drops the cached faces or back and emits "changed". */
void ap_card_renderer_set_face_design (ApCardRenderer *self, ApFaceDesign design);
ApFaceDesign ap_card_renderer_get_face_design (ApCardRenderer *self);
void ap_card_renderer_set_back_design (ApCardRenderer *self, ApBackDesign design);
ApBackDesign ap_card_renderer_get_back_design (ApCardRenderer *self);
/* The translated names of the designs, as Preferences shows them. */
const char *ap_face_design_name (ApFaceDesign design);
const char *ap_back_design_name (ApBackDesign design);
/* A four-colour deck (the setting four-colour-deck) gives each suit its own
 * ink, four_suit[] of the colours; otherwise suit[] (red and black). Changing
 * it drops the cached faces and emits "changed". */
void ap_card_renderer_set_four_colour (ApCardRenderer *self, gboolean four_colour);
gboolean ap_card_renderer_get_four_colour (ApCardRenderer *self);
/* The ink the faces of suit are drawn with now. */
const GdkRGBA *ap_card_renderer_get_suit_color (ApCardRenderer *self, ApSuit suit);

int ap_card_renderer_get_width (ApCardRenderer *self);
int ap_card_renderer_get_height (ApCardRenderer *self);
/* The height of a card for a width: the aspect ratio of real cards. */
int ap_card_height_for_width (int width);
/* How far fanned cards must be offset so that the index of every covered
 * card stays readable: down (the top strip) and right (the left strip). */
float ap_card_fan_step_down (int width);
float ap_card_fan_step_right (int width);
float ap_card_corner_radius (int width);

/* The nodes are owned by the renderer and drawn at (0, 0) with the card's
 * size; they stay valid until the next change of size, scale, colours or
 * design. */
GskRenderNode *ap_card_renderer_get_face (ApCardRenderer *self, ApCard card);
GskRenderNode *ap_card_renderer_get_back (ApCardRenderer *self);
GskRenderNode *ap_card_renderer_get_outline (ApCardRenderer *self, ApOutline outline);

/* The short rank text printed in the corner ("A", "10", "K"), translated. */
const char *ap_card_rank_label (int rank);

/* Lays out the text of the faces in a thread, once per process, so that
 * the first faces drawn find it ready: called early, before GTK starts.
 * Drawing a face waits for it, as does ap_card_renderer_wait_for_text(),
 * which a process calls before it ends. Main thread only. */
void ap_card_renderer_prepare_text (void);
void ap_card_renderer_wait_for_text (void);

G_END_DECLS
