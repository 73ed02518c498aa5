/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ap-card-renderer.h"

G_BEGIN_DECLS

/*
 * The parts of the card renderer, one concern a file:
 *   ap-card-renderer.c        the object: size, scale, colours, designs and
 *                             the cache of one image per card
 *   ap-card-geometry.c        the proportions of a card and its index
 *   ap-card-suits.c           the shapes of the four suits
 *   ap-card-text.c            the text of the faces, laid out once
 *   ap-card-colors.c          the named colours of the style sheet
 *   ap-card-designs.c         the tables of face and back designs
 *   ap-card-face-index.c      the large-index face
 *   ap-card-face-traditional.c the traditional face
 *   ap-card-backs.c           the backs
 *   ap-card-outline.c         the outlines of empty piles
 * A new face is one file with its draw function and a row in the table of
 * ap-card-designs.c.
 */

/* The index of a face: where its rank and small suit go, and the strips a
 * fan leaves in sight. */
typedef struct {
  double pad;         /* margin between the edge and the index */
  double cap;         /* height of the rank's digits */
  double rank_max_w;  /* wider ranks ("10") are narrowed to this */
  double pip;         /* the small suit of the index */
  double strip_down;  /* the top strip a downward fan leaves visible */
  double strip_right; /* the left strip a rightward fan leaves visible */
} ApIndexMetrics;

void ap_card_index_metrics (int width, ApIndexMetrics *m);

void ap_card_rounded_rect_path (cairo_t *cr, double x, double y, double w, double h, double r);

/* Fills the shape of a suit in the square (x, y, size, size). */
void ap_card_fill_suit (cairo_t *cr, ApSuit suit, double x, double y, double size);

/* Draws text so that a digit is cap high with its top at y, and the ink
 * starts at x (align 0) or is centred on x (align 0.5). Text wider than
 * max_width is narrowed, as the "10" of real cards is. */
void ap_card_draw_text (cairo_t *cr, const char *family, const char *text, double x, double y,
                        double cap, double max_width, double align);
/* Draws text centred on (cx, cy) with the given digit height, no wider than
 * max_width. */
void ap_card_draw_text_centred (cairo_t *cr, const char *family, const char *text, double cx,
                                double cy, double cap, double max_width);

/* The card's paper: the rounded face with its border. */
void ap_card_draw_paper (cairo_t *cr, int w, int h, const ApCardColors *colors);

/* The headwear of the court cards: a crown for kings, a pearled crown for
 * queens, a feathered cap for jacks, width wide and half as tall. */
void ap_card_draw_crown (cairo_t *cr, int rank, double cx, double top, double width);

/* A face design draws one face at w x h (at the origin) in ink. */
typedef void (*ApFaceDrawFunc) (cairo_t *cr, ApCard card, int w, int h, const ApCardColors *colors,
                                const GdkRGBA *ink);
/* A back design draws the back in its colours, colors->back[design] and
 * colors->back_pattern[design]. */
typedef void (*ApBackDrawFunc) (cairo_t *cr, int w, int h, const GdkRGBA *back,
                                const GdkRGBA *pattern, const ApCardColors *colors);

typedef struct {
  const char *id;   /* the nick of the face-design key */
  const char *name; /* shown in Preferences, N_() */
  ApFaceDrawFunc draw;
} ApFaceDesignInfo;

typedef struct {
  const char *id;      /* the nick of the card-back key */
  const char *name;    /* shown in Preferences, N_() */
  const char *color;   /* the named colour of the back in the style sheet */
  const char *pattern; /* and of its pattern */
  ApBackDrawFunc draw;
} ApBackDesignInfo;

extern const ApFaceDesignInfo ap_face_designs[AP_N_FACES];
extern const ApBackDesignInfo ap_back_designs[AP_N_BACKS];

void ap_card_draw_face_index (cairo_t *cr, ApCard card, int w, int h, const ApCardColors *colors,
                              const GdkRGBA *ink);
void ap_card_draw_face_traditional (cairo_t *cr, ApCard card, int w, int h,
                                    const ApCardColors *colors, const GdkRGBA *ink);

void ap_card_draw_back_lattice (cairo_t *cr, int w, int h, const GdkRGBA *back,
                                const GdkRGBA *pattern, const ApCardColors *colors);
void ap_card_draw_back_chevron (cairo_t *cr, int w, int h, const GdkRGBA *back,
                                const GdkRGBA *pattern, const ApCardColors *colors);
void ap_card_draw_back_rings (cairo_t *cr, int w, int h, const GdkRGBA *back,
                              const GdkRGBA *pattern, const ApCardColors *colors);
void ap_card_draw_back_checks (cairo_t *cr, int w, int h, const GdkRGBA *back,
                               const GdkRGBA *pattern, const ApCardColors *colors);

void ap_card_draw_outline (cairo_t *cr, ApOutline outline, int w, int h,
                           const ApCardColors *colors);

G_END_DECLS
