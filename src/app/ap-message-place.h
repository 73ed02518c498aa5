/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <graphene.h>

G_BEGIN_DECLS

/*
 * Where a box that floats over the board goes: a message (the hint's
 * words, a refusal, a notice) or the banner (the verdicts, Finish). Pure
 * arithmetic over rectangles, apart from the widgets so that it is tested
 * without a display (tests/gui/test-message-place.c); the window gives it
 * the piles (ap-window-message.c) and the engine says which cards can move.
 *
 * The promise (issue 44, 3): the box never lies over a card the player can
 * move (the top card of a pile that a legal move takes a card from, and
 * the stock while a deal or a redeal is legal), nor over the piles it
 * speaks of, as long as the board has such a place at any of the widths
 * the box tries. In order, it takes:
 *
 * 1. a place over no card at all, off the stock and the waste and off the
 *    banner: at its natural width, else narrower (its words on more lines,
 *    no more than AP_MESSAGE_MAX_GROWTH times as tall); of those at one
 *    width, the lowest centred one, else the nearest to where a toast would
 *    be (AP_PLACE_CLEAR);
 * 2. for a message while the banner is up, the same over the banner, which
 *    comes back when the message goes (AP_PLACE_OVER_BANNER);
 * 3. the place that hides the least of the cards that cannot move (the top
 *    of a pile weighing more than its buried cards, the stock and the
 *    waste many times more), off every card that can move, at the widest
 *    width that has one: off the stock, the waste and the banner if it can
 *    be, then off the banner, then anywhere (AP_PLACE_OVER_CARDS);
 * 4. only where every place at every width down to the narrowest would lie
 *    over a card that can move (a board too small for its cards), the
 *    place that hides the least of those cards (AP_PLACE_OVER_MOVABLE).
 */

/* A pile, in the board's coordinates. */
typedef struct {
  graphene_rect_t cards; /* from its first card to its top one, or its
                            empty place */
  graphene_rect_t top;   /* its top card, or its empty place */
  gboolean movable;      /* a card can move from it now */
  gboolean stock;        /* the stock or the waste, which the player reaches
                            for and reads */
} ApPlacePile;

/* The box's height at width w. */
typedef int (*ApPlaceHeightFunc) (int w, gpointer user_data);

typedef struct {
  int width, height;        /* the board's */
  int min_width, nat_width; /* the box's narrowest and natural widths */
  ApPlaceHeightFunc height_for_width;
  gpointer user_data;
  const ApPlacePile *piles;
  guint n_piles;
  const graphene_rect_t *about; /* what the box speaks of: never over it */
  guint n_about;
  const graphene_rect_t *banner; /* NULL, or the banner, under a message */
} ApPlaceRequest;

typedef enum {
  AP_PLACE_CLEAR,
  AP_PLACE_OVER_BANNER,
  AP_PLACE_OVER_CARDS,
  AP_PLACE_OVER_MOVABLE
} ApPlaceKind;

typedef struct {
  int x, y, w, h;
} ApPlaceBox;

/* How far the box keeps from a card that can move. */
#define AP_PLACE_MOVABLE_ROOM 2

ApPlaceKind ap_message_place (const ApPlaceRequest *request, ApPlaceBox *box);

G_END_DECLS
