/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "ap-board-layout.h"
#include "ap-message-place.h"

/* The rule is in ap-message-place.h. */

#define MARGIN AP_MESSAGE_MARGIN
/* How much worse hiding the stock or the waste is than hiding other cards,
 * how much more hiding the top quarter of a pile costs (where its first
 * card shows its rank and suit), and how much more its top card. */
#define STOCK_WEIGHT 20
#define INDEX_WEIGHT 2
#define TOP_CARD_WEIGHT 4
/* Hiding a card that can move outweighs hiding any number of others. */
#define MOVABLE_WEIGHT 1e6
/* The room kept round the stock and the waste, by the width of a card. */
#define STOCK_ROOM 0.1f

/* What a pass keeps off. */
enum {
  KEEP_ABOUT = 1 << 0,   /* the piles the box speaks of */
  KEEP_MOVABLE = 1 << 1, /* every card that can move */
  KEEP_CARDS = 1 << 2,   /* every card and empty place */
  KEEP_STOCK = 1 << 3,   /* the stock and the waste, with a little room */
  KEEP_BANNER = 1 << 4,
  /* Widths no more than AP_MESSAGE_MAX_GROWTH times as tall as the
   * first. */
  TIDY = 1 << 5,
  /* Every width, for the least hidden, rather than the widest that has a
   * place. */
  ALL_WIDTHS = 1 << 6,
};

static gboolean
meets (const graphene_rect_t *a, const graphene_rect_t *b)
{
  return graphene_rect_intersection (a, b, NULL);
}

static float
area_over (const graphene_rect_t *a, const graphene_rect_t *b)
{
  graphene_rect_t both;

  if (!graphene_rect_intersection (a, b, &both))
    return 0;
  return both.size.width * both.size.height;
}

static void
stock_room (const ApPlacePile *pile, graphene_rect_t *rect)
{
  float room = pile->cards.size.width * STOCK_ROOM;

  graphene_rect_inset_r (&pile->cards, -room, -room, rect);
}

static void
movable_room (const ApPlacePile *pile, graphene_rect_t *rect)
{
  graphene_rect_inset_r (&pile->top, -AP_PLACE_MOVABLE_ROOM, -AP_PLACE_MOVABLE_ROOM, rect);
}

/* Whether a box at `rect` keeps off what `keep` says. */
static gboolean
allowed (const ApPlaceRequest *r, guint keep, const graphene_rect_t *rect)
{
  if (keep & KEEP_ABOUT)
    for (guint i = 0; i < r->n_about; i++)
      if (meets (rect, &r->about[i]))
        return FALSE;
  if ((keep & KEEP_BANNER) && r->banner != NULL && meets (rect, r->banner))
    return FALSE;
  for (guint i = 0; i < r->n_piles; i++)
    {
      const ApPlacePile *pile = &r->piles[i];
      graphene_rect_t room;

      if ((keep & KEEP_CARDS) && meets (rect, &pile->cards))
        return FALSE;
      if ((keep & KEEP_MOVABLE) && pile->movable)
        {
          movable_room (pile, &room);
          if (meets (rect, &room))
            return FALSE;
        }
      if ((keep & KEEP_STOCK) && pile->stock)
        {
          stock_room (pile, &room);
          if (meets (rect, &room))
            return FALSE;
        }
    }
  return TRUE;
}

/* How much a box at `rect` hides, by the weights above. */
static double
hidden (const ApPlaceRequest *r, const graphene_rect_t *rect)
{
  double sum = 0;

  for (guint i = 0; i < r->n_piles; i++)
    {
      const ApPlacePile *pile = &r->piles[i];
      graphene_rect_t index = pile->cards, room;
      float weight = pile->stock ? STOCK_WEIGHT : 1;

      index.size.height /= 4;
      sum += weight * (area_over (rect, &pile->cards) + INDEX_WEIGHT * area_over (rect, &index) +
                       TOP_CARD_WEIGHT * area_over (rect, &pile->top));
      if (pile->movable)
        {
          movable_room (pile, &room);
          sum += MOVABLE_WEIGHT * area_over (rect, &room);
        }
    }
  return sum;
}

/* The widths the box tries, widest first, with its height at each: its
 * natural width up to what the board and AP_MESSAGE_MAX_WIDTH allow, then
 * narrower (ap_board_layout_message_narrower()) down to the narrowest;
 * with TIDY, only while it grows no more than AP_MESSAGE_MAX_GROWTH times
 * as tall. Returns how many. */
#define MAX_WIDTHS 24

static guint
widths (const ApPlaceRequest *r, guint keep, int *ws, int *hs)
{
  int narrowest = MAX (r->min_width, AP_MESSAGE_MIN_WIDTH);
  int w = MAX (r->min_width, MIN (r->nat_width, MIN (r->width - 2 * MARGIN, AP_MESSAGE_MAX_WIDTH)));
  guint n = 0;

  while (n < MAX_WIDTHS)
    {
      int h = r->height_for_width (w, r->user_data);

      if ((keep & TIDY) && n > 0 && h > AP_MESSAGE_MAX_GROWTH * hs[0])
        break;
      ws[n] = w;
      hs[n++] = h;
      if (w <= narrowest)
        break;
      w = MAX (narrowest, ap_board_layout_message_narrower (w));
    }
  return n;
}

/* The places worth trying for a box w x h. If any place keeps off a set
 * of rectangles, so does one slid up until it meets one of them or the
 * board's margin, then left likewise: its top at the foot of a rectangle
 * or the margin, its left edge at the right of a rectangle or the margin.
 * How much it hides changes only where one of its edges passes one of a
 * pile's, so the other edges are tried too: the box just above a
 * rectangle, just left of it. And centred, at either edge of the board,
 * and a margin away from each pile, where the free bands run, as a toast
 * would be. */
typedef struct {
  int *xs, *ys;
  guint n_xs, n_ys;
  int low_x, high_x, low_y, high_y;
} Places;

static void
add_x (Places *p, float x)
{
  p->xs[p->n_xs++] = CLAMP ((int) x, p->low_x, p->high_x);
}

static void
add_y (Places *p, float y)
{
  if (y >= p->low_y && y <= p->high_y)
    p->ys[p->n_ys++] = (int) y;
}

/* The edges of `rect`, with `room` round it, for a box w x h. */
static void
add_rect (Places *p, const graphene_rect_t *rect, float room, int w, int h)
{
  float left = rect->origin.x - room, right = rect->origin.x + rect->size.width + room;
  float top = rect->origin.y - room, bottom = rect->origin.y + rect->size.height + room;

  add_x (p, ceilf (right));
  add_x (p, floorf (left) - w);
  add_y (p, ceilf (bottom));
  add_y (p, floorf (top) - h);
}

static int
compare_down (gconstpointer a, gconstpointer b)
{
  return *(const int *) b - *(const int *) a;
}

/* Returns FALSE when the box is wider or taller than the board. */
static gboolean
places (const ApPlaceRequest *r, int w, int h, Places *p)
{
  guint most = 4 + 2 * 5 * r->n_piles + 2 * (r->n_about + 1);
  guint n = 0;

  *p = (Places) {
    g_new (int, most),     g_new (int, most), 0, 0, MARGIN, r->width - MARGIN - w, MARGIN,
    r->height - MARGIN - h
  };
  if (p->high_x < p->low_x || p->high_y < p->low_y)
    return FALSE;
  add_x (p, (r->width - w) / 2);
  add_x (p, p->low_x);
  add_x (p, p->high_x);
  add_y (p, p->high_y);
  add_y (p, p->low_y);
  for (guint i = 0; i < r->n_piles; i++)
    {
      const ApPlacePile *pile = &r->piles[i];
      graphene_rect_t room, index = pile->cards;

      index.size.height /= 4;
      add_rect (p, &pile->cards, MARGIN, w, h);
      add_rect (p, &pile->cards, 0, w, h);
      add_rect (p, &index, 0, w, h);
      add_rect (p, &pile->top, pile->movable ? AP_PLACE_MOVABLE_ROOM : 0, w, h);
      if (pile->stock)
        {
          stock_room (pile, &room);
          add_rect (p, &room, 0, w, h);
        }
    }
  for (guint i = 0; i < r->n_about; i++)
    add_rect (p, &r->about[i], 0, w, h);
  if (r->banner != NULL)
    add_rect (p, r->banner, 0, w, h);
  /* The lowest first, the nearest to a toast's place; each once. */
  qsort (p->ys, p->n_ys, sizeof *p->ys, compare_down);
  for (guint i = 0; i < p->n_ys; i++)
    if (n == 0 || p->ys[i] != p->ys[n - 1])
      p->ys[n++] = p->ys[i];
  p->n_ys = n;
  return TRUE;
}

typedef struct {
  gboolean found;
  double hidden;
  double distance;
  ApPlaceBox box;
} Best;

/* Tries every place of a box w x h: the one that hides the least, and of
 * places that hide as much, a centred one first (the free band between
 * two rows, as before there were places beside the piles), then the
 * nearest to where a toast would be, low and centred. */
static void
try_width (const ApPlaceRequest *r, guint keep, int w, int h, Best *best)
{
  Places p;
  int centre = (r->width - w) / 2;

  if (places (r, w, h, &p))
    for (guint i = 0; i < p.n_xs; i++)
      for (guint j = 0; j < p.n_ys; j++)
        {
          int x = p.xs[i], y = p.ys[j], off_centre = ABS (x - centre);
          graphene_rect_t here = GRAPHENE_RECT_INIT (x, y, w, h);
          double distance = (off_centre > 0 ? 2.0 * r->height : 0) + off_centre + (p.high_y - y);
          double hides;

          if (best->found && best->hidden < 1 && distance >= best->distance)
            continue;
          if (!allowed (r, keep, &here))
            continue;
          hides = (keep & KEEP_CARDS) ? 0 : hidden (r, &here);
          if (best->found && (hides > best->hidden + 0.5 ||
                              (hides > best->hidden - 0.5 && distance >= best->distance)))
            continue;
          *best = (Best) { TRUE, hides, distance, { x, y, w, h } };
        }
  g_free (p.xs);
  g_free (p.ys);
}

static gboolean
search (const ApPlaceRequest *r, guint keep, ApPlaceBox *box)
{
  int ws[MAX_WIDTHS], hs[MAX_WIDTHS];
  guint n = widths (r, keep, ws, hs);
  Best best = { FALSE, 0, 0, { 0 } };

  for (guint i = 0; i < n; i++)
    {
      try_width (r, keep, ws[i], hs[i], &best);
      /* The widest width that has a place, its words on the fewest
       * lines. */
      if (best.found && !(keep & ALL_WIDTHS))
        break;
    }
  if (best.found)
    *box = best.box;
  return best.found;
}

ApPlaceKind
ap_message_place (const ApPlaceRequest *r, ApPlaceBox *box)
{
  static const struct {
    guint keep;
    ApPlaceKind kind;
  } passes[] = {
    { KEEP_ABOUT | KEEP_MOVABLE | KEEP_CARDS | KEEP_STOCK | KEEP_BANNER | TIDY, AP_PLACE_CLEAR },
    { KEEP_ABOUT | KEEP_MOVABLE | KEEP_CARDS | KEEP_STOCK | TIDY, AP_PLACE_OVER_BANNER },
    { KEEP_ABOUT | KEEP_MOVABLE | KEEP_STOCK | KEEP_BANNER, AP_PLACE_OVER_CARDS },
    { KEEP_ABOUT | KEEP_MOVABLE | KEEP_BANNER, AP_PLACE_OVER_CARDS },
    { KEEP_ABOUT | KEEP_MOVABLE, AP_PLACE_OVER_CARDS },
    { KEEP_ABOUT | ALL_WIDTHS, AP_PLACE_OVER_MOVABLE },
    { ALL_WIDTHS, AP_PLACE_OVER_MOVABLE },
  };
  int w;

  for (guint i = 0; i < G_N_ELEMENTS (passes); i++)
    {
      /* Over the banner only where there is one. */
      if (passes[i].kind == AP_PLACE_OVER_BANNER && r->banner == NULL)
        continue;
      if (search (r, passes[i].keep, box))
        return passes[i].kind;
    }
  /* A box wider or taller than the board: centred at its foot, its words
   * from their start, and on the board, which clips the rest. */
  w = MAX (r->min_width, MIN (r->nat_width, r->width - 2 * MARGIN));
  box->w = w;
  box->h = r->height_for_width (w, r->user_data);
  box->x = MAX (0, (r->width - w) / 2);
  box->y = MAX (0, r->height - MARGIN - box->h);
  return AP_PLACE_OVER_MOVABLE;
}
